#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A card as the player walks it. Cards expanded from an interval know where they came from.
public struct RuntimeCard: Hashable, Sendable, Identifiable {
    /// Which phase of an interval round a runtime card plays.
    public enum Phase: String, Codable, Hashable, Sendable {
        case work
        case rest
    }

    /// The interval round a runtime card was expanded from.
    public struct Origin: Hashable, Sendable {
        /// The authored interval card's id.
        public let cardId: UUID
        /// Work or rest.
        public let phase: Phase
        /// 1-based round number.
        public let round: Int
        /// The interval's total number of rounds.
        public let rounds: Int

        package init(cardId: UUID, phase: Phase, round: Int, rounds: Int) {
            self.cardId = cardId
            self.phase = phase
            self.round = round
            self.rounds = rounds
        }
    }

    /// The card the player shows: for an expanded one, a countdown or rest titled
    /// `TITLE - Work r/N` or `TITLE - Rest r/N`.
    public let card: Card
    /// Present only for cards expanded from an interval.
    public let origin: Origin?

    package init(card: Card, origin: Origin? = nil) {
        self.card = card
        self.origin = origin
    }

    /// The card's id.
    public var id: UUID { card.id }
}
