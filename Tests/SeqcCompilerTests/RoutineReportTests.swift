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
