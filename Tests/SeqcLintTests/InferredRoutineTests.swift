import Testing

@testable import SeqcCompiler

/// Routines in a schema of their own are read by their values' types, converge, and build
/// nothing when the schema has two readings (``InferredRoutine``).
@Suite struct InferredRoutineTests {
    static let count = 120

    @Test func aListOfStepObjectsUnderUnknownKeysIsTheRoutine() {
        var generator = InferredRoutineGenerator(seed: 0x5A4E_0039)
        for index in 0..<Self.count {
            let draft = generator.draft(index)
            guard let canonical = draft.canonical else { continue }
            FixConvergenceTests.checkConvergence(draft.text, "inferred routine draft \(index)")
            let fixed = String(decoding: FixConvergenceTests.fixed(draft.text, allowing: .unsafe).fixed.bytes, as: UTF8.self)
            let expected = GuessedKindTests.compiledCards(canonical)
            #expect(expected != nil, "draft \(index): its intent does not compile\n\(canonical)")
            #expect(
                GuessedKindTests.compiledCards(fixed) == expected, "draft \(index)\n\(draft.text)\nfixed:\n\(fixed)\nmeant:\n\(canonical)")
        }
    }

    @Test func aSchemaWithTwoReadingsDoesNotBuild() {
        var generator = InferredRoutineGenerator(seed: 0x5A4E_0040)
        for index in 0..<(Self.count / 2) {
            let draft = generator.ambiguous(index)
            FixConvergenceTests.checkConvergence(draft.text, "ambiguous inferred routine draft \(index)")
            let fixed = String(decoding: FixConvergenceTests.fixed(draft.text, allowing: .unsafe).fixed.bytes, as: UTF8.self)
            #expect(GuessedKindTests.compiledCards(fixed) == nil, "ambiguous schema built\n\(draft.text)\nfixed:\n\(fixed)")
        }
    }

    @Test func aKeyIsHumanisedAsATitle() {
        #expect(InferredRoutine.humanised("practice_plan") == "Practice plan")
        #expect(InferredRoutine.humanised("morningFlow") == "Morning flow")
    }
}
