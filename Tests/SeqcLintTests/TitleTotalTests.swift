import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A text draft whose first line is a name and a length that is the total of the steps
/// under it (`🇯🇵 Daily Japanese Practice – 40 minutes` over steps of 40 minutes) has two
/// readings: the routine's title stating its length, or a first step as long as all the
/// others. Read as a step it doubles the routine, so the text is unread, and the error is
/// at that line. Generated over names, length forms, list marks and steps; near misses from
/// the same parts: a first line whose length is not the total is a step, and builds.
@Suite struct TitleTotalTests {
    static let names = ["Daily Japanese Practice", "Morning focus", "Abendroutine", "Séance du soir", "Rutina rápida"]
    static let steps: [(title: String, minutes: Int)] = [
        ("Anki reviews", 10), ("Shadowing", 5), ("Stretch", 3), ("Journal", 7), ("Read", 12), ("Breathe", 2), ("Walk", 6),
    ]

    static func draft(offBy: Int, _ random: inout SplitMix) -> (text: String, canonical: String, total: Int) {
        let chosen = Array(steps.shuffled(using: &random).prefix(Int.random(in: 2...5, using: &random)))
        let total = chosen.reduce(0) { $0 + $1.minutes } + offBy
        let name = names.randomElement(using: &random)!
        let first = ["\(name) – \(total) minutes", "\(name) (\(total) min)", "\(name) - \(total) min", "\(name) \(total) min"]
            .randomElement(using: &random)!
        let mark = ["- ", "* ", "", "1. "].randomElement(using: &random)!
        let lines = chosen.enumerated().map { index, step in
            (mark == "1. " ? "\(index + 1). " : mark) + "\(step.title) \(step.minutes) min"
        }
        let blank = Bool.random(using: &random) ? [""] : []
        let text = ([first] + blank + lines).joined(separator: "\n") + "\n"
        let cards = ([(name, total)] + chosen.map { ($0.title, $0.minutes) }).map { "  - countdown: \($0.0)\n    duration: \($0.1)m\n" }
        return (text, "title: Routine\ncards:\n" + cards.joined(), total)
    }

    @Test func aFirstLineOfTheTotalLengthLeavesTheTextUnreadAtThatLine() {
        var random = SplitMix(state: 0x39_7190)
        for index in 0..<80 {
            let (text, _, _) = Self.draft(offBy: 0, &random)
            RepairCheck.check(text, meaning: nil, "draft \(index)")
            let errors = ImplausibleDurationClassTests.lint(text).filter { $0.severity == .error }
            #expect(errors.count == 1 && errors.first?.range.start.line == 1 && errors.first?.help != nil, "draft \(index)\n\(text)")
            #expect(errors.first?.message.contains("total") == true, "draft \(index)\n\(text)")
        }
    }

    @Test func aFirstLineOfAnotherLengthIsAStep() {
        var random = SplitMix(state: 0x39_7191)
        for index in 0..<80 {
            let (text, canonical, _) = Self.draft(offBy: [-1, 1, 5, -2].randomElement(using: &random)!, &random)
            RepairCheck.check(text, meaning: canonical, "near miss \(index)")
        }
    }
}
