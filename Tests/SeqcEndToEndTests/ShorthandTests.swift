import Testing

/// The built `seqc`, scored on sessions written in interval shorthand (``TextShorthand``):
/// each builds its intent with `--fix --unsafe-fixes`, fixing converges, and a line with
/// no one reading leaves the draft unread.
@Suite struct ShorthandTests {
    @Test func shorthandSessionsBuildTheirIntent() throws {
        var generator = ShorthandDrafts(seed: 0x5407_7439)
        let drafts = (0..<84).map { generator.draft($0) }
        try StructureDrafts.score(drafts)
        for draft in drafts { UnitRepairTests.checkConvergence(draft.text, name: draft.name, ext: draft.ext) }
    }

    @Test func shorthandWithNoOneReadingDoesNotBuild() throws {
        var generator = ShorthandDrafts(seed: 0x5407_7440)
        let drafts = (0..<36).map { generator.nearMiss($0) }
        try StructureDrafts.score(drafts)
        for draft in drafts { UnitRepairTests.checkConvergence(draft.text, name: draft.name, ext: draft.ext) }
    }
}
