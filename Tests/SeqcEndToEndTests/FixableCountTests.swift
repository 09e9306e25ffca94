import Foundation
import Testing

/// `seqc lint` ends with what a fix run would do, as ruff does: "N fixable with `--fix`
/// (M more with `--unsafe-fixes`)", counted as the JSON report counts fix-its by safety,
/// over random sets of fixtures; and `--diff` says when only unsafe fixes exist.
@Suite struct FixableCountTests {
    static let fixtures: [String] = ["newcomer", "yaml-mistakes"].flatMap { folder in
        let path = "Tests/SeqcEndToEndTests/Fixtures/\(folder)"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: SeqcProcess.packageRoot.appendingPathComponent(path).path)) ?? []
        return names.filter { $0.hasSuffix(".routine.yaml") }.sorted().map { "\(path)/\($0)" }
    }

    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test(arguments: 0..<12)
    func theFixableLineCountsWhatTheReportOffers(seed: Int) throws {
        var random = Generator(state: UInt64(seed) &+ 3)
        let chosen = Set((0..<(1 + random.next(6))).map { _ in Self.fixtures[random.next(Self.fixtures.count)] }).sorted()
        let json = try SeqcProcess.run(["lint", "--format", "json"] + chosen)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
        let safeties = diagnostics.map { diagnostic in
            ((diagnostic["fixIts"] as? [[String: Any]]) ?? []).compactMap { $0["safety"] as? String }
        }
        let unsafe = safeties.filter { $0.contains("unsafe") }.count
        let safe = safeties.filter { !$0.isEmpty && !$0.contains("unsafe") }.count
        let text = try SeqcProcess.run(["lint", "--no-color"] + chosen)
        let expected: String? =
            safe == 0 && unsafe == 0
            ? nil
            : safe == 0
                ? "\(unsafe) fixable with `--fix --unsafe-fixes`"
                : "\(safe) fixable with `--fix`" + (unsafe > 0 ? " (\(unsafe) more with `--unsafe-fixes`)" : "")
        let lines = text.stderr.split(separator: "\n").map(String.init).filter { $0.contains("fixable with") }
        #expect(lines == (expected.map { [$0] } ?? []), "seed \(seed) \(chosen): \(text.stderr)")
        // The report's own last line stays its summary.
        #expect(text.stdout.split(separator: "\n").last?.hasPrefix("checked ") == true)
        // A fix run says what it fixed instead; so does a quiet run, nothing.
        #expect(!(try SeqcProcess.run(["lint", "-q"] + chosen).stderr.contains("fixable with")))
    }

    @Test func aDiffWithOnlyUnsafeFixesSaysSo() throws {
        let path = "Tests/SeqcEndToEndTests/Fixtures/newcomer/other-kinds-field-as-list-item.routine.yaml"
        let run = try SeqcProcess.run(["lint", "--fix", "--diff", path])
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "would fix 0 problems in 0 files (1 more with --unsafe-fixes)\n")
    }
}
