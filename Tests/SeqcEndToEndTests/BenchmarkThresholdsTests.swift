import Foundation
import Testing

/// Every stage in `Benchmarks/` has a malloc threshold that `swift package benchmark
/// thresholds check` reads. The benchmark tool (1.38.1) writes a threshold's file under the
/// stage's name with spaces and slashes made `_`, and looks it up under the name as it is:
/// the file of a name with a space is never read, and its stage never checked (seven of
/// eight were not, until the eighteenth round of issue 11). Those benchmarks are not built
/// by `swift test`, so this reads their source.
@Suite struct BenchmarkThresholdsTests {
    static let benchmarks = SeqcProcess.packageRoot.appendingPathComponent("Benchmarks")

    @Test func everyStageHasAThresholdFileTheCheckFinds() throws {
        let source = try String(
            contentsOf: Self.benchmarks.appendingPathComponent("Benchmarks/SeqcStages/SeqcStages.swift"), encoding: .utf8)
        let names = source.components(separatedBy: "Benchmark(\"").dropFirst().compactMap { $0.components(separatedBy: "\"").first }
        #expect(names.count >= 8, "\(names)")
        let thresholds = Set(
            try FileManager.default.contentsOfDirectory(atPath: Self.benchmarks.appendingPathComponent("Thresholds").path))
        for name in names {
            #expect(!name.contains(" ") && !name.contains("/"), "'\(name)': its threshold would never be read")
            #expect(thresholds.contains("SeqcStages.\(name).p90.json"), "no threshold for '\(name)'")
        }
        // No threshold is left for a stage that is gone or was renamed.
        #expect(thresholds == Set(names.map { "SeqcStages.\($0).p90.json" }))
    }
}
