import SeqcCompiler

/// Finds `# seqc:disable-…` comments in a routine's text. libyaml drops comments, so this
/// reads lines: a comment starts with `#` at the start of a line or after a space or tab,
/// outside quotes. (Only a block scalar line such as `text: |` followed by
/// `  # seqc:…` could be mistaken for one; it then silences nothing and is reported as
/// unused, so the mistake cannot go unnoticed.)
enum SuppressionScanner {
    struct Scan: Sendable {
        var comments: [SuppressionComment] = []
        /// Comments that cannot work: an unknown directive or no rule named.
        var problems: [(range: SourceRange, message: String, help: String?)] = []
    }

    private static let prefix = Array("seqc:".unicodeScalars)

    static func scan(_ file: SourceFile) -> Scan {
        var scan = Scan()
        let bytes = file.bytes
        // Most files have no directive at all: one look over the whole file settles that.
        // (A directive never spans lines, so no line holds one when the file does not.)
        guard mayHoldDirective(bytes[...]) else { return scan }
        var lineNumber = 1
        var start = 0
        var index = 0
        // Lines are found on bytes; only a line that may hold a directive is decoded.
        while index <= bytes.count {
            let atEnd = index == bytes.count
            if atEnd || bytes[index] == 0x0A || bytes[index] == 0x0D {
                if mayHoldDirective(bytes[start..<index]) {
                    let scalars = Array(String(decoding: bytes[start..<index], as: UTF8.self).unicodeScalars)
                    if let hash = commentStart(scalars) { read(scalars, from: hash + 1, line: lineNumber, into: &scan) }
                }
                if !atEnd, bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                lineNumber += 1
                start = index + 1
            }
            index += 1
        }
        return scan
    }

    /// Whether `line` has `#`, then optional spaces, then `seqc:`: a cheap test on bytes,
    /// since every routine has a `seqc: 1` key but few have suppressions.
    private static func mayHoldDirective(_ line: ArraySlice<UInt8>) -> Bool {
        line.withUnsafeBufferPointer { buffer in
            var index = 0
            while case let hash = ByteScan.firstIndex(of: UInt8(ascii: "#"), in: buffer, from: index), hash < buffer.count {
                var next = hash + 1
                while next < buffer.count, buffer[next] == UInt8(ascii: " ") { next += 1 }
                if buffer[next...].starts(with: directivePrefix) { return true }
                index = hash + 1
            }
            return false
        }
    }

    private static let directivePrefix = Array("seqc:".utf8)

    /// The column index of a comment's `#` that is followed by `seqc:`, if any. Quoted
    /// scalars are skipped, so `text: "a # seqc:…"` is not a comment; a quoted scalar
    /// that runs onto the next line ends the search for this line.
    private static func commentStart(_ line: [Unicode.Scalar]) -> Int? {
        var index = 0
        var scalarMayStart = true
        while index < line.count {
            let scalar = line[index]
            if scalar == "#", index == 0 || line[index - 1] == " " || line[index - 1] == "\t" {
                var start = index + 1
                while start < line.count, line[start] == " " { start += 1 }
                return line[start...].starts(with: prefix) ? index : nil
            }
            if scalarMayStart, scalar == "\"" || scalar == "'" {
                guard let end = closingQuote(line, from: index) else { return nil }
                index = end + 1
                scalarMayStart = false
                continue
            }
            let next = index + 1 < line.count ? line[index + 1] : " "
            switch scalar {
            case " ", "\t": break
            case "[", "{", ",": scalarMayStart = true
            case ":", "-", "?": scalarMayStart = next == " " || next == "\t"
            default: scalarMayStart = false
            }
            index += 1
        }
        return nil
    }

    /// The index of the quote closing the one at `start`: `\"` escapes in double quotes, `''` in single.
    private static func closingQuote(_ line: [Unicode.Scalar], from start: Int) -> Int? {
        let quote = line[start]
        var index = start + 1
        while index < line.count {
            if quote == "\"", line[index] == "\\" {
                index += 2
                continue
            }
            if line[index] == quote {
                guard quote == "'", index + 1 < line.count, line[index + 1] == "'" else { return index }
                index += 2
                continue
            }
            index += 1
        }
        return nil
    }

    private static func read(_ line: [Unicode.Scalar], from start: Int, line number: Int, into scan: inout Scan) {
        var index = start
        while index < line.count, line[index] == " " { index += 1 }
        index += prefix.count
        let directiveStart = index
        while index < line.count, line[index] == "-" || ("a"..."z").contains(line[index]) { index += 1 }
        let name = String(String.UnicodeScalarView(line[directiveStart..<index]))
        let directiveRange = range(number, directiveStart - prefix.count, index)
        guard let directive = SuppressionComment.Directive(rawValue: name) else {
            let names = SuppressionComment.Directive.allCases.map(\.rawValue)
            scan.problems.append(
                (
                    directiveRange, "unknown suppression 'seqc:\(name)'",
                    Suggestion.closest(to: name, among: names).map { "did you mean 'seqc:\($0)'?" }
                        ?? "write seqc:disable-next-line, seqc:disable-line or seqc:disable-file"
                ))
            return
        }
        var entries: [SuppressionComment.Entry] = []
        while index < line.count {
            while index < line.count, line[index] == " " || line[index] == "," || line[index] == "\t" { index += 1 }
            // `-- reason` ends the rule list.
            if index + 1 < line.count, line[index] == "-", line[index + 1] == "-" { break }
            let tokenStart = index
            while index < line.count, line[index] != " " && line[index] != "," && line[index] != "\t" { index += 1 }
            guard index > tokenStart else { break }
            entries.append(
                .init(
                    rule: RuleID(String(String.UnicodeScalarView(line[tokenStart..<index]))),
                    range: range(number, tokenStart, index)))
        }
        guard !entries.isEmpty else {
            scan.problems.append(
                (directiveRange, "'seqc:\(name)' names no rule", "name the rules to silence: # seqc:\(name) <rule>[, <rule>]"))
            return
        }
        scan.comments.append(SuppressionComment(directive: directive, line: number, entries: entries))
    }

    private static func range(_ line: Int, _ start: Int, _ end: Int) -> SourceRange {
        SourceRange(start: SourcePosition(line: line, column: start + 1), end: SourcePosition(line: line, column: end + 1))
    }
}
