import Foundation
import Testing

/// The repair loop of docs/ai.md: a model's flawed routine goes through
/// `seqc lint --format json -`, and the diagnostics say exactly what to change.
@Suite struct AuthoringRepairLoopTests {
    static let flawed = SeqcProcess.packageRoot.appendingPathComponent("Tests/SeqcEndToEndTests/Fixtures/authoring/flawed.routine.yaml")

    struct Expected: Sendable {
        let rule: String, line: Int, column: Int, replacement: String?
    }

    @Test func diagnosticsCarryRulePositionAndFixIts() throws {
        let source = try Data(contentsOf: Self.flawed)
        let run = try SeqcProcess.run(["lint", "--format", "json", "-"], stdin: source)
        #expect(run.exitCode == 1)
        let found = try JSONFixIts.diagnostics(run.stdout)
        let expected: [Expected] = [
            .init(rule: "unknown-kind", line: 5, column: 5, replacement: "countdown"),
            // 'durration' is read as the 'duration' it means: one diagnostic, no "missing".
            .init(rule: "unknown-key", line: 8, column: 5, replacement: "duration"),
            .init(rule: "wrong-type", line: 11, column: 19, replacement: "true"),
            .init(rule: "clamped", line: 15, column: 13, replacement: "1"),
        ]
        #expect(found.count == expected.count)
        for (diagnostic, want) in zip(found, expected) {
            #expect(diagnostic["rule"] as? String == want.rule)
            #expect(diagnostic["line"] as? Int == want.line)
            #expect(diagnostic["column"] as? Int == want.column)
            #expect((diagnostic["message"] as? String)?.isEmpty == false)
            let fixIts = diagnostic["fixIts"] as? [[String: Any]]
            #expect(fixIts?.first?["replacement"] as? String == want.replacement, "\(want.rule)")
        }
    }

    /// Applying every fix-it, as a model given the feedback would, leaves a routine that
    /// lints clean even with --strict: the missing duration was the misspelt key.
    @Test func fixItsRepairTheRoutine() throws {
        var text = try String(contentsOf: Self.flawed, encoding: .utf8)
        let first = try JSONFixIts.diagnostics(try SeqcProcess.run(["lint", "--format", "json", "-"], stdin: Data(text.utf8)).stdout)
        text = JSONFixIts.apply(first.flatMap { ($0["fixIts"] as? [[String: Any]]) ?? [] }, to: text)
        let second = try JSONFixIts.diagnostics(try SeqcProcess.run(["lint", "--format", "json", "-"], stdin: Data(text.utf8)).stdout)
        #expect(second.compactMap { $0["rule"] as? String } == [])
        let clean = try SeqcProcess.run(["lint", "--strict", "-"], stdin: Data(text.utf8))
        #expect(clean.exitCode == 0, "\(clean.transcript)\n\(text)")
    }
}
