import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A name right over a list of steps that is all the text holds (`Morning routine ☀️` over
/// `☐ 10 min meditation`, `☐ 20 push ups`) is the routine's title: read as a section's
/// name instead, the list would build the same cards, so the text has one reading. An
/// emoji in the name is no word, so the name is not taken for a sentence. Near misses,
/// generated from the same parts: a second named list after it (two sections, no one
/// title) leaves the text unread.
@Suite struct ListTitleTests {
    static let names = ["Morning routine", "Abendroutine", "Séance express", "Rutina corta", "Leg day", "Desk break"]
    static let emoji = ["", " ☀️", " 💪", " 🧘"]
    static let steps: [(line: String, card: String)] = [
        ("10 min meditation", "  - countdown: Meditation\n    duration: 10m\n"),
        ("20 push ups", "  - repetition: Push ups\n    reps: 20\n"),
        ("Plank 45 s", "  - countdown: Plank\n    duration: 45s\n"), ("15 Kniebeugen", "  - repetition: Kniebeugen\n    reps: 15\n"),
        ("Étirements 2 min", "  - countdown: Étirements\n    duration: 2m\n"),
        ("Journal 5 min", "  - countdown: Journal\n    duration: 5m\n"),
    ]
    static let markers = ["- ", "* ", "☐ ", "1. "]

    static func list(_ random: inout SplitMix) -> (lines: [String], cards: String) {
        // One timed step at least: a list of counts alone may be a shopping list.
        let timed = steps.filter { $0.card.contains("countdown") }.randomElement(using: &random)!
        let others = steps.filter { $0.line != timed.line }.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random))
        let chosen = ([timed] + others).shuffled(using: &random)
        let marker = markers.randomElement(using: &random)!
        return (chosen.map { marker + $0.line }, chosen.map(\.card).joined())
    }

    @Test func aNameOverTheWholeListIsTheRoutinesTitle() {
        var random = SplitMix(state: 0x39_7150)
        for index in 0..<80 {
            let name = Self.names.randomElement(using: &random)! + Self.emoji.randomElement(using: &random)!
            let (lines, cards) = Self.list(&random)
            let text = ([name] + lines).joined(separator: "\n") + "\n"
            let fixed = RepairCheck.check(text, meaning: "title: \(name)\ncards:\n" + cards, "draft \(index)")
            let title = Compiler().compile(SourceFile(path: "t.routine.yaml", text: fixed)).sequence?.title
            #expect(title == name, "draft \(index)\n\(text)\nfixed:\n\(fixed)")
        }
    }

    @Test func twoNamedListsHaveNoOneTitle() {
        var random = SplitMix(state: 0x39_7151)
        for index in 0..<40 {
            let names = Array(Self.names.shuffled(using: &random).prefix(2))
            let (first, _) = Self.list(&random)
            let (second, _) = Self.list(&random)
            let text = ([names[0]] + first + ["", names[1]] + second).joined(separator: "\n") + "\n"
            RepairCheck.check(text, meaning: nil, "draft \(index)")
        }
    }
}
