import Testing

@testable import SeqcCompiler

@Suite struct DurationSyntaxTests {
    @Test(arguments: [
        ("90", true, 90), ("-5", true, -5), ("45s", false, 45), ("5m", false, 300), ("2h", false, 7200),
        ("1h2m3s", false, 3723), ("1m30s", false, 90), ("1h30s", false, 3630), ("1:30", false, 90),
        ("1:02:03", false, 3723), ("0:05", false, 5), ("PT1M30S", false, 90), ("PT2H", false, 7200), ("PT45S", false, 45),
    ])
    func validForms(_ text: String, _ plain: Bool, _ seconds: Int) {
        #expect(DurationSyntax.parse(text, isPlainInteger: plain) == .seconds(seconds))
    }

    @Test(arguments: [
        "", "1.5", "1.5m", "5 minutes", "5s1m", "1m1h", "1:60", "1:5", "1:00:60", "1:2:3:4", "5M", "90",
        "P1D", "PT", "PT1.5S", "s", "m5", "5d", "1h 2m", "-5s", ":30",
    ])
    func invalidForms(_ text: String) {
        if case .invalid = DurationSyntax.parse(text, isPlainInteger: false) {
        } else {
            Issue.record("'\(text)' should be invalid, got \(DurationSyntax.parse(text, isPlainInteger: false))")
        }
    }

    /// The bare number, not `90s`: the same seconds, and still a bare number for
    /// `implausible-duration` to judge in a routine that speaks of minutes.
    @Test func quotedDigitsSuggestTheBareNumber() {
        #expect(
            DurationSyntax.parse("90", isPlainInteger: false)
                == .invalid(reason: "quoted digits are text, not seconds: write the number bare", suggestion: "90"))
    }

    @Test func upperCaseUnitsSuggestLowerCase() {
        guard case .invalid(_, let suggestion) = DurationSyntax.parse("1H30M", isPlainInteger: false) else {
            Issue.record("expected invalid")
            return
        }
        #expect(suggestion == "1h30m")
    }

    @Test(arguments: [
        "99999999999999999999", "99999999999999999999s", "9999999999999999h", "153722867280912931:00", "PT99999999999999999999S",
    ])
    func hugeValuesAreTooLargeNotATrap(_ text: String) {
        #expect(DurationSyntax.parse(text, isPlainInteger: true) == .tooLarge)
    }

    @Test func integersOverflowSafely() {
        #expect(IntegerSyntax.parse(Array("9223372036854775807".utf8)) == .some(.max))
        #expect(IntegerSyntax.parse(Array("9223372036854775808".utf8)) == .some(nil))
        #expect(IntegerSyntax.parse(Array("-12".utf8)) == .some(-12))
        #expect(IntegerSyntax.parse(Array("1_000".utf8)) == nil)
    }

    /// A negative number of any size reads as at most Int.min, so it clamps like -5 does.
    @Test(arguments: ["-9223372036854775808", "-9223372036854775809", "-99999999999999999999999999"])
    func negativesOfAnySizeSaturateAtIntMin(_ text: String) {
        #expect(IntegerSyntax.parse(Array(text.utf8)) == .some(.min))
        #expect(DurationSyntax.parse(text, isPlainInteger: true) == .seconds(.min))
    }

    /// The shortcut for the common forms reads what the full reading reads, wherever it
    /// answers: every text of up to three characters from digits, units and a few others,
    /// and numbers of eight to eleven digits with and without a unit.
    @Test func theShortcutForCommonFormsReadsAsTheFullReading() {
        let texts = Self.generatedTexts()
        var answered = 0
        for text in texts {
            for plain in [true, false] {
                guard let seconds = DurationSyntax.simple(text, isPlainInteger: plain) else { continue }
                answered += 1
                #expect(DurationSyntax.strict(text, isPlainInteger: plain) == .seconds(seconds), "\(text.debugDescription) \(plain)")
            }
        }
        #expect(answered > 100)
        #expect(DurationSyntax.simple("45s", isPlainInteger: false) == 45)
        #expect(DurationSyntax.simple("90", isPlainInteger: false) == nil, "quoted digits are text")
        for (text, seconds) in [("1m30s", 90), ("PT300S", 300), ("PT1H2M3S", 3723), ("0:10", 10), ("2:00", 120), ("1:00:00", 3600)] {
            #expect(DurationSyntax.simple(text, isPlainInteger: false) == seconds, "\(text)")
        }
        #expect(DurationSyntax.simple("1:60", isPlainInteger: false) == nil, "below 60, or the full reading says why")
    }

    /// `seconds(_:isPlainInteger:)` is the seconds of `parse`'s outcome and nil for any
    /// other outcome, on the generated texts and on texts that only the loose reading or
    /// the upper-case ISO reading suggests a spelling for.
    @Test func secondsAloneAreTheParsedSeconds() {
        let loose = ["30 seconds", "1m 30s", "1.5m", "pt30m", "pt1m30s", "'5m'", "\"1:30\"", "5 min", "90sec", "2 hours", "1:30 min"]
        var outcomes: [Bool: Int] = [:]
        for text in Self.generatedTexts() + loose {
            for plain in [true, false] {
                let parsed = DurationSyntax.parse(text, isPlainInteger: plain)
                let wanted: Int? = if case .seconds(let seconds) = parsed { seconds } else { nil }
                #expect(DurationSyntax.seconds(text, isPlainInteger: plain) == wanted, "\(text.debugDescription) \(plain)")
                outcomes[wanted != nil, default: 0] += 1
            }
        }
        #expect(outcomes[true, default: 0] > 100 && outcomes[false, default: 0] > 100)
    }

    /// Every text of up to three characters from digits, units and a few others, numbers of
    /// eight to eleven digits with and without a unit, and units and clocks in every order.
    private static func generatedTexts() -> [String] {
        let alphabet: [Character] = ["0", "1", "5", "9", "s", "m", "h", "S", "M", "H", "P", "T", ":", "-", "+", " ", ".", "é"]
        var texts = [""]
        for first in alphabet {
            texts.append(String(first))
            for second in alphabet {
                texts.append(String([first, second]))
                for third in alphabet { texts.append(String([first, second, third])) }
            }
        }
        for digits in 8...11 {
            let number = String(repeating: "9", count: digits)
            texts += [number, number + "s", number + "m", number + "h", "0" + number, number + ":00", "1:" + number]
            texts += ["PT" + number + "S", number + "h1s", "1h" + number + "m"]
        }
        // Units in every order and case, clocks of one to four fields, ISO with and without T.
        let numbers = ["", "0", "7", "05", "59", "60", "123"]
        for unitSet in [["h", "m", "s"], ["H", "M", "S"]] {
            for first in numbers {
                for second in numbers {
                    for (a, b) in [(0, 1), (1, 2), (0, 2), (1, 0), (2, 1), (2, 2)] {
                        let text = first + unitSet[a] + second + unitSet[b]
                        texts += [text, "PT" + text, "P" + text, text + "1", text + " "]
                    }
                    texts += [first + ":" + second, first + ":" + second + ":" + second, "1:" + second + ":" + first]
                    texts += ["1:00:00:" + first, first + ":" + second + ":"]
                }
            }
        }
        return texts
    }

    @Test func theLargestNegativeBeforeIntMinIsExact() {
        #expect(IntegerSyntax.parse(Array("-9223372036854775807".utf8)) == .some(-Int.max))
    }
}
