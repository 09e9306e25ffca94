import Foundation
import SeqcModel
import Testing

/// The Examples are what users start from: each compiles with no warnings, and its runtime
/// JSON and report are golden (`Examples/expected/ID.json`, `ID.report.txt`).
@Suite struct ExampleTests {
    static var examples: [String] {
        let url = SeqcProcess.packageRoot.appendingPathComponent("Examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".routine.yaml") }.sorted()
    }

    @Test func thereAreAtLeastSixExamplesUsingEveryKind() throws {
        #expect(Self.examples.count >= 6)
        var kinds = Set<CardKind>()
        for name in Self.examples {
            let slug = String(name.dropLast(".routine.yaml".count))
            let data = try Data(contentsOf: SeqcProcess.packageRoot.appendingPathComponent("Examples/expected/\(slug).json"))
            kinds.formUnion(try RuntimeDocument.decode(from: data).sequence.cards.map(\.kind))
        }
        #expect(kinds == Set(CardKind.allCases))
    }

    @Test(arguments: examples)
    func exampleBuildsStrictlyAndMatchesGolden(_ name: String) throws {
        let slug = String(name.dropLast(".routine.yaml".count))
        let run = try SeqcProcess.run(["build", "--strict", "--no-color", "-o", "-", "Examples/\(name)"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let expected = SeqcProcess.packageRoot.appendingPathComponent("Examples/expected")
        Golden.check(run.stdout, against: expected.appendingPathComponent("\(slug).json"))
        Golden.check(run.stderr, against: expected.appendingPathComponent("\(slug).report.txt"))
    }

    @Test func writtenFilesMatchTheGoldensAndTheReportAgrees() throws {
        let out = try TemporaryDirectory()
        let run = try SeqcProcess.run(
            ["build", "--out-dir", out.url.path, "--report", out.url.appendingPathComponent("report.json").path]
                + Self.examples.map { "Examples/\($0)" })
        #expect(run.exitCode == 0, "\(run.stderr)")
        let report =
            try JSONSerialization.jsonObject(with: Data(contentsOf: out.url.appendingPathComponent("report.json"))) as? [String: Any]
        let routines = try #require(report?["routines"] as? [[String: Any]])
        #expect(routines.count == Self.examples.count)
        var runtimeTotal = 0
        for routine in routines {
            let output = try #require(routine["output"] as? String)
            let written = try Data(contentsOf: URL(fileURLWithPath: output))
            let slug = try #require(routine["id"] as? String)
            let golden = SeqcProcess.packageRoot.appendingPathComponent("Examples/expected/\(slug).json")
            #expect(written == (try Data(contentsOf: golden)), "\(output) differs from \(golden.lastPathComponent)")
            let document = try RuntimeDocument.decode(from: written)
            let runtime = document.runtimeCards.map(\.card)
            #expect(routine["authoredCards"] as? Int == document.sequence.cards.count)
            #expect(routine["runtimeCards"] as? Int == runtime.count)
            #expect(routine["id"] as? String == document.sequence.slug)
            let kinds = try #require(routine["runtimeKinds"] as? [String: Int])
            for kind in CardKind.allCases {
                #expect(kinds[kind.rawValue] == runtime.count { $0.kind == kind }, "\(kind) in \(output)")
            }
            let timing = TimingSummary(of: runtime)
            #expect(routine["minSeconds"] as? Int == timing.minSeconds)
            #expect(routine["maxSeconds"] as? Int == timing.maxSeconds)
            #expect(routine["untimedCards"] as? Int == timing.untimedCards)
            runtimeTotal += runtime.count
        }
        let totals = try #require(report?["totals"] as? [String: Any])
        #expect(totals["runtimeCards"] as? Int == runtimeTotal)
    }
}
