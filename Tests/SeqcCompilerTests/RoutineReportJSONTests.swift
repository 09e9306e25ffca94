import Foundation
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A build report's routines and totals are written straight into bytes; these hold them
/// to the text `StableJSON` (`JSONEncoder`) makes of their `Encodable` form, which is what
/// the report was written with before and what its goldens hold.
@Suite struct RoutineReportJSONTests {
    static func reports() throws -> [RoutineReport] {
        var sources = try RoutineReportTests.examples.map { (try String(contentsOfFile: $0, encoding: .utf8), $0) }
        sources += CardKind.allCases.map { (AllKindsTests.routine($0), "kind-\($0.rawValue).routine.yaml") }
        sources += [
            (
                "title: \"Quote \\\" / slash\"\ncards:\n  - interval: \"Sprints \\\\ é\"\n    work: 30s\n"
                    + "    rest: 10s\n    rounds: 3\n    finalRest: false\n",
                "odd \"name\".routine.yaml"
            ),
            ("title: Broken\ncards:\n  - countdwon: X\n", "broken.routine.yaml"),
            ("not: [valid", "syntax.routine.yaml"),
            ("", "empty.routine.yaml"),
        ]
        var reports: [RoutineReport] = []
        for (text, name) in sources {
            let result = compile(text, name: name)
            let report = RoutineReport(result: result, diagnostics: result.diagnostics, output: "out/\(name).json")
            reports += [report, report.unwritten(), report.with(diagnostics: [], output: nil)]
        }
        return reports
    }

    @Test func aRoutinesObjectIsJSONEncoders() throws {
        let reports = try Self.reports()
        #expect(reports.count > 30)
        for report in reports {
            #expect(
                String(decoding: report.jsonBytes(), as: UTF8.self) == String(decoding: try StableJSON.encode(report), as: UTF8.self),
                "\(report.file)")
        }
    }

    @Test func theTotalsAreJSONEncoders() throws {
        var totals = BuildReport.Totals()
        #expect(String(decoding: totals.jsonBytes(), as: UTF8.self) == String(decoding: try StableJSON.encode(totals), as: UTF8.self))
        for report in try Self.reports() { totals.add(report) }
        for shown in [totals, totals.unwritten()] {
            #expect(String(decoding: shown.jsonBytes(), as: UTF8.self) == String(decoding: try StableJSON.encode(shown), as: UTF8.self))
        }
    }
}
