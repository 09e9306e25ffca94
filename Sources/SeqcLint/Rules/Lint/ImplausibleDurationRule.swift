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
        // The words are read first: a title is a few bytes read once, while a value's text is
        // a walk to its place in the file, and most routines never speak of minutes.
        let routineSaysMinutes = Self.saysMinutes(context.sequence.title) || Self.saysMinutes(context.sequence.summary ?? "")
        let cards = context.sequence.cards
        let titlesSayMinutes = cards.indices.map { Self.saysMinutes(cards[$0].title) }
        guard routineSaysMinutes || titlesSayMinutes.contains(true) else { return [] }
        var findings: [Finding] = []
        for index in context.cards.indices {
            let cardSaysMinutes = titlesSayMinutes[index]
            // A card next to this one (before or after it) speaking of minutes, as
            // `- info: Sit for 5 minutes` before the timer does.
            let neighboursSayMinutes =
                (index > 0 && titlesSayMinutes[index - 1]) || (index + 1 < titlesSayMinutes.count && titlesSayMinutes[index + 1])
            guard routineSaysMinutes || cardSaysMinutes || neighboursSayMinutes else { continue }
            let why = routineSaysMinutes || cardSaysMinutes ? "the routine speaks of minutes" : "its neighbours' titles speak of minutes"
            for (field, range, seconds) in bareValuesUnderAMinute(ofCard: index) {
                findings.append(
                    Finding(
                        at: range, "'\(field): \(seconds)' is \(seconds) seconds, but \(why)",
                        help: "write the unit: '\(field): \(seconds)m' for minutes, or add 's' after the number if seconds are meant",
                        fixIts: [FixIt(range: range, replacement: "\(seconds)m", safety: .unsafe)]))
            }
        }
        return findings
    }

    /// The timed values of the card at `index` written as bare digits, under a minute.
    private func bareValuesUnderAMinute(ofCard index: Int) -> [(field: String, range: SourceRange, seconds: Int)] {
        var values: [(field: String, range: SourceRange, seconds: Int)] = []
        for field in Self.timedFields[context.cards[card: index].kind] ?? [] {
            guard let syntax = context.cards[syntax: index].fields[field], let seconds = bareSeconds(at: syntax.valueRange),
                seconds >= 1, seconds < Self.underSeconds
            else { continue }
            values.append((field, syntax.valueRange, seconds))
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
        asciiSaysMinutes(text) ?? foldedSaysMinutes(text)
    }

    /// The minute words written in ASCII letters only: an ASCII word can equal no other.
    private static let asciiMinuteWords = Vocabulary.minuteWords.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
    private static let longestMinuteWord = asciiMinuteWords.map(\.utf8.count).max() ?? 0
    /// The lower-case ASCII letters a minute word starts with, one bit each (bit `byte & 63`
    /// of a lower-case letter, 0x61...0x7A, is unique among them).
    private static let minuteWordInitials: UInt64 = asciiMinuteWords.reduce(0) { mask, word in
        guard let first = word.utf8.first, (0x61...0x7A).contains(first) else { return mask }
        return mask | (1 << UInt64(first & 63))
    }

    /// ``saysMinutes(_:)`` for ASCII text, where folding is lower-casing: a title's words are
    /// read in place, and only a word that could be a minute word becomes a string. Nil when
    /// the text is not ASCII (found in the same pass), for the folding reading to answer.
    static func asciiSaysMinutes(_ text: String) -> Bool? {
        var text = text
        return text.withUTF8 { bytes in
            let (longest, initials) = (longestMinuteWord, minuteWordInitials)
            var start = 0
            var saysMinutes = false
            while start < bytes.count {
                guard bytes[start] < 0x80 else { return nil }
                guard isASCIILetter(bytes[start]) else {
                    start += 1
                    continue
                }
                var end = start
                while end < bytes.count, isASCIILetter(bytes[end]) { end += 1 }
                let length = end - start
                if length > 1, length <= longest, initials & (1 << UInt64((bytes[start] | 0x20) & 63)) != 0 {
                    let word = String(decoding: bytes[start..<end].map { $0 | 0x20 }, as: UTF8.self)
                    if asciiMinuteWords.contains(word) { saysMinutes = true }
                }
                start = end
            }
            return saysMinutes
        }
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
