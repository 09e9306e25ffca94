import SeqcCompiler
import SeqcModel
import Testing

@testable import SeqcLint

/// `implausible-duration` over the class it guards, generated: every kind's timed fields,
/// bare numbers meant as minutes where the routine's words say so (a length stated in any
/// language's unit words, an activity timed in minutes) or as milliseconds, and the same
/// routines where the words say seconds (a stated length the seconds match, a breath).
@Suite struct ImplausibleDurationClassTests {
    /// Unit words of minutes, by language, of more than one letter.
    static let minuteWords: [(word: String, language: String)] = Vocabulary.words.compactMap { word in
        guard case .unit(60, 1) = word.meaning, word.word.count > 1 else { return nil }
        return (word.word, word.language)
    }

    static func lint(_ text: String) -> [Diagnostic] {
        let runner = LintRunner(rules: .standard, configuration: LintConfiguration(baseDirectory: "/"), jobs: 1)
        return runner.lint(sources: [SourceFile(path: "t.routine.yaml", text: text)]).diagnostics
    }

    /// One timed card of `kind` with bare `values`, and its length in seconds as written.
    static func card(_ kind: CardKind, title: String, values: [Int], rounds: Int) -> (text: String, seconds: Int) {
        switch kind {
        case .interval:
            let text = "  - interval: \(title)\n    work: \(values[0])\n    rest: \(values[1])\n    rounds: \(rounds)\n"
            return (text, values[0] * rounds + values[1] * rounds)
        case .randomDuration:
            return ("  - randomDuration: \(title)\n    min: \(values[0])\n    max: \(values[1])\n", (values[0] + values[1]) / 2)
        case .countup: return ("  - countup: \(title)\n    target: \(values[0])\n", values[0])
        default: return ("  - \(kind.rawValue): \(title)\n    duration: \(values[0])\n", values[0])
        }
    }

    struct Routine {
        var cards = ""
        var seconds = 0
        var bareValues = 0
    }

    static func cards(_ random: inout SplitMix, titles: [String], small: ClosedRange<Int>) -> Routine {
        var routine = Routine()
        let kinds: [CardKind] = [.countdown, .rest, .countup, .interval, .randomDuration]
        for (index, title) in titles.enumerated() {
            let kind = kinds[Int.random(in: 0..<kinds.count, using: &random)]
            // A first rest is another rule's business (`leading-rest`).
            let chosen = index == 0 && kind == .rest ? .countdown : kind
            var values = [Int.random(in: small, using: &random), Int.random(in: small, using: &random)]
            if chosen == .randomDuration { values[1] = values[0] + 2 * Int.random(in: 0...4, using: &random) }
            let card = card(chosen, title: title, values: values, rounds: Int.random(in: 2...4, using: &random))
            routine.cards += card.text
            routine.seconds += card.seconds
            routine.bareValues += [.interval, .randomDuration].contains(chosen) ? 2 : 1
        }
        return routine
    }

    static let titles = ["Settle", "Body scan", "Sit", "Arrive", "Listen", "Loslassen", "Écouter", "Respirar despacio"]

    @Test func aStatedLengthInMinutesThatOnlyMinutesMatchReportsEveryBareValue() {
        var random = SplitMix(state: 0x39_0301)
        for _ in 0..<60 {
            let count = Int.random(in: 1...3, using: &random)
            let routine = Self.cards(&random, titles: Array(Self.titles.shuffled(using: &random).prefix(count)), small: 1...12)
            let unit = Self.minuteWords[Int.random(in: 0..<Self.minuteWords.count, using: &random)]
            let title = ["\(routine.seconds) \(unit.word) session", "Calm, \(routine.seconds)-\(unit.word)"][
                Int.random(in: 0...1, using: &random)]
            let text = "title: \(title)\ncards:\n" + routine.cards
            let found = Self.lint(text).filter { $0.rule == .implausibleDuration }
            #expect(found.count == routine.bareValues, "\(text)")
            #expect(found.allSatisfy { $0.severity == .error && $0.fixIts.first?.safety == .unsafe && $0.help != nil }, "\(text)")
        }
    }

