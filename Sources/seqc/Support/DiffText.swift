import SeqcCompiler

/// A unified diff made safe to print on a terminal or into a CI log, as every other text
/// seqc prints about a file is (docs/security.md, "User text in output").
///
/// `UnifiedDiff` keeps the files' bytes as they are, which a program applying the diff
/// needs; `--diff` is read by people, and a routine from a stranger must not move their
/// cursor or start a workflow command in their CI log. So, line by line:
/// - control characters, DEL, C1 controls, the line and paragraph separators and the
///   bidirectional controls are escaped as in diagnostics (`\u{1B}`), except a tab and a
///   carriage return just before the line break (a file with CRLF line ends), which
///   neither move the cursor anywhere nor start a line;
/// - bytes that are not UTF-8 are shown as `\xFF` (a guard: `UnifiedDiff` works on
///   bytes, though a file that is not UTF-8 gets no fixes today);
/// - `##[` is broken as ``TerminalText`` breaks it;
/// - a context line's leading blank is followed by the file's text, and a CI runner
///   trims white space (any Unicode white space) before looking for `::`, so a line whose
///   text begins, after white space, with `::` has that first colon written `\u{3A}`.
///
/// Lines that need none of this, nearly all of them, are printed byte for byte, so the
/// diff of an ordinary routine still applies with `patch` or `git apply`.
enum DiffText {
    static func safe(_ diff: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(diff.count)
        var start = 0
        while start < diff.count {
            let end = diff[start...].firstIndex(of: 0x0A).map { $0 + 1 } ?? diff.count
            appendLine(diff[start..<end], to: &out)
            start = end
        }
        return out
    }

    private static func appendLine(_ line: ArraySlice<UInt8>, to out: inout [UInt8]) {
        var body = line
        var ending: [UInt8] = []
        if body.last == 0x0A {
            body = body.dropLast()
            ending = [0x0A]
            if body.last == 0x0D {
                body = body.dropLast()
                ending = [0x0D, 0x0A]
            }
        }
        guard needsEscaping(body) else { return out += line }
        // The line as text, a byte that is not UTF-8 written as `\xFF`; then escaped by
        // `TerminalText`, as diagnostics are, piece by piece between tabs, which stay.
        var decoded = ""
        var offset = body.startIndex
        var bytes = body.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        decoding: while true {
            switch parser.parseScalar(from: &bytes) {
            case .valid(let encoded):
                offset += encoded.count
                decoded.unicodeScalars.append(Unicode.UTF8.decode(encoded))
            case .error(let length):
                for byte in body[offset..<(offset + length)] {
                    decoded += "\\x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
                }
                offset += length
            case .emptyInput:
                break decoding
            }
        }
        var text = decoded.split(separator: "\t", omittingEmptySubsequences: false)
            .map { TerminalText.escaped(String($0)) }.joined(separator: "\t")
        if text.hasPrefix(" ") {
            // Any Unicode white space: the runner's trim removes U+3000 and the like too.
            let blanks = text.prefix(while: \.isWhitespace)
            if text.dropFirst(blanks.count).hasPrefix("::") {
                text = blanks + "\\u{3A}" + text.dropFirst(blanks.count + 1)
            }
        }
        out += Array(text.utf8) + ending
    }

    /// Whether `body` (a line without its line break) may hold anything to escape: a
    /// control character other than tab, a byte beyond ASCII (looked at closely), `##`
    /// or a context line's `::` after blanks.
    private static func needsEscaping(_ body: ArraySlice<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in body {
            if (byte < 0x20 && byte != 0x09) || byte >= 0x7F { return true }
            if byte == UInt8(ascii: "#"), previous == UInt8(ascii: "#") { return true }
            previous = byte
        }
        guard body.first == UInt8(ascii: " ") else { return false }
        let text = body.drop { $0 == UInt8(ascii: " ") || $0 == 0x09 }
        return text.starts(with: [UInt8(ascii: ":"), UInt8(ascii: ":")])
    }
}
