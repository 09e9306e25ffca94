import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// One set of an exercise (`sets: 1`, a `Sets` cell of `1`) is the exercise's card alone,
/// never a `repeat` of one round (which `single-round-repeat` would then report), in a
/// step object and in a table row, beside rows of several sets that stay blocks and
/// intervals. Generated over titles, reps, times and rests.
@Suite struct OneSetTests {
    static let titles = ["Squats", "Plank", "Kniebeugen", "Pompes", "Sentadillas", "Wall sit"]

    /// One exercise: its step object, its table row (`Exercise,Reps,Time (sec),Rest (sec),Sets`)
    /// and its canonical card or block.
    static func exercise(_ title: String, sets: Int, random: inout SplitMix) -> (yaml: String, row: String, canonical: String) {
        let timed = Bool.random(using: &random)
        let amount = timed ? 15 * Int.random(in: 2...4, using: &random) : Int.random(in: 5...15, using: &random)
        let rest = timed && Bool.random(using: &random) ? 10 * Int.random(in: 1...3, using: &random) : nil
        var yaml = "  - exercise: \(title)\n    sets: \(sets)\n" + (timed ? "    duration: \(amount)s\n" : "    reps: \(amount)\n")
        if let rest { yaml += "    rest: \(rest)s\n" }
        let row = "\(title),\(timed ? "" : String(amount)),\(timed ? String(amount) : ""),\(rest.map(String.init) ?? ""),\(sets)"
        let card = timed ? "countdown: \(title)\n    duration: \(DurationText.text(amount))" : "repetition: \(title)\n    reps: \(amount)"
        let canonical: String
        if sets == 1 {
            canonical = "  - \(card)\n"
        } else if let rest {
            canonical =
                "  - interval: \(title)\n    work: \(DurationText.text(amount))\n    rest: \(DurationText.text(rest))\n    rounds: \(sets)\n    finalRest: false\n"
        } else {
            canonical =
                "  - repeat: \(title)\n    rounds: \(sets)\n    cards:\n      - \(card.replacingOccurrences(of: "\n    ", with: "\n        "))\n"
        }
        return (yaml, row, canonical)
    }

    @Test func oneSetIsTheCardAlone() {
        var random = SplitMix(state: 0x39_7160)
        for index in 0..<80 {
            let chosen = Array(Self.titles.shuffled(using: &random).prefix(Int.random(in: 2...4, using: &random)))
            // One set at least, and one exercise of several sets beside it now and then.
            let sets = chosen.indices.map { $0 == 0 || Bool.random(using: &random) ? 1 : Int.random(in: 2...4, using: &random) }
            let exercises = zip(chosen, sets).map { Self.exercise($0, sets: $1, random: &random) }
            let canonical = "title: Sets\ncards:\n" + exercises.map(\.canonical).joined()
            let yaml = "title: Sets\ncards:\n" + exercises.map(\.yaml).joined()
            let fixed = RepairCheck.check(yaml, meaning: canonical, "step objects \(index)")
            #expect(!fixed.contains("rounds: 1\n"), "step objects \(index)\n\(fixed)")
            let table = "Exercise,Reps,Time (sec),Rest (sec),Sets\n" + exercises.map(\.row).joined(separator: "\n") + "\n"
            let fixedTable = RepairCheck.check(table, meaning: canonical, "table \(index)")
            #expect(!fixedTable.contains("rounds: 1\n"), "table \(index)\n\(fixedTable)")
        }
    }
}
