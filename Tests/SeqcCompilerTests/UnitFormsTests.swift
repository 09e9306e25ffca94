import Foundation
import SeqcModel
import Testing

@testable import SeqcCompiler

/// The ways people write an amount of time that have one reading: halves in words in
/// every language of the vocabulary, primes (`1'30"`), a decimal comma, a clock with
/// spaces. Generated with a seeded generator over the vocabulary's number and unit words,
/// so a word added there joins the cases.
@Suite struct UnitFormsTests {
    /// Unit words of minutes and hours, by language (`min` is every language's).
    static func units(_ language: String) -> [(word: String, seconds: Int)] {
        Vocabulary.words.compactMap { word in
            guard case .unit(let seconds, 1) = word.meaning, seconds >= 60, word.word.count > 1,
                word.language.contains(language)
            else { return nil }
            return (word.word, seconds)
        }
    }

    /// Number words, by language.
    static func numbers(_ language: String) -> [(word: String, value: Int)] {
        Vocabulary.words.compactMap { word in
            guard case .number(let value) = word.meaning, word.language.contains(language), value <= 20 else { return nil }
            return (word.word, value)
        }
    }

    /// How each language writes a half with a whole amount (`{n}`), a unit (`{u}`), and
    /// what it means in halves of the unit: `-1` stands for the amount's own halves plus one.
    static let halfForms: [String: [(String, Int)]] = [
        "en": [("{n} {u} and a half", -1), ("{n} and a half {u}", -1), ("half a {u}", 1), ("half an {u}", 1), ("a {u} and a half", 3)],
        "de": [("eine halbe {u}", 1), ("anderthalb {u}", 3), ("eineinhalb {u}", 3), ("ein {u}", 2), ("{n} {u}", -2)],
        "fr": [("{n} {u} et demie", -1), ("une demi-{u}", 1), ("une {u} et demie", 3), ("un {u} et demi", 3)],
        "es": [("{n} {u} y medio", -1), ("{n} {u} y media", -1), ("medio {u}", 1), ("media {u}", 1), ("una {u} y media", 3)],
    ]

    @Test func halvesInWordsReadAsTheirSecondsSafely() {
        var random = SplitMix64(state: 0x39_0101)
        for (language, forms) in Self.halfForms {
            let units = Self.units(language) + Self.units("en, de, fr, es")
            let numbers = Self.numbers(language)
            for _ in 0..<30 {
                let (form, halves) = forms[Int.random(in: 0..<forms.count, using: &random)]
                let unit = units[Int.random(in: 0..<units.count, using: &random)]
                let number = numbers[Int.random(in: 0..<numbers.count, using: &random)]
                let amount = Bool.random(using: &random) ? number.word : String(number.value)
                let written = form.replacingOccurrences(of: "{n}", with: amount).replacingOccurrences(of: "{u}", with: unit.word)
                let meantHalves = halves == -1 ? number.value * 2 + 1 : halves == -2 ? number.value * 2 : halves
                Self.expectSafeRepair(written, to: meantHalves * unit.seconds / 2)
            }
        }
    }

    @Test func primesClocksWithSpacesAndDecimalCommasReadSafely() {
        var random = SplitMix64(state: 0x39_0102)
        for _ in 0..<60 {
            let minutes = Int.random(in: 1...59, using: &random)
            let seconds = Int.random(in: 1...59, using: &random)
            let minute = ["'", "′", "’"][Int.random(in: 0..<3, using: &random)]
            let second = ["\"", "″", "”", "''"][Int.random(in: 0..<4, using: &random)]
            Self.expectSafeRepair("\(minutes)\(minute)\(seconds)\(second)", to: minutes * 60 + seconds)
            Self.expectSafeRepair("\(minutes)\(minute)", to: minutes * 60)
            Self.expectSafeRepair("\(seconds)\(second)", to: seconds)
            let padded = seconds < 10 ? "0\(seconds)" : "\(seconds)"
            let spaces = [" : ", " :", ": "][Int.random(in: 0..<3, using: &random)]
            Self.expectSafeRepair("\(minutes)\(spaces)\(padded)", to: minutes * 60 + seconds)
            let tenths = [5, 25, 75][Int.random(in: 0..<3, using: &random)]
            let unit = Self.units("en")[Int.random(in: 0..<Self.units("en").count, using: &random)]
            let fraction = tenths == 5 ? "5" : "\(tenths)"
            let scale = tenths == 5 ? 10 : 100
            Self.expectSafeRepair("\(minutes),\(fraction) \(unit.word)", to: (minutes * scale + tenths) * unit.seconds / scale)
        }
    }

    /// A comma before three digits may group thousands: two readings, no fix.
    @Test func aCommaBeforeThreeDigitsHasNoReading() {
        var random = SplitMix64(state: 0x39_0103)
        for _ in 0..<10 {
            let written = "\(Int.random(in: 1...9, using: &random)),\(Int.random(in: 100...999, using: &random)) ms"
            let repair = Repair("title: T\ncards:\n  - countdown: A\n    duration: \"\(written)\"\n")
            #expect(repair.only(.invalidDuration)?.fixIts.isEmpty == true, "\(written)")
        }
    }

    static func expectSafeRepair(_ written: String, to seconds: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        let quoted = "\"" + written.replacingOccurrences(of: "\"", with: "\\\"") + "\""
        let repair = Repair("title: T\ncards:\n  - countdown: A\n    duration: \(quoted)\n")
        let fix = repair.only(.invalidDuration)?.fixIts.first
        #expect(fix?.replacement == DurationText.text(seconds), "'\(written)' should read as \(seconds) s", sourceLocation: sourceLocation)
        #expect(fix?.safety == .safe, "'\(written)'", sourceLocation: sourceLocation)
        #expect(
            repair.after.sequence?.cards.first.map { "\($0.content)" } == DurationVocabularyTests.countdown(seconds),
            "'\(written)' → \(repair.fixed)", sourceLocation: sourceLocation)
    }
}
