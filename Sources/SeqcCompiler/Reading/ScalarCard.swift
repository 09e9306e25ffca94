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
        if words.count >= 2, let last = words.last, Self.isDurationWithUnit(String(last)) {
            let title = words.dropLast().joined(separator: " ")
            let indent = String(repeating: " ", count: node.range.start.column - 1)
            let replacement = "countdown: \(title)\(context.lineBreak)\(indent)duration: \(last)"
            return (
                "'\(text)' reads as a countdown of \(last): write '- countdown: \(title)' with 'duration: \(last)' under it",
                [FixIt(range: node.range, replacement: replacement, safety: .unsafe)]
            )
        }
        return (
            "a card of text only is an info card: write '- info: \(text)'",
            [FixIt(range: node.range, replacement: "info: \(text)", safety: .unsafe)]
        )
    }

    /// Whether `word` is a duration with a unit (`45s`, `5m`, `1:30`): a bare number
    /// after a title is as likely a count (`Push-ups 12`).
    static func isDurationWithUnit(_ word: String) -> Bool {
        guard word.utf8.count <= 32, !word.utf8.allSatisfy({ (48...57).contains($0) }) else { return false }
        if case .seconds(let seconds) = DurationSyntax.parse(word, isPlainInteger: false) { return seconds >= 1 }
        return false
    }
}
