/// A comment on the same line after a plain scalar, as in `title: Leg day #3`. libyaml
/// drops comments, so it is found in the source; the reader warns when one has cut an
/// unquoted title or text short.
public struct TrailingComment: Sendable {
    /// The comment from its `#` to the end of the line, trailing whitespace removed.
    public let text: String
    /// The whitespace between the scalar and the `#`.
    public let gap: String
    public let range: SourceRange
}

/// Finds the comment after each plain scalar. Scalars arrive in source order, so one
/// cursor walks the file once, however many scalars there are.
///
/// Given where the file's lines start, it walks only the lines that hold a `#`: no other
/// line can have a comment, and most lines of a routine have none.
struct TrailingCommentFinder {
    private let bytes: [UInt8]
    private var offset = 0
    private var position = SourcePosition.start
    /// The lines a comment can be on; nil when the cursor walks every line.
    private let hashLines: HashLines?

    /// Where each line starts (a byte offset) and whether it holds a `#`.
    private struct HashLines {
        let starts: [Int]
        let holdHash: [Bool]

        init(_ bytes: [UInt8], starts: [Int]) {
            self.starts = starts
            var marked = [Bool](repeating: false, count: starts.count)
            var line = 0
            bytes.withUnsafeBufferPointer { buffer in
                var from = 0
                while case let hash = ByteScan.firstIndex(of: UInt8(ascii: "#"), in: buffer, from: from), hash < buffer.count {
                    // Hashes come in order, so the line only moves forward.
                    while line + 1 < starts.count, starts[line + 1] <= hash { line += 1 }
                    marked[line] = true
                    from = hash + 1
                }
            }
            holdHash = marked
        }

        /// Whether 1-based `line` is a line of the file holding a `#`.
        @inline(__always) func holdsHash(line: Int) -> Bool {
            line >= 1 && line <= holdHash.count && holdHash[line - 1]
        }
    }

    /// `lineStarts` must count line breaks as this finder does (LF, CR LF, CR), as
    /// ``SourceLines`` does when the file has no NEL, LS or PS.
    init(_ bytes: [UInt8], lineStarts: [Int]? = nil) {
        self.bytes = bytes
        offset = LineIndex.textStart(in: bytes)
        hashLines = lineStarts.map { HashLines(bytes, starts: $0) }
    }

    /// The comment after a plain scalar ending at `end`, if the rest of its line is one.
    /// Asked after every plain scalar: a line without a `#` is ruled out where it is asked.
    @inline(__always) mutating func comment(after end: SourcePosition) -> TrailingComment? {
        if hashLines?.holdsHash(line: end.line) == false { return nil }
        return comment(walkingTo: end)
    }

    private mutating func comment(walkingTo end: SourcePosition) -> TrailingComment? {
        // Straight to the line's start, where the walk would have arrived.
        if let hashLines, position.line < end.line {
            offset = hashLines.starts[end.line - 1]
            position = SourcePosition(line: end.line, column: 1)
        }
        advance(to: end)
        guard position == end else { return nil }
        var index = offset
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index > offset, index < bytes.count, bytes[index] == 0x23 else { return nil }
        var stop = index
        while stop < bytes.count, bytes[stop] != 0x0A, bytes[stop] != 0x0D { stop += 1 }
        while stop > index, bytes[stop - 1] == 0x20 || bytes[stop - 1] == 0x09 { stop -= 1 }
        let gap = String(decoding: bytes[offset..<index], as: UTF8.self)
        let text = String(decoding: bytes[index..<stop], as: UTF8.self)
        let start = SourcePosition(line: end.line, column: end.column + (index - offset))
        let range = SourceRange(start: start, end: SourcePosition(line: end.line, column: start.column + text.unicodeScalars.count))
        return TrailingComment(text: text, gap: gap, range: range)
    }

    /// Moves the cursor forward to `target`, one character at a time, counting lines and
    /// columns as libyaml does (columns in Unicode scalars).
    private mutating func advance(to target: SourcePosition) {
        // Every plain scalar of a file is looked up here, so this walks each byte of the
        // file once, on the raw buffer and in locals (the cursor is written back at the end).
        var offset = offset
        var line = position.line
        var column = position.column
        bytes.withUnsafeBufferPointer { buffer in
            // Whole lines first, without counting columns.
            while line < target.line, offset < buffer.count {
                let byte = buffer[offset]
                offset += 1
                guard byte == 0x0A || byte == 0x0D else { continue }
                if byte == 0x0D, offset < buffer.count, buffer[offset] == 0x0A { offset += 1 }
                line += 1
                column = 1
            }
            while line < target.line || (line == target.line && column < target.column), offset < buffer.count {
                let byte = buffer[offset]
                offset += 1
                if byte == 0x0A || byte == 0x0D {
                    if byte == 0x0D, offset < buffer.count, buffer[offset] == 0x0A { offset += 1 }
                    line += 1
                    column = 1
                    continue
                }
                while offset < buffer.count, buffer[offset] & 0xC0 == 0x80 { offset += 1 }
                column += 1
            }
        }
        self.offset = offset
        position = SourcePosition(line: line, column: column)
    }
}
