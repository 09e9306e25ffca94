import Foundation
import SeqcModel
import Testing

/// The size of runtime JSON, counted before expanding, is exactly what `jsonData()` writes.
@Suite struct RuntimeJSONSizeTests {
    static let sequences: [SequenceDefinition] = [
        RuntimeJSONTests.document.sequence,
        ExpansionTests.sequence(
            [
                ("Quote \" back\\slash\ttab\u{1}\u{1F}", .info(InfoConfig(text: "line\nbreak \u{8}\u{C}\r é 😀 /"))),
                ("Ladder", .interval(IntervalConfig(workSeconds: 604_800, restSeconds: 1, rounds: 123, finalRest: false))),
                ("One", .interval(IntervalConfig(workSeconds: 5, restSeconds: 5, rounds: 1))),
                ("Ten", .interval(IntervalConfig(workSeconds: 5, restSeconds: 5, rounds: 10))),
                ("Thousand", .interval(IntervalConfig(workSeconds: 5, restSeconds: 5, rounds: 1000, finalRest: false))),
                ("List", .checklist(ChecklistConfig(items: ["a", "", "\"q\""])!)),
                ("Reps", .repetition(RepetitionConfig(reps: 10_000))),
            ] + KindSamples.everyKind.map { ("", $0) }),
        SequenceDefinition(
            id: UUID(), slug: "tagged", title: "Tagged \u{0}", summary: "A \"summary\"", tags: ["a", "b\n"],
            cards: [
                Card(id: UUID(), title: "Pinned", content: .info(InfoConfig()), slug: "pinned")
            ]),
        SequenceDefinition(id: UUID(), slug: "empty", title: "Empty", cards: []),
    ]

    @Test(arguments: sequences.indices)
    func theCountIsExact(_ index: Int) throws {
        let sequence = Self.sequences[index]
        let written = try RuntimeDocument(sequence: sequence).jsonData().count
        #expect(RuntimeDocument.checkJSONSize(of: sequence, limit: .max) == .fits(bytes: written))
        #expect(RuntimeDocument.checkJSONSize(of: sequence, limit: written) == .fits(bytes: written))
        #expect(RuntimeDocument.checkJSONSize(of: sequence, limit: written - 1) != .fits(bytes: written))
    }

    /// The bound that spares most routines the exact count is never below it. The last
    /// sequence is the worst case per byte: every text escaped six bytes for one, pinned
    /// ids, numbers of the most digits a config holds.
    @Test(arguments: (sequences + [Self.worstCase]).indices)
    func theBoundIsNeverBelowTheBytesWritten(_ index: Int) throws {
        let sequence = (Self.sequences + [Self.worstCase])[index]
        let written = try RuntimeDocument(sequence: sequence).jsonData().count
        #expect(RuntimeDocument.jsonSizeBound(of: sequence) >= written)
    }

    static let worstCase: SequenceDefinition = {
        let escaped = String(repeating: "\u{1}", count: 40)
        let cards = KindSamples.extremes(seconds: .max, count: 12_345, text: escaped).enumerated().map { index, content in
            Card(id: UUID(), title: escaped, content: content, slug: "pinned-\(index)")
        }
        return SequenceDefinition(id: UUID(), slug: "w", title: escaped, summary: escaped, tags: [escaped, ""], cards: cards)
    }()

    @Test func theBoundSaturates() {
        let sequence = ExpansionTests.sequence([("Forever", .interval(IntervalConfig(workSeconds: 1, restSeconds: 1, rounds: .max)))])
        #expect(RuntimeDocument.jsonSizeBound(of: sequence) == .max)
    }

    /// A long title in many rounds: the card that passes the limit is named, and the
    /// count stops there instead of multiplying the title out.
    @Test func theCardThatPassesTheLimitIsNamed() {
        let title = String(repeating: "x", count: 1 << 20)
        let sequence = ExpansionTests.sequence([
            ("Short", .info(InfoConfig())),
            (title, .interval(IntervalConfig(workSeconds: 1, restSeconds: 1, rounds: 5_000))),
        ])
        #expect(RuntimeDocument.checkJSONSize(of: sequence, limit: 8 << 20) == .exceeds(cardIndex: 1))
    }

    @Test func theRoutinesOwnTextCanPassTheLimit() {
        let sequence = SequenceDefinition(
            id: UUID(), slug: "t", title: "T", tags: Array(repeating: String(repeating: "t", count: 1000), count: 100),
            cards: [Card(id: UUID(), title: "C", content: .info(InfoConfig()))])
        #expect(RuntimeDocument.checkJSONSize(of: sequence, limit: 50_000) == .exceeds(cardIndex: nil))
    }

    @Test func anAbsurdIntervalBuiltInCodeSaturatesInsteadOfTrapping() {
        let sequence = ExpansionTests.sequence([("Forever", .interval(IntervalConfig(workSeconds: 1, restSeconds: 1, rounds: .max)))])
        #expect(RuntimeDocument.checkJSONSize(of: sequence, limit: 8 << 20) == .exceeds(cardIndex: 0))
    }
}
