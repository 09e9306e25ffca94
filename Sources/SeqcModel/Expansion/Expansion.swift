#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns authored cards into the runtime cards a player walks through.
///
/// Only `interval` expands: round r of N becomes a countdown `TITLE - Work r/N` and a
/// rest `TITLE - Rest r/N`; with `finalRest: false` the rest after round N is left out.
public enum Expansion {
    /// The runtime cards of `sequence`, in playing order.
    public static func runtimeCards(of sequence: SequenceDefinition) -> [RuntimeCard] {
        var runtime: [RuntimeCard] = []
        runtime.reserveCapacity(runtimeCardCount(of: sequence.cards))
        walk(sequence.cards) { card in
            runtime.append(RuntimeCard(card: card))
        } phase: { phaseCard in
            runtime.append(phaseCard.runtimeCard(titlePrefix: phaseCard.intervalTitle))
        }
        return runtime
    }

    /// Walks the runtime list of `cards` in playing order without making it: `card` for
    /// each authored card that passes through unchanged, `phase` for each card an interval
    /// expands into (``PhaseCard``). ``runtimeCards(of:)`` makes the cards from this walk,
    /// and a build writes its runtime JSON from it (``RuntimeDocument/jsonData(expanding:)``),
    /// so the two cannot expand differently.
    package static func walk(_ cards: [Card], card: (Card) -> Void, phase: (PhaseCard) -> Void) {
        // Each card read in place, through the buffer: `for card in cards` (or even
        // `cards[index]` handed to a closure) copies every card, title, slug and config,
        // and a build walks every card of every routine.
        cards.withUnsafeBufferPointer { cards in
            for index in cards.indices {
                guard case .interval(let interval) = cards[index].content else {
                    card(cards[index])
                    continue
                }
                for round in 1...interval.rounds {
                    walkRound(round, of: interval, card: cards[index], phase: phase)
                }
            }
        }
    }

    /// The phases of one round: work, then rest unless it is the last round and there is
    /// no final rest.
    private static func walkRound(_ round: Int, of interval: IntervalConfig, card: Card, phase: (PhaseCard) -> Void) {
        phase(PhaseCard(intervalID: card.id, intervalTitle: card.title, config: interval, phase: .work, round: round))
        if round < interval.rounds || interval.finalRest {
            phase(PhaseCard(intervalID: card.id, intervalTitle: card.title, config: interval, phase: .rest, round: round))
        }
    }

    /// One card an interval expands into, before it is made: its interval, phase and
    /// round. ``runtimeCard(titlePrefix:)`` makes it; the runtime JSON writer writes it
    /// from these parts without making it or its title.
    package struct PhaseCard {
        package let intervalID: UUID
        /// The interval's title, which starts the card's (``Expansion/phaseTitle(_:phase:round:rounds:)``).
        package let intervalTitle: String
        package let config: IntervalConfig
        package let phase: RuntimeCard.Phase
        package let round: Int

        package var id: UUID { Identity.expandedCardID(intervalID: intervalID, phase: phase, round: round) }

        /// A countdown of the work or a rest of the rest time, completing by itself.
        package var content: CardContent {
            switch phase {
            case .work: .countdown(CountdownConfig(durationSeconds: config.workSeconds, autoComplete: true))
            case .rest: .rest(RestConfig(durationSeconds: config.restSeconds, autoComplete: true))
            }
        }

        package var origin: RuntimeCard.Origin {
            RuntimeCard.Origin(cardId: intervalID, phase: phase, round: round, rounds: config.rounds)
        }

        /// The card, titled from `titlePrefix` (the interval's title, or `""` where the size
        /// check measures a round without it).
        func runtimeCard(titlePrefix: String) -> RuntimeCard {
            let title = Expansion.phaseTitle(titlePrefix, phase: phase, round: round, rounds: config.rounds)
            return RuntimeCard(card: Card(id: id, title: title, content: content), origin: origin)
        }
    }

    /// How many runtime cards `cards` expand into, computed without building them.
    /// Saturates instead of overflowing.
    public static func runtimeCardCount(of cards: [Card]) -> Int {
        var total = 0
        for card in cards {
            let count = if case .interval(let interval) = card.content { interval.runtimeCardCount } else { 1 }
            total = total.saturatingAdd(count)
        }
        return total
    }

