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

    static func compiledCards(_ text: String) -> [String]? {
        Compiler().compile(SourceFile(path: "draft.routine.yaml", text: text)).sequence?.cards.map { "\($0.title) \($0.content)" }
    }

    @Test func stepsOfOneReadingRepairToItAndConverge() {
        var generator = GuessedKindGenerator(seed: 0x5EC0_3921)
        for index in 0..<Self.count {
            let draft = generator.draft(allowingEither: false)
            guard let canonical = draft.canonical else {
                Issue.record("draft \(index) has no intent")
                continue
            }
            FixConvergenceTests.checkConvergence(draft.text, "guessed-kind draft \(index)")
            let fixed = String(decoding: FixConvergenceTests.fixed(draft.text, allowing: .unsafe).fixed.bytes, as: UTF8.self)
            let expected = Self.compiledCards(canonical)
            #expect(expected != nil, "draft \(index): its intent does not compile\n\(canonical)")
            #expect(Self.compiledCards(fixed) == expected, "draft \(index)\n\(draft.text)\nfixed:\n\(fixed)\nmeant:\n\(canonical)")
        }
    }

    @Test func aStepThatMayBeWorkOrRestDoesNotBuildAndItsHelpNamesBoth() {
        var generator = GuessedKindGenerator(seed: 0x5EC0_3922)
        var tried = 0
        while tried < Self.count {
            let draft = generator.draft(allowingEither: true)
            guard !draft.eitherTitles.isEmpty else { continue }
            tried += 1
            FixConvergenceTests.checkConvergence(draft.text, "guessed-kind draft \(tried)")
            let fixed = String(decoding: FixConvergenceTests.fixed(draft.text, allowing: .unsafe).fixed.bytes, as: UTF8.self)
            #expect(Self.compiledCards(fixed) == nil, "a guessed kind built\n\(draft.text)\nfixed:\n\(fixed)")
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
