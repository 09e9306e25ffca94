/// Turns authored cards into the runtime cards a player walks through.
///
/// Only `interval` expands: round r of N becomes a countdown `TITLE - Work r/N` and a
/// rest `TITLE - Rest r/N`; with `finalRest: false` the rest after round N is left out.
public enum Expansion {
    /// The runtime cards of `sequence`, in playing order.
    public static func runtimeCards(of sequence: SequenceDefinition) -> [RuntimeCard] {
        var runtime: [RuntimeCard] = []
        runtime.reserveCapacity(runtimeCardCount(of: sequence.cards))
        for card in sequence.cards {
            guard case .interval(let interval) = card.content else {
                runtime.append(RuntimeCard(card: card))
                continue
            }
            for round in 1...interval.rounds {
                appendRound(round, of: interval, card: card, titlePrefix: card.title, to: &runtime)
            }
        }
        return runtime
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

    /// The cards of one round: work, then rest unless it is the last round and there is no
    /// final rest. Titles start with `titlePrefix`; the size check passes `""` to measure
    /// a round without copying the interval's title into it.
    static func roundCards(_ round: Int, of interval: IntervalConfig, card: Card, titlePrefix: String) -> [RuntimeCard] {
        var cards: [RuntimeCard] = []
        appendRound(round, of: interval, card: card, titlePrefix: titlePrefix, to: &cards)
        return cards
    }

    /// Appends ``roundCards(_:of:card:titlePrefix:)`` to `cards`: expansion appends every
    /// round to the sequence's runtime cards, with no array per round.
    private static func appendRound(
        _ round: Int, of interval: IntervalConfig, card: Card, titlePrefix: String, to cards: inout [RuntimeCard]
    ) {
        let rounds = interval.rounds
        let work = CountdownConfig(durationSeconds: interval.workSeconds, autoComplete: true)
        cards.append(phaseCard(.work, round: round, of: card, rounds: rounds, titlePrefix: titlePrefix, content: .countdown(work)))
        if round < rounds || interval.finalRest {
            let rest = RestConfig(durationSeconds: interval.restSeconds, autoComplete: true)
            cards.append(phaseCard(.rest, round: round, of: card, rounds: rounds, titlePrefix: titlePrefix, content: .rest(rest)))
        }
    }

    /// The title of an expanded card: `Sprints - Work 3/8`. Written into the string's own
    /// storage at its exact length: two runtime cards of every round are titled here, and
    /// interpolation grew the string piece by piece.
    package static func phaseTitle(_ intervalTitle: String, phase: RuntimeCard.Phase, round: Int, rounds: Int) -> String {
        let phaseName = phaseName(phase)
        let count = phaseTitleLength(intervalTitle, phase: phase, round: round, rounds: rounds)
        return String(unsafeUninitializedCapacity: count) { buffer in
            var out = FixedByteOutput(buffer)
            intervalTitle.withUTF8InPlace { out.append(bytes: $0) }
            phaseName.withUTF8Buffer { out.append(bytes: $0) }
            JSONText.writeInt(round, into: &out)
            out.append(UInt8(ascii: "/"))
            JSONText.writeInt(rounds, into: &out)
            return out.count
        }
    }

    /// The length in UTF-8 bytes of ``phaseTitle(_:phase:round:rounds:)``'s title, without
    /// making it (a check of titles' lengths asks it of every interval).
    package static func phaseTitleLength(_ intervalTitle: String, phase: RuntimeCard.Phase, round: Int, rounds: Int) -> Int {
        intervalTitle.utf8.count + phaseName(phase).utf8CodeUnitCount + JSONText.decimalLength(round) + 1
            + JSONText.decimalLength(rounds)
    }

    private static func phaseName(_ phase: RuntimeCard.Phase) -> StaticString { phase == .work ? " - Work " : " - Rest " }

    private static func phaseCard(
        _ phase: RuntimeCard.Phase, round: Int, of interval: Card, rounds: Int, titlePrefix: String, content: CardContent
    ) -> RuntimeCard {
        let card = Card(
            id: Identity.expandedCardID(intervalID: interval.id, phase: phase, round: round),
            title: phaseTitle(titlePrefix, phase: phase, round: round, rounds: rounds),
            content: content
        )
        return RuntimeCard(card: card, origin: .init(cardId: interval.id, phase: phase, round: round, rounds: rounds))
    }
}
