import SeqcLint
import Testing

@testable import SeqcCompiler

/// The built `seqc`, scored on drafts stating a count of rounds or times the language has
/// no place for (``CountDrafts``): each builds its `repeat` block, never once; near misses
/// do not build; fixing converges.
@Suite struct CountRepairTests {
    @Test func aStatedCountIsARepeatBlock() throws {
        var generator = CountDrafts(seed: 0xC0_0397)
        let drafts =
            (0..<40).map { generator.draft($0) } + (0..<18).map { generator.ambiguous($0) }
            + (0..<6).map { generator.metadata($0) }
        try StructureDrafts.score(drafts)
    }

    @Test func fixingACountConverges() {
        var generator = CountDrafts(seed: 0xC0_0398)
        for draft in (0..<20).map({ generator.draft($0) }) + (0..<12).map({ generator.ambiguous($0) }) {
            let unsafe = Self.fixed(draft.text, allowing: .unsafe)
            let safe = Self.fixed(draft.text, allowing: .safe)
            let safeThenUnsafe = Self.fixed(safe, allowing: .unsafe)
            #expect(safeThenUnsafe == unsafe, "\(draft.name): --fix then --fix --unsafe-fixes differs\n\(draft.text)")
            #expect(Self.fixed(unsafe, allowing: .safe) == unsafe, "\(draft.name): a second --fix changed the text")
        }
    }

    private static func fixed(_ text: String, allowing safety: FixSafety) -> String {
        let outcome = FixEngine(runner: LintRunner(), allowing: safety).fix(SourceFile(path: "draft.routine.yaml", text: text))
        return String(decoding: outcome.fixed.bytes, as: UTF8.self)
    }
}
