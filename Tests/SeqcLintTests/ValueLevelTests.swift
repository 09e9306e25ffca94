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
                FixConvergenceTests.checkConvergence(draft.text, "ambiguous level draft \(index)")
                let fixed = String(decoding: FixConvergenceTests.fixed(draft.text, allowing: .unsafe).fixed.bytes, as: UTF8.self)
                #expect(GuessedKindTests.compiledCards(fixed) == nil, "ambiguous draft built\n\(draft.text)\nfixed:\n\(fixed)")
            }
        }
    }

    private func check(_ draft: LevelDraftGenerator.Draft, _ name: String) {
        guard let canonical = draft.canonical else { return }
        FixConvergenceTests.checkConvergence(draft.text, name)
        let fixed = String(decoding: FixConvergenceTests.fixed(draft.text, allowing: .unsafe).fixed.bytes, as: UTF8.self)
        let expected = GuessedKindTests.compiledCards(canonical)
        #expect(expected != nil, "\(name): its intent does not compile\n\(canonical)")
        #expect(GuessedKindTests.compiledCards(fixed) == expected, "\(name)\n\(draft.text)\nfixed:\n\(fixed)\nmeant:\n\(canonical)")
    }
}
