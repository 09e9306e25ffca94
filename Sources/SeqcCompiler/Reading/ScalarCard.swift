import SeqcModel

/// A card written as plain text where a mapping belongs (`- Plank 45s`, `- Stretch`), as
/// models write quick lists. Text ending in a duration with a unit reads as a countdown
/// of that length, other text as an info card. The fix-it is unsafe: the kind is a guess.
struct ScalarCard {
    let context: ReadingContext

    /// The help and fix-it for `node`, or nil when it is not one line of plain text in a
    /// block list (a flow list cannot take the line the duration goes on).
    func repair(_ node: YAMLNode) -> (help: String, fixIts: [FixIt])? {
        guard node.tag == nil, case .scalar(let text, .plain) = node.content, !node.isNull,
            node.range.start.line == node.range.end.line, context.followsDash(node.range.start)
        else { return nil }
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        if let (title, duration) = Self.titleAndDuration(words) {
            let indent = String(repeating: " ", count: node.range.start.column - 1)
            let replacement = "countdown: \(title)\(context.lineBreak)\(indent)duration: \(duration)"
            return (
                "'\(text)' reads as a countdown of \(duration): write '- countdown: \(title)' with 'duration: \(duration)' under it",
                [FixIt(range: node.range, replacement: replacement, safety: .unsafe)]
            )
        }
        return (
            "a card of text only is an info card: write '- info: \(text)'",
            [FixIt(range: node.range, replacement: "info: \(text)", safety: .unsafe)]
        )
    }

    /// The title and the duration of text ending in one: a word with a unit (`Plank 45s`,
    /// kept as written) or two words in the loose forms models write (`Dead bug 1 min`,
    /// written as seqc writes it, `1m`). Nil when a title would not remain.
    static func titleAndDuration(_ words: [Substring]) -> (title: String, duration: String)? {
        if words.count >= 2, let last = words.last, isDurationWithUnit(String(last)) {
            return (words.dropLast().joined(separator: " "), String(last))
        }
        if words.count >= 3, !words[words.count - 2].utf8.contains(where: { !(48...57).contains($0) && $0 != UInt8(ascii: ".") }),
            let seconds = LooseDuration.seconds(words.suffix(2).joined(separator: " ")), seconds >= 1
        {
            return (words.dropLast(2).joined(separator: " "), DurationText.text(seconds))
        }
        return nil
    }

    /// Whether `word` is a duration with a unit (`45s`, `5m`, `1:30`): a bare number
    /// after a title is as likely a count (`Push-ups 12`).
    static func isDurationWithUnit(_ word: String) -> Bool {
        guard word.utf8.count <= 32, !word.utf8.allSatisfy({ (48...57).contains($0) }) else { return false }
        if case .seconds(let seconds) = DurationSyntax.parse(word, isPlainInteger: false) { return seconds >= 1 }
        return false
    }
}
