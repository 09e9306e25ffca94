import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A step of no kind whose title may be work or the recovery between efforts (`Jog`,
/// `Gehen`, `marche`) never builds after `--fix --unsafe-fixes`, and its error names both
/// cards (docs/decisions.md, "No silent guess"); steps whose titles have one reading
/// repair to it, loose or in a group. Drafts come from ``GuessedKindGenerator``.
@Suite struct GuessedKindTests {
    static let count = 160

    @Test func stepsOfOneReadingRepairToItAndConverge() {
        var generator = GuessedKindGenerator(seed: 0x5EC0_3921)
        for index in 0..<Self.count {
            let draft = generator.draft(allowingEither: false)
            guard let canonical = draft.canonical else {
                Issue.record("draft \(index) has no intent")
                continue
            }
            RepairCheck.check(draft.text, meaning: canonical, "guessed-kind draft \(index)")
        }
    }

    @Test func aStepThatMayBeWorkOrRestDoesNotBuildAndItsHelpNamesBoth() {
        var generator = GuessedKindGenerator(seed: 0x5EC0_3922)
        var tried = 0
        while tried < Self.count {
            let draft = generator.draft(allowingEither: true)
            guard !draft.eitherTitles.isEmpty else { continue }
            tried += 1
            let fixed = RepairCheck.check(draft.text, meaning: nil, "guessed-kind draft \(tried)")
            let result = LintRunner().lint(sources: [SourceFile(path: "draft.routine.yaml", text: fixed)])
            let helps = result.diagnostics.compactMap(\.help)
            for title in draft.eitherTitles {
                #expect(
                    helps.contains { $0.contains("'- countdown: \(title)' or '- rest: \(title)'") },
                    "no help names both readings of '\(title)'\n\(fixed)\n\(helps)")
            }
        }
    }
}
