import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A timed step written with a dash and words about how to do it (`**Méditation** (10 min) –
/// assis, yeux fermés`) is the step; the words are left out as prose (``DescribedStep``).
/// Generated over titles, time forms, dashes, list marks and descriptions in four languages.
/// Near misses from the same parts: words after the dash holding another amount, a unit of
/// time, a count, a per-side phrase or a word ordering steps (`– then run`, `– each side`,
/// `– twice`) leave the text unread, never dropped. (A
/// count of sets after the dash, `– 3 sets`, is sets of the step: `WrittenSets` reads it.)
@Suite struct DescribedStepTests {
    static let steps: [(title: String, seconds: Int)] = [
        ("Méditation", 600), ("Plank", 45), ("Dehnen", 300), ("Respiración", 120), ("Wall sit", 60), ("Journal", 300),
    ]
    static let descriptions = [
        "assis, yeux fermés", "keep your hips level", "locker bleiben", "espalda recta", "slow and controlled", "focus on breathing",
    ]
    static let unsafeTails = [
        "then run", "danach gehen", "puis marcher", "2 min walk", "rest a few minutes", "luego caminar", "each side", "twice",
        "pro Seite", "zweimal", "de chaque côté", "three rounds", "por lado",
    ]
    static let dashes = ["–", "—", "-"]

    /// `step` written with its time in one of the forms list items use, then `tail` after a dash.
    static func line(_ step: (title: String, seconds: Int), tail: String, random: inout SplitMix) -> String {
        let time = step.seconds >= 60 && step.seconds % 60 == 0 ? "\(step.seconds / 60) min" : "\(step.seconds) s"
        let title = Bool.random(using: &random) ? "**\(step.title)**" : step.title
        let dash = dashes.randomElement(using: &random)!
        let head = Bool.random(using: &random) ? "\(title) (\(time))" : "\(title) \(dash) \(time)"
        return "\(head) \(dash) \(tail)"
    }

    static func routine(tail: (Int) -> String?, random: inout SplitMix) -> (text: String, canonical: String) {
        let chosen = Array(steps.shuffled(using: &random).prefix(Int.random(in: 2...4, using: &random)))
        let marker = ["- ", "* ", "- [ ] ", "1. "].randomElement(using: &random)!
        let lines = chosen.enumerated().map { index, step in
            marker + (tail(index).map { line(step, tail: $0, random: &random) } ?? "\(step.title) \(step.seconds) s")
        }
        let cards = chosen.map { "  - countdown: \($0.title)\n    duration: \(DurationText.text($0.seconds))\n" }.joined()
        return ("Session\n\n" + lines.joined(separator: "\n") + "\n", "title: Session\ncards:\n" + cards)
    }

    @Test func theStepIsReadAndItsDescriptionLeftOut() {
        var random = SplitMix(state: 0x39_7170)
        for index in 0..<100 {
            var tails = Self.descriptions.shuffled(using: &random).makeIterator()
            let described = Int.random(in: 0...3, using: &random)
            let (text, canonical) = Self.routine(tail: { $0 <= described ? tails.next() : nil }, random: &random)
            RepairCheck.check(text, meaning: canonical, "draft \(index)")
        }
    }

    @Test func wordsAfterTheDashThatMayBeAStepLeaveTheTextUnread() {
        var random = SplitMix(state: 0x39_7171)
        for index in 0..<60 {
            let unsafe = Self.unsafeTails.randomElement(using: &random)!
            let at = Int.random(in: 0...1, using: &random)
            let (text, _) = Self.routine(tail: { $0 == at ? unsafe : nil }, random: &random)
            RepairCheck.check(text, meaning: nil, "draft \(index)")
        }
    }

    static let glyphs = ["⏱️", "☕", "👉", "✅", "•", "▶️", "⭐", "🔥", "➡️", "✔️", "🕐", "⏰"]

    /// A glyph before a step's time marks the line as a bullet does (`⏱️ 5 min — Anki
    /// reviews`, `⏱ 45 s: Plank`): the words after the time are the step's title, never a
    /// description left out. Generated over glyphs, time forms, separators and titles, one
    /// glyph or one per line.
    @Test func aGlyphBeforeTheTimeIsAMarkAndTheWordsAfterTheDashTheTitle() {
        var random = SplitMix(state: 0x39_7172)
        for index in 0..<100 {
            let chosen = Array(Self.steps.shuffled(using: &random).prefix(Int.random(in: 2...4, using: &random)))
            let oneGlyph = Bool.random(using: &random) ? Self.glyphs.randomElement(using: &random)! : nil
            let lines = chosen.map { step -> String in
                let time = step.seconds >= 60 && step.seconds % 60 == 0 ? "\(step.seconds / 60) min" : "\(step.seconds) s"
                let glyph = oneGlyph ?? Self.glyphs.randomElement(using: &random)!
                let separator = (Self.dashes.map { " \($0) " } + [": ", " "]).randomElement(using: &random)!
                return "\(glyph) \(time)\(separator)\(step.title)"
            }
            let cards = chosen.map { "  - countdown: \($0.title)\n    duration: \(DurationText.text($0.seconds))\n" }.joined()
            RepairCheck.check(
                "Session\n\n" + lines.joined(separator: "\n") + "\n", meaning: "title: Session\ncards:\n" + cards, "draft \(index)")
        }
    }

    /// A step whose only title is a glyph (`⏱️ 5 min`), with nothing after a dash, keeps the
    /// glyph as its title: no word of the line is lost.
    @Test func aGlyphAloneBeforeATimeStaysTheTitle() {
        RepairCheck.check(
            "Session\n\n⏱️ 5 min\n- Plank 45 s\n",
            meaning: "title: Session\ncards:\n  - countdown: ⏱️\n    duration: 5m\n  - countdown: Plank\n    duration: 45s\n", "glyph alone")
    }

    /// An arrow between a step's title and its time (`Warm-up → 5 min`, `Plank ➡️ 45 s`,
    /// `Journal -> 5 min`) joins them as a dash does: it is no part of the title.
    @Test func anArrowBetweenTitleAndTimeIsNoPartOfTheTitle() {
        var random = SplitMix(state: 0x39_7173)
        let arrows = ["→", "➡️", "->", "=>", "⇒", "➜"]
        for index in 0..<60 {
            let chosen = Array(Self.steps.shuffled(using: &random).prefix(Int.random(in: 2...4, using: &random)))
            let lines = chosen.map { step -> String in
                let time = step.seconds >= 60 && step.seconds % 60 == 0 ? "\(step.seconds / 60) min" : "\(step.seconds) s"
                let arrow = arrows.randomElement(using: &random)!
                return Bool.random(using: &random) ? "- \(step.title) \(arrow) \(time)" : "- \(time) \(arrow) \(step.title)"
            }
            let cards = chosen.map { "  - countdown: \($0.title)\n    duration: \(DurationText.text($0.seconds))\n" }.joined()
            RepairCheck.check(
                "Session\n\n" + lines.joined(separator: "\n") + "\n", meaning: "title: Session\ncards:\n" + cards, "draft \(index)")
        }
    }
}
