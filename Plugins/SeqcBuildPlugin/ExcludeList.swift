/// The `exclude:` patterns of a `.seqc.yml`, read without a YAML library (a plugin links
/// none), only where the text leaves no doubt what a YAML reader would make of it.
///
/// Read with certainty: top-level `key:` lines at column 0; comments and blank lines;
/// `exclude:` with nothing after it (no patterns), `[]`, or a one-line flow list of plain
/// items; or a block list below it, one item a line, each plain (`drafts/**`),
/// single-quoted (`'*.wip.routine.yaml'`, `''` for a quote) or double-quoted without a
/// backslash; every other key's value indented below it, or plain on its line. Anything
/// else — tabs, anchors, aliases, tags, a multi-line or block scalar, an empty or null
/// item, a second document, a key twice — is ``Reading/uncertain``, and the plugin then
/// plans the routine's build and lets seqc, which reads the file with libyaml, decide.
enum ExcludeList {
    enum Reading: Equatable {
        /// The patterns, in order (none without `exclude:`).
        case patterns([String])
        /// Not a shape read here with certainty.
        case uncertain
    }

    /// The most text read: a configuration is a few lines, and seqc itself reports a
    /// larger one's problems.
    static let maxBytes = 64 * 1024

    static func read(_ bytes: [UInt8]) -> Reading {
        guard bytes.count <= maxBytes else { return .uncertain }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard !body.contains(0), let text = String(validating: body, as: UTF8.self) else { return .uncertain }
        return read(text) ?? .uncertain
    }

    private static func read(_ text: String) -> Reading? {
        // YAML's line breaks; `\r\n` is one Character.
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        var keys: Set<Substring> = []
        var patterns: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            index += 1
            if isBlankOrComment(line) { continue }
            guard !line.contains("\t"), !line.hasPrefix(" ") else { return nil }
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let key = line[..<colon]
            guard !key.isEmpty, key.allSatisfy(isKeyCharacter), keys.insert(key).inserted else { return nil }
            let value = withoutComment(line[line.index(after: colon)...])
            guard value.isEmpty || line[line.index(after: colon)] == " " else { return nil }
            if key == "exclude" {
                if value.isEmpty {
                    guard let items = blockItems(lines, from: &index) else { return nil }
                    patterns = items
                } else if nulls.contains(value) {
                    patterns = []
                } else {
                    guard let items = flowItems(value) else { return nil }
                    patterns = items
                }
            } else {
                // Another key's value: plain on its line, or lines indented below it.
                guard value.isEmpty || plain(value) != nil else { return nil }
                while index < lines.count, isBlankOrComment(lines[index]) || lines[index].hasPrefix(" ") {
                    guard !lines[index].contains("\t") else { return nil }
                    index += 1
                }
            }
        }
        return .patterns(patterns)
    }

    /// The items of a block list starting at line `index`, one a line at one indentation;
    /// `index` ends at the first line after them. Nil for any other shape.
    private static func blockItems(_ lines: [Substring], from index: inout Int) -> [String]? {
        var items: [String] = []
        var indentation: Int?
        while index < lines.count {
            let line = lines[index]
            if isBlankOrComment(line) {
                index += 1
                continue
            }
            guard !line.contains("\t") else { return nil }
            let indent = line.prefix { $0 == " " }.count
            let rest = line.dropFirst(indent)
            guard rest == "-" || rest.hasPrefix("- ") else {
                // The list ends at the next key, at column 0.
                guard indent == 0 else { return nil }
                break
            }
            guard indentation == nil || indentation == indent else { return nil }
            indentation = indent
            guard let item = scalar(withoutComment(rest.dropFirst())), !item.isEmpty else { return nil }
            items.append(item)
            index += 1
        }
        return items
    }

    /// `[]`, or `[a, b]` on one line with plain items; nil for any other value.
    private static func flowItems(_ value: Substring) -> [String]? {
        guard value.hasPrefix("["), value.hasSuffix("]") else { return nil }
        let inside = value.dropFirst().dropLast()
        if inside.allSatisfy({ $0 == " " }) { return [] }
        var items: [String] = []
        for piece in inside.split(separator: ",", omittingEmptySubsequences: false) {
            guard let item = plain(trimmed(piece)), !item.isEmpty else { return nil }
            items.append(item)
        }
        return items
    }

    /// A plain, single-quoted or double-quoted (no escapes) scalar on one line; nil for
    /// anything else or a null.
    private static func scalar(_ text: Substring) -> String? {
        if text.first == "'" {
            guard text.count >= 2, text.last == "'" else { return nil }
            // Inside, every quote comes as a pair, which stands for one.
            var result = ""
            var pendingQuote = false
            for character in text.dropFirst().dropLast() {
                if character == "'" {
                    if pendingQuote { result.append("'") }
                    pendingQuote.toggle()
                } else {
                    guard !pendingQuote else { return nil }
                    result.append(character)
                }
            }
            return pendingQuote ? nil : result
        }
        if text.first == "\"" {
            guard text.count >= 2, text.last == "\"" else { return nil }
            let inner = text.dropFirst().dropLast()
            guard !inner.contains("\""), !inner.contains("\\") else { return nil }
            return String(inner)
        }
        return plain(text)
    }

    /// A plain scalar's text; nil where YAML would read something else (an indicator
    /// first, `: ` or ` #` inside, a null) or the reading is in doubt.
    private static func plain(_ text: Substring) -> String? {
        guard let first = text.first, !"-?:,[]{}#&*!|>'\"%@`".contains(first) else { return nil }
        guard !text.contains(": "), !text.hasSuffix(":"), !text.contains(" #") else { return nil }
        guard !nulls.contains(text) else { return nil }
        // Flow indicators inside a plain scalar are read differently in a flow list.
        guard !text.contains(where: { "[]{},".contains($0) }) else { return nil }
        return String(text)
    }

    /// The plain scalars YAML reads as null.
    private static let nulls: [Substring] = ["~", "null", "Null", "NULL"]

    private static func isBlankOrComment(_ line: Substring) -> Bool {
        let rest = line.drop { $0 == " " }
        return rest.isEmpty || rest.first == "#"
    }

    private static func isKeyCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || character == "-" || character == "_")
    }

    /// The text before a comment (` #`), without spaces around it.
    private static func withoutComment(_ text: Substring) -> Substring {
        var end = text.endIndex
        var index = text.startIndex
        var quote: Character?
        while index < text.endIndex {
            let character = text[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"", index == trimmedStart(text) {
                quote = character
            } else if character == "#", index == text.startIndex || text[text.index(before: index)] == " " {
                end = index
                break
            }
            index = text.index(after: index)
        }
        return trimmed(text[..<end])
    }

    private static func trimmedStart(_ text: Substring) -> Substring.Index {
        text.firstIndex { $0 != " " } ?? text.endIndex
    }

    private static func trimmed(_ text: Substring) -> Substring {
        let start = trimmedStart(text)
        let end = text[start...].lastIndex { $0 != " " }.map { text.index(after: $0) } ?? start
        return text[start..<end]
    }
}
