import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// Prose recognised anywhere around a routine (issue 39): before and after it, with or
/// without fences, Markdown headings, emphasis and quotes, a command block after it, and
/// a routine split over two fenced blocks with prose between. Generated with a fixed seed
/// over the draft generator's routines: `--fix --unsafe-fixes` builds the routine meant,
/// `--fix` builds it only when no prose is left to delete (deleting prose is never safe).
@Suite struct ProseAroundRoutineTests {
    static let count = 200

    @Test func proseAnywhereAroundARoutineIsDeleted() {
        var generator = DraftGenerator(seed: 0x3905_0001)
        var random = SplitMix(state: 0x3905_0002)
        for index in 0..<Self.count {
            let (_, canonical) = generator.draft()
            let meant = WrappedRoutineTests.cards(canonical)
            let (text, hasProse) = Self.around(canonical, random: &random)
            let unsafe = WrappedRoutineTests.fixed(text, allowing: .unsafe)
            #expect(WrappedRoutineTests.cards(unsafe) == meant, "case \(index):\n\(text)\nfixed:\n\(unsafe)")
            let safe = WrappedRoutineTests.fixed(text, allowing: .safe)
            if hasProse {
                #expect(WrappedRoutineTests.cards(safe) == nil, "case \(index): --fix deleted prose\n\(text)")
            } else {
                #expect(WrappedRoutineTests.cards(safe) == meant, "case \(index):\n\(text)\nfixed:\n\(safe)")
            }
            #expect(WrappedRoutineTests.fixed(safe, allowing: .unsafe) == unsafe, "case \(index): --fix then --unsafe-fixes differs")
        }
    }

    /// `routine` with Markdown around it, and whether any of it is prose.
    static func around(_ routine: String, random: inout SplitMix) -> (text: String, hasProse: Bool) {
        let lines = routine.split(separator: "\n").map(String.init)
        let fence = ["```yaml", "```", "~~~", "```yml"].randomElement(using: &random)!
        let close = fence.hasPrefix("~") ? "~~~" : "```"
        let before = ["", "Here is your routine:\n\n", "Voici la routine :\n\n", "### Routine\n\n"].randomElement(using: &random)!
        let after = [
            "", "\n**Tip:** do this daily.\n", "\nLet me know if you want changes!\n", "\n> Hinweis: langsam steigern.\n",
            "\nRun it with:\n\n\(close)sh\nseqc build routine.yaml\n\(close)\n",
        ].randomElement(using: &random)!
        let body: String
        var hasProse = !(before.isEmpty || before.hasPrefix("#")) || !after.isEmpty
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            body = routine
        // Without a fence, prose before the routine is found only before a key.
        case 1:
            body = fence + "\n" + routine + close + "\n"
        default:
            // The title in one block, the cards in the next, prose between.
            body =
                fence + "\n" + lines[0] + "\n" + close + "\n\nAnd the cards:\n\n" + fence + "\n"
                + lines.dropFirst().joined(separator: "\n") + "\n" + close + "\n"
            hasProse = true
        }
        return (before + body + after, hasProse)
    }
}
