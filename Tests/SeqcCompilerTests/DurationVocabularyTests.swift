import SeqcModel
import Testing

@testable import SeqcCompiler

/// Every unit and number word of the vocabulary reads as the duration it says, as a safe
/// fix: generated with a seeded generator over the words, amounts and decimal forms.
@Suite struct DurationVocabularyTests {
    static func units() -> [(word: String, seconds: Int, per: Int)] {
        Vocabulary.words.compactMap { word in
            guard case .unit(let seconds, let per) = word.meaning else { return nil }
            return (word.word, seconds, per)
        }
    }

    @Test func everyUnitWordReadsAsItsSeconds() {
        var random = SplitMix64(state: 0x39_0001)
        for unit in Self.units() {
            for _ in 0..<4 {
                // A whole number of seconds, written in the unit.
                let seconds = Int.random(in: 1...7200, using: &random)
                let amount = unit.per == 1 ? max(1, seconds / unit.seconds) : seconds * unit.per
                let expected = amount * unit.seconds / unit.per
                guard expected >= 1, expected <= RoutineLimits.maxDurationSeconds else { continue }
                let spaced = Bool.random(using: &random) ? " " : ""
                let written = "\(amount)\(spaced)\(Bool.random(using: &random) ? unit.word : unit.word.uppercased())"
                let repair = Repair("title: T\ncards:\n  - countdown: A\n    duration: \(written)\n")
                let fix = repair.only(.invalidDuration)?.fixIts.first
                let canonical = DurationText.text(expected)
                // `5m` and `90s` are the language's own forms: nothing to repair.
                if written == canonical || repair.before.diagnostics.isEmpty {
                    #expect(repair.before.sequence?.cards.first.map { "\($0.content)" } == Self.countdown(expected), "\(written)")
                    continue
                }
                #expect(fix?.safety == .safe, "'\(written)' should read as \(canonical), safely")
                #expect(repair.after.diagnostics.isEmpty, "'\(written)' → \(repair.fixed)")
                #expect(
                    repair.after.sequence?.cards.first.map { "\($0.content)" } == Self.countdown(expected), "'\(written)' → \(repair.fixed)"
                )
            }
        }
    }

    @Test func numbersInWordsReadWithTheirUnit() {
        var random = SplitMix64(state: 0x39_0002)
        let minuteWords = Self.units().filter { $0.seconds == 60 && $0.per == 1 && $0.word.count > 1 }
        for word in Vocabulary.words {
            guard case .number(let value) = word.meaning else { continue }
            let unit = minuteWords[Int.random(in: 0..<minuteWords.count, using: &random)]
            let repair = Repair("title: T\ncards:\n  - countdown: A\n    duration: \(word.word) \(unit.word)\n")
            #expect(repair.only(.invalidDuration)?.fixIts.first?.replacement == DurationText.text(value * 60), "\(word.word) \(unit.word)")
        }
    }

    @Test func aFractionOfAMillisecondOrUnitsOutOfOrderHaveNoReading() {
        for written in ["1500.5 ms", "30 Sekunden 1 Minute", "1 ms", "5 Minuten 5 Minuten"] {
            let repair = Repair("title: T\ncards:\n  - countdown: A\n    duration: \(written)\n")
            #expect(repair.only(.invalidDuration)?.fixIts.isEmpty == true, "\(written)")
        }
    }

    /// `1 min 30`, `2 Min. 15`, `1 h 30`: a last number with no unit after minutes or hours
    /// is the next smaller unit, a safe fix, in every minute and hour word; at 60 or more,
    /// with a fraction, or after seconds it has no reading and no fix.
    @Test func aBareNumberAfterMinutesOrHoursIsTheNextUnit() {
        var random = SplitMix64(state: 0x39_0004)
        let larger = Self.units().filter { $0.per == 1 && ($0.seconds == 60 || $0.seconds == 3600) }
        let seconds = Self.units().filter { $0.per == 1 && $0.seconds == 1 }
        for unit in larger {
            let amount = Int.random(in: 1...(unit.seconds == 60 ? 99 : 9), using: &random)
            let tail = Int.random(in: 1...59, using: &random)
            let gap = ["", " ", ". ", ", "][Int.random(in: 0...3, using: &random)]
            let word = Bool.random(using: &random) ? unit.word : unit.word.capitalized
            let written = "\(amount) \(word)\(gap.isEmpty ? " " : gap)\(tail)"
            let expected = amount * unit.seconds + tail * unit.seconds / 60
            let repair = Repair("title: T\ncards:\n  - countdown: A\n    duration: \(written)\n")
            #expect(repair.only(.invalidDuration)?.fixIts.first?.safety == .safe, "'\(written)'")
            #expect(
                repair.after.sequence?.cards.first.map { "\($0.content)" } == Self.countdown(expected), "'\(written)' → \(repair.fixed)")
            let tooMany = "\(amount) \(word) \(Int.random(in: 60...99, using: &random))"
            let afterSeconds =
                "\(tail) \(seconds[Int.random(in: 0..<seconds.count, using: &random)].word) \(Int.random(in: 1...59, using: &random))"
            for unread in [tooMany, afterSeconds, "\(amount) \(word) \(tail).5", "\(amount) \(word) \(tail) \(tail)"] {
                let none = Repair("title: T\ncards:\n  - countdown: A\n    duration: \(unread)\n")
                #expect(none.only(.invalidDuration)?.fixIts.isEmpty == true, "'\(unread)' has no one reading")
            }
        }
    }

    /// `30.0` is the whole number 30, not a fraction: a safe fix to the number, in a
    /// duration and in a count; `30.5` stays a fraction with no fix.
    @Test func wholeNumbersWithADecimalPointAreTheirNumber() {
        var random = SplitMix64(state: 0x39_0003)
        for _ in 0..<20 {
            let value = Int.random(in: 1...500, using: &random)
            let zeros = String(repeating: "0", count: Int.random(in: 1...3, using: &random))
            let duration = Repair("title: T\ncards:\n  - countdown: A\n    duration: \(value).\(zeros)\n")
            let fix = duration.only(.invalidDuration)
            #expect(fix?.fixIts.first?.safety == .safe, "\(value).\(zeros)")
            #expect(fix?.message.contains("fraction") == false, "\(fix?.message ?? "")")
            #expect(duration.after.sequence?.cards.first.map { "\($0.content)" } == Self.countdown(value))
            let count = Repair("title: T\ncards:\n  - repetition: A\n    reps: \(value).\(zeros)\n")
            #expect(count.only(.wrongType)?.fixIts.first?.replacement == "\(value)")
            let fraction = Repair("title: T\ncards:\n  - countdown: A\n    duration: \(value).5\n")
            #expect(fraction.only(.invalidDuration)?.fixIts.isEmpty == true)
        }
    }

    static func countdown(_ seconds: Int) -> String? {
        compile("title: T\ncards:\n  - countdown: A\n    duration: \(seconds)\n").sequence?.cards.first.map { "\($0.content)" }
    }
}
