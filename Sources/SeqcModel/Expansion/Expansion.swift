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
            runtime.append(contentsOf: expand(interval, of: card))
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
        var counts: [CardKind: Int] = [:]
        for card in cards {
            guard case .interval(let interval) = card.content else {
                counts[card.kind, default: 0] = counts[card.kind, default: 0].saturatingAdd(1)
                continue
            }
            let rests = interval.runtimeCardCount - interval.rounds
            counts[.countdown, default: 0] = counts[.countdown, default: 0].saturatingAdd(interval.rounds)
            if rests > 0 { counts[.rest, default: 0] = counts[.rest, default: 0].saturatingAdd(rests) }
        }
        return counts
    }

    private static func expand(_ interval: IntervalConfig, of card: Card) -> [RuntimeCard] {
        var cards: [RuntimeCard] = []
        for round in 1...interval.rounds {
            cards.append(contentsOf: roundCards(round, of: interval, card: card, titlePrefix: card.title))
        }
        return cards
    }

    /// The cards of one round: work, then rest unless it is the last round and there is no
    /// final rest. Titles start with `titlePrefix`; the size check passes `""` to measure
    /// a round without copying the interval's title into it.
    static func roundCards(_ round: Int, of interval: IntervalConfig, card: Card, titlePrefix: String) -> [RuntimeCard] {
        let rounds = interval.rounds
        let work = CountdownConfig(durationSeconds: interval.workSeconds, autoComplete: true)
        var cards = [phaseCard(.work, round: round, of: card, rounds: rounds, titlePrefix: titlePrefix, content: .countdown(work))]
        if round < rounds || interval.finalRest {
            let rest = RestConfig(durationSeconds: interval.restSeconds, autoComplete: true)
            cards.append(phaseCard(.rest, round: round, of: card, rounds: rounds, titlePrefix: titlePrefix, content: .rest(rest)))
        }
        return cards
    }

    /// The title of an expanded card: `Sprints - Work 3/8`.
    package static func phaseTitle(_ intervalTitle: String, phase: RuntimeCard.Phase, round: Int, rounds: Int) -> String {
        "\(intervalTitle) - \(phase == .work ? "Work" : "Rest") \(round)/\(rounds)"
    }

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
