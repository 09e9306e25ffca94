import Foundation
import SeqcModel
import Testing

@testable import SeqcCompiler

/// The build report counts runtime cards and time from the authored cards, without
/// expanding; these tests hold every figure equal to what the expansion itself gives.
@Suite struct RoutineReportTests {
    static let examples: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { $0.hasSuffix(".routine.yaml") }.sorted().map { root.appendingPathComponent($0).path }
    }()

    @Test func thereAreExamples() {
        #expect(Self.examples.count >= 5)
    }

    @Test(arguments: examples)
    func anExampleIsCountedAsItsExpansion(_ path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try expectCountsMatchExpansion(compile(text, name: path))
    }

    /// Every kind alone, and an interval with and without its final rest.
    @Test(arguments: CardKind.allCases)
    func aKindIsCountedAsItsExpansion(_ kind: CardKind) throws {
        try expectCountsMatchExpansion(compile(AllKindsTests.routine(kind)))
    }

    @Test(arguments: [true, false], [1, 2, 10])
    func anIntervalIsCountedAsItsExpansion(finalRest: Bool, rounds: Int) throws {
        let yaml = """
            id: i
            title: I
            cards:
              - interval: Sprints
                work: 30s
                rest: 15s
                rounds: \(rounds)
                finalRest: \(finalRest)
              - randomDuration: Hold
                min: 10s
                max: 1m
              - checklist: Pack
                items: [Shoes]
            """
        try expectCountsMatchExpansion(compile(yaml))
    }

    private func expectCountsMatchExpansion(_ result: CompileResult, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let document = try #require(result.document, "\(result.diagnostics)", sourceLocation: sourceLocation)
        let runtime = document.runtimeCards.map(\.card)
        let report = RoutineReport(result: result, diagnostics: result.diagnostics, output: "out.json")
        var expandedKinds = Dictionary(uniqueKeysWithValues: CardKind.allCases.map { ($0.rawValue, 0) })
        for card in runtime { expandedKinds[card.kind.rawValue, default: 0] += 1 }
        let timing = TimingSummary(of: runtime)
        #expect(report.runtimeCards == runtime.count, sourceLocation: sourceLocation)
        #expect(report.runtimeKinds == expandedKinds, sourceLocation: sourceLocation)
        #expect(report.minSeconds == timing.minSeconds, sourceLocation: sourceLocation)
        #expect(report.maxSeconds == timing.maxSeconds, sourceLocation: sourceLocation)
        #expect(report.untimedCards == timing.untimedCards, sourceLocation: sourceLocation)
        #expect(report.authoredCards == document.sequence.cards.count, sourceLocation: sourceLocation)
    }
}

/// A streamed build counts a routine's report on its worker, before its final diagnostics
/// are known, and hands on a result without the routine: both must say what the direct
/// way says.
@Suite struct CountedEarlyReportTests {
    @Test(arguments: RoutineReportTests.examples)
    func aReportCountedEarlyIsTheReportMadeAtOnce(_ path: String) throws {
        let result = compile(try String(contentsOfFile: path, encoding: .utf8), name: path)
        let warning = Diagnostic(
            file: path, range: SourceRange(at: .start), severity: .warning, rule: .invalidDuration, message: "w")
        let error = Diagnostic(file: path, range: SourceRange(at: .start), severity: .error, rule: .invalidDuration, message: "e")
        let cases: [([Diagnostic], String?)] = [([], "out.json"), ([warning], "out.json"), ([warning, error, error], nil)]
        for (diagnostics, output) in cases {
            let direct = RoutineReport(result: result, diagnostics: diagnostics, output: output)
            let early = RoutineReport(result: result, diagnostics: [], output: nil).with(diagnostics: diagnostics, output: output)
            #expect(early.jsonBytes() == direct.jsonBytes())
            #expect((early.errors, early.warnings, early.output) == (direct.errors, direct.warnings, direct.output))
        }
    }

    @Test func aResultWithoutItsRoutineKeepsWhatChecksAcrossFilesRead() throws {
        for yaml in ["id: a\ntitle: A\ncards:\n  - info: N\n", "id: b\ntitle: B\ncards:\n  - countdown: C\n    duration: forever\n"] {
            let result = compile(yaml)
            let dropped = result.droppingRoutine()
            #expect(dropped.sequence == nil && dropped.syntax == nil)
            #expect(dropped.succeeded == result.succeeded)
            #expect(dropped.slug == result.slug && dropped.slugRange == result.slugRange)
            #expect(dropped.file.bytes == result.file.bytes && dropped.diagnostics == result.diagnostics)
        }
        #expect(compile("id: a\ntitle: A\ncards:\n  - info: N\n").droppingRoutine().succeeded)
    }
}
