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
            RepairCheck.check(draft.text, meaning: canonical, "inferred routine draft \(index)")
        }
    }

    @Test func aSchemaWithTwoReadingsDoesNotBuild() {
        var generator = InferredRoutineGenerator(seed: 0x5A4E_0040)
        for index in 0..<(Self.count / 2) {
            RepairCheck.check(generator.ambiguous(index).text, meaning: nil, "ambiguous inferred routine draft \(index)")
        }
    }

    @Test func aKeyIsHumanisedAsATitle() {
        #expect(InferredRoutine.humanised("practice_plan") == "Practice plan")
        #expect(InferredRoutine.humanised("morningFlow") == "Morning flow")
    }
}
