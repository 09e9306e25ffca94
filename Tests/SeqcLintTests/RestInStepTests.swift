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
            FixConvergenceTests.checkConvergence(draft.text, "rest-in-step draft \(index)")
            let fixed = String(decoding: FixConvergenceTests.fixed(draft.text, allowing: .unsafe).fixed.bytes, as: UTF8.self)
            let expected = GuessedKindTests.compiledCards(canonical)
            #expect(expected != nil, "draft \(index): its intent does not compile\n\(canonical)")
            #expect(
                GuessedKindTests.compiledCards(fixed) == expected, "draft \(index)\n\(draft.text)\nfixed:\n\(fixed)\nmeant:\n\(canonical)")
        }
    }

    @Test func aRestWithNoOneReadingDoesNotBuild() {
        var generator = RestInStepGenerator(seed: 0x2E57_0040)
        for index in 0..<(Self.count / 2) {
            let draft = generator.ambiguous(index)
            FixConvergenceTests.checkConvergence(draft.text, "ambiguous rest-in-step draft \(index)")
            let fixed = String(decoding: FixConvergenceTests.fixed(draft.text, allowing: .unsafe).fixed.bytes, as: UTF8.self)
            #expect(GuessedKindTests.compiledCards(fixed) == nil, "ambiguous rest built\n\(draft.text)\nfixed:\n\(fixed)")
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
            #expect(GuessedKindTests.compiledCards(fixed) != nil, "\(draft)\nfixed:\n\(fixed)")
        }
    }
}
