import Testing

@testable import SeqcCompiler

/// Sets of one exercise written as a value or text repair to a `repeat` of rounds around
/// one card, converge, and build nothing when the sets have no one reading (``WrittenSets``).
@Suite struct WrittenSetsTests {
    static let count = 120

    @Test func setsOfRepsRepairToABlockAndConverge() {
        var generator = SetsDraftGenerator(seed: 0x5E75_0039)
        for index in 0..<Self.count { check(generator.draft(index), "sets draft \(index)") }
    }

    @Test func setsOfATimeRepairToABlockOfCountdowns() {
        var generator = SetsDraftGenerator(seed: 0x5E75_0040)
        for index in 0..<(Self.count / 4) { check(generator.timed(index), "timed sets draft \(index)") }
    }

    @Test func setsWithNoOneReadingDoNotBuild() {
        var generator = SetsDraftGenerator(seed: 0x5E75_0041)
        for index in 0..<(Self.count / 2) {
            RepairCheck.check(generator.ambiguous(index).text, meaning: nil, "ambiguous sets draft \(index)")
        }
    }

    private func check(_ draft: SetsDraftGenerator.Draft, _ name: String) {
        guard let canonical = draft.canonical else { return }
        RepairCheck.check(draft.text, meaning: canonical, name)
    }
}
