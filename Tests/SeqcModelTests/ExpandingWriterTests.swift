import Foundation
import Testing

@testable import SeqcModel

/// A build writes each routine's runtime JSON as the expansion walks
/// (``RuntimeDocument/jsonData(expanding:)``), without making the runtime cards: the bytes
/// are those of the document the app-facing model makes, for every shape of interval.
@Suite struct ExpandingWriterTests {
    /// Interval titles that need escaping, that are not ASCII, that are empty (the kind's
    /// name stands in), and longer than the name's room on the stack.
    static let titles = ["Sprints", "Say \"go\" \\ now\t\u{1}", "Étirement 😀", "", String(repeating: "long ", count: 80)]

    /// Round counts at each change in the number of digits, few and many, and both final
    /// rests.
    @Test(arguments: [1, 2, 3, 4, 9, 10, 11, 99, 100, 101], [true, false])
    func anIntervalWrittenAsItExpandsIsItsDocument(rounds: Int, finalRest: Bool) throws {
        let intervals = Self.titles.enumerated().map { index, title in
            Card(
                id: Identity.sequenceID(slug: "interval-\(index)"), title: title,
                content: .interval(IntervalConfig(workSeconds: 30, restSeconds: 15, rounds: rounds, finalRest: finalRest)))
        }
        let between = Card(id: Identity.sequenceID(slug: "between"), title: "Breathe", content: .rest(RestConfig(durationSeconds: 20)))
        for cards in [intervals, [intervals[0]], [between, intervals[1], between, intervals[2]]] {
            try expectWrittenAsExpandedIsTheDocument(Self.sequence(cards))
        }
    }

    /// Intervals one after another, two of them pinned to one id with other titles, times
    /// and round counts: each is written as its own.
    @Test func intervalsOfOneIdAreEachWrittenFromTheirOwnTemplates() throws {
        let pinned = Identity.sequenceID(slug: "pinned")
        let cards = [
            Card(id: pinned, title: "Row", content: .interval(IntervalConfig(workSeconds: 40, restSeconds: 20, rounds: 5))),
            Card(id: pinned, title: "Run \"fast\"", content: .interval(IntervalConfig(workSeconds: 30, restSeconds: 10, rounds: 12))),
            Card(
                id: Identity.sequenceID(slug: "other"), title: "Row",
                content: .interval(IntervalConfig(workSeconds: 40, restSeconds: 25, rounds: 4, finalRest: false))),
            Card(id: pinned, title: "Row", content: .interval(IntervalConfig(workSeconds: 45, restSeconds: 20, rounds: 3))),
        ]
        try expectWrittenAsExpandedIsTheDocument(Self.sequence(cards))
    }

    /// Every kind, each config's optional members present and absent, slugs, a summary
    /// and tags; and a routine with no cards at all.
    @Test func everyKindWrittenAsItExpandsIsItsDocument() throws {
        let contents = PrettyJSONWriterTests.everyKindsContents
        #expect(Set(contents.map(\.kind)) == Set(CardKind.allCases))
        let cards = contents.enumerated().map { index, content in
            Card(
                id: Identity.sequenceID(slug: "c\(index)"), title: "Card \(index)", content: content,
                slug: index.isMultiple(of: 3) ? "card-\(index)" : nil)
        }
        try expectWrittenAsExpandedIsTheDocument(Self.sequence(cards, summary: "Every \"kind\"", tags: ["a", "b\\c"]))
        try expectWrittenAsExpandedIsTheDocument(Self.sequence([], summary: "", tags: []))
    }

    /// The size check counts an expanded card's title as the writer writes it.
    @Test(arguments: titles)
    func theCounterCountsAPhaseTitleAsWritten(_ title: String) {
        for (phase, round, rounds) in [(RuntimeCard.Phase.work, 1, 1), (.rest, 9, 10), (.work, 100, 1000)] {
            var writer = PrettyJSONWriter(capacity: 1)
            writer.phaseTitle(title, phase: phase, round: round, rounds: rounds)
            var counter = JSONByteCounter(limit: .max)
            counter.phaseTitle(title, phase: phase, round: round, rounds: rounds)
            #expect(counter.total == writer.bytes.count)
            let titled = Expansion.phaseTitle(title, phase: phase, round: round, rounds: rounds)
            var plain = PrettyJSONWriter(capacity: 1)
            plain.string(titled)
            #expect(writer.bytes == plain.bytes)
        }
    }

    private func expectWrittenAsExpandedIsTheDocument(
        _ sequence: SequenceDefinition, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let expected = try RuntimeDocument(sequence: sequence).jsonData()
        let written = RuntimeDocument.jsonData(expanding: sequence)
        #expect(written == expected, sourceLocation: sourceLocation)
        #expect(written == (try StableJSON.encode(RuntimeDocument(sequence: sequence))), sourceLocation: sourceLocation)
    }

    private static func sequence(_ cards: [Card], summary: String? = nil, tags: [String] = []) -> SequenceDefinition {
        SequenceDefinition(
            id: Identity.sequenceID(slug: "s"), slug: "s", title: "Routine", summary: summary, tags: tags, cards: cards)
    }
}
