import SeqcCompiler
import SeqcModel

/// A routine laid out in time: one entry per runtime card, in playing order, each with
/// its start and length as ranges. A random duration makes every later start a range;
/// cards whose length the user decides (a tap, a checklist) take no time on the axis.
/// The one description every picture of a routine draws: SVG, HTML, the terminal's
/// table and the CI summary's bar.
public struct Timeline: Sendable, Hashable {
    /// The routine's title.
    public let title: String
    /// The runtime cards, in playing order.
    public let entries: [TimelineEntry]
    /// The shortest and longest run of the timed cards, in seconds.
    public let total: SecondsRange
    /// Cards with no fixed length.
    public var untimedCards: Int { entries.count { $0.length == nil } }

    /// The cards and the total, as every picture's subtitle says them.
    var totalText: String {
        let untimed = untimedCards
        var text = "\(entries.count) runtime card\(entries.count == 1 ? "" : "s") · \(TimeAxis.clock(total))"
        if untimed > 0 { text += " plus \(untimed) untimed card\(untimed == 1 ? "" : "s")" }
        return text
    }

    /// The timeline of `sequence`. `syntax`, parallel to its authored cards when the
    /// routine was compiled from a file, says which `repeat` round each card plays in;
    /// runtime JSON has no blocks, so without it no card is marked as a block's.
    public init(sequence: SequenceDefinition, cardSyntax: [CardSyntax]? = nil) {
        var entries: [TimelineEntry] = []
        var start = SecondsRange(low: 0, high: 0)
        func append(_ card: Card, drawnAs kind: DrawnKind, interval: RuntimeCard.Origin?, rounds: [BlockRound]) {
            let length = card.content.secondsRange.map { SecondsRange(low: $0.low, high: $0.high) }
            entries.append(
                TimelineEntry(title: card.title, kind: kind, start: start, length: length, interval: interval, rounds: rounds))
            if let length { start = start.adding(length) }
        }
        for (index, authored) in sequence.cards.enumerated() {
            let rounds = cardSyntax.flatMap { index < $0.count ? $0[index].rounds : nil } ?? []
            Expansion.walk(
                [authored],
                card: { append($0, drawnAs: DrawnKind($0.kind), interval: nil, rounds: rounds) },
                phase: { phase in
                    let title = Expansion.phaseTitle(
                        phase.intervalTitle, phase: phase.phase, round: phase.round, rounds: phase.config.rounds)
                    let card = Card(id: phase.id, title: title, content: phase.content)
                    append(card, drawnAs: phase.phase == .work ? .intervalWork : .intervalRest, interval: phase.origin, rounds: rounds)
                })
        }
        self.title = sequence.title
        self.entries = entries
        self.total = start
    }
}

/// One runtime card on a ``Timeline``.
public struct TimelineEntry: Sendable, Hashable {
    /// The title the player shows.
    public let title: String
    /// How the card is drawn: its kind, or the phase of the interval it came from.
    public let kind: DrawnKind
    /// When it starts: the shortest and the longest run of the cards before it.
    public let start: SecondsRange
    /// How long it runs; nil when the user decides (a tap ends it).
    public let length: SecondsRange?
    /// The interval round it was expanded from, if any.
    public let interval: RuntimeCard.Origin?
    /// The `repeat` rounds it plays in, outermost first.
    public let rounds: [BlockRound]

    /// The shortest moment it can end (its start when untimed).
    public var earliestEnd: Int { start.low.saturatingAdd(length?.low ?? 0) }
    /// The latest moment it can end.
    public var latestEnd: Int { start.high.saturatingAdd(length?.high ?? 0) }

    /// Where it stands in its rounds, innermost last: `Work 2/8`, `Circuit 1/3`.
    public var roundLabels: [String] {
        var labels = rounds.map { "\($0.title) \($0.round)/\($0.rounds)" }
        if let interval { labels.append("\(interval.phase == .work ? "Work" : "Rest") \(interval.round)/\(interval.rounds)") }
        return labels
    }
}

/// A number of seconds known only as a range: a random duration's, or a start after one.
public struct SecondsRange: Sendable, Hashable {
    public let low: Int
    public let high: Int

    public init(low: Int, high: Int) {
        self.low = low
        self.high = Swift.max(low, high)
    }

    /// Whether the range is one value.
    public var isExact: Bool { low == high }

    func adding(_ other: SecondsRange) -> SecondsRange {
        SecondsRange(low: low.saturatingAdd(other.low), high: high.saturatingAdd(other.high))
    }
}
