import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// `cards:` written as one mapping of cards with no `- ` before them (each kind key opening
/// a card of the fields under it, blank lines between or not) has one reading: `--fix`
/// alone writes the dashes. A mapping whose first key is no kind, or with a key that is no
/// field, is left to other repairs. Seeded drafts, each checked for its runtime cards and
/// for converging.
@Suite struct UndashedCardsTests {
    typealias Card = [(key: String, value: String)]
    static let pool: [Card] = [
        [("countdown", "Neck rolls"), ("duration", "30s")], [("repetition", "Squats"), ("reps", "12")],
        [("rest", "Breathe"), ("duration", "20s")], [("interval", "Sprints"), ("work", "30s"), ("rest", "15s"), ("rounds", "4")],
        [("info", "Stand tall"), ("text", "Feet apart")], [("countup", "Plank")],
    ]

    @Test func cardsWithNoDashesGetTheirDashes() {
        var random = SplitMix(state: 0x5EC0_3D01)
        for index in 0..<40 {
            var draft = "title: Evening\ncards:\n"
            var meant = draft
            let count = 1 + Int(random.next() % 4)
            for number in 0..<count {
                let card = Self.pool[Int(random.next() % UInt64(Self.pool.count))]
                if number > 0, random.next() % 2 == 0 { draft += "\n" }
                for (position, pair) in card.enumerated() {
                    draft += "  \(pair.key): \(pair.value)\n"
                    meant += (position == 0 ? "  - " : "    ") + "\(pair.key): \(pair.value)\n"
                }
            }
            let name = "undashed draft \(index)"
            FixConvergenceTests.checkConvergence(draft, name)
            let fixed = String(decoding: FixConvergenceTests.fixed(draft, allowing: .safe).fixed.bytes, as: UTF8.self)
            let expected = RepairCheck.cards(meant)
            #expect(expected != nil, "\(name): its intent does not compile\n\(meant)")
            // A lone countup card with no field is a mapping of one kind key: left alone.
            if draft.components(separatedBy: "\n").count > 4 || !draft.contains("countup") {
                #expect(RepairCheck.cards(fixed) == expected, "\(name)\n\(draft)\nfixed:\n\(fixed)")
            }
        }
    }

    @Test func aMappingOfTitlesIsNoUndashedCards() {
        let draft = "title: T\ncards:\n  Rest: 1m\n  Plank: 45s\n"
        let fixed = String(decoding: FixConvergenceTests.fixed(draft, allowing: .safe).fixed.bytes, as: UTF8.self)
        #expect(!fixed.contains("- Rest"), "\(fixed)")
    }
}
