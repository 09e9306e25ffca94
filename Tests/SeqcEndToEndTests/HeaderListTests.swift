import Testing

/// The built `seqc`, scored on lists of steps with one line stating how each is played
/// (``TextListHeader``): each builds its intent exactly with `--fix --unsafe-fixes`, fixing
/// converges, and a header with no one reading (two headers that disagree, a count of
/// steps not the list's, a range or an optional count, a rest between rounds with no
/// rounds, a bare length, a count beside a length, two lists) leaves the draft unread.
@Suite struct HeaderListTests {
    @Test func listsUnderAHeaderBuildTheirIntent() throws {
        var generator = HeaderListDrafts(seed: 0x4EAD_3939)
        let drafts = (0..<96).map { generator.draft($0) }
        try StructureDrafts.score(drafts)
        for draft in drafts { UnitRepairTests.checkConvergence(draft.text, name: draft.name, ext: draft.ext) }
    }

    @Test func headersWithNoOneReadingDoNotBuild() throws {
        var generator = HeaderListDrafts(seed: 0x4EAD_3940)
        let drafts = (0..<64).map { generator.nearMiss($0) }
        try StructureDrafts.score(drafts)
        for draft in drafts { UnitRepairTests.checkConvergence(draft.text, name: draft.name, ext: draft.ext) }
    }
}
