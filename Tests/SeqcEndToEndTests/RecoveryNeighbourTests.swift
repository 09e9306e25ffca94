import Testing

/// The built `seqc`, scored on lists whose easy-pace step (`Trote leve`, `Crab walk`) is
/// work or a recovery by its neighbours.
@Suite struct RecoveryNeighbourTests {
    @Test func anEasyStepIsACountdownUnlessItsListAlternatesEffortsAndRecoveries() throws {
        var generator = RecoveryDrafts(seed: 0x5EC0_0C25)
        var drafts: [StructureDrafts.Draft] = []
        for index in 0..<12 { drafts += [generator.settled(index), generator.ambiguous(index)] }
        try StructureDrafts.score(drafts)
    }
}
