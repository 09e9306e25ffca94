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

    /// `WrittenSets.read` skips a text of one quantity's characters without parsing it, so
    /// the parser must read no sets in any such text: every one up to three characters, and
    /// seeded longer ones.
    @Test func oneQuantityIsNeverSets() {
        let alphabet = Array("0123456789hmsHMSPT:.").map(String.init)
        let pairs = alphabet.flatMap { first in alphabet.map { first + $0 } }
        var texts = alphabet + pairs + pairs.flatMap { pair in alphabet.map { pair + $0 } }
        var random = SplitMix(state: 0x5E75_0042)
        for _ in 0..<2000 {
            let length = Int.random(in: 4...12, using: &random)
            texts.append((0..<length).map { _ in alphabet.randomElement(using: &random)! }.joined())
        }
        for text in texts {
            #expect(WrittenSets.isOneQuantity(text))
            #expect(WrittenSets.parse(text) == nil, "'\(text)' parses as sets")
        }
    }

    private func check(_ draft: SetsDraftGenerator.Draft, _ name: String) {
        guard let canonical = draft.canonical else { return }
        RepairCheck.check(draft.text, meaning: canonical, name)
    }
}
