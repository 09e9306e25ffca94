import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A routine written as lines of text (issue 39, prose): Markdown and org lists and
/// checklists, prose around them, `N rounds of:` groups, tables with a header row.
/// Generated with a fixed seed over titles and unit words of every language in the
/// vocabulary, layouts and markers: `--fix --unsafe-fixes` builds the routine meant,
/// `--fix` alone never builds (prose into data is never safe), and the message says what
/// to write.
@Suite struct TextRoutineTests {
    static let count = 300

    static let titles = [
        "Plank", "Jumping jacks", "Wall sit", "Cat-cow", "Kniebeugen", "Hampelmann", "Liegestütze", "Gainage", "Réveil musculaire",
        "Étirements", "Sentadillas", "Plancha", "Zancadas", "90/90 hip switch",
    ]

    /// Unit words of the vocabulary for seconds and minutes, in every language it holds.
    static let units: [(word: String, seconds: Int)] = Vocabulary.words.compactMap { word in
        guard case .unit(let seconds, 1) = word.meaning, seconds == 1 || seconds == 60 else { return nil }
        return (word.word, seconds)
    }

    struct Step {
        let title: String
        let seconds: Int
        let isRest: Bool
    }

    @Test func thereAreUnitWordsOfSeveralLanguages() {
        #expect(Self.units.count >= 8)
        #expect(Set(Vocabulary.words.filter { if case .unit = $0.meaning { true } else { false } }.map(\.language)).count >= 4)
    }

    @Test func textRoutinesRepairToTheRoutineMeantAndOnlyUnsafely() {
        var random = SplitMix(state: 0x3903_0001)
        for index in 0..<Self.count {
            let steps = Self.steps(random: &random)
            let (text, canonical) = Self.layout(steps, random: &random)
            let meant = WrappedRoutineTests.cards(canonical)
            #expect(meant != nil, "canonical \(index)\n\(canonical)")
            let unsafe = WrappedRoutineTests.fixed(text, allowing: .unsafe)
            #expect(WrappedRoutineTests.cards(unsafe) == meant, "case \(index):\n\(text)\nfixed:\n\(unsafe)")
            let safe = WrappedRoutineTests.fixed(text, allowing: .safe)
            #expect(WrappedRoutineTests.cards(safe) == nil, "case \(index): --fix built text\n\(text)")
            #expect(WrappedRoutineTests.fixed(safe, allowing: .unsafe) == unsafe, "case \(index): --fix then --unsafe-fixes differs")
            let diagnostics = Compiler().compile(SourceFile(path: "t.routine.yaml", text: text)).diagnostics
            #expect(diagnostics.count == 1 && diagnostics[0].help?.contains("'title: <title>'") == true, "case \(index): \(diagnostics)")
        }
    }

    static func steps(random: inout SplitMix) -> [Step] {
        (0..<Int.random(in: 1...5, using: &random)).map { index in
            let seconds = [20, 30, 45, 60, 90, 120, 300, 600].randomElement(using: &random)!
            // A routine that starts with a rest is made a countdown by a lint rule: none does here.
            let isRest = index > 0 && Int.random(in: 0..<4, using: &random) == 0
            let title =
                isRest ? ["Rest", "Pause", "Repos", "Descanso"].randomElement(using: &random)! : titles.randomElement(using: &random)!
            return Step(title: title, seconds: seconds, isRest: isRest)
        }
    }

    /// `seconds` as text: a number and a unit word of the vocabulary, or a compact unit.
    static func duration(_ seconds: Int, random: inout SplitMix) -> String {
        let fitting = units.filter { seconds % $0.seconds == 0 }
        guard Bool.random(using: &random), let unit = fitting.randomElement(using: &random) else { return DurationText.text(seconds) }
        return "\(seconds / unit.seconds) \(unit.word)"
    }

