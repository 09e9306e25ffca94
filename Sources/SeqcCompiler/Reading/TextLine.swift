import SeqcModel

/// One line of a routine written as text: its indentation, how it is marked (a Markdown
/// or org heading, a bullet, a number, a checkbox) and its words.
struct TextLine {
    enum Marker: Equatable {
        /// Plain text: prose, a title line, a group's header or an indented step.
        case none
        case heading
        case bullet
        case number
        case checkbox
        /// A tag of XML or HTML (`<Warmup Duration="300"/>`): another format's file.
        case markup
    }

    let indent: Int
    let marker: Marker
    private(set) var text: String
    /// Whether Markdown emphasis was taken from the text (`**Rest**: 20 s`): markup, which
    /// no line of a routine in YAML holds.
    private(set) var isEmphasised = false

    /// `raw` taken apart; nil for a blank line, a fence or an org keyword other than the
    /// title, which carry no step.
    init?(_ raw: Substring) {
        var indent = 0
        var rest = raw.drop(while: { character in
            guard character == " " || character == "\t" else { return false }
            indent += character == "\t" ? 4 : 1
            return true
        })
        while let last = rest.last, last == " " || last == "\t" || last == "\r" { rest = rest.dropLast() }
        guard !rest.isEmpty, !rest.hasPrefix("```"), !rest.hasPrefix("~~~") else { return nil }
        self.indent = indent
        if rest.lowercased().hasPrefix("#+title:") {
            (marker, text) = (.heading, Self.trimmed(rest.dropFirst(8)))
        } else if rest.hasPrefix("#+") {
            return nil
        } else if rest.hasPrefix("#") {
            let text = rest.drop(while: { $0 == "#" })
            guard text.first == " " else { return nil }
            (marker, self.text) = (.heading, Self.trimmed(text))
        } else if rest.hasPrefix("<") {
            (marker, text) = (.markup, String(rest))
        } else if let item = Self.checkbox(rest) {
            (marker, text) = (.checkbox, item)
        } else if let (mark, item) = Self.marked(rest) {
            (marker, text) = (mark, item)
        } else if let item = Self.numbered(rest) {
            (marker, text) = (.number, item)
        } else {
            (marker, text) = (.none, String(rest))
        }
        if marker != .markup {
            let plain = MarkdownEmphasis.removed(from: text)
            (isEmphasised, text) = (plain != text, plain)
        }
    }

    /// Whether the line is a list item of any kind.
    var isItem: Bool { marker == .bullet || marker == .number || marker == .checkbox }

    /// The text of `- [ ] item`, `* [x] item`, `[ ] item`; nil for other lines.
    private static func checkbox(_ line: Substring) -> String? {
        var rest = line
        if let first = rest.first, "-*+".contains(first), rest.dropFirst().first == " " { rest = rest.dropFirst(2) }
        guard rest.count >= 4, rest.first == "[", rest.dropFirst(2).first == "]", rest.dropFirst(3).first == " " else { return nil }
        guard let mark = rest.dropFirst().first, " xX✓".contains(mark) else { return nil }
        return trimmed(rest.dropFirst(4))
    }

    /// Every mark a list item starts with, but numbers and `[ ]`: bullets, and the checkbox
    /// glyphs notes apps write (`☐ glass of water`, `✅ Stretch`). A glyph heading several
    /// lines that is not here leaves the text unread (``unknownMark(_:)``), never dropped.
    static let listMarks: [Unicode.Scalar: Marker] = {
        var marks: [Unicode.Scalar: Marker] = [:]
        for mark in "-*+•◦‣▪▸►▶➤●○·".unicodeScalars { marks[mark] = .bullet }
        for mark in "☐☑☒✅□▢⬜⬛✓✔✗✘❎◻◽◼■🔲🔳❌".unicodeScalars { marks[mark] = .checkbox }
        return marks
    }()

    /// The mark and text of a line starting with one of ``listMarks`` and a space; a bullet
    /// over a checkbox glyph (`- ☐ item`) is a checkbox.
    private static func marked(_ line: Substring) -> (Marker, String)? {
        var scalars = line.unicodeScalars[...]
        guard let first = scalars.first, let marker = listMarks[first] else { return nil }
        scalars = scalars.dropFirst()
        if scalars.first == "\u{FE0F}" { scalars = scalars.dropFirst() }
        guard scalars.first == " " || scalars.first == "\t" else { return nil }
        let text = trimmed(Substring(scalars))
        if marker == .bullet, let (inner, item) = marked(Substring(text)), inner == .checkbox { return (.checkbox, item) }
        return (marker, text)
    }

    /// The glyph a line of plain text starts with, followed by a space, when it is a symbol
    /// no list mark names (`⭕ Stretch`): may be a list mark the reader does not know.
    static func unknownMark(_ text: String) -> Unicode.Scalar? {
        var scalars = text.unicodeScalars[...]
        guard let first = scalars.first, listMarks[first] == nil else { return nil }
        switch first.properties.generalCategory {
        case .otherSymbol, .mathSymbol, .otherPunctuation, .dashPunctuation: break
        default: return nil
        }
        scalars = scalars.dropFirst()
        while let next = scalars.first, next == "\u{FE0F}" || next.properties.generalCategory == .nonspacingMark {
            scalars = scalars.dropFirst()
        }
        return scalars.first == " " || scalars.first == "\t" ? first : nil
    }

    /// The text of `1. item` or `1) item`; nil for other lines.
    private static func numbered(_ line: Substring) -> String? {
        let digits = line.prefix(while: { $0.isASCII && $0.isNumber })
        guard (1...3).contains(digits.count) else { return nil }
        let rest = line.dropFirst(digits.count)
        guard let mark = rest.first, mark == "." || mark == ")", rest.dropFirst().first == " " else { return nil }
        return trimmed(rest.dropFirst(2))
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop(while: { $0 == " " || $0 == "\t" }))
    }

    /// Whether the line is written as a YAML key of the language (`title: Legs`,
    /// `- countdown: Plank`, `duration: 5m`): a routine in YAML, which is never read as text.
    var isLanguageKey: Bool {
        guard !isEmphasised, let colon = text.firstIndex(of: ":") else { return false }
        let key = text[..<colon]
        guard !key.isEmpty, key.count <= 40, !key.contains(" ") || key.split(separator: " ").count <= 2 else { return false }
        let name = String(key)
        let value = String(text[text.index(after: colon)...])
        if TextRoutine.titlesItsTime(name, value) || TextRoutine.labelsShorthand(name, value.trimmingWhitespace()) { return false }
        return Language.meaning(of: name, among: Language.topLevelFields) != nil || NameMatching.kind(name) != nil
            || CardKind.allCases.contains { Language.meaning(of: name, among: Language.cardFields(of: $0)) != nil }
            || Vocabulary.kind(named: name) != nil || Vocabulary.isStepWord(name) || name == "repeat"
    }
}
