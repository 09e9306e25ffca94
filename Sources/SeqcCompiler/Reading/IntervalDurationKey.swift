/// A `duration` (or another word meaning work or rest) written on an interval card, where
/// it names neither field alone, read for what it holds when that has one reading:
///
/// - the interval in shorthand, with no work, rest or rounds written beside it
///   (`30/30 x 10`, `10 x 30s on / 30s off`, `8 x 20s/10s`): those three fields;
/// - the interval's whole length beside its work and rest and no rounds (`duration: 4m`
///   with `work: 20s`, `rest: 10s`): the rounds it makes, when it is a whole number of
///   work-and-rest rounds (each round ends with its rest, as an interval's does by default).
///
/// Both read a number off words, so each fix is unsafe (docs/decisions.md, "Fix safety").
/// Anything else keeps the plain question of which field is meant.
struct IntervalDurationKey {
    let fix: FixIt
    let help: String

    /// The reading of `pair` on a mapping whose `fields` have `work`, `rest` and `rounds`
    /// among their specs; nil when it has none, or more than one.
    init?(_ pair: YAMLPair, fields: MappingFields, source: SourceFile?) {
        guard let text = pair.value.scalar, text.utf8.count <= TextStep.maxLength else { return nil }
        let work = fields["work"], rest = fields["rest"]
        if work == nil, rest == nil, fields["rounds"] == nil, let (workSeconds, restSeconds, rounds) = Self.shorthand(text) {
            let separator =
                Self.isFlow(fields, source: source) ? ", " : "\n" + String(repeating: " ", count: pair.key.range.start.column - 1)
            let written = ["work: \(DurationText.text(workSeconds))", "rest: \(DurationText.text(restSeconds))", "rounds: \(rounds)"]
            fix = FixIt(
                range: SourceRange(start: pair.key.range.start, end: pair.value.range.end),
                replacement: written.joined(separator: separator),
                safety: .unsafe)
            help =
                "'\(text)' is \(rounds) rounds of \(DurationText.text(workSeconds)) work and \(DurationText.text(restSeconds)) rest: "
                + written.map { "'\($0)'" }.joined(separator: ", ")
            return
        }
        guard let work, let rest, fields["rounds"] == nil, let total = DurationSyntax.seconds(text, isPlainInteger: true),
            let workSeconds = work.value.scalar.flatMap({ DurationSyntax.seconds($0, isPlainInteger: true) }),
            let restSeconds = rest.value.scalar.flatMap({ DurationSyntax.seconds($0, isPlainInteger: true) }),
            workSeconds + restSeconds > 0, total % (workSeconds + restSeconds) == 0, total / (workSeconds + restSeconds) >= 1
        else { return nil }
        let rounds = total / (workSeconds + restSeconds)
        fix = FixIt(
            range: SourceRange(start: pair.key.range.start, end: pair.value.range.end), replacement: "rounds: \(rounds)", safety: .unsafe)
        help =
            "'\(text)' is the whole interval, \(rounds) rounds of \(DurationText.text(workSeconds)) work and "
            + "\(DurationText.text(restSeconds)) rest; an interval writes 'rounds: \(rounds)'"
    }

    /// Whether `key` is a word of the vocabulary for a countdown's `duration` (`Dauer`, `durée`).
    static func isDurationWord(_ key: String) -> Bool {
        durationWords.contains(NameMatching.normalised(key))
    }

    private static let durationWords = Set(Vocabulary.synonyms(of: "duration", at: "countdown").map(NameMatching.normalised))

    /// Work, rest and rounds written in one text: units as ``TextStep`` reads them, or
    /// bare numbers on either side of a slash, which interval shorthand gives in seconds.
    private static func shorthand(_ text: String) -> (Int, Int, Int)? {
        for candidate in [text, closedUp(secondsAroundSlash(text))] {
            if case .interval(let title, let work, let rest, let rounds)? = TextStep.read(candidate), title.isEmpty, work > 0, rest > 0 {
                return (work, rest, rounds)
            }
        }
        return nil
    }

    /// Below this, a bare number in shorthand may as well be minutes (`4/1 x 5`): no reading.
    private static let minBareSeconds = 10

    /// `text` with a bare number on each side of its one slash given seconds (`30/30` is
    /// `30s/30s`), when both are at least ``minBareSeconds``.
    private static func secondsAroundSlash(_ text: String) -> String {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let before = parts[0].last(where: { $0 != " " }), isDigit(before),
            let after = parts[1].first(where: { $0 != " " }), isDigit(after)
        else { return text }
        let tail = parts[1].drop(while: { $0 == " " })
        let digits = tail.prefix(while: isDigit)
        guard tail.dropFirst(digits.count).first.map({ $0 == " " }) ?? true,
            let first = Int(String(parts[0].trimmingTrailingSpaces.reversed().prefix(while: isDigit).reversed())),
            let second = Int(digits), min(first, second) >= minBareSeconds
        else { return text }
        return parts[0].trimmingTrailingSpaces + "s / " + digits + "s" + tail.dropFirst(digits.count)
    }

    /// `text` with the spaces around its slash and after a times sign before a number
    /// closed up (`30s / 30s x 10` is `30s/30s x10`), as ``TextStep`` reads a count.
    private static func closedUp(_ text: String) -> String {
        var words = text.split(separator: " ").map(String.init)
        var index = 0
        while index + 1 < words.count {
            if words[index] == "/" || words[index + 1] == "/" || words[index].hasSuffix("/") || words[index + 1].hasPrefix("/")
                || ["x", "×", "X"].contains(words[index]) && words[index + 1].allSatisfy(isDigit)
            {
                words[index] += words.remove(at: index + 1)
            } else {
                index += 1
            }
        }
        return words.joined(separator: " ")
    }

    private static func isDigit(_ character: Character) -> Bool { ("0"..."9").contains(character) }

    /// Whether the mapping is written in flow style (`{...}`, as JSON is).
    private static func isFlow(_ fields: MappingFields, source: SourceFile?) -> Bool {
        guard let source, let offset = source.byteOffset(of: fields.range.start), offset < source.bytes.count else { return false }
        return source.bytes[offset] == UInt8(ascii: "{")
    }
}

extension Substring {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
