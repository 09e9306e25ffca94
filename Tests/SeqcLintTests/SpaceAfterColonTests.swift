import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A key written with its colon and no space after it (`duration:5min`, `- countdown:Plank`,
/// `Dauer:45s`), which YAML reads as one plain word: the space is inserted, safely where the
/// word is a key of the language or a word of its vocabulary. Seeded routines with the space
/// dropped on random lines (the title's, kind keys', fields', the last line), each checked
/// to build after `--fix` alone as the routine with its spaces, and to converge.
@Suite struct SpaceAfterColonTests {
    typealias Line = (key: String, value: String)
    static let cards: [[Line]] = [
        [("countdown", "Aufwärmen"), ("duration", "5m")],
        [("repetition", "Liegestütze"), ("reps", "12")],
        [("rest", "Verschnaufen"), ("Dauer", "45s")],  // `duration`, once spaced and renamed
        [("interval", "Sprints"), ("work", "30s"), ("rest", "15s"), ("rounds", "8")],
        [("countdown", "Gainage"), ("durée", "1m")],
        [("countup", "Run"), ("target", "20m")],
    ]

    static func routine(_ random: inout SplitMix, dropping drop: (inout SplitMix) -> Bool) -> (text: String, canonical: String) {
        func line(_ indent: String, _ key: String, _ value: String, _ random: inout SplitMix) -> (String, String) {
            let meant = ["Dauer", "durée"].contains(key) ? "duration" : key
            let written = drop(&random) ? "\(indent)\(key):\(value)\n" : "\(indent)\(key): \(value)\n"
            return (written, "\(indent)\(meant): \(value)\n")
        }
        var (text, canonical) = line("", "title", "Zirkel", &random)
        text += "cards:\n"
        canonical += "cards:\n"
        for _ in 0..<(2 + Int(random.next() % 4)) {
            let card = cards[Int(random.next() % UInt64(cards.count))]
            for (index, pair) in card.enumerated() {
                let (written, meant) = line(index == 0 ? "  - " : "    ", pair.key, pair.value, &random)
                text += written
                canonical += meant
            }
        }
        return (text, canonical)
    }

    @Test func aKeyWithNoSpaceAfterItsColonIsASafeFix() {
        var random = SplitMix(state: 0x5EC0_3C01)
        for index in 0..<60 {
            let (text, canonical) = Self.routine(&random) { $0.next() % 3 == 0 }
            let name = "space-after-colon draft \(index)"
            RepairCheck.check(text, meaning: canonical, name, allowing: .safe)
        }
    }

    /// A block scalar's lines are text: a key-like word glued to a colon in them stays.
    @Test func aBlockScalarsTextKeepsItsColons() throws {
        let text =
            "title: Z\ncards:\n  - info: Note\n    text: |\n      Dauer:5 min\n      reps:12 max\n  - countdown:Plank\n    duration:45s\n"
        let fixed = String(decoding: FixConvergenceTests.fixed(text, allowing: .safe).fixed.bytes, as: UTF8.self)
        #expect(
            fixed
                == text.replacingOccurrences(of: "countdown:Plank", with: "countdown: Plank").replacingOccurrences(
                    of: "duration:45s", with: "duration: 45s"))
    }
}
