import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A checklist item written as an object whose text has notes beside it (`- item: Bed` with
/// `who: Noor`, `room: upstairs`) is its text: the notes are dropped by an unsafe fix. A
/// note on time or counts (`tijd: 2`, `minutes: 5`, `repeat: twice`) may be how the item
/// plays, so such an item keeps its message, which names the countdown it could be, and no
/// fix. Generated over text keys, notes and layouts.
@Suite struct ItemNotesTests {
    static let textKeys = ["item", "text", "name", "task", "label", "title", "Titel", "nombre"]
    static let notes = [
        ("who", "Noor"), ("room", "upstairs"), ("emoji", "🦷"), ("color", "blue"), ("category", "hygiene"), ("owner", "Sam"),
    ]
    static let timedNotes = [
        ("tijd", "2"), ("minutes", "5"), ("duration", "2m"), ("repeat", "twice"), ("Dauer", "3 min"), ("temps", "1 min"),
    ]
    static let texts = ["Make the bed", "Brush teeth", "Pack the bag", "Zähne putzen", "Faire le lit", "Water bottle"]

    static func draft(timed: Bool, _ random: inout SplitMix) -> (text: String, canonical: String) {
        let chosen = Array(texts.shuffled(using: &random).prefix(Int.random(in: 2...4, using: &random)))
        let key = textKeys.randomElement(using: &random)!
        let timedAt = Int.random(in: 0..<chosen.count, using: &random)
        let flow = Bool.random(using: &random)
        let items = chosen.enumerated().map { index, text in
            var pairs = [(key, text)]
            if timed && index == timedAt {
                pairs.append(timedNotes.randomElement(using: &random)!)
            } else if Bool.random(using: &random) || index == 0 {
                pairs.append(notes.randomElement(using: &random)!)
            }
            if flow { return "      - {" + pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}\n" }
            return "      - " + pairs.map { "\($0.0): \($0.1)" }.joined(separator: "\n        ") + "\n"
        }
        let text = "title: Morning\ncards:\n  - checklist: Before school\n    items:\n" + items.joined()
        let canonical = "title: Morning\ncards:\n  - checklist: Before school\n    items:\n" + chosen.map { "      - \($0)\n" }.joined()
        return (text, canonical)
    }

    @Test func notesBesideAnItemsTextAreDropped() {
        var random = SplitMix(state: 0x39_1731)
        for index in 0..<100 {
            let (text, canonical) = Self.draft(timed: false, &random)
            RepairCheck.check(text, meaning: canonical, "draft \(index)")
            RepairCheck.check(text, meaning: nil, "draft \(index), safe fixes only", allowing: .safe)
        }
    }

    @Test func aNoteOnTimeKeepsTheItemsMessage() {
        var random = SplitMix(state: 0x39_1732)
        for index in 0..<60 {
            let (text, _) = Self.draft(timed: true, &random)
            RepairCheck.check(text, meaning: nil, "timed \(index)")
            let helps = ImplausibleDurationClassTests.lint(text).compactMap(\.help)
            #expect(helps.contains { $0.contains("countdown card") }, "timed \(index)\n\(text)")
        }
    }
}
