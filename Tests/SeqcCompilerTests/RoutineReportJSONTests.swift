import Foundation
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A build report is written by its one layout (BuildReport+Layout.swift) into any sink:
/// these hold the bytes to the text `StableJSON` (`JSONEncoder`) makes of the report's
/// `Encodable` twin (``BuildReportOracle``), which is what its goldens hold; the count to
/// the bytes; and the tree to what `JSONDecoder` reads back, keys sorted.
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
            (RepeatReportTests.routine(rounds: 3, rest: true, nested: true), "repeat.routine.yaml"),
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

    @Test func aRoutinesObjectIsTheOracles() throws {
        let reports = try Self.reports()
        #expect(reports.count > 30)
        for report in reports {
            #expect(String(decoding: report.jsonBytes(), as: UTF8.self) == BuildReportOracle.RoutineOracle(report).json, "\(report.file)")
        }
    }

    @Test func theTotalsAreTheOracles() throws {
        var totals = BuildReport.Totals()
        #expect(String(decoding: totals.jsonBytes(), as: UTF8.self) == BuildReportOracle.TotalsOracle(totals).json)
        for report in try Self.reports() { totals.add(report) }
        for shown in [totals, totals.unwritten()] {
            #expect(String(decoding: shown.jsonBytes(), as: UTF8.self) == BuildReportOracle.TotalsOracle(shown).json)
        }
    }

    /// The whole document, for reports of every size from none up: the bytes are the
    /// oracle's, the counter counts them, and the tree is what the bytes read back as.
    @Test func theDocumentIsTheOraclesInEverySink() throws {
        let all = try Self.reports()
        for count in [0, 1, 2, 7, all.count] {
            let report = BuildReport(routines: Array(all.prefix(count)))
            let bytes = [UInt8](report.jsonData())
            #expect(String(decoding: bytes, as: UTF8.self) == BuildReportOracle(report).json, "\(count) routines")
            var counter = JSONByteCounter(limit: .max)
            report.write(to: &counter)
            #expect(counter.total + 1 == bytes.count, "the count is the bytes but the final line break")
            var tree = JSONTreeSink()
            report.write(to: &tree)
            #expect(tree.root?.keysSorted == true)
            #expect(tree.root == (try JSONTreeSink.tree(of: bytes)), "\(count) routines")
        }
    }

    /// The record a spooled report waits in (``RoutineReport/appendRecord(to:)``) reads
    /// back as the same report, and none of its shorter prefixes reads as a whole record.
    @Test func aRecordReadsBackAsItsReport() throws {
        for report in try Self.reports() {
            var record: [UInt8] = []
            report.appendRecord(to: &record)
            let back = record.withUnsafeBytes { bytes -> RoutineReport? in
                var reader = RecordReader(bytes)
                return RoutineReport(record: &reader).flatMap { reader.isAtEnd ? $0 : nil }
            }
            #expect(back.map { $0.jsonBytes() } == report.jsonBytes(), "\(report.file)")
            for length in stride(from: 0, to: record.count, by: 7) {
                let whole = record[..<length].withUnsafeBytes { bytes -> Bool in
                    var reader = RecordReader(bytes)
                    return RoutineReport(record: &reader) != nil && reader.isAtEnd
                }
                #expect(!whole, "\(report.file): \(length) of \(record.count) bytes read as a record")
            }
        }
    }
}
