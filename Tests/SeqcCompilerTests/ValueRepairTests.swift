import SeqcModel
import Testing

@testable import SeqcCompiler

/// Issue 10: values written the way AI models write them get a diagnostic saying what
/// was meant and a fix that makes it so; the fixed routine lints clean.
@Suite struct ValueRepairTests {
    private func countdown(_ duration: String) -> String {
        "title: T\ncards:\n  - countdown: C\n    duration: \(duration)\n"
    }

    @Test(arguments: [
        ("30 seconds", "30s", 30), ("30 sec", "30s", 30), ("30 secs", "30s", 30), ("1 min", "1m", 60), ("2 mins", "2m", 120),
        ("10 minutes", "10m", 600), ("1 hour 30 minutes", "1h30m", 5400), ("1 hour and 30 minutes", "1h30m", 5400),
        ("1 hr", "1h", 3600), ("1m 30s", "1m30s", 90), ("1.5m", "1m30s", 90), ("1.25m", "1m15s", 75), ("0.5 hours", "30m", 1800),
        ("5:00 min", "5m", 300), ("1:30 h", "1h30m", 5400), ("90sec", "1m30s", 90), ("2h 5m", "2h5m", 7500),
        ("45 Seconds", "45s", 45), ("\"30 seconds\"", "30s", 30),
    ])
    func durationsInWordsGetTheirCanonicalForm(_ written: String, _ canonical: String, _ seconds: Int) throws {
        let text = countdown(written)
        let result = compile(text)
        #expect(result.findings == ["invalid-duration@4:15"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.help == "did you mean '\(canonical)'?")
        #expect(diagnostic.fixIts.map(\.replacement) == [canonical])
        #expect(diagnostic.fixSafety == .safe)
        #expect(diagnostic.fixIts.first?.range == diagnostic.range)
        let fixed = compile(applying(diagnostic, to: text))
        #expect(fixed.diagnostics.isEmpty)
        #expect(fixed.document?.sequence.cards.first?.content == .countdown(CountdownConfig(durationSeconds: seconds, autoComplete: true)))
    }

