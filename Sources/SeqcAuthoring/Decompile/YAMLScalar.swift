import SeqcModel

/// Writes a text value as a YAML scalar: plain when no reader could take it for anything
/// else, double-quoted otherwise. seqc reads text fields verbatim, but the files it writes
/// must mean the same to every YAML tool, so anything YAML 1.1 or 1.2 would read as a
/// number, boolean or null is quoted too.
enum YAMLScalar {
    static func text(_ value: String) -> String {
        needsQuotes(value) ? doubleQuoted(value) : value
    }

    static func needsQuotes(_ value: String) -> Bool {
        let scalars = Array(value.unicodeScalars)
        guard let first = scalars.first, let last = scalars.last else { return true }
        if first == " " || last == " " || scalars.contains(where: isUnprintable) { return true }
        if "-?:,[]{}#&*!|>'\"%@`.+=<~".unicodeScalars.contains(first) { return true }
        if first.properties.numericType != nil { return true }
        // Searched as bytes, as a YAML reader reads them: `String.contains` compares
        // characters, and a combining mark after the space (`: \u{65B}`) makes the space
        // part of another character, so the colon and space a reader sees went unseen (a
        // fuzzing finding).
        let utf8 = Array(value.utf8)
        if contains(utf8, ": ") || contains(utf8, " #") || last == ":" { return true }
        // CI runners read commands out of log lines (`::error::`, `##[error]`, `##vso[...]`):
        // only a quoted scalar can write the `:` or `[` that completes one as an escape.
        if WorkflowCommandEscape.containsBreak(utf8) { return true }
        return ["null", "true", "false", "yes", "no", "on", "off", "y", "n"].contains(value.lowercased())
    }

    /// Whether `bytes` holds `needle`'s bytes in a row.
    private static func contains(_ bytes: [UInt8], _ needle: StaticString) -> Bool {
        needle.withUTF8Buffer { needle in
            guard needle.count <= bytes.count else { return false }
            return (0...(bytes.count - needle.count)).contains { start in
                needle.indices.allSatisfy { bytes[start + $0] == needle[$0] }
            }
        }
    }

    /// Tabs, line breaks and other controls, the byte order mark and the Unicode line
    /// separators: each changes how a plain scalar reads, so they are written as escapes.
    /// So are the bidirectional controls, which would reorder how the file reads on screen.
    private static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0..<0x20, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069, 0xFEFF, 0xFFFE, 0xFFFF: true
        default: false
        }
    }

    static func doubleQuoted(_ value: String) -> String {
        var out = "\""
        // No `::`, `##[` or `##vso[` is written (WorkflowCommandEscape), so no CI runner
        // reads a command out of the line.
        var command = WorkflowCommandEscape()
        for scalar in value.unicodeScalars {
            // A scalar beyond ASCII is fed as a byte that ends any command (0xFF is no
            // UTF-8 byte): each of its own UTF-8 bytes would too.
            if command.escapes(scalar.isASCII ? UInt8(scalar.value) : 0xFF) {
                out += scalar == ":" ? "\\x3A" : "\\x5B"
                continue
            }
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{2028}": out += "\\L"
            case "\u{2029}": out += "\\P"
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\x" + (hex.count < 2 ? "0" : "") + hex
            case _ where isUnprintable(scalar):
                // YAML's \u takes exactly four digits: U+061C written as \u61C is an error.
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
