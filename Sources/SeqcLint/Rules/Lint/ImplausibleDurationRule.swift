import SeqcCompiler
import SeqcModel

extension RuleID {
    public static let implausibleDuration: RuleID = "implausible-duration"
}

extension RuleDefinition {
    static let implausibleDuration = RuleDefinition(
        id: .implausibleDuration, defaultSeverity: .warning,
        summary: "A timed value of a few seconds, written without a unit, where the routine speaks of minutes.",
        rationale: """
            A number without a unit is seconds. Other apps and people count minutes (`duration: 5` for a \
            five-minute meditation), and the routine then plays for five seconds without a word. When the \
            routine's title or summary, the card's own title or the title of a card next to it speaks of \
            minutes, a bare number under a minute is probably minutes: write the unit (`5m`, or `5s` if \
            seconds were meant). A routine that says nothing of minutes is left alone.
            """,
        triggering: [
            RuleExample(
                """
                title: Evening calm
                summary: A 5 minute meditation
                cards:
                  - countdown: Meditate
                    duration: ↓5
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Evening calm
                summary: A 5 minute meditation
                cards:
                  - countdown: Meditate
                    duration: 5m
                """),
            RuleExample(
                """
                title: Sprints
                cards:
                  - countdown: Sprint
                    duration: 20
                  - rest: Walk
                    duration: 40
                """),
        ],
        check: .routine { context in ImplausibleDurations(context: context).findings() }
    )
}

/// The timed values a routine writes as bare numbers under a minute while it speaks of
/// minutes. Only written text is judged: a value with a unit says what it means.
struct ImplausibleDurations {
    let context: RoutineContext

    /// Under this many seconds a bare number is "a few seconds": a minute written as `60`
    /// is already a minute.
    static let underSeconds = 60

    /// The timed fields of each kind, by their authored names.
    static let timedFields: [CardKind: [String]] = [
        .countdown: ["duration"], .rest: ["duration"], .countup: ["target"], .interval: ["work", "rest"],
        .randomDuration: ["min", "max"],
    ]

    func findings() -> [Finding] {
        let values = timedValues()
        let routineSaysMinutes = Self.saysMinutes(context.sequence.title) || Self.saysMinutes(context.sequence.summary ?? "")
        var findings: [Finding] = []
        for value in values where value.bareSeconds.map({ $0 >= 1 && $0 < Self.underSeconds }) ?? false {
            let cardSaysMinutes = Self.saysMinutes(value.cardTitle)
            guard routineSaysMinutes || cardSaysMinutes || neighboursSayMinutes(around: value) else { continue }
            let seconds = value.bareSeconds ?? 0
            let why = routineSaysMinutes || cardSaysMinutes ? "the routine speaks of minutes" : "its neighbours' titles speak of minutes"
            findings.append(
                Finding(
                    at: value.range, "'\(value.field): \(seconds)' is \(seconds) seconds, but \(why)",
                    help:
                        "write the unit: '\(value.field): \(seconds)m' for minutes, or add 's' after the number if seconds are meant",
                    fixIts: [FixIt(range: value.range, replacement: "\(seconds)m", safety: .unsafe)]))
        }
        return findings
    }

    /// Whether a card next to `value`'s card (before or after it) has a title speaking of
    /// minutes, as `- info: Sit for 5 minutes` before the timer does.
    private func neighboursSayMinutes(around value: TimedValue) -> Bool {
        let titles = context.cards.indices.map { context.cards[card: $0].title }
        guard let index = value.cardIndex else { return false }
        return [index - 1, index + 1].contains { titles.indices.contains($0) && Self.saysMinutes(titles[$0]) }
    }

    /// One timed value as written.
    struct TimedValue {
        let field: String
        let range: SourceRange
        let text: String
        let cardTitle: String
        let cardIndex: Int?

        /// The value, when written as bare digits.
        var bareSeconds: Int? {
            guard !text.isEmpty, text.utf8.count <= 6, text.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
            return Int(text)
        }

    }

    private func timedValues() -> [TimedValue] {
        var values: [TimedValue] = []
        for card in context.cards {
            for field in Self.timedFields[card.kind] ?? [] {
                guard let syntax = card.syntax.fields[field], let text = sourceText(syntax.valueRange) else { continue }
                values.append(
                    TimedValue(field: field, range: syntax.valueRange, text: text, cardTitle: card.card.title, cardIndex: card.index))
            }
        }
        return values
    }

    /// The text of a one-line range, as written.
    private func sourceText(_ range: SourceRange) -> String? {
        guard range.start.line == range.end.line, let line = context.file.line(range.start.line) else { return nil }
        let characters = Array(line)
        let start = range.start.column - 1
        let end = range.end.column - 1
        guard start >= 0, end <= characters.count, start < end else { return nil }
        return String(characters[start..<end])
    }

    /// Whether `text` names minutes in a language of the vocabulary (`5 minute`, `10-Minuten`, `5min`).
    static func saysMinutes(_ text: String) -> Bool {
        var word = ""
        for character in NameMatching.folded(text) + " " {
            if character.isLetter {
                word.append(character)
                continue
            }
            if !word.isEmpty, word.count > 1, let unit = Vocabulary.unit(word), unit.seconds == 60, unit.per == 1 { return true }
            word = ""
        }
        return false
    }
}
