import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// Steps written as a timer app's or a voice assistant's actions (issue 39): Shortcuts'
/// `Set Timer for 5 min (Stretch)` and `Show Notification "Drink water"`, Alexa's and
/// Google's `set a 10 minute timer for tea`, in the languages of the vocabulary. The
/// action's words are no title: `--fix --unsafe-fixes` builds the cards meant; a line
/// whose title words stand on both sides of its time is still not read. A list item with
/// `: ` in it (`- Start timer: Plank 45s`) is a YAML mapping, read as a card, not here.
@Suite struct TextAppActionTests {
    static let count = 250

    static let titles = ["Stretch", "Walk", "Plank", "Dehnen", "Étirements", "Estiramientos", "Tea", "Meditation", "Spaziergang"]
    static let messages = ["Drink water", "Breathe in", "Trink Wasser", "Bois de l’eau", "Stand up", "Bebe agua"]

    /// A timer's action around title `t` and duration `d`, as apps and assistants write it.
    static let timerTemplates: [@Sendable (String, String) -> String] = [
        { t, d in "Set Timer for \(d) (\(t))" }, { t, d in "Set a timer for \(d) - \(t)" }, { t, d in "Start timer \(t) \(d)" },
        { t, d in "Start timer - \(t) (\(d))" }, { t, d in "Timer \(d) – \(t)" }, { t, d in "\(t) timer \(d)" },
        { t, d in "Alexa, set a \(d) timer for \(t)" }, { t, d in "Hey Google, start a \(d) timer named \(t)" },
        { t, d in "OK Google, set a timer for \(d) called \(t)" }, { t, d in "Stelle einen Timer für \(d) (\(t))" },
        { t, d in "Timer stellen \(d) \(t)" }, { t, d in "Lancer un minuteur de \(d) pour \(t)" }, { t, d in "Minuteur \(d) – \(t)" },
        { t, d in "Pon un temporizador de \(d) para \(t)" }, { t, d in "Countdown \(d) (\(t))" },
    ]

    /// An action showing or speaking message `m`.
    static let messageTemplates: [@Sendable (String) -> String] = [
        { "Show Notification \"\($0)\"" }, { "Show Alert \"\($0)\"" }, { "Speak Text “\($0)”" }, { "Say \"\($0)\"" },
        { "Benachrichtigung anzeigen „\($0)“" }, { "Afficher une notification « \($0) »" }, { "Mostrar notificación \"\($0)\"" },
        { "Announce \"\($0)\"" },
    ]

    enum Step {
        case timer(title: String, seconds: Int)
        case message(String)
        case wait(seconds: Int)
    }

    @Test func appActionsRepairToTheCardsMeant() {
        var random = SplitMix(state: 0x3903_0201)
        for index in 0..<Self.count {
            let steps = Self.steps(random: &random)
            let text = Self.text(steps, random: &random)
            let canonical = "title: T\ncards:\n" + steps.map(Self.card).joined(separator: "\n") + "\n"
            let meant = WrappedRoutineTests.cards(canonical)
            #expect(meant != nil, "canonical \(index)\n\(canonical)")
            let unsafe = WrappedRoutineTests.fixed(text, allowing: .unsafe)
            #expect(WrappedRoutineTests.cards(unsafe) == meant, "case \(index):\n\(text)\nfixed:\n\(unsafe)")
            let safe = WrappedRoutineTests.fixed(text, allowing: .safe)
            #expect(WrappedRoutineTests.cards(safe) == nil, "case \(index): --fix built text\n\(text)")
            #expect(WrappedRoutineTests.fixed(safe, allowing: .unsafe) == unsafe, "case \(index): --fix then --unsafe-fixes differs")
        }
    }