    /// One step as a line: the title and duration in one of the orders people write.
    static func line(_ step: Step, random: inout SplitMix) -> String {
        let time = duration(step.seconds, random: &random)
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return "\(step.title) – \(time)"
        case 1: return "\(time) \(step.title)"
        case 2: return "\(step.title) (\(time))"
        case 3: return "\(step.title) for \(time)"
        default: return "\(step.title) — \(time)"
        }
    }

    /// The steps in one text layout, and the routine they mean.
    static func layout(_ steps: [Step], random: inout SplitMix) -> (text: String, canonical: String) {
        let heading = ["## Morning mobility", "# Abendroutine", "#+TITLE: Séance", "Title: Leg day", ""].randomElement(using: &random)!
        let lead = ["Here is your routine:", "Hier ist dein Training:", "Voici la séance :", ""].randomElement(using: &random)!
        var text = [heading, lead].filter { !$0.isEmpty }.joined(separator: "\n\n")
        if !text.isEmpty { text += "\n\n" }
        var cards = steps.map(card)
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            text += steps.enumerated().map { "\($0.offset + 1). " + line($0.element, random: &random) }.joined(separator: "\n")
        case 1:
            let marker = ["- ", "* ", "+ ", "- [ ] ", "* [x] "].randomElement(using: &random)!
            text += steps.map { marker + line($0, random: &random) }.joined(separator: "\n")
        case 2:
            let rounds = Int.random(in: 2...5, using: &random)
            let header = ["\(rounds) rounds of:", "\(rounds) Runden:", "\(rounds)x", "Circuit - \(rounds) rounds of:"].randomElement(
                using: &random)!
            text += header + "\n" + steps.map { "  " + line($0, random: &random) }.joined(separator: "\n")
            let indented = cards.map { $0.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n") }
            cards = ["  - repeat: Block\n    rounds: \(rounds)\n    cards:"] + indented
        case 3:
            let (separator, header) = [(";", "Übung;Dauer"), ("\t", "title\tduration"), (",", "Exercise,Duration")].randomElement(
                using: &random)!
            text = header + "\n" + steps.map { "\($0.title)\(separator)\($0.seconds)" }.joined(separator: "\n")
        default:
            text += steps.map { "- " + line($0, random: &random) }.joined(separator: "\n")
            text += "\n\nLet me know if you want changes."
        }
        return (text + "\n", "title: T\ncards:\n" + cards.joined(separator: "\n") + "\n")
    }

    static func card(_ step: Step) -> String {
        let title = TextRoutine.scalar(step.title)
        return "  - \(step.isRest ? "rest" : "countdown"): \(title)\n    duration: \(DurationText.text(step.seconds))"
    }

    @Test func routinesInYAMLAreNeverReadAsText() {
        var generator = DraftGenerator(seed: 0x3903_0002)
        for _ in 0..<Self.count {
            let (draft, canonical) = generator.draft()
            for text in [draft, canonical] {
                let diagnostics = Compiler().compile(SourceFile(path: "t.routine.yaml", text: text)).diagnostics
                #expect(!diagnostics.contains { $0.message.hasPrefix("this file is text") }, "\(text)")
            }
        }
    }

    @Test func textWithMoreThanOneReadingIsNotRead() {
        for text in [
            "Warmup\n- 15m Z2\n- 10m Z1\n", "- Jog 5 min (easy)\n- Walk 2 min (slow)\n",
            "<plan>\n  <step time=\"300\">Run</step>\n</plan>\n",
            "<workout>\n  <SteadyState Duration=\"300\"/>\n  <Sprint Duration=\"30\"/>\n</workout>\n",
            "<workout>\n  <SteadyState Duration=\"abc\"/>\n</workout>\n",
        ] {
            let diagnostics = Compiler().compile(SourceFile(path: "t.routine.yaml", text: text)).diagnostics
            #expect(!diagnostics.contains { $0.message.hasPrefix("this file is text") }, "\(text)")
            #expect(WrappedRoutineTests.cards(WrappedRoutineTests.fixed(text, allowing: .unsafe)) == nil, "\(text)")
        }
    }

    /// A Zwift workout (`.zwo`) has one reading: its segments are countdowns titled by
    /// their element, its `IntervalsT` an interval, and power and text events are dropped.
    @Test func aZwiftWorkoutReadsAsItsSegments() {
        var random = SplitMix(state: 0x2_1F7)
        for index in 0..<20 {
            var lines = ["<workout_file>", "  <author>Coach</author>", "  <name>Ride \(index)</name>", "  <workout>"]
            var cards = ["title: Ride \(index)", "cards:"]
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                let seconds = 60 * Int.random(in: 1...20, using: &random)
                if Bool.random(using: &random) {
                    let name = ["Warmup", "SteadyState", "Cooldown", "FreeRide", "Ramp"][Int.random(in: 0...4, using: &random)]
                    lines.append("    <\(name) Duration=\"\(seconds)\" Power=\"0.75\"/>")
                    cards += ["  - countdown: \(name)", "    duration: \(DurationText.text(seconds))"]
                } else {
                    let rounds = Int.random(in: 2...8, using: &random)
                    lines += [
                        "    <IntervalsT Repeat=\"\(rounds)\" OnDuration=\"\(seconds)\" OffDuration=\"60\" OnPower=\"1.1\" OffPower=\"0.5\">",
                        "      <textevent timeoffset=\"10\" message=\"Go!\"/>", "    </IntervalsT>",
                    ]
                    cards += [
                        "  - interval: Intervals", "    work: \(DurationText.text(seconds))", "    rest: 1m", "    rounds: \(rounds)",
                    ]
                }
            }
            lines += ["  </workout>", "</workout_file>"]
            let text = lines.joined(separator: "\n") + "\n"
            let meant = WrappedRoutineTests.cards(cards.joined(separator: "\n") + "\n")
            #expect(meant != nil)
            #expect(WrappedRoutineTests.cards(WrappedRoutineTests.fixed(text, allowing: .unsafe)) == meant, "\(text)")
            #expect(WrappedRoutineTests.cards(WrappedRoutineTests.fixed(text, allowing: .safe)) == nil, "\(text)")
        }
    }
}
