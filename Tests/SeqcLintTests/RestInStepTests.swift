import Testing

@testable import SeqcCompiler

/// Steps carrying the rest after them as a field repair to their card then a rest card,
/// converge, and build nothing when the rest has no one reading (``RestInStep``).
@Suite struct RestInStepTests {
    static let count = 120

    @Test func aRestInsideAStepIsARestCardAfterIt() {
        var generator = RestInStepGenerator(seed: 0x2E57_0039)
        for index in 0..<Self.count {
            let draft = generator.draft(index)
            guard let canonical = draft.canonical else { continue }
            RepairCheck.check(draft.text, meaning: canonical, "rest-in-step draft \(index)")
        }
    }

    @Test func aRestWithNoOneReadingDoesNotBuild() {
        var generator = RestInStepGenerator(seed: 0x2E57_0040)
        for index in 0..<(Self.count / 2) {
            RepairCheck.check(generator.ambiguous(index).text, meaning: nil, "ambiguous rest-in-step draft \(index)")
        }
    }

    @Test func anIntervalOfItsFieldsAloneHasNoTitle() {
        let drafts = [
            "{\"title\": \"Bike\", \"cards\": [{\"werk\": \"30s\", \"rust\": \"30s\", \"herhalingen\": 10}]}\n",
            "title: Bike\ncards:\n  - work: 30s\n    rest: 30s\n    rounds: 10\n",
            "title: Rad\ncards:\n  - Arbeit: 40s\n    Pause: 20s\n    Runden: 8\n",
        ]
        for draft in drafts {
            FixConvergenceTests.checkConvergence(draft, "untitled interval")
            let fixed = String(decoding: FixConvergenceTests.fixed(draft, allowing: .unsafe).fixed.bytes, as: UTF8.self)
            #expect(fixed.contains("interval:"), "\(draft)\nfixed:\n\(fixed)")
            #expect(RepairCheck.cards(fixed) != nil, "\(draft)\nfixed:\n\(fixed)")
        }
    }
}
