import Foundation
import SeqcModel

/// What the player screen shows at one instant, computed from timestamps by
/// ``RoutineRunner/state()``.
public struct PlayerState: Sendable, Equatable {
    public let isStarted: Bool
    public let isPaused: Bool
    /// The unpaused time the card on screen has run (0 before the start and once finished).
    public let elapsedSeconds: TimeInterval
    /// A timed card's time left, never below 0; nil for an untimed card.
    public let remainingSeconds: TimeInterval?
    /// Whether the card on screen ends only on a tap (``RoutineRunner/completeCurrentCard()``).
    public let waitsForTap: Bool
    public let progress: PlayerProgress

    public var isFinished: Bool { progress.current == nil }
}

/// Where the player is among the runtime cards, as the app's header and footer show it:
/// the card on screen, up next, then, "+N more", and "3 of 20".
public struct PlayerProgress: Sendable, Equatable {
    /// The card on screen; nil once the routine is finished.
    public let current: RuntimeCard?
    public let upNext: RuntimeCard?
    public let then: RuntimeCard?
    /// The cards after ``then``.
    public let moreCount: Int
    /// The card on screen's position among the runtime cards, from 1; ``count`` + 1 once finished.
    public let position: Int
    /// How many runtime cards the routine has.
    public let count: Int

    init(cards: [RuntimeCard], index: Int) {
        func card(_ offset: Int) -> RuntimeCard? { cards.indices.contains(index + offset) ? cards[index + offset] : nil }
        current = card(0)
        upNext = card(1)
        then = card(2)
        moreCount = max(0, cards.count - index - 3)
        position = index + 1
        count = cards.count
    }

    /// `3 of 20` for the third card; nil once finished.
    public var positionText: String? { current == nil ? nil : "\(position) of \(count)" }
    /// `+4 more` when cards follow ``then``; nil when none do.
    public var moreText: String? { moreCount > 0 ? "+\(moreCount) more" : nil }
    /// Cards done, and cards left including the one on screen.
    public var completedCount: Int { position - 1 }
    public var remainingCount: Int { count - completedCount }
}
