import Foundation
import Testing

/// Issue 10, through the binary: a draft the way a model answers — in a Markdown fence
/// with prose around it, durations in words, decorated counts, a word boolean, text for
/// a list, an inverted range — gets each repair as JSON fix-its, and applying them all
/// gives a routine that lints clean with `--strict`.
@Suite struct ValueRepairEndToEndTests {
    static let draft = """
        Here is your routine:

        ```yaml
        title: Morning
        cards:
          - countdown: Warm-up
            duration: 5 minutes
          - interval: Sprints
            work: 30 sec
            rest: 1.5m
            rounds: 8x
          - countdown: Breathe
            duration: 1 min
            autoComplete: "false"
          - checklist: Stretch
            items: Calves, Quads, Hamstrings
          - randomDuration: Hold
            min: 90
            max: 30s
        ```

        Let me know if you want changes!

        """

    struct Expected {
        let rule: String, line: Int, column: Int, replacements: [String], safety: String
    }

    @Test func everyFamilyCarriesItsFixAndTheFixesRepairTheDraft() throws {
        let run = try SeqcProcess.run(["lint", "--format", "json", "-"], stdin: Data(Self.draft.utf8))
        #expect(run.exitCode == 1)
        let found = try JSONFixIts.diagnostics(run.stdout)
        let expected: [Expected] = [
            .init(rule: "yaml-syntax", line: 1, column: 1, replacements: [""], safety: "unsafe"),
            .init(rule: "yaml-syntax", line: 3, column: 1, replacements: [""], safety: "safe"),
            .init(rule: "invalid-duration", line: 7, column: 15, replacements: ["5m"], safety: "safe"),
            .init(rule: "invalid-duration", line: 9, column: 11, replacements: ["30s"], safety: "safe"),
            .init(rule: "invalid-duration", line: 10, column: 11, replacements: ["1m30s"], safety: "safe"),
            .init(rule: "wrong-type", line: 11, column: 13, replacements: ["8"], safety: "safe"),
            .init(rule: "invalid-duration", line: 13, column: 15, replacements: ["1m"], safety: "safe"),
            .init(rule: "wrong-type", line: 14, column: 19, replacements: ["false"], safety: "safe"),
            .init(rule: "wrong-type", line: 16, column: 12, replacements: ["[Calves, Quads, Hamstrings]"], safety: "unsafe"),
            .init(rule: "out-of-range", line: 19, column: 10, replacements: ["30s", "90"], safety: "unsafe"),
            .init(rule: "yaml-syntax", line: 20, column: 1, replacements: [""], safety: "safe"),
            .init(rule: "yaml-syntax", line: 22, column: 1, replacements: [""], safety: "unsafe"),
        ]
        #expect(found.count == expected.count, "\(run.stdout)")
        for (diagnostic, want) in zip(found, expected) {
            #expect(diagnostic["rule"] as? String == want.rule)
            #expect(diagnostic["line"] as? Int == want.line, "\(want.rule)")
            #expect(diagnostic["column"] as? Int == want.column, "\(want.rule)")
            let fixIts = diagnostic["fixIts"] as? [[String: Any]] ?? []
            #expect(fixIts.compactMap { $0["replacement"] as? String } == want.replacements, "\(want.rule)@\(want.line)")
            // lint --fix adds each fix-it's safety to the JSON; until then the replacement is what can be checked.
            for fix in fixIts {
                if let safety = fix["safety"] as? String { #expect(safety == want.safety, "\(want.rule)@\(want.line)") }
            }
        }
        let fence = try #require(found.dropFirst().first?["fixIts"] as? [[String: Any]]).first
        #expect(fence?["line"] as? Int == 3 && fence?["column"] as? Int == 1)
        #expect(fence?["endLine"] as? Int == 4 && fence?["endColumn"] as? Int == 1)

        let fixed = JSONFixIts.apply(found.flatMap { $0["fixIts"] as? [[String: Any]] ?? [] }, to: Self.draft)
        let clean = try SeqcProcess.run(["lint", "--strict", "-"], stdin: Data(fixed.utf8))
        #expect(clean.exitCode == 0, "\(clean.transcript)\n\(fixed)")
        #expect(fixed.hasPrefix("\ntitle: Morning\n"))
        #expect(fixed.contains("    items: [Calves, Quads, Hamstrings]\n"))
        #expect(fixed.contains("    min: 30s\n    max: 90\n"))
        #expect(!fixed.contains("```") && !fixed.contains("Let me know"))
    }
}
