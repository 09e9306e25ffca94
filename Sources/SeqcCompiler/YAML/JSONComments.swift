/// Comments in a routine written as JSON (JSONC, JSON5: `// note`, `/* note */`), as models
/// and editors write them. JSON is YAML, so such a file is read as YAML, where `//` and
/// `/*` are no comments: each is reported as a comment (`yaml-syntax`), with a safe fix
/// that writes it as YAML writes one, `# note` (a comment is no value, and it has one
/// reading). The composer reads the file with the comments blanked, so the routine's own
/// mistakes are reported in the same pass. Trailing commas need nothing: YAML's flow
/// collections take them.
///
/// Only a document whose first character is `{` or `[` is looked at, and only outside its
/// quoted strings; a `//` counts only after a space, a tab, a line's start or `,` `{` `[`,
/// so a URL in a plain scalar (`http://...`) is never a comment.
struct JSONComments {
    /// One comment: its bytes, `[start, end)`, and whether it runs on to its last line's end.
    struct Comment {
        let start: Int
        let end: Int
        let isBlock: Bool
        let endsLine: Bool
    }

    private(set) var comments: [Comment] = []

    /// Files with more comments than this get the first ones reported: no routine has
    /// more, and each costs a diagnostic.
    static let maxComments = 1000

    init(_ bytes: [UInt8]) {
        guard let first = Self.firstContent(bytes), bytes[first] == UInt8(ascii: "{") || bytes[first] == UInt8(ascii: "[") else {
            return
        }
        // Comments before the document (a model's `// note` above its JSON) are read too.
        var index = 0
        while index < bytes.count, comments.count < Self.maxComments {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                index = Self.endOfString(bytes, from: index)
            } else if byte == UInt8(ascii: "#"), index == 0 || Self.isSpace(bytes[index - 1]) {
                index = Self.endOfLine(bytes, from: index)
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, Self.mayStartComment(bytes, at: index) {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "/") {
                    let end = Self.endOfLine(bytes, from: index)
                    comments.append(Comment(start: index, end: end, isBlock: false, endsLine: true))
                    index = end
                } else if next == UInt8(ascii: "*") {
                    let end = Self.endOfBlock(bytes, from: index + 2)
                    let endsLine = Self.endOfLine(bytes, from: end) == Self.endOfSpaces(bytes, from: end)
                    comments.append(Comment(start: index, end: end, isBlock: true, endsLine: endsLine))
                    index = end
                } else {
                    index += 1
                }
            } else {
                index += 1
            }
        }
    }

    /// `bytes` with every comment's bytes turned to spaces (line breaks kept), so offsets,
    /// line numbers and the other lines' columns stay the file's own.
    func masked(_ bytes: [UInt8]) -> [UInt8] {
        var masked = bytes
        for comment in comments {
            for index in comment.start..<comment.end where masked[index] != 0x0A && masked[index] != 0x0D {
                masked[index] = UInt8(ascii: " ")
            }
        }
        return masked
    }

    /// One diagnostic per comment, each with a safe fix writing it as a YAML comment.
    func report(to collector: inout DiagnosticCollector, bytes: [UInt8], lines: SourceLines) {
        for comment in comments {
            let range = SourceRange(
                start: Self.position(of: comment.start, in: lines), end: Self.position(of: comment.end, in: lines))
            let text = String(decoding: bytes[comment.start..<comment.end], as: UTF8.self)
            let spaced = comment.start > 0 && !Self.isSpace(bytes[comment.start - 1])
            let replacement = Self.yamlComment(text, isBlock: comment.isBlock, endsLine: comment.endsLine, spaced: spaced)
            let shown = comment.isBlock ? "/* */" : "//"
            collector.error(
                .yamlSyntax, at: range, "'\(shown)' starts a comment in JSONC, but this file is read as YAML, where it is not one",
                help: "write the comment with '#', as YAML does, or delete it",
                fixIts: [FixIt(range: range, replacement: replacement, safety: .safe)])
        }
    }

    /// The comment as YAML writes it: each line after `#`; a block comment with code after
    /// it on its line is deleted instead, since a `#` would hide that code.
    private static func yamlComment(_ text: String, isBlock: Bool, endsLine: Bool, spaced: Bool) -> String {
        guard isBlock else { return (spaced ? " #" : "#") + text.dropFirst(2) }
        guard endsLine else { return "" }
        let body = text.dropFirst(2).dropLast(text.hasSuffix("*/") ? 2 : 0)
        let lineBreak = text.contains("\r\n") ? "\r\n" : "\n"
        // A Character holds "\r\n" whole, so both line breaks are split on.
        let lines = body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { "#" + $0 }
        return (spaced ? " " : "") + lines.joined(separator: lineBreak)
    }

    /// The position of byte `offset`, its column counted in characters as the file's are.
    static func position(of offset: Int, in lines: SourceLines) -> SourcePosition {
        var low = 0
        var high = lines.starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines.starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let start = lines.starts[low]
        let column = lines.bytes[start..<offset].reduce(0) { $0 + (($1 & 0xC0) == 0x80 ? 0 : 1) }
        return SourcePosition(line: low + 1, column: column + 1)
    }

    private static func firstContent(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if isSpace(byte) || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "#") {
                index = endOfLine(bytes, from: index)
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                index = endOfLine(bytes, from: index)
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index = endOfBlock(bytes, from: index + 2)
            } else if index + 2 < bytes.count, byte == 0xEF, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF {
                index += 3
            } else {
                return index
            }
        }
        return nil
    }

    /// A `/` may start a comment at a line's start (after indentation) or after a space,
    /// a tab or one of `,` `{` `[`; after anything else it is part of a scalar.
    private static func mayStartComment(_ bytes: [UInt8], at index: Int) -> Bool {
        guard index > 0 else { return true }
        let before = bytes[index - 1]
        return isSpace(before) || before == 0x0A || before == 0x0D || before == UInt8(ascii: ",") || before == UInt8(ascii: "{")
            || before == UInt8(ascii: "[")
    }

    private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// The index after a quoted string starting at `start`; a string is never read past
    /// its line, as neither JSON nor a model's JSONC breaks one.
    private static func endOfString(_ bytes: [UInt8], from start: Int) -> Int {
        let quote = bytes[start]
        var index = start + 1
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D {
            if bytes[index] == UInt8(ascii: "\\"), quote == UInt8(ascii: "\"") {
                index += 2
                continue
            }
            if bytes[index] == quote { return index + 1 }
            index += 1
        }
        return Swift.min(index, bytes.count)
    }

    private static func endOfLine(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
        return index
    }

    private static func endOfSpaces(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        return index
    }

    /// The index after `*/`, or the file's end when the comment is never closed.
    private static func endOfBlock(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") { return index + 2 }
            index += 1
        }
        return bytes.count
    }
}
