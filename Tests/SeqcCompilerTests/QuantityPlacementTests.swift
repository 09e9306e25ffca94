import SeqcModel
import Testing

@testable import SeqcCompiler

/// Quantities written where the language puts something else, generated with fixed seeds:
/// a card whose kind's value is only its quantity (`- rest: 40`, `- repetition: 12`,
/// ``UntitledQuantity``), a routine whose cards are its own keys (`Plank: 45s` beside
/// `title:`, ``TopLevelCards``), and an interval whose rounds are named by another word
/// (`repeat: 6`). Each draft repairs to the cards its canonical text builds; the ones that
/// guess need `--unsafe-fixes` (``ShapeRepairTests/check(_:canonical:)``).
@Suite struct QuantityPlacementTests {
    /// A duration as written, and the canonical form it reads as.
    static let durations: [(String, String)] = [
        ("40", "40s"), ("45s", "45s"), ("2 min", "2m"), ("1:30", "1m30s"), ("90 Sekunden", "1m30s"), ("3 minutos", "3m"),
        ("2m", "2m"), ("30 sec", "30s"),
    ]
    static let titles = ["Plank", "Wall sit", "Gainage", "Zancadas", "Dead bug", "Burpees"]
    static let restTitles = ["Rest", "Pause", "Descanso", "Repos"]

    @Test(arguments: [1, 2, 3] as [UInt64])
    func aCardWhoseTitleIsItsQuantityReadsUntitled(seed: UInt64) {
        var random = SplitMix(seed: seed)
        var failures: [String] = []
        for _ in 0..<40 {
            let (written, canonical) = Self.durations[random.below(Self.durations.count)]
            let reps = 1 + random.below(30)
            let kind = ["countdown", "rest"][random.below(2)]
            let draft = "title: T\ncards:\n  - countdown: A\n    duration: 5s\n  - \(kind): \(written)\n  - repetition: \(reps)\n"
            let want =
                "title: T\ncards:\n  - countdown: A\n    duration: 5s\n  - \(kind):\n    duration: \(canonical)\n  - repetition:\n    reps: \(reps)\n"
            if let failure = ShapeRepairTests.check(draft, canonical: want) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.first ?? "")")
    }

