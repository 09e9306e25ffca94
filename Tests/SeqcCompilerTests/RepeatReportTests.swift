import SeqcModel
import Testing

@testable import SeqcCompiler

/// The report of a routine with `repeat` blocks says what was written, what the app
/// stores and what plays; a routine without blocks reads as it always has.
@Suite struct RepeatReportTests {
    /// A circuit of a countdown and a rest, optionally with a rest between rounds and a
    /// nested block of one countup, after a card of its own.
    static func routine(rounds: Int, rest: Bool, nested: Bool) -> String {
        var text = "title: T\ncards:\n  - countdown: Warm-up\n    duration: 1m\n  - repeat: Circuit\n    rounds: \(rounds)\n"
        if rest { text += "    rest: 1m\n" }
        text += "    cards:\n      - countdown: Squats\n        duration: 40s\n      - rest: Breathe\n        duration: 20s\n"
        if nested { text += "      - repeat: Core\n        rounds: 2\n        cards:\n          - countup: Plank\n" }
        return text
    }

    static func cardsLine(_ yaml: String) -> String? {
        let result = compile(yaml)
        let report = BuildReport(routines: [RoutineReport(result: result, diagnostics: result.diagnostics, output: "out.json")])
        return report.text.split(separator: "\n").first { $0.hasPrefix("  cards: ") }.map(String.init)
    }

    /// The issue's example alone: two cards written, eight stored, eight played.
    @Test func theCircuitAloneIsTwoWrittenEightAuthored() {
        let yaml = """
            title: T
            cards:
              - repeat: Circuit
                rounds: 3
                rest: 1m
                cards:
                  - countdown: Squats
                    duration: 40s
                  - rest: Breathe
                    duration: 20s
            """
        #expect(Self.cardsLine(yaml) == "  cards: 2 written -> 8 authored -> 8 runtime (repeat 'Circuit' x3)")
    }

    @Test(arguments: 1...6, [false, true])
    func writtenAuthoredAndRuntimeAreCounted(rounds: Int, rest: Bool) throws {
        for nested in [false, true] {
            let result = compile(Self.routine(rounds: rounds, rest: rest, nested: nested))
            let report = RoutineReport(result: result, diagnostics: result.diagnostics, output: nil)
            let round = 2 + (nested ? 2 : 0)
            let authored = 1 + rounds * round + (rest ? rounds - 1 : 0)
            let written = 3 + (nested ? 1 : 0)
            #expect(report.writtenCards == written)
            #expect(report.authoredCards == authored)
            #expect(report.repeats?.map(\.title) == (nested ? ["Circuit", "Core"] : ["Circuit"]))
            #expect(report.repeats?.first?.authoredCards == authored - 1)
            #expect(report.repeats?.first?.writtenCards == written - 1)
            let blocks = nested ? "repeat 'Circuit' x\(rounds), repeat 'Core' x2" : "repeat 'Circuit' x\(rounds)"
            #expect(
                Self.cardsLine(Self.routine(rounds: rounds, rest: rest, nested: nested))
                    == "  cards: \(written) written -> \(authored) authored -> \(authored) runtime (\(blocks))")
        }
    }

    /// A block's interval is copied into every round; the line names the first few and
    /// counts the rest, however many rounds.
    @Test(arguments: [1, 3, 4, 9, 2500])
    func intervalsInBlocksAreCountedPastAFew(_ rounds: Int) throws {
        let yaml =
            "title: T\ncards:\n  - repeat: C\n    rounds: \(rounds)\n    cards:\n"
            + "      - interval: I\n        work: 5s\n        rest: 5s\n        rounds: 2\n"
        let line = try #require(Self.cardsLine(yaml))
        let shown = min(rounds, BuildReport.intervalsListedWithBlocks)
        #expect(line.components(separatedBy: "interval '").count - 1 == shown)
        #expect(
            line.hasSuffix(rounds > shown ? ", \(rounds - shown) more interval\(rounds - shown == 1 ? "" : "s"))" : " -> 4)"), "\(line)")
    }

    /// Without a block, the line has no written count: the same bytes as before blocks.
    @Test func aRoutineWithoutBlocksKeepsItsLine() {
        let yaml = "title: T\ncards:\n  - countdown: A\n    duration: 5s\n  - interval: I\n    work: 5s\n    rest: 5s\n    rounds: 3\n"
        #expect(Self.cardsLine(yaml) == "  cards: 2 authored -> 7 runtime (interval 'I' x3 -> 6)")
        #expect(compile(yaml).writtenCards == 2)
    }

    /// The report's record (what a build spools) reads back with its blocks.
    @Test func aRecordKeepsTheBlocks() throws {
        let result = compile(Self.routine(rounds: 4, rest: true, nested: true))
        let report = RoutineReport(result: result, diagnostics: result.diagnostics, output: nil)
        var bytes: [UInt8] = []
        report.appendRecord(to: &bytes)
        let read = try bytes.withUnsafeBytes { buffer in
            var reader = RecordReader(buffer)
            return try #require(RoutineReport(record: &reader))
        }
        #expect(read.repeats == report.repeats)
        #expect(read.writtenCards == report.writtenCards)
        #expect(String(decoding: read.jsonBytes(), as: UTF8.self) == String(decoding: report.jsonBytes(), as: UTF8.self))
    }
}
