import Foundation
import Testing

/// Each family of card mistakes models make, through the real binary: `seqc lint --format
/// json -` gives the rule, position and fix-its, and the text with every fix-it applied
/// lints without errors.
@Suite struct CardRepairEndToEndTests {
    struct Expected: Sendable {
        let rule: String, line: Int, column: Int, replacements: [String]
    }

    static let drafts: [(name: String, yaml: String, expected: [Expected])] = [
        (
            "kind in another style",
            "title: T\ncards:\n  - random_duration: Hold\n    min: 20s\n    max: 45s\n  - check-list: Stretch\n    items: [Calves]\n",
            [
                .init(rule: "unknown-kind", line: 3, column: 5, replacements: ["randomDuration"]),
                .init(rule: "unknown-kind", line: 6, column: 5, replacements: ["checklist"]),
            ]
        ),
        (
            "discriminator and title",
            "title: T\ncards:\n  - type: countdown\n    title: Warm-up\n    duration: 5m\n  - countdown:\n    title: Run\n    duration: 1m\n",
            [
                .init(rule: "unknown-kind", line: 3, column: 5, replacements: ["countdown: Warm-up", ""]),
                .init(rule: "unknown-key", line: 7, column: 5, replacements: ["countdown: Run", ""]),
            ]
        ),
        (
            "runtime names and nesting",
            "title: T\ncards:\n  - interval: Sprints\n    config:\n      workSeconds: 30\n      restSeconds: 15\n      rounds: 8\n",
            [
                .init(rule: "unknown-key", line: 4, column: 5, replacements: ["", "", ""]),
                .init(rule: "unknown-key", line: 5, column: 7, replacements: ["work", "30s"]),
                .init(rule: "unknown-key", line: 6, column: 7, replacements: ["rest", "15s"]),
            ]
        ),
        (
            "synonyms",
            "name: Morning\ncards:\n  - interval: Sprints\n    work: 30s\n    rest: 15s\n    sets: 8\n",
            [
                .init(rule: "unknown-key", line: 1, column: 1, replacements: ["title"]),
                .init(rule: "unknown-key", line: 6, column: 5, replacements: ["rounds"]),
            ]
        ),
        (
            "scalar cards",
            "title: T\ncards:\n  - Plank 45s\n  - Stretch\n",
            [
                .init(rule: "wrong-type", line: 3, column: 5, replacements: ["countdown: Plank\n    duration: 45s"]),
                .init(rule: "wrong-type", line: 4, column: 5, replacements: ["info: Stretch"]),
            ]
        ),
    ]

    @Test(arguments: drafts.indices)
    func eachFamilyIsReportedAndItsFixesRepairTheDraft(index: Int) throws {
        let draft = Self.drafts[index]
        let run = try SeqcProcess.run(["lint", "--format", "json", "-"], stdin: Data(draft.yaml.utf8))
        #expect(run.exitCode == 1, "\(draft.name)")
        let found = try JSONFixIts.diagnostics(run.stdout)
        #expect(found.count == draft.expected.count, "\(draft.name): \(run.stdout)")
        for (diagnostic, want) in zip(found, draft.expected) {
            #expect(diagnostic["rule"] as? String == want.rule, "\(draft.name)")
            #expect(diagnostic["line"] as? Int == want.line, "\(draft.name)")
            #expect(diagnostic["column"] as? Int == want.column, "\(draft.name)")
            let fixIts = diagnostic["fixIts"] as? [[String: Any]] ?? []
            #expect(fixIts.compactMap { $0["replacement"] as? String } == want.replacements, "\(draft.name)")
        }
        let fixed = JSONFixIts.apply(found.flatMap { ($0["fixIts"] as? [[String: Any]]) ?? [] }, to: draft.yaml)
        // Lint warnings about the repaired routine's content (an info card without text)
        // may remain; errors may not.
        let clean = try SeqcProcess.run(["lint", "-"], stdin: Data(fixed.utf8))
        #expect(clean.exitCode == 0, "\(draft.name)\n\(clean.transcript)\n\(fixed)")
    }
}
