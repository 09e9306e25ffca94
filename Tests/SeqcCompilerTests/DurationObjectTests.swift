import SeqcModel
import Testing

@testable import SeqcCompiler

/// A duration written as an object whose keys say its units reads as one duration, a
/// safe fix: generated over every unit word of docs/vocabulary.md, amount keys, unit keys
/// of its languages, flow and block layouts and key orders. Objects with no one reading
/// (a unit twice, two amounts, a unit word that is none, text for a number) get no fix.
@Suite struct DurationObjectTests {
    static let amountKeys = ["value", "amount", "quantity", "length", "Wert", "valeur", "valor", "valore", "waarde"]
    static let unitKeys = ["unit", "units", "Einheit", "unité", "unidad", "unità", "eenheid", "timeUnit"]

    static func units() -> [(word: String, seconds: Int, per: Int)] {
        Vocabulary.words.compactMap { word in
            guard case .unit(let seconds, let per) = word.meaning else { return nil }
            return (word.word, seconds, per)
        }
    }

    static func card(_ pairs: [(String, String)], block: Bool) -> String {
        let object =
            block
            ? "\n" + pairs.map { "      \($0.0): \($0.1)" }.joined(separator: "\n")
            : " {" + pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}"
        return "title: T\ncards:\n  - countdown: A\n    duration:\(object)\n"
    }

    @Test func anAmountBesideAUnitKeyIsOneDuration() {
        var random = SplitMix64(state: 0x39_0D01)
        for unit in Self.units() where unit.per == 1 {
            let amount = Int.random(in: 1...(unit.seconds >= 3600 ? 9 : 90), using: &random)
            var pairs = [
                (Self.amountKeys.randomElement(using: &random)!, "\(amount)"), (Self.unitKeys.randomElement(using: &random)!, unit.word),
            ]
            pairs.shuffle(using: &random)
            let repair = Repair(Self.card(pairs, block: Bool.random(using: &random)))
            let fix = repair.only(.wrongType)?.fixIts.first
            #expect(fix?.safety == .safe, "\(pairs)")
            #expect(repair.after.diagnostics.isEmpty, "\(pairs) → \(repair.fixed)")
            #expect(Self.seconds(repair.after) == amount * unit.seconds, "\(pairs) → \(repair.fixed)")
        }
    }

    @Test func amountsUnderTheirUnitWordsAddUp() {
        var random = SplitMix64(state: 0x39_0D02)
        let hours = Self.units().filter { $0.seconds == 3600 && $0.per == 1 }
        let minutes = Self.units().filter { $0.seconds == 60 && $0.per == 1 }
        let seconds = Self.units().filter { $0.seconds == 1 && $0.per == 1 }
        for _ in 0..<60 {
            var pairs: [(String, String)] = []
            var expected = 0
            for (group, most) in [(hours, 2), (minutes, 59), (seconds, 59)] where Bool.random(using: &random) || pairs.isEmpty {
                let unit = group.randomElement(using: &random)!
                let amount = Int.random(in: 1...most, using: &random)
                pairs.append((unit.word, "\(amount)"))
                expected += amount * unit.seconds
            }
            pairs.shuffle(using: &random)
            let repair = Repair(Self.card(pairs, block: Bool.random(using: &random)))
            #expect(repair.only(.wrongType)?.fixIts.first?.safety == .safe, "\(pairs)")
            #expect(Self.seconds(repair.after) == expected, "\(pairs) → \(repair.fixed)")
        }
    }

    @Test func objectsWithNoOneReadingGetNoSafeFix() {
        let unread: [[(String, String)]] = [
            [("minutes", "2"), ("min", "3")], [("value", "2"), ("amount", "3"), ("unit", "min")], [("value", "2"), ("unit", "parsecs")],
            [("minutes", "two-ish")], [("value", "45"), ("unit", "seconds"), ("minutes", "1")], [("value", "45"), ("label", "Plank")],
        ]
        for pairs in unread {
            let repair = Repair(Self.card(pairs, block: false))
            #expect(repair.only(.wrongType)?.fixIts.allSatisfy { $0.safety == .unsafe } == true, "\(pairs) → \(repair.fixed)")
        }
    }

    static func seconds(_ result: CompileResult) -> Int? {
        guard case .countdown(let config)? = result.sequence?.cards.first?.content else { return nil }
        return config.durationSeconds
    }
}
