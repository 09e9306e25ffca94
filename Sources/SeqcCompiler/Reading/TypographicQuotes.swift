import SeqcModel

/// A value a word processor or a model wrapped whole in typographic quotes (`“Child’s
/// pose”`, `‘2m’`, `«Pause»`, `„Dehnen“`): YAML quotes only with `"` and `'`, so it keeps
/// these as characters of the text. The quotes have one reading, the quoting YAML has, so
/// taking them off is a safe fix; an apostrophe inside a word (`Child’s`) stays.
enum TypographicQuotes {
    /// Each opening quote with the closing quotes the languages of docs/vocabulary.md pair
    /// it with (English, German, French, Swedish and Polish usage).
    private static let closers: [Unicode.Scalar: Set<Unicode.Scalar>] = [
        "\u{201C}": ["\u{201D}", "\u{201C}"], "\u{201D}": ["\u{201D}"], "\u{201E}": ["\u{201C}", "\u{201D}"],
        "\u{2018}": ["\u{2019}", "\u{2018}"], "\u{201A}": ["\u{2018}", "\u{2019}"], "\u{00AB}": ["\u{00BB}"], "\u{00BB}": ["\u{00AB}"],
    ]

    /// The text inside quotes that wrap all of `text`, trimmed; nil when `text` is not so
    /// wrapped, or holds its opening quote again (`“A” and “B”` is two quoted words).
    /// Whether a text whose first byte is `byte` may start with a typographic quote: every
    /// one starts with byte E2 (U+2018...U+201E) or C2 (« »), so one byte decides for
    /// nearly every text.
    @inline(__always) static func mayOpen(_ byte: UInt8) -> Bool { byte == 0xE2 || byte == 0xC2 }

    static func inner(_ text: String) -> String? {
        guard let first = text.utf8.first, mayOpen(first) else { return nil }
        let scalars = text.unicodeScalars
        guard scalars.count > 2, let open = scalars.first, let last = scalars.last, closers[open]?.contains(last) == true else {
            return nil
        }
        var inside = scalars.dropFirst().dropLast()
        guard !inside.contains(open) else { return nil }
        while inside.first == " " { inside = inside.dropFirst() }
        while inside.last == " " { inside = inside.dropLast() }
        return inside.isEmpty ? nil : String(String.UnicodeScalarView(inside))
    }
}

extension ReadingContext {
    /// Warns when a title or text is wrapped whole in typographic quotes, with the safe fix
    /// that takes them off. Costs one byte's test for a text not starting with one; every
    /// text ``checkCommentInText(_:named:)`` reads is checked.
    func checkTypographicQuotes(_ node: YAMLNode, named describeName: @autoclosure () -> String) {
        guard let first = node.scalarFirstByte, TypographicQuotes.mayOpen(first), case .scalar(let text, let style) = node.content,
            let inner = TypographicQuotes.inner(text)
        else { return }
        let replacement = style == .plain ? ShapedText.block(inner) : ShapedText.quoted(inner)
        collector.warning(
            .commentInText, at: node.range, "YAML keeps typographic quotes as characters, so \(describeName()) is '\(text)'",
            help: "write it without them, or quote it with '\"': \(replacement)",
            fixIts: [FixIt(range: node.range, replacement: replacement)])
    }
}
