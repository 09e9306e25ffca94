import Testing

@testable import SeqcCompiler

/// Values written one level away from their cards repair to the routine they mean and
/// converge; the near-misses build nothing (``LevelDraftGenerator``).
@Suite struct ValueLevelTests {
    static let count = 60

    @Test func aRoutineUnitKeyGivesItsNumbersTheUnit() {
        var generator = LevelDraftGenerator(seed: 0x1E7E_0075)
        for index in 0..<Self.count { check(generator.unitKey(index), "unit-key draft \(index)") }
    }

    @Test func aTextSaidANumberOfTimesIsARepetition() {
        var generator = LevelDraftGenerator(seed: 0x1E7E_0053)
        for index in 0..<Self.count { check(generator.phrase(index), "phrase draft \(index)") }
    }

    @Test func aCardsFieldsBesideTheCardsMoveIntoIt() {
        var generator = LevelDraftGenerator(seed: 0x1E7E_0064)
        for index in 0..<Self.count { check(generator.cardFields(index), "card-fields draft \(index)") }
    }

    @Test func valuesWithNoOneReadingDoNotBuild() {
        var generator = LevelDraftGenerator(seed: 0x1E7E_0039)
        for index in 0..<(Self.count / 2) {
            for draft in [generator.unitKeyAmbiguous(index), generator.phraseAmbiguous(index), generator.cardFieldsAmbiguous(index)] {
                RepairCheck.check(draft.text, meaning: nil, "ambiguous level draft \(index)")
            }
        }
    }

    private func check(_ draft: LevelDraftGenerator.Draft, _ name: String) {
        guard let canonical = draft.canonical else { return }
        RepairCheck.check(draft.text, meaning: canonical, name)
    }
}
