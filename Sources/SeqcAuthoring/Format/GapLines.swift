/// The text between two tokens, by lines: only blanks, line breaks and comments can be
/// there, since every other character belongs to a token.
struct GapLines {
    struct Line {
        /// The comment on this line, from its `#` to the line's last character that is not
        /// a blank; nil on a blank line.
        var comment: Range<Int>?
    }

    let range: Range<Int>
    /// The pieces between line breaks: the first continues the line of the token before,
    /// the last leads up to the token after.
    var lines: [Line] = []
    var hasBreak: Bool { lines.count > 1 }

    init(_ bytes: [UInt8], from start: Int, to end: Int) {
        range = start..<max(start, end)
        var lineStart = start
        var index = start
        while index < range.upperBound {
            let byte = bytes[index]
            guard byte == 0x0A || byte == 0x0D else {
                index += 1
                continue
            }
            lines.append(Line(comment: Self.comment(in: bytes, lineStart..<index)))
            index += byte == 0x0D && index + 1 < range.upperBound && bytes[index + 1] == 0x0A ? 2 : 1
            lineStart = index
        }
        lines.append(Line(comment: Self.comment(in: bytes, lineStart..<range.upperBound)))
    }

    private static func comment(in bytes: [UInt8], _ piece: Range<Int>) -> Range<Int>? {
        guard let hash = piece.first(where: { bytes[$0] == UInt8(ascii: "#") }) else { return nil }
        var end = piece.upperBound
        while end > hash, isBlank(bytes[end - 1]) { end -= 1 }
        return hash..<end
    }

    static func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
}
