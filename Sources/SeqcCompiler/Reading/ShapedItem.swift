import SeqcModel

/// A card or a `repeat` block in the language's own form, as a shape repair writes it in
/// place of a card written in another app's or a person's shape (`Plank (45s)`,
/// `Deadlift 5x5`, `sets: 3` with `reps: 10`). Values are kept as their text; the writer
/// quotes what YAML would read otherwise.
indirect enum ShapedItem: Equatable {
    /// A card: its kind, its title (empty for an untitled card) and its fields in order.
    case card(CardKind, title: String, fields: [ShapedField])
    /// A block played `rounds` times, with a rest between rounds when `rest` is set.
    case block(title: String, rounds: String, rest: String?, items: [ShapedItem])

    /// The item as block YAML: its first line without indentation (it follows `- `), each
    /// further line indented by `indent` spaces.
    func blockText(indent: Int, lineBreak: String) -> String {
        let pad = String(repeating: " ", count: indent)
        switch self {
        case .card(let kind, let title, let fields):
            var text = kind.rawValue + ":" + (title.isEmpty ? "" : " " + ShapedText.block(title))
            for field in fields { text += lineBreak + pad + field.name + ": " + ShapedText.value(field.value) }
            return text
        case .block(let title, let rounds, let rest, let items):
            var text = RepeatBlock.key + ": " + ShapedText.block(title) + lineBreak + pad + "rounds: " + ShapedText.value(rounds)
            if let rest { text += lineBreak + pad + "rest: " + ShapedText.value(rest) }
            text += lineBreak + pad + "cards:"
            for item in items { text += lineBreak + pad + "  - " + item.blockText(indent: indent + 4, lineBreak: lineBreak) }
            return text
        }
    }

    /// The item as one flow mapping, for a card written inside `[...]` (JSON).
    var flowText: String {
        switch self {
        case .card(let kind, let title, let fields):
            let head = kind.rawValue + ": " + (title.isEmpty ? "null" : ShapedText.quoted(title))
            return "{" + ([head] + fields.map { $0.name + ": " + ShapedText.flow($0.value) }).joined(separator: ", ") + "}"
        case .block(let title, let rounds, let rest, let items):
            var parts = [RepeatBlock.key + ": " + ShapedText.quoted(title), "rounds: " + ShapedText.flow(rounds)]
            if let rest { parts.append("rest: " + ShapedText.flow(rest)) }
            parts.append("cards: [" + items.map(\.flowText).joined(separator: ", ") + "]")
            return "{" + parts.joined(separator: ", ") + "}"
        }
    }

    /// A short description for a help line: `- repeat: Deadlift` with its rounds.
    var summary: String {
        switch self {
        case .card(let kind, let title, let fields):
            let head = "'- \(kind.rawValue):\(title.isEmpty ? "" : " " + title)'"
            return fields.isEmpty ? head : head + " with " + fields.map { "'\($0.name): \($0.value)'" }.joined(separator: ", ")
        case .block(let title, let rounds, let rest, let items):
            let inner = items.map(\.summary).joined(separator: ", ")
            return "'- repeat: \(title)' with 'rounds: \(rounds)'\(rest.map { ", 'rest: \($0)'" } ?? "") around \(inner)"
        }
    }
}

/// One field of a ``ShapedItem/card(_:title:fields:)``: its name in the language and its value's text.
struct ShapedField: Equatable {
    let name: String
    let value: String
}

/// Writing a title or value so that YAML reads it back as the same text.
enum ShapedText {
    /// Plain when YAML reads the plain text as that text, else double-quoted.
    static func block(_ text: String) -> String {
        isPlainSafe(text) ? text : quoted(text)
    }

    /// A field's value: a whole number plain (it is a count or seconds), other text as ``block(_:)``.
    static func value(_ text: String) -> String {
        isWholeNumber(text) || text == "true" || text == "false" ? text : block(text)
    }

    /// A duration as the language writes it when it reads one loosely written
    /// (`2 min` is `2m`), else as written: a shape repair never leaves a duration the next
    /// reading would report.
    static func duration(_ text: String) -> String {
        if ScalarCard.isDurationWithUnit(text) { return text }
        return LooseDuration.seconds(text).map(DurationText.text) ?? text
    }

    /// In a flow collection: whole numbers plain, everything else double-quoted.
    static func flow(_ text: String) -> String {
        isWholeNumber(text) ? text : quoted(text)
    }

    private static func isWholeNumber(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 18 && text.utf8.allSatisfy { (48...57).contains($0) }
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if isPrintable(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += escaped(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Whether YAML lets `scalar` stand as itself in a scalar: its printable set, less the
    /// byte order mark and the line breaks libyaml reads beside `\n` (NEL, U+2028, U+2029,
    /// which a scalar would fold). Anything else a written fix escapes, or the YAML breaks
    /// or reads back as other text.
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0x2027, 0x202A...0xD7FF, 0xE000...0xFEFE, 0xFF00...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    /// `\xNN`, `\uNNNN` or `\UNNNNNNNN`: YAML's escapes of a scalar by its value.
    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        let (prefix, width) = scalar.value < 0x100 ? ("\\x", 2) : scalar.value < 0x10000 ? ("\\u", 4) : ("\\U", 8)
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return prefix + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// Characters that change how YAML reads a plain scalar when they start it.
    private static let indicators: Set<Unicode.Scalar> = [
        "-", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`", " ",
    ]
    /// Plain scalars YAML reads as something other than text.
    private static let reserved: Set<String> = ["true", "false", "yes", "no", "on", "off", "null", "~", "y", "n"]

    private static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last, !indicators.contains(first),
            last != " ", last != ":", !text.contains(": "), !text.contains(" #"), !text.contains("\n"), !text.contains("\t"),
            !reserved.contains(text.lowercased()), text.unicodeScalars.allSatisfy(isPrintable)
        else { return false }
        // A number (`400`, `1.5`) would be read as one.
        return !text.unicodeScalars.allSatisfy { ("0"..."9").contains($0) || $0 == "." || $0 == "+" || $0 == "-" }
    }
}