    static func steps(random: inout SplitMix) -> [Step] {
        var steps: [Step] = [.timer(title: titles.randomElement(using: &random)!, seconds: seconds(random: &random))]
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: steps.append(.message(messages.randomElement(using: &random)!))
            case 1: steps.append(.wait(seconds: seconds(random: &random)))
            default: steps.append(.timer(title: titles.randomElement(using: &random)!, seconds: seconds(random: &random)))
            }
        }
        return steps
    }

    static func seconds(random: inout SplitMix) -> Int { [30, 45, 60, 90, 120, 300, 600, 900].randomElement(using: &random)! }

    static func text(_ steps: [Step], random: inout SplitMix) -> String {
        let header = ["Shortcut: Morning", "Routine: Abends", "# Morning", "Here are the steps:", ""].randomElement(using: &random)!
        let marker = ["- ", "* ", "", "1. "].randomElement(using: &random)!
        let lines = steps.enumerated().map { offset, step in
            let mark = marker == "1. " ? "\(offset + 1). " : marker
            switch step {
            case .timer(let title, let seconds):
                let time = TextRoutineTests.duration(seconds, random: &random)
                return mark + timerTemplates.randomElement(using: &random)!(title, time)
            case .message(let message): return mark + messageTemplates.randomElement(using: &random)!(message)
            case .wait(let seconds): return mark + "Wait \(TextRoutineTests.duration(seconds, random: &random))"
            }
        }
        return (header.isEmpty ? "" : header + "\n") + lines.joined(separator: "\n") + "\n"
    }

    static func card(_ step: Step) -> String {
        switch step {
        case .timer(let title, let seconds): "  - countdown: \(TextRoutine.scalar(title))\n    duration: \(DurationText.text(seconds))"
        case .message(let message): "  - info: \(TextRoutine.scalar(message))"
        case .wait(let seconds): "  - rest: Wait\n    duration: \(DurationText.text(seconds))"
        }
    }

    /// Title words on both sides of a time, beside an action or not, are two readings:
    /// no fix builds them, whatever the action around them.
    @Test func titleWordsAroundTheTimeAreNotRead() {
        var random = SplitMix(state: 0x3903_0202)
        for index in 0..<60 {
            let (first, second) = (Self.titles.randomElement(using: &random)!, Self.titles.randomElement(using: &random)!)
            let time = TextRoutineTests.duration(Self.seconds(random: &random), random: &random)
            let line = [
                "\(first) \(time) \(second)", "Set timer \(first) \(time) \(second)", "Start timer \(first) (\(time)) \(second)",
                "Alexa, \(first) \(time) timer for \(second)",
            ].randomElement(using: &random)!
            let text = "- Set Timer for 5 min (Warm-up)\n- \(line)\n"
            #expect(WrappedRoutineTests.cards(WrappedRoutineTests.fixed(text, allowing: .unsafe)) == nil, "case \(index): \(text)")
        }
    }

    /// An action that names nothing but its timer titles the step with the timer's noun.
    @Test func anUntitledTimerIsTitledWithItsNoun() {
        for (text, title) in [
            ("Set a timer for 5 minutes", "Timer"), ("Alexa, start a countdown for 5 min", "Countdown"),
            ("Lancer un minuteur de 5 min", "Minuteur"),
        ] {
            #expect(TextStep.read(text) == .timed(title: title, seconds: 300), "\(text)")
        }
    }

    /// A message phrase is an action only before a message quoted whole, after a colon, or
    /// (two words) alone: other words after a verb are the step's own.
    @Test func aPartlyQuotedLineIsNoMessage() {
        for (text, title) in [
            ("Say \"thanks\" to the team", "Say thanks to the team"), ("Say hello", "Say hello"), ("Display shelf", "Display shelf"),
        ] {
            #expect(TextStep.read(text) == .untimed(title: title), "\(text)")
        }
        #expect(TextStep.read("Say \"thanks\"") == .untimed(title: "thanks"))
    }

    /// Without a timer's noun no word is an action: `Run 5 min` keeps its title.
    @Test func stepWordsStayTitlesWithoutATimer() {
        for (text, title) in [
            ("Run 5 min", "Run"), ("Set up 2 min", "Set up"), ("Start slow 5 min", "Start slow"), ("Say hello 30 s", "Say hello"),
        ] {
            #expect(
                TextStep.read(text) == .timed(title: title, seconds: text.contains("30") ? 30 : text.contains("2") ? 120 : 300), "\(text)")
        }
    }
}
