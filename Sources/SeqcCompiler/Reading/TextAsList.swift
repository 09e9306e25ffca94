import SeqcModel

/// Text written where a list belongs (`items: a, b, c`, `items: "a; b; c"`), rewritten
/// as a flow list on the same line, `[a, b, c]`. A flow list replaces only the value,
/// so the line's indentation and any comment after it stay as they were.
///
/// Splitting is a guess (an item may hold a comma: `items: Stretch, slowly`), so a fix
/// that splits is unsafe; text with no separator becomes a one-item list, which is safe.
enum TextAsList {
    /// Texts longer than this are left alone: no one lists items that way.
    static let maxLength = 4096

    /// The fix for a scalar written on one line; nil for anything else.
    static func flowList(_ node: YAMLNode) -> FixIt? {
        guard case .scalar(let text, let style) = node.content, style == .plain || style == .singleQuoted || style == .doubleQuoted,
            node.range.start.line == node.range.end.line, text.utf8.count <= maxLength, !node.isNull
        else { return nil }
        let separator: Character = text.contains(";") ? ";" : ","
        var items = text.split(separator: separator, omittingEmptySubsequences: false).map {
            unquoted(String($0).trimmingWhitespace)
        }
        if items.count > 1, items.last == "" { items.removeLast() }
        guard !items.isEmpty, !items.contains("") else { return nil }
        let replacement = "[" + items.map(flowScalar).joined(separator: ", ") + "]"
        return FixIt(range: node.range, replacement: replacement, safety: items.count > 1 ? .unsafe : .safe)
    }

    /// The fix for items written as a mapping of each item to a done flag (`Make bed:
    /// false`, `Towel: yes`, `Shoes:`), as checklist apps export them: the keys as a flow
    /// list, unsafe because the flags are dropped. Nil when any value is more than a flag.
    static func keysAsList(_ node: YAMLNode) -> FixIt? {
        guard case .mapping(let pairs) = node.content, !pairs.isEmpty, pairs.count <= RoutineLimits.maxRuntimeCards else { return nil }
        var items: [String] = []
        for pair in pairs {
            guard let key = pair.key.scalar, !key.isEmpty, let value = pair.value.scalar,
                pair.value.isNull || doneFlags.contains(value.lowercased())
            else { return nil }
            items.append(flowScalar(key))
        }
        return FixIt(range: node.range, replacement: "[" + items.joined(separator: ", ") + "]", safety: .unsafe)
    }

    /// The fix for a block of Markdown list lines written as one text (`items: |` then
    /// `- Mat`, `- [ ] Strap`, `1. Blocks`): the lines' words as a flow list. Unsafe: the
    /// markers and checkboxes are dropped. Nil unless every line is marked.
    static func markedLines(_ node: YAMLNode, lines: SourceLines?) -> FixIt? {
        guard case .scalar(let text, .literal) = node.content, text.utf8.count <= maxLength, let lines else { return nil }
        var items: [String] = []
        for line in text.split(separator: "\n") where !line.allSatisfy({ $0 == " " }) {
            guard let item = TextLine(line), item.isItem, !item.text.isEmpty else { return nil }
            items.append(flowScalar(item.text))
        }
        // The block's last line of text ends the replacement: its node runs on to the next key's indentation.
        let last =
            node.range.start.line + text.split(separator: "\n", omittingEmptySubsequences: false).count - (text.hasSuffix("\n") ? 1 : 0)
        guard items.count > 1, last <= lines.count else { return nil }
        let end = SourcePosition(line: last, column: lines.text(last).count + 1)
        return FixIt(
            range: SourceRange(start: node.range.start, end: end), replacement: "[" + items.joined(separator: ", ") + "]", safety: .unsafe)
    }

    /// Values checklist exports give an item to say whether it is done.
    private static let doneFlags: Set<String> = [
        "true", "false", "yes", "no", "on", "off", "done", "todo", "x", "[ ]", "[x]", "0", "1", "ja", "nein", "oui", "non", "sí", "si",
    ]

    /// An item the author quoted inside the text (`a, "b c", d`): the quotes were meant
    /// for the list, not the item. Text holding its quote character inside stays as is.
    static func unquoted(_ item: String) -> String {
        guard let first = item.first, first == "\"" || first == "'", item.count >= 2, item.last == first else { return item }
        let inner = item.dropFirst().dropLast()
        return inner.contains(first) || inner.isEmpty ? item : String(inner)
    }

    /// An item as a flow-list scalar: plain when it cannot read as anything else inside
    /// `[...]`, double-quoted otherwise.
    static func flowScalar(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard let first = scalars.first, let last = scalars.last else { return "\"\"" }
        let plain =
            !"-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) && last != ":"
            && !scalars.contains(where: { ",[]{}".unicodeScalars.contains($0) || $0.value < 0x20 || $0.value == 0x7F })
            && !text.contains(": ") && !text.contains(" #")
        if plain { return text }
        var quoted = "\""
        for scalar in scalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                quoted += "\\x" + (hex.count < 2 ? "0" : "") + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
