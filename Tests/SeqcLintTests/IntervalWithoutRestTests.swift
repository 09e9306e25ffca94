import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// An interval whose rest is written as 0 (EMOM, "no rest") is its work played back to
/// back: a `repeat` block of one countdown, or the countdown alone for one round, where the
/// clamp alone would play a one-second rest between rounds. Generated over how the 0, the
/// work and the rounds are written, key orders, a last-rest flag and titles; near misses
/// from the same parts: a rest of one second or more builds as written, and an interval
/// with a key of its own gets the clamp's fix.
@Suite struct IntervalWithoutRestTests {
    static let titles = ["EMOM swings", "Odd minutes: 15 KB swings", "Kniebeugen", "Burpees", "Fentes sautées"]
    static let zeros = ["0", "0s", "0:00", "00:00", "PT0S"]

    static func draft(rest: String, extraKey: Bool, _ random: inout SplitMix) -> (text: String, canonical: String) {
        let title = titles.randomElement(using: &random)!
        let work = ["60s", "1m", "45s", "30s", "2m"].randomElement(using: &random)!
        let rounds = Int.random(in: 1...12, using: &random)
        var fields = ["work: \(work)", "rest: \(rest)", "rounds: \(rounds)"]
        if Bool.random(using: &random) { fields.append("finalRest: \(Bool.random(using: &random))") }
        if extraKey { fields.append("id: \(title.count)-slug") }
        fields.shuffle(using: &random)
        let head = "title: Workout\ncards:\n  - countdown: Warm-up\n    duration: 5m\n"
        let quoted = "\"\(title)\""
        let text = head + "  - interval: \(quoted)\n" + fields.map { "    \($0)\n" }.joined()
        guard Self.zeros.contains(rest), !extraKey else {
            let used = fields.map { $0.hasPrefix("rest:") && Self.zeros.contains(rest) ? "rest: 1" : $0 }
            return (text, head + "  - interval: \(quoted)\n" + used.map { "    \($0)\n" }.joined())
        }
        let countdown = "countdown: \(quoted)\n"
        guard rounds > 1 else { return (text, head + "  - \(countdown)    duration: \(work)\n") }
        return (
            text, head + "  - repeat: \(quoted)\n    rounds: \(rounds)\n    cards:\n      - \(countdown)        duration: \(work)\n"
        )
    }

    @Test func anIntervalWithARestOfZeroIsItsWorkBackToBack() {
        var random = SplitMix(state: 0x39_0e57)
        for index in 0..<100 {
            let (text, canonical) = Self.draft(rest: Self.zeros.randomElement(using: &random)!, extraKey: false, &random)
            RepairCheck.check(text, meaning: canonical, "draft \(index)")
        }
    }

    @Test func aRestOfASecondOrMoreOrAKeyOfItsOwnKeepsTheInterval() {
        var random = SplitMix(state: 0x39_0e58)
        for index in 0..<60 {
            let extraKey = Bool.random(using: &random)
            let rest = extraKey ? Self.zeros.randomElement(using: &random)! : ["1s", "10s", "0:15"].randomElement(using: &random)!
            let (text, canonical) = Self.draft(rest: rest, extraKey: extraKey, &random)
            RepairCheck.check(text, meaning: canonical, "near miss \(index)")
        }
    }
}