    /// `4x8 minutes` over `work: 8`: the title's amount is the bare number's, in minutes.
    @Test func aStatedAmountABareNumberRepeatsIsThatNumberInMinutes() {
        var random = SplitMix(state: 0x39_0305)
        for _ in 0..<40 {
            let (rounds, work, rest) = (
                Int.random(in: 2...6, using: &random), Int.random(in: 3...20, using: &random), Int.random(in: 1...5, using: &random)
            )
            let unit = Self.minuteWords[Int.random(in: 0..<Self.minuteWords.count, using: &random)]
            let text = """
                title: Threshold \(rounds)x\(work) \(unit.word)
                cards:
                  - interval: Threshold
                    work: \(work)
                    rest: \(rest)
                    rounds: \(rounds)

                """
            let found = Self.lint(text).filter { $0.rule == .implausibleDuration }
            #expect(found.map { $0.fixIts.first?.replacement } == ["\(work)m", "\(rest)m"], "\(text)")
        }
    }

    @Test func aStatedLengthTheSecondsMatchReportsNothing() {
        var random = SplitMix(state: 0x39_0302)
        for _ in 0..<40 {
            let minutes = Int.random(in: 4...30, using: &random)
            let work = Int.random(in: 10...50, using: &random)
            let unit = Self.minuteWords[Int.random(in: 0..<Self.minuteWords.count, using: &random)]
            let text = """
                title: \(minutes) \(unit.word) HIIT
                cards:
                  - interval: Sprints
                    work: \(work)
                    rest: \(60 - work)
                    rounds: \(minutes)

                """
            #expect(Self.lint(text).filter { $0.rule == .implausibleDuration }.isEmpty, "\(text)")
        }
    }

    @Test func anActivityTimedInMinutesReportsBareNumbersUnlessABreathIsTimed() {
        var random = SplitMix(state: 0x39_0303)
        for entry in TimedActivities.minuteWords {
            let word = entry.word.hasSuffix("*") ? String(entry.word.dropLast()) + "ing" : entry.word
            let count = Int.random(in: 1...3, using: &random)
            let routine = Self.cards(&random, titles: Array(Self.titles.shuffled(using: &random).prefix(count)), small: 2...30)
            let text = "title: Evening \(word)\ncards:\n" + routine.cards
            let found = Self.lint(text).filter { $0.rule == .implausibleDuration }
            #expect(found.count == routine.bareValues, "\(word): \(text)")
            let breath = TimedActivities.secondWords[Int.random(in: 0..<TimedActivities.secondWords.count, using: &random)]
            let breathWord = breath.word.hasSuffix("*") ? String(breath.word.dropLast()) + "e" : breath.word
            let breathing = text + "  - countdown: \(breathWord.capitalized)\n    duration: 4\n"
            #expect(Self.lint(breathing).filter { $0.rule == .implausibleDuration }.isEmpty, "\(breathing)")
            let withUnits = text + "  - countdown: Close\n    duration: 30s\n"
            #expect(Self.lint(withUnits).filter { $0.rule == .implausibleDuration }.isEmpty, "\(withUnits)")
        }
    }

    @Test func wholeThousandsOfHoursAreReportedAsMilliseconds() {
        var random = SplitMix(state: 0x39_0304)
        for _ in 0..<30 {
            let seconds = Int.random(in: 10...600, using: &random)
            let text = "title: Run\ncards:\n  - countdown: Run\n    duration: \(seconds * 1000)\n"
            let found = Self.lint(text).filter { $0.rule == .implausibleDuration }
            #expect(found.count == 1 && found.first?.fixIts.first?.replacement == DurationText.text(seconds), "\(text)")
        }
    }
}
