import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A merge key (`<<: *tabata`) is written out by a safe fix: the anchored mapping's pairs in
/// its place, those the card does not write itself, as YAML's merge reads them. The template
/// that held the anchor (`x-tabata: &tabata`), once no alias uses it, is deleted by an
/// unsafe fix. Generated over anchor names, template keys, kinds, overrides and key orders.
@Suite struct MergeKeyTests {
    static let holders = ["x-tabata", "x-defaults", "_template", "defaults", "common", "x-interval"]
    static let names = ["tabata", "base", "defaults", "hiit-20-10", "std_interval"]

    static func draft(_ random: inout SplitMix) -> (text: String, canonical: String) {
        let holder = holders.randomElement(using: &random)!
        let name = names.randomElement(using: &random)!
        let template = [
            ("work", "\([20, 30, 40].randomElement(using: &random)!)s"), ("rest", "\([10, 15].randomElement(using: &random)!)s"),
            ("rounds", String(Int.random(in: 4...8, using: &random))),
        ]
        let titles = ["Swings", "Burpees", "Rows", "Lunges"].shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random))
        var cards = ""
        var canonical = ""
        for title in titles {
            var own: [(String, String)] = []
            if Bool.random(using: &random) { own.append(("rounds", String(Int.random(in: 2...3, using: &random)))) }
            if Bool.random(using: &random) { own.append(("finalRest", "false")) }
            var lines = ["<<: *\(name)"] + own.map { "\($0.0): \($0.1)" }
            lines.shuffle(using: &random)
            cards += "  - interval: \(title)\n" + lines.map { "    \($0)\n" }.joined()
            let merged = template.filter { pair in !own.contains { $0.0 == pair.0 } } + own
            canonical += "  - interval: \(title)\n" + merged.map { "    \($0.0): \($0.1)\n" }.joined()
        }
        let head = "title: Intervals\n\(holder): &\(name)\n" + template.map { "  \($0.0): \($0.1)\n" }.joined()
        return (head + "cards:\n" + cards, "title: Intervals\ncards:\n" + canonical)
    }

    @Test func aMergeIsWrittenOutAndItsTemplateDropped() {
        var random = SplitMix(state: 0x39_3e76)
        for index in 0..<100 {
            let (text, canonical) = Self.draft(&random)
            RepairCheck.check(text, meaning: canonical, "draft \(index)")
            // Safe fixes write out every merge; the template stays, reported.
            let fixed = RepairCheck.check(text, meaning: nil, "draft \(index), safe fixes only", allowing: .safe)
            #expect(!fixed.contains("<<"), "draft \(index)\n\(fixed)")
        }
    }
}
