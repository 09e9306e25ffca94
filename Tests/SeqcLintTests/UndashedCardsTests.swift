import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// `cards:` written as one mapping of cards with no `- ` before them (each kind key opening
/// a card of the fields under it, blank lines between or not) has one reading: `--fix`
/// alone writes the dashes. A mapping whose first key is no kind, or with a key that is no
/// field, is left to other repairs. Seeded drafts, each checked for its runtime cards and
/// for converging; every other one is a `repeat` block's `cards:`, read the same way.
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
            let nested = index % 2 == 1
            let pad = nested ? "      " : "  "
            var draft = "title: Evening\ncards:\n" + (nested ? "  - repeat: Round\n    rounds: 2\n    cards:\n" : "")
            var meant = draft
            let count = 1 + Int(random.next() % 4)
            for number in 0..<count {
                let card = Self.pool[Int(random.next() % UInt64(Self.pool.count))]
                if number > 0, random.next() % 2 == 0 { draft += "\n" }
                for (position, pair) in card.enumerated() {
                    draft += "\(pad)\(pair.key): \(pair.value)\n"
                    meant += pad + (position == 0 ? "- " : "  ") + "\(pair.key): \(pair.value)\n"
                }
            }
            let name = "undashed draft \(index)"
            FixConvergenceTests.checkConvergence(draft, name)
            let fixed = String(decoding: FixConvergenceTests.fixed(draft, allowing: .safe).fixed.bytes, as: UTF8.self)
            let expected = RepairCheck.cards(meant)
            #expect(expected != nil, "\(name): its intent does not compile\n\(meant)")
            // A lone countup card with no field is a mapping of one kind key: left alone.
            if draft.components(separatedBy: "\n").count > (nested ? 7 : 4) || !draft.contains("countup") {
                #expect(RepairCheck.cards(fixed) == expected, "\(name)\n\(draft)\nfixed:\n\(fixed)")
            }
        }
    }

    @Test func aBlocksMappingOfTitlesToTimesIsItsCards() {
        var random = SplitMix(state: 0x39_7190)
        let titles = ["Plank", "Crunches", "Kniebeugen", "Gainage", "Sentadillas"]
        for index in 0..<30 {
            let chosen = titles.shuffled(using: &random).prefix(Int.random(in: 2...4, using: &random))
            let seconds = chosen.map { _ in 15 * Int.random(in: 1...4, using: &random) }
            let head = "title: Core\ncards:\n  - repeat: Circuit\n    rounds: 3\n    cards:\n"
            let draft = head + zip(chosen, seconds).map { "      \($0): \($1)s\n" }.joined()
            let meant =
                head + zip(chosen, seconds).map { "      - countdown: \($0)\n        duration: \(DurationText.text($1))\n" }.joined()
            RepairCheck.check(draft, meaning: meant, "block draft \(index)")
        }
    }

    @Test func aMappingOfTitlesIsNoUndashedCards() {
        let draft = "title: T\ncards:\n  Rest: 1m\n  Plank: 45s\n"
        let fixed = String(decoding: FixConvergenceTests.fixed(draft, allowing: .safe).fixed.bytes, as: UTF8.self)
        #expect(!fixed.contains("- Rest"), "\(fixed)")
    }
}