    /// How many runtime cards of each kind `cards` expand into, computed without building
    /// them: an interval adds its rounds as countdowns and its rests as rests. Kinds with
    /// no card are absent. Saturates instead of overflowing.
    public static func runtimeKindCounts(of cards: [Card]) -> [CardKind: Int] {
        let counts = runtimeKindCountsByOrdinal(of: cards)
        var named: [CardKind: Int] = [:]
        for kind in CardKind.allCases where counts[kind.ordinal] > 0 { named[kind] = counts[kind.ordinal] }
        return named
    }

    /// ``runtimeKindCounts(of:)`` as a count for every kind, at its ``CardKind/ordinal``
    /// (0 for kinds with no card): counted without hashing a kind per card.
    package static func runtimeKindCountsByOrdinal(of cards: [Card]) -> [Int] {
        var counts = [Int](repeating: 0, count: CardKind.allCases.count)
        for card in cards {
            guard case .interval(let interval) = card.content else {
                counts[card.kind.ordinal] = counts[card.kind.ordinal].saturatingAdd(1)
                continue
            }
            let rests = interval.runtimeCardCount - interval.rounds
            counts[CardKind.countdown.ordinal] = counts[CardKind.countdown.ordinal].saturatingAdd(interval.rounds)
            if rests > 0 { counts[CardKind.rest.ordinal] = counts[CardKind.rest.ordinal].saturatingAdd(rests) }
        }
        return counts
    }

    /// The cards of one round (see ``walk(_:card:phase:)``). Titles start with
    /// `titlePrefix`; the size check passes `""` to measure a round without copying the
    /// interval's title into it.
    static func roundCards(_ round: Int, of interval: IntervalConfig, card: Card, titlePrefix: String) -> [RuntimeCard] {
        var cards: [RuntimeCard] = []
        walkRound(round, of: interval, card: card) { cards.append($0.runtimeCard(titlePrefix: titlePrefix)) }
        return cards
    }

    /// The title of an expanded card: `Sprints - Work 3/8`. Written into the string's own
    /// storage at its exact length: two runtime cards of every round are titled here, and
    /// interpolation grew the string piece by piece.
    package static func phaseTitle(_ intervalTitle: String, phase: RuntimeCard.Phase, round: Int, rounds: Int) -> String {
        let count = phaseTitleLength(intervalTitle, phase: phase, round: round, rounds: rounds)
        return String(unsafeUninitializedCapacity: count) { buffer in
            var out = FixedByteOutput(buffer)
            intervalTitle.withUTF8InPlace { out.append(bytes: $0) }
            writePhaseSuffix(phase, round: round, rounds: rounds, into: &out)
            return out.count
        }
    }

    /// Writes what follows the interval's title in an expanded card's title: ` - Work 3/8`.
    /// It needs no escaping in JSON, so the runtime JSON writer writes it as it is.
    static func writePhaseSuffix(
        _ phase: RuntimeCard.Phase, round: Int, rounds: Int, into out: inout some JSONByteOutput & ~Copyable
    ) {
        phaseName(phase).withUTF8Buffer { out.append(bytes: $0) }
        JSONText.writeInt(round, into: &out)
        out.append(UInt8(ascii: "/"))
        JSONText.writeInt(rounds, into: &out)
    }

    /// The length in UTF-8 bytes of ``phaseTitle(_:phase:round:rounds:)``'s title, without
    /// making it (a check of titles' lengths asks it of every interval).
    package static func phaseTitleLength(_ intervalTitle: String, phase: RuntimeCard.Phase, round: Int, rounds: Int) -> Int {
        intervalTitle.utf8.count + phaseSuffixLength(phase, round: round, rounds: rounds)
    }

    /// The length of ``writePhaseSuffix(_:round:rounds:into:)``'s bytes.
    package static func phaseSuffixLength(_ phase: RuntimeCard.Phase, round: Int, rounds: Int) -> Int {
        phaseName(phase).utf8CodeUnitCount + JSONText.decimalLength(round) + 1 + JSONText.decimalLength(rounds)
    }

    private static func phaseName(_ phase: RuntimeCard.Phase) -> StaticString { phase == .work ? " - Work " : " - Rest " }
}
