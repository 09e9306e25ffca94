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

    /// The timed fields of `kind`, by their authored names. Asked for every card, so a
    /// switch: nothing is hashed.
    static func timedFields(of kind: CardKind) -> [String] {
        switch kind {
        case .countdown, .rest: ["duration"]
        case .countup: ["target"]
        case .interval: ["work", "rest"]
        case .randomDuration: ["min", "max"]
        default: []
        }
    }

    func findings() -> [Finding] {
        let values = timedValues()
        var findings = distances(among: values)
        // The routine's words are read only for a bare number under a minute: most routines
        // write none, and milliseconds need no words.
        let needsWords = values.contains { $0.bareSeconds.map { $0 >= 1 && $0 < Self.underSeconds } ?? false }
        guard needsWords || values.contains(where: { $0.bareSeconds != nil }) else { return findings }
        let evidence = needsWords ? MinuteEvidence(context: context, values: values) : nil
        var reported = Set<SourcePosition>(minimumCapacity: values.count)
        // Comments and prose are read once, and only for a bare number that is no milliseconds.
        var stated: UnitComments.Statement??
        for value in values {
            guard let seconds = value.bareSeconds, reported.insert(value.range.start).inserted else { continue }
            if let finding = Self.milliseconds(value, seconds: seconds) {
                findings.append(finding)
                continue
            }
            guard seconds >= 1 else { continue }
            let statement = stated ?? UnitComments.statedUnit(in: context)
            stated = statement
            // Words saying the numbers are seconds settle it: they are as written.
            if statement?.unit == .seconds { continue }
            if seconds < Self.underSeconds, let why = evidence?.reason(for: value) {
                findings.append(Self.minutes(value, seconds: seconds, because: why))
            } else if let statement, statement.unit == .minutes {
                let why =
                    statement.inProse ? "the prose around the routine says the values are minutes" : "a comment says the values are minutes"
                findings.append(Self.minutes(value, seconds: seconds, because: why))
            }
        }
        return findings
    }

    /// The timed values written as a number and `m` alone that read as a distance in
    /// metres (``WrittenDistance``): as minutes they are hours no card lasts.
    private func distances(among values: [TimedValue]) -> [Finding] {
        var named: Set<Int>?
        var findings: [Finding] = []
        // By index: a loop over the values would copy each one it passes over.
        for index in values.indices {
            guard values[index].bareSeconds == nil, let bytes = values[index].bytes,
                let number = WrittenDistance.number(utf8: context.file.bytes[bytes])
            else { continue }
            if !WrittenDistance.isDistance(number) {
                let numbers =
                    named
                    ?? WrittenDistance.namedNumbers(
                        in: [context.sequence.title, context.sequence.summary ?? ""] + context.sequence.cards.map(\.title))
                named = numbers
                guard number >= 1, numbers.contains(number) else { continue }
            }
            let value = values[index]
            findings.append(
                Finding(
                    at: value.range,
                    "'\(value.field): \(number)m' is \(DurationText.text(number * 60)): 'm' is minutes, and \(number)m reads as a distance in metres",
                    help:
                        "'m' reads as minutes here: write the time the card takes with its unit ('s', 'm' or 'h'), and keep the distance in its title"
                ))
        }
        return findings
    }

    /// A bare number the routine's words put in minutes.
    private static func minutes(_ value: TimedValue, seconds: Int, because why: String) -> Finding {
        Finding(
            at: value.range, "'\(value.field): \(seconds)' is \(seconds) seconds, but \(why)",
            help: "write the unit after the number: 'm' if minutes are meant, or 's' if seconds are",
            fixIts: [FixIt(range: value.range, replacement: "\(seconds)m", safety: .unsafe)])
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
        /// The card's index in the routine, where its title is read.
        let cardIndex: Int
        /// The value's bytes in the file, when it is written on one line.
        let bytes: Range<Int>?
        /// The value, when written as one to seven bare digits.
        let bareSeconds: Int?
    }

    /// The value in seconds, however it is written; nil when it is no duration.
    static func seconds(of value: TimedValue, in file: SourceFile) -> Int? {
        text(of: value, in: file).flatMap(seconds(written:))
    }

    /// The seconds a value's text means, however it is written; nil when it is no duration.
    static func seconds(written text: String) -> Int? {
        DurationSyntax.seconds(text, isPlainInteger: true)
    }

    /// The value's text as written.
    static func text(of value: TimedValue, in file: SourceFile) -> String? {
        value.bytes.map { String(decoding: file.bytes[$0], as: UTF8.self) }
    }

    private func timedValues() -> [TimedValue] {
        let cards = context.cards
        var values: [TimedValue] = []
        values.reserveCapacity(cards.count)
        context.file.withByteOffsets { byteOffset in
            for index in cards.indices {
                for field in Self.timedFields(of: cards[card: index].kind) {
                    guard let syntax = cards[syntax: index].fields[field] else { continue }
                    let range = syntax.valueRange
                    var bytes: Range<Int>?
                    if range.start.line == range.end.line, let start = byteOffset(range.start), let end = byteOffset(range.end),
                        start < end
                    {
                        bytes = start..<end
                    }
                    values.append(
                        TimedValue(
                            field: field, range: range, cardIndex: index, bytes: bytes,
                            bareSeconds: bytes.flatMap(bareDigits)))
                }
            }
        }
        return values
    }

    /// The number `bytes` hold when they are one to seven bare digits.
    private func bareDigits(_ bytes: Range<Int>) -> Int? {
        guard (1...7).contains(bytes.count) else { return nil }
        var number = 0
        for byte in context.file.bytes[bytes] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            number = number * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return number
    }
}
