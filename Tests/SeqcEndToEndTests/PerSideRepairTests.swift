import Testing

/// The built `seqc`, scored on cards whose duration or reps is written for each side.
@Suite struct PerSideRepairTests {
    @Test func aPerSideValueIsALeftAndARightCard() throws {
        var generator = PerSideDrafts(seed: 0x51DE_0039)
        try StructureDrafts.score((0..<36).map { generator.draft($0) } + (0..<9).map { generator.ambiguous($0) })
    }
}