    @Test func theReasonSaysHowTheDurationWasWritten() {
        #expect(
            compile(countdown("30 seconds")).diagnostics.first?.message
                == "'30 seconds' is not a valid duration: units are h, m and s, written after the number without spaces")
        #expect(
            compile(countdown("1.5m")).diagnostics.first?.message
                == "'1.5m' is not a valid duration: fractions are not written in durations")
        #expect(
            compile(countdown("5:00 min")).diagnostics.first?.message
                == "'5:00 min' is not a valid duration: a clock duration takes no unit")
    }

    /// No fix where the reading is a guess, not whole seconds, out of range or overflows.
    @Test(arguments: [
        "1.5", "1.01m", "1.0000001m", "30 parsecs", "1m 1h", "30s 30s", "8 days", "1000 hours", "99999999999999999999 seconds",
        "9223372036854775807 hours", "0 seconds", "5:00:00 min", "5:00 s", "min", "1.5.5m",
    ])
    func ambiguousDurationsGetNoFix(_ written: String) throws {
        let result = compile(countdown(written))
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.rule == .invalidDuration, "\(written): \(result.diagnostics)")
        #expect(diagnostic.fixIts.isEmpty, "\(written)")
    }

    @Test func aClockWithHoursIsAlreadyADuration() {
        let result = compile(countdown("00:05:00"))
        #expect(result.diagnostics.isEmpty)
        #expect(result.document?.sequence.cards.first?.content == .countdown(CountdownConfig(durationSeconds: 300, autoComplete: true)))
    }

    @Test func aHugeLooseDurationIsLeftAlone() throws {
        let written = String(repeating: "1 h ", count: 10_000)
        let diagnostic = try #require(compile(countdown(written)).diagnostics.first)
        #expect(diagnostic.rule == .invalidDuration)
        #expect(diagnostic.fixIts.isEmpty)
    }

    private func interval(rounds: String) -> String {
        "title: T\ncards:\n  - interval: I\n    work: 30s\n    rest: 10s\n    rounds: \(rounds)\n"
    }

    @Test(arguments: [
        ("8x", "8"), ("x8", "8"), ("8 times", "8"), ("8 rounds", "8"), ("8 X", "8"), ("×8", "8"), ("x 12", "12"), ("eight", "8"),
        ("fünf Runden", "5"), ("3 vueltas", "3"), ("cinq", "5"), ("4 tours", "4"), ("Sechs", "6"), ("2 Sätze", "2"),
    ])
    func decoratedCountsBecomeTheNumber(_ written: String, _ digits: String) throws {
        let text = interval(rounds: written)
        let result = compile(text)
        #expect(result.findings == ["wrong-type@6:13"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message == "'rounds' must be a whole number; found '\(written)'")
        #expect(diagnostic.help == "write the number alone: rounds: \(digits)")
        #expect(diagnostic.fixIts.map(\.replacement) == [digits])
        #expect(diagnostic.fixSafety == .safe)
        #expect(compile(applying(diagnostic, to: text)).diagnostics.isEmpty)
    }

    /// Nor where the number alone would be out of range or clamped: the fix would trade one problem for another.
    @Test(arguments: [
        "eight apples", "five minutes", "3 Minuten", "8x8", "x", "8 apples", "-8x", "x-8", "0x", "20000x", "x99999999999999999999", "0x8",
    ])
    func otherCountsGetNoFix(_ written: String) throws {
        let diagnostic = try #require(compile(interval(rounds: written)).diagnostics.first)
        #expect(diagnostic.rule == .wrongType)
        #expect(diagnostic.fixIts.isEmpty, "\(written)")
    }

    @Test(arguments: [
        ("\"false\"", "false"), ("'true'", "true"), ("on", "true"), ("off", "false"), ("On", "true"), ("\"No\"", "false"),
    ])
    func quotedAndWordBooleansBecomeTrueOrFalse(_ written: String, _ meant: String) throws {
        let text = "title: T\ncards:\n  - rest: R\n    duration: 5\n    autoComplete: \(written)\n"
        let result = compile(text)
        #expect(result.findings == ["wrong-type@5:19"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.fixIts.map(\.replacement) == [meant])
        #expect(diagnostic.fixSafety == .safe)
        #expect(compile(applying(diagnostic, to: text)).diagnostics.isEmpty)
    }

    @Test func quotedNumbersLoseTheirQuotes() throws {
        let count = repairing(interval(rounds: "\"10\""), rule: .wrongType)
        #expect(count.fixed == interval(rounds: "10"))
        #expect(count.after.isEmpty)
        let duration = repairing(countdown("\"10\""), rule: .invalidDuration)
        #expect(duration.fixed == countdown("10"))
        #expect(duration.after.isEmpty)
    }

    private func checklist(_ items: String) -> String {
        "title: T\ncards:\n  - checklist: C\n    items: \(items)  # stretches\n"
    }

    @Test(arguments: [
        ("a, b, c", "[a, b, c]", ["a", "b", "c"]), ("\"a, b, c\"", "[a, b, c]", ["a", "b", "c"]),
        ("a; b; c", "[a, b, c]", ["a", "b", "c"]), ("Calves, Quads,", "[Calves, Quads]", ["Calves", "Quads"]),
        (
            "'Plank: 30s, #2 push-ups, [x], say \"hi\"'", "[\"Plank: 30s\", \"#2 push-ups\", \"[x]\", say \"hi\"]",
            ["Plank: 30s", "#2 push-ups", "[x]", "say \"hi\""]
        ),
        ("\"a, b {c}\"", "[a, \"b {c}\"]", ["a", "b {c}"]),
        // Quotes around one item were meant for the list, not the item.
        (
            "child's pose, cobra, \"knees to chest\", 'cat-cow'", "[child's pose, cobra, knees to chest, cat-cow]",
            ["child's pose", "cobra", "knees to chest", "cat-cow"]
        ),
    ])
    func textWhereAListBelongsIsSplitIntoAFlowList(_ written: String, _ list: String, _ items: [String]) throws {
        let text = checklist(written)
        let result = compile(text)
        #expect(result.findings == ["wrong-type@4:12"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.help == "write it as a list: items: \(list)")
        #expect(diagnostic.fixIts.map(\.replacement) == [list])
        #expect(diagnostic.fixSafety == .unsafe)
        let fixed = applying(diagnostic, to: text)
        #expect(fixed == checklist(list))
        let compiled = compile(fixed)
        #expect(compiled.diagnostics.isEmpty)
        #expect(compiled.document?.sequence.cards.first?.content == .checklist(try #require(ChecklistConfig(items: items))))
    }

    @Test func oneItemWithoutSeparatorsIsASafeList() throws {
        let repaired = repairing(checklist("Stretch"), rule: .wrongType)
        #expect(repaired.before.first?.fixSafety == .safe)
        #expect(repaired.fixed == checklist("[Stretch]"))
        #expect(repaired.after.isEmpty)
    }

    @Test func tagsWrittenAsTextAreSplitToo() throws {
        let repaired = repairing("title: T\ntags: hiit, morning\ncards:\n  - info: I\n", rule: .wrongType)
        #expect(repaired.fixed == "title: T\ntags: [hiit, morning]\ncards:\n  - info: I\n")
        #expect(repaired.after.isEmpty)
    }

    @Test(arguments: ["a,, b", "|\n      a, b\n"])
    func listsThatCannotBeSplitCleanlyGetNoFix(_ written: String) throws {
        let diagnostic = try #require(compile("title: T\ncards:\n  - checklist: C\n    items: \(written)\n").diagnostics.first)
        #expect(diagnostic.rule == .wrongType)
        #expect(diagnostic.fixIts.isEmpty)
    }

    @Test func anInvertedRangeIsSwappedKeepingEachValuesForm() throws {
        let text = "title: T\ncards:\n  - randomDuration: R\n    min: 90\n    max: '30s'\n"
        let result = compile(text)
        #expect(result.findings == ["out-of-range@5:10"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.severity == .error, "a clamp playing a range the text did not mean must not build")
        #expect(diagnostic.message == "'max' is 30s (below min 90): the range is inverted")
        #expect(diagnostic.help == "the range looks inverted: swap them, min: '30s' and max: 90")
        #expect(diagnostic.fixIts.map(\.replacement) == ["'30s'", "90"])
        #expect(diagnostic.fixIts.map(\.range.start) == [SourcePosition(line: 4, column: 10), SourcePosition(line: 5, column: 10)])
        #expect(diagnostic.fixIts.map(\.safety) == [.unsafe, .unsafe])
        let fixed = applying(diagnostic, to: text)
        #expect(fixed == "title: T\ncards:\n  - randomDuration: R\n    min: '30s'\n    max: 90\n")
        let compiled = compile(fixed)
        #expect(compiled.diagnostics.isEmpty)
        #expect(compiled.document?.sequence.cards.first?.content == .randomDuration(RandomDurationConfig(minSeconds: 30, maxSeconds: 90)))
    }

    @Test func aRangeBelowTheMinimumIsStillRaised() throws {
        let result = compile("title: T\ncards:\n  - randomDuration: R\n    min: 5\n    max: 0\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.fixIts.map(\.replacement) == ["5"])
        #expect(diagnostic.fixSafety == .unsafe, "a clamp's value drops the author's")
    }
}
