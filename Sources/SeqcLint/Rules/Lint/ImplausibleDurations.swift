import SeqcCompiler
import SeqcModel

/// The timed values a routine writes as bare numbers whose unit its words put in doubt.
/// Only written text is judged: a value with a unit says what it means.
struct ImplausibleDurations {
    let context: RoutineContext

    /// Under this many seconds a bare number is "a few seconds": a minute written as `60`
    /// is already a minute.
    static let underSeconds = 60
    /// From this many, a bare whole number of thousands reads as milliseconds: as seconds
    /// it is nearly three hours for one card.
    static let millisecondsFrom = 10_000

    /// The timed fields of each kind, by their authored names.
    static let timedFields: [CardKind: [String]] = [
        .countdown: ["duration"], .rest: ["duration"], .countup: ["target"], .interval: ["work", "rest"],
        .randomDuration: ["min", "max"],
    ]

    func findings() -> [Finding] {
        let values = timedValues()
        // The routine's words are read only for a bare number under a minute: most routines
        // write none, and milliseconds need no words.
        let needsWords = values.contains { $0.bareSeconds.map { $0 >= 1 && $0 < Self.underSeconds } ?? false }
        guard needsWords || values.contains(where: { $0.bareSeconds != nil }) else { return [] }
        let evidence = needsWords ? MinuteEvidence(context: context, values: values) : nil
        var reported: Set<SourcePosition> = []
        var findings: [Finding] = []
        for value in values {
            guard let seconds = value.bareSeconds, reported.insert(value.range.start).inserted else { continue }
            if let finding = Self.milliseconds(value, seconds: seconds) {
                findings.append(finding)
            } else if seconds >= 1, seconds < Self.underSeconds, let why = evidence?.reason(for: value) {
                findings.append(
                    Finding(
                        at: value.range, "'\(value.field): \(seconds)' is \(seconds) seconds, but \(why)",
                        help: "write the unit: '\(value.field): \(seconds)m' for minutes, or add 's' after the number if seconds are meant",
                        fixIts: [FixIt(range: value.range, replacement: "\(seconds)m", safety: .unsafe)]))
            }
        }
        return findings
    }

    /// A bare whole number of thousands, large enough that as seconds it is hours.
    private static func milliseconds(_ value: TimedValue, seconds: Int) -> Finding? {
        guard seconds >= millisecondsFrom, seconds % 1000 == 0 else { return nil }
        let meant = DurationText.text(seconds / 1000)
        return Finding(
            at: value.range,
            "'\(value.field): \(seconds)' is \(DurationText.text(seconds)) as seconds; as milliseconds it is \(meant)",
            help: "write the unit: '\(value.field): \(meant)' if milliseconds are meant, or write it in hours if seconds are",
            fixIts: [FixIt(range: value.range, replacement: meant, safety: .unsafe)])
    }

    /// One timed value as written.
    struct TimedValue {
        let field: String
        let range: SourceRange
        let text: String
        let cardTitle: String
        let cardIndex: Int
        /// The value, when written as one to seven bare digits.
        let bareSeconds: Int?

        init(field: String, range: SourceRange, text: String, cardTitle: String, cardIndex: Int) {
            self.field = field
            self.range = range
            self.text = text
            self.cardTitle = cardTitle
            self.cardIndex = cardIndex
            bareSeconds =
                !text.isEmpty && text.utf8.count <= 7 && text.utf8.allSatisfy({ (48...57).contains($0) }) ? Int(text) : nil
        }

        /// The value in seconds, however it is written; nil when it is no duration.
        var seconds: Int? {
            if case .seconds(let seconds) = DurationSyntax.parse(text, isPlainInteger: true) { return seconds }
            return nil
        }
    }

    private func timedValues() -> [TimedValue] {
        var values: [TimedValue] = []
        let cards = context.cards
        for index in cards.indices {
            for field in Self.timedFields[cards[card: index].kind] ?? [] {
                guard let syntax = cards[syntax: index].fields[field], let text = sourceText(syntax.valueRange) else { continue }
                values.append(
                    TimedValue(field: field, range: syntax.valueRange, text: text, cardTitle: cards[card: index].title, cardIndex: index))
            }
        }
        return values
    }

    /// The text of a one-line range, as written: its bytes, found by the line index.
    private func sourceText(_ range: SourceRange) -> String? {
        guard range.start.line == range.end.line, let start = context.file.byteOffset(of: range.start),
            let end = context.file.byteOffset(of: range.end), start < end
        else { return nil }
        return String(decoding: context.file.bytes[start..<end], as: UTF8.self)
    }
}
