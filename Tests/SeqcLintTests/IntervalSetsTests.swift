import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// An interval with a second count over its rounds (`sets: 2` beside `rounds: 8`, `repeat: 3`,
/// `Sätze: 2`), perhaps with a rest between the sets (`restBetweenSets: 1m`), is a `repeat`
/// block around the interval; with a rest between sets the interval ends without its own
/// last rest. Generated over the counts' and the rest's spellings, key orders and values;
/// near misses from the same parts: the interval with one count builds as written.
@Suite struct IntervalSetsTests {
    static let titles = ["Tabata", "Kettlebell swings", "Sprints", "Rudern", "Fentes sautées"]
    static let ownCounts = ["rounds", "Runden", "tours", "rondas", "cycles"]
    static let outerCounts = ["sets", "Sätze", "séries", "series", "repeat", "Serien"]
    static let restBetween = ["restBetweenSets", "rest_between_sets", "setRest", "Satzpause", "descansoEntreSeries"]

    static func draft(withOuter: Bool, _ random: inout SplitMix) -> (text: String, canonical: String) {
        let title = titles.randomElement(using: &random)!
        let work = [20, 30, 40, 45].randomElement(using: &random)!
        let rest = [10, 15, 20].randomElement(using: &random)!
        let rounds = Int.random(in: 2...10, using: &random)
        let sets = Int.random(in: 2...4, using: &random)
        let between = Bool.random(using: &random) ? [60, 90, 120].randomElement(using: &random)! : nil
        let finalRest = [nil, "false", "true"].randomElement(using: &random)!
        var fields = ["work: \(work)s", "rest: \(rest)s", "\(ownCounts.randomElement(using: &random)!): \(rounds)"]
        if let finalRest { fields.append("finalRest: \(finalRest)") }
        if withOuter {
            fields.append("\(outerCounts.randomElement(using: &random)!): \(sets)")
            if let between { fields.append("\(restBetween.randomElement(using: &random)!): \(DurationText.text(between))") }
        }
        fields.shuffle(using: &random)
        let card = "  - interval: \(title)\n" + fields.map { "    \($0)\n" }.joined()
        let text = "title: Workout\ncards:\n  - countdown: Warm-up\n    duration: 5m\n" + card
        var interval = "work: \(work)s\n    rest: \(rest)s\n    rounds: \(rounds)\n"
        let ownFinalRest = finalRest ?? (withOuter && between != nil ? "false" : nil)
        if let ownFinalRest { interval += "    finalRest: \(ownFinalRest)\n" }
        guard withOuter else {
            return (text, "title: Workout\ncards:\n  - countdown: Warm-up\n    duration: 5m\n  - interval: \(title)\n    " + interval)
        }
        let block =
            "  - repeat: \(title)\n    rounds: \(sets)\n" + (between.map { "    rest: \(DurationText.text($0))\n" } ?? "")
            + "    cards:\n      - interval: \(title)\n        "
            + interval.replacingOccurrences(of: "\n    ", with: "\n        ")
        return (text, "title: Workout\ncards:\n  - countdown: Warm-up\n    duration: 5m\n" + block)
    }

    @Test func aSecondCountMakesABlockAroundTheInterval() {
        var random = SplitMix(state: 0x39_5e75)
        for index in 0..<120 {
            let (text, canonical) = Self.draft(withOuter: true, &random)
            RepairCheck.check(text, meaning: canonical, "draft \(index)")
        }
    }

    @Test func anIntervalWithOneCountBuildsAsWritten() {
        var random = SplitMix(state: 0x39_5e76)
        for index in 0..<60 {
            let (text, canonical) = Self.draft(withOuter: false, &random)
            RepairCheck.check(text, meaning: canonical, "near miss \(index)")
        }
    }
}
