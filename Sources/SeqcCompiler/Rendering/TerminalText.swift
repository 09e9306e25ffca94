/// User text made safe to print on a terminal or into a CI log. Diagnostics keep their
/// text raw; every renderer that writes for people passes user-derived text through here.
///
/// Control characters (C0 including tab and line breaks, DEL, C1), the Unicode line and
/// paragraph separators and the bidirectional controls are written as Swift-style escapes
/// (`\n`, `\t`, `\r`, `\0`, otherwise `\u{1B}`), so text can neither move the cursor,
/// recolour the screen, reorder what follows nor start a line of its own. A `[` after
/// `##` or `##vso` (in any case) is written `\u{5B}` too: GitHub's runner obeys a legacy
/// `##[command]`, and Azure Pipelines `##vso[command]`, anywhere in a line.
public enum TerminalText {
    /// `text` with every control character visibly escaped.
    public static func escaped(_ text: String) -> String {
        // Most text is printable ASCII without `##`, which prints as itself: every file
        // name and title of a run passes through here.
        if isPlain(text) { return text }
        return escapedScalarByScalar(text)
    }

    /// ``escaped(_:)`` without its shortcut for plain text; a test holds the two equal.
    static func escapedScalarByScalar(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if let escape = escape(scalar) {
                out += escape
            } else if scalar == "[", endsBeforeCommandBracket(out) {
                out += "\\u{5B}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether a `[` after `text` would complete a CI runner's command: `text` ends with
    /// `##`, or with `##vso` in any case (Azure Pipelines' `##vso[`).
    static func endsBeforeCommandBracket(_ text: String) -> Bool {
        let tail = Array(text.utf8.suffix(5))
        if tail.count >= 2, tail[tail.count - 2] == UInt8(ascii: "#"), tail[tail.count - 1] == UInt8(ascii: "#") { return true }
        // `| 0x20` lowers an ASCII letter; `#` has the bit already, and no other byte of
        // escaped text becomes `#`, `v`, `s` or `o` by it.
        return tail.count == 5 && tail.map { $0 | 0x20 } == Array("##vso".utf8)
    }

    /// `text` escaped, to be printed at the start of a line, after blanks: a CI runner
    /// trims white space (any Unicode white space) and reads a line that then begins with
    /// `::` as a command, so that first colon is written `\u{3A}`, as `lint --diff` writes
    /// it. Each line of a help or fix that spans lines is printed through here.
    public static func escapedLine(_ text: String) -> String {
        let escaped = escaped(text)
        let blanks = escaped.prefix(while: \.isWhitespace)
        guard escaped.dropFirst(blanks.count).hasPrefix("::") else { return escaped }
        return blanks + "\\u{3A}" + escaped.dropFirst(blanks.count + 1)
    }

    /// The lines of `text`, split at each line feed (U+000A) only: a carriage return
    /// before one stays on its line, as does any other line break, and ``escaped(_:)``
    /// shows them (`\r`, `\u{2028}`). A final line feed ends the last line rather than
    /// starting an empty one.
    public static func lines(of text: String) -> [String] {
        // Nearly every help is one line.
        guard hasLineFeed(text) else { return [text] }
        var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map {
            String(String.UnicodeScalarView($0))
        }
        if lines.count > 1, lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Whether `text` has a line feed, so ``lines(of:)`` finds more than one line. Searched as
    /// a buffer, a word at a time: through `String.UTF8View` each byte costs several times more.
    static func hasLineFeed(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { ByteScan.firstIndex(of: 0x0A, in: $0, from: 0) < $0.count }
    }

    /// A file path printed at the start of a line, escaped. A relative path that begins
    /// with `:`, `#` or white space gets `./` in front (the same file), because CI runners
    /// read a line starting, after blanks, with `::` as a command.
    public static func escapedPath(_ path: String) -> String {
        let text = escaped(path)
        guard let first = text.unicodeScalars.first else { return text }
        return first == ":" || first == "#" || first.properties.isWhitespace ? "./" + text : text
    }

    /// Whether `text` is printable ASCII (space to `~`) with no `#` twice in a row, so
    /// that ``escaped(_:)`` leaves every scalar of it as it is.
    private static func isPlain(_ text: String) -> Bool {
        // Walked as a buffer: through `String.UTF8View` each byte costs several times more.
        var text = text
        return text.withUTF8(isPlain(buffer:))
    }

    /// ``isPlain(_:)`` on UTF-8 bytes, such as a source line's.
    static func isPlain(utf8 bytes: some Sequence<UInt8>) -> Bool {
        if let plain = bytes.withContiguousStorageIfAvailable(isPlain(buffer:)) { return plain }
        return isPlain(bytes: bytes, afterHash: false)
    }

    /// ``isPlain(_:)`` on a buffer, eight bytes at a time: every message, path and source
    /// line a run prints is checked, and nearly all are plain.
    static func isPlain(buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var index = 0
        var afterHash = false
        while index + 8 <= buffer.count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            // A byte below 0x20 (borrowing), or 0x7F and above (its high bit, or one once 1 is added).
            let controls = ((word &- ones &* 0x20) & ~word) | word | (word &+ ones)
            if controls & high != 0 { return false }
            // Each `#` exactly (a byte whose low seven bits are zero after the XOR, and its
            // high bit clear), then a `#` right after another, within the word or across.
            let xored = word ^ (ones &* UInt64(UInt8(ascii: "#")))
            let hashes = ~(((xored & low) &+ low) | xored) & high
            if hashes & (hashes >> 8) != 0 || (afterHash && hashes & 0x80 != 0) { return false }
            afterHash = hashes >> 56 != 0
            index += 8
        }
        return isPlain(bytes: UnsafeBufferPointer(rebasing: buffer[index...]), afterHash: afterHash)
    }

    /// The byte-by-byte walk, after a `#` when `afterHash`.
    private static func isPlain(bytes: some Sequence<UInt8>, afterHash: Bool) -> Bool {
        var afterHash = afterHash
        for byte in bytes {
            guard byte >= 0x20, byte <= 0x7E else { return false }
            let isHash = byte == UInt8(ascii: "#")
            if isHash && afterHash { return false }
            afterHash = isHash
        }
        return true
    }

    /// How `scalar` is written, or nil when it prints as itself.
    static func escape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x0A: "\\n"
        case 0x09: "\\t"
        case 0x0D: "\\r"
        case 0x00: "\\0"
        case 0x01...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069:
            "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: nil
        }
    }
}
