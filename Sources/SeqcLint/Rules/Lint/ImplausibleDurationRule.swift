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
        // Only a bare number under a minute can be implausible, so the titles (whose words
        // cost a vocabulary lookup each) are read only when such a number is written.
        let candidates = bareValuesUnderAMinute()
        guard !candidates.isEmpty else { return [] }
        let routineSaysMinutes = Self.saysMinutes(context.sequence.title) || Self.saysMinutes(context.sequence.summary ?? "")
        var findings: [Finding] = []
        for value in candidates {
            let cardSaysMinutes = Self.saysMinutes(value.cardTitle)
            guard routineSaysMinutes || cardSaysMinutes || neighboursSayMinutes(around: value.cardIndex) else { continue }
            let seconds = value.seconds
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

    /// Whether a card next to the card at `index` (before or after it) has a title speaking
    /// of minutes, as `- info: Sit for 5 minutes` before the timer does.
    private func neighboursSayMinutes(around index: Int) -> Bool {
        [index - 1, index + 1].contains { context.cards.indices.contains($0) && Self.saysMinutes(context.cards[card: $0].title) }
    }

    /// One timed value written as bare digits, under a minute.
    struct TimedValue {
        let field: String
        let range: SourceRange
        let seconds: Int
        let cardTitle: String
        let cardIndex: Int
    }

    private func bareValuesUnderAMinute() -> [TimedValue] {
        var values: [TimedValue] = []
        for index in context.cards.indices {
            let kind = context.cards[card: index].kind
            for field in Self.timedFields[kind] ?? [] {
                guard let syntax = context.cards[syntax: index].fields[field], let seconds = bareSeconds(at: syntax.valueRange),
                    seconds >= 1, seconds < Self.underSeconds
                else { continue }
                values.append(
                    TimedValue(
                        field: field, range: syntax.valueRange, seconds: seconds, cardTitle: context.cards[card: index].title,
                        cardIndex: index))
            }
        }
        return values
    }

    /// The number a one-line range holds when it is written as one to six bare digits.
    private func bareSeconds(at range: SourceRange) -> Int? {
        guard range.start.line == range.end.line, let start = context.file.byteOffset(of: range.start),
            let end = context.file.byteOffset(of: range.end), start < end, end - start <= 6
        else { return nil }
        var number = 0
        for byte in context.file.bytes[start..<end] {
            guard (0x30...0x39).contains(byte) else { return nil }
            number = number * 10 + Int(byte - 0x30)
        }
        return number
    }

    /// Whether `text` names minutes in a language of the vocabulary (`5 minute`, `10-Minuten`, `5min`).
    static func saysMinutes(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 } ? asciiSaysMinutes(text) : foldedSaysMinutes(text)
    }

    /// The minute words written in ASCII letters only: an ASCII word can equal no other.
    private static let asciiMinuteWords = Vocabulary.minuteWords.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
    private static let longestMinuteWord = asciiMinuteWords.map(\.utf8.count).max() ?? 0
    private static let minuteWordInitials = Set(asciiMinuteWords.compactMap(\.utf8.first))

    /// ``saysMinutes(_:)`` for ASCII text, where folding is lower-casing: a title's words are
    /// read in place, and only a word that could be a minute word becomes a string.
    static func asciiSaysMinutes(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            guard isASCIILetter(bytes[start]) else {
                start += 1
                continue
            }
            var end = start
            while end < bytes.count, isASCIILetter(bytes[end]) { end += 1 }
            let length = end - start
            if length > 1, length <= longestMinuteWord, minuteWordInitials.contains(bytes[start] | 0x20) {
                let word = String(decoding: bytes[start..<end].map { $0 | 0x20 }, as: UTF8.self)
                if asciiMinuteWords.contains(word) { return true }
            }
            start = end
        }
        return false
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    /// ``saysMinutes(_:)`` for any text: each run of letters, folded, looked up as a unit.
    static func foldedSaysMinutes(_ text: String) -> Bool {
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
