import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A rest card right after an interval that keeps its last rest plays two rests in a row;
/// the unsafe fix turns the interval's final rest off and keeps the rest card. Generated
/// over the interval's key order, trailing comments, blank lines, line breaks and depth
/// (at the top or in a `repeat` block); near misses from the same parts get no fix: a
/// routine that writes `finalRest` on another card, and an interval written on one line.
@Suite struct FinalRestFixTests {
    static let titles = ["Tabata", "Kniebeugen", "Sprints", "Planche dynamique", "Burpees"]

    struct Draft {
        var text: String
        var canonical: String
    }

    /// A routine with an interval followed by a rest card, and the routine meant (the
    /// interval ending on its work). With `writtenElsewhere`, a later interval writes
    /// `finalRest`, so the draft is meant as written.
    static func draft(writtenElsewhere: Bool, _ random: inout SplitMix) -> Draft {
        let title = titles.randomElement(using: &random)!
        var fields = [
            "work: \([20, 30, 40].randomElement(using: &random)!)s", "rest: \([10, 15].randomElement(using: &random)!)s",
            "rounds: \(Int.random(in: 2...10, using: &random))",
        ]
        fields.shuffle(using: &random)
        if Bool.random(using: &random) { fields[fields.count - 1] += " # as the coach said" }
        let nested = Bool.random(using: &random)
        let indent = nested ? "        " : "    "
        let interval = "\(indent.dropLast(2))- interval: \(title)\n" + fields.map { "\(indent)\($0)\n" }.joined()
        let gap = Bool.random(using: &random) ? "\n" : ""
        let restCard = "\(gap)\(indent.dropLast(2))- rest: Verschnaufen\n\(indent)duration: 1m\n"
        let later = writtenElsewhere ? "  - interval: Later\n    work: 20s\n    rest: 10s\n    rounds: 4\n    finalRest: true\n" : ""
        let head =
            "title: Workout\ncards:\n  - countdown: Warm-up\n    duration: 5m\n"
            + (nested ? "  - repeat: Block\n    rounds: 2\n    cards:\n" : "")
        let text = head + interval + restCard + later
        let meant = writtenElsewhere ? interval : interval + "\(indent)finalRest: false\n"
        let draft = Draft(text: text, canonical: head + meant + restCard + later)
        guard Bool.random(using: &random) else { return draft }
        return Draft(text: draft.text.replacingOccurrences(of: "\n", with: "\r\n"), canonical: draft.canonical)
    }

    @Test func aRestAfterAFinalRestTurnsTheFinalRestOff() {
        var random = SplitMix(state: 0x39_f1a1)
        for index in 0..<80 {
            let draft = Self.draft(writtenElsewhere: false, &random)
            let fixed = RepairCheck.check(draft.text, meaning: draft.canonical, "draft \(index)")
            #expect(fixed.contains("# as the coach said") == draft.text.contains("# as the coach said"), "draft \(index)")
        }
    }

    @Test func anAuthorWhoWritesFinalRestElsewhereMeantIt() {
        var random = SplitMix(state: 0x39_f1a2)
        for index in 0..<40 {
            let draft = Self.draft(writtenElsewhere: true, &random)
            RepairCheck.check(draft.text, meaning: draft.canonical, "near miss \(index)")
        }
    }

    @Test func anIntervalOnOneLineGetsNoFix() {
        let text = """
            title: Workout
            cards:
              - {interval: Sprints, work: 30s, rest: 15s, rounds: 8}
              - rest: Recover
                duration: 1m
            """
        RepairCheck.check(text, meaning: text, "flow interval")
    }

    @Test func theFixIsUnsafe() {
        let draft = "title: W\ncards:\n  - interval: S\n    work: 30s\n    rest: 15s\n    rounds: 8\n  - rest: R\n    duration: 1m\n"
        #expect(RepairCheck.check(draft, meaning: draft, "safe fixes alone", allowing: .safe) == draft)
    }
}