    /// A word is a title, not a quantity: such a card keeps its one error and gets no fix
    /// from this reading.
    @Test func aTitleOfWordsIsNotAQuantity() {
        for title in ["Forty", "Rest a bit", "Breathe"] {
            let result = compile("title: T\ncards:\n  - rest: \(title)\n")
            #expect(result.findings == ["missing-field@3:5"], "\(title)")
            #expect(result.diagnostics.allSatisfy { $0.fixIts.isEmpty }, "\(title)")
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func aRoutinesCardsWrittenAsItsKeysGoUnderCards(seed: UInt64) {
        var random = SplitMix(seed: seed)
        var failures: [String] = []
        for _ in 0..<40 {
            var pairs: [String] = []
            var cards: [String] = []
            for index in 0..<(1 + random.below(4)) {
                let (written, canonical) = Self.durations[1 + random.below(Self.durations.count - 1)]
                if random.below(3) == 0 {
                    let title = Self.restTitles[index]
                    pairs.append("\(title): \(written)")
                    cards.append("  - rest: \(title)\n    duration: \(canonical)")
                } else {
                    let title = "\(Self.titles[random.below(Self.titles.count)]) \(index + 1)"
                    pairs.append("\(title): \(written)")
                    cards.append("  - countdown: \(title)\n    duration: \(canonical)")
                }
            }
            let before = random.below(2) == 0 ? "title: T\n" : ""
            let after = before.isEmpty ? "title: T\nsummary: S\n" : (random.below(2) == 0 ? "summary: S\n" : "")
            let draft = before + pairs.joined(separator: "\n") + "\n" + after
            let want = "title: T\n" + (after.contains("summary") ? "summary: S\n" : "") + "cards:\n" + cards.joined(separator: "\n") + "\n"
            if let failure = ShapeRepairTests.check(draft, canonical: want) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.first ?? "")")
    }

    /// Cards on both sides of a routine field would make a list with the field inside it,
    /// and a key that reads as no card could be anything: neither gets the fix.
    @Test func cardKeysAroundAFieldOrBesideAStrangerGetNoFix() {
        for text in ["Plank: 45s\ntitle: T\nSquats: 1m\n", "title: T\nPlank: 45s\nmood: good\n"] {
            let result = compile(text)
            #expect(!result.diagnostics.contains { $0.rule == .missingField && !$0.fixIts.isEmpty }, "\(text)")
        }
    }

    /// A bare number beside a rest's title counts no reps: it is the rest's seconds, in
    /// every form a card of text puts a quantity beside its title.
    @Test(arguments: [1, 2] as [UInt64])
    func aBareNumberBesideARestIsItsSeconds(seed: UInt64) {
        var random = SplitMix(seed: seed)
        var failures: [String] = []
        for _ in 0..<30 {
            let title = Self.restTitles[random.below(Self.restTitles.count)]
            let seconds = 5 + random.below(120)
            let written = ["\(title) (\(seconds))", "\(title), \(seconds)", "\(title) - \(seconds)", "\(title) | \(seconds)"][
                random.below(4)]
            let draft = "title: T\ncards:\n  - countdown: A\n    duration: 5s\n  - \"\(written)\"\n"
            let want = "title: T\ncards:\n  - countdown: A\n    duration: 5s\n  - rest: \(title)\n    duration: \(seconds)\n"
            if let failure = ShapeRepairTests.check(draft, canonical: want) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.first ?? "")")
    }

    /// A card's fields under a nesting key as one flow mapping of several pairs
    /// (`config: {work: 20, rest: 10, rounds: 8}`) go one a line into the card, safely:
    /// each pair is kept as written.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func aFlowConfigOfSeveralPairsGoesOneALine(seed: UInt64) {
        var random = SplitMix(seed: seed)
        let cards: [(String, [String])] = [
            ("interval: Burpees", ["work: 20", "rest: 10s", "rounds: 8", "finalRest: false"]),
            ("countdown: Plank", ["duration: 45", "autoComplete: false"]),
            ("randomDuration: Wait", ["min: 5s", "max: 15s"]),
        ]
        let keys = ["config", "settings", "options", "params", "parameters"]
        var failures: [String] = []
        for _ in 0..<30 {
            let (head, all) = cards[random.below(cards.count)]
            var pairs = all
            for index in pairs.indices.reversed() { pairs.swapAt(index, random.below(index + 1)) }
            let comment = random.below(2) == 0 ? "  # as exported" : ""
            let draft =
                "title: T\ncards:\n  - \(head)\n    \(keys[random.below(keys.count)]): {\(pairs.joined(separator: ", "))}\(comment)\n"
            let want = "title: T\ncards:\n  - \(head)\n" + all.map { "    \($0)\n" }.joined()
            let fixed = ShapeRepairTests.repaired(draft, safeOnly: true)
            let (got, meant) = (compile(fixed), compile(want))
            if !got.diagnostics.filter({ $0.severity == .error }).isEmpty || got.runtimeJSON != meant.runtimeJSON {
                failures.append("\(draft)fixed to\n\(fixed)")
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.first ?? "")")
    }

    /// Checklist items written as a mapping of each item to a done flag, in block and
    /// flow layouts, become the list of the items (unsafe: the flags are dropped); a
    /// mapping whose values say more than a flag gets no such fix.
    @Test(arguments: [1, 2] as [UInt64])
    func itemsKeyedToDoneFlagsBecomeTheirList(seed: UInt64) {
        var random = SplitMix(seed: seed)
        let names = ["Towel", "Make bed", "Drink water", "Shoes, socks", "Zähne putzen", "Café"]
        let flags = ["false", "true", "yes", "no", "", "null", "done", "x"]
        var failures: [String] = []
        for _ in 0..<30 {
            var picked = names
            for index in picked.indices.reversed() { picked.swapAt(index, random.below(index + 1)) }
            picked = Array(picked.prefix(2 + random.below(3)))
            let pairs = picked.map { ("\"\($0)\"", flags[random.below(flags.count)]) }
            let items =
                random.below(2) == 0
                ? "\n" + pairs.map { "      \($0.0): \($0.1)\n" }.joined()
                : " {" + pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}\n"
            let draft = "title: T\ncards:\n  - countdown: A\n    duration: 5s\n  - checklist: C\n    items:\(items)"
            let want =
                "title: T\ncards:\n  - countdown: A\n    duration: 5s\n  - checklist: C\n    items: ["
                + picked.map { "\"\($0)\"" }.joined(separator: ", ") + "]\n"
            if let failure = ShapeRepairTests.check(draft, canonical: want) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.first ?? "")")
        let said = compile("title: T\ncards:\n  - checklist: C\n    items: {Towel: blue, Shoes: 2}\n")
        #expect(said.diagnostics.allSatisfy { $0.fixIts.isEmpty })
    }

    @Test(arguments: ["iterations", "count", "Durchgänge", "vueltas"])
    func anIntervalsRoundsUnderAnotherWordAreItsRounds(word: String) throws {
        let repair = Repair("title: T\ncards:\n  - interval: I\n    work: 30s\n    rest: 15s\n    \(word): 6\n")
        let diagnostic = try #require(repair.only(.unknownKey))
        #expect(diagnostic.fixIts.map(\.replacement) == ["rounds"])
        #expect(diagnostic.fixIts.allSatisfy { $0.safety == .safe })
        #expect(repair.after.diagnostics.isEmpty, "\(repair.fixed)")
    }
}
