/// A fix in words, for people: `replace with '45s'`, `insert ':'`, `delete '# note'`,
/// `indent with 4 spaces` (a line's indentation replaced);
/// a fix of several edits names each with its place (`replace 3:5 with 'duration';
/// replace 3:15 with '5m'`). Text that spans lines is shown as its lines, never as a
/// quoted `\n`: the words end with `:` (`insert above line 2:`) and each line of the text
/// follows on a line of its own, indented by ``quotedIndent``. Raw text: each renderer
/// escapes it for its medium, line by line.
public enum FixDescription {
    /// What each line of a replacement that spans lines is indented by, under its words.
    public static let quotedIndent = "  "

    /// The words for `diagnostic`'s fix, its lines joined by line breaks; nil when it has
    /// none. `source`, when known, lets a deletion quote what it deletes.
    public static func describe(_ diagnostic: Diagnostic, source: SourceFile? = nil) -> String? {
        lines(diagnostic, source: source)?.joined(separator: "\n")
    }

    /// The words for `diagnostic`'s fix as lines: the first follows the label; the others,
    /// when a replacement spans lines, are its lines (indented by ``quotedIndent``) and the
    /// words for the edits after it. Nil when it has no fix.
    public static func lines(_ diagnostic: Diagnostic, source: SourceFile? = nil) -> [String]? {
        let fixIts = diagnostic.fixIts
        guard !fixIts.isEmpty else { return nil }
        if fixIts.count == 1 { return describe(fixIts[0], source: source, placed: false) }
        let described = fixIts.map { describe($0, source: source, placed: true) }
        // One line while every edit fits on one, as a sentence.
        if described.allSatisfy({ $0.count == 1 }) { return [described.map { $0[0] }.joined(separator: "; ")] }
        return described.flatMap { $0 }
    }

    /// `fix` or `fix (unsafe)`: the label the text and GitHub formats put before the words.
    public static func label(_ diagnostic: Diagnostic) -> String {
        diagnostic.fixSafety == .unsafe ? "fix (unsafe)" : "fix"
    }

    /// One edit's words, then the lines of its replacement when that spans lines.
    private static func describe(_ fixIt: FixIt, source: SourceFile?, placed: Bool) -> [String] {
        let range = fixIt.range
        let at = placed ? " \(range.start)" : ""
        // Only when the replaced text is known to be indentation (blanks at the start of the line).
        if range.start.column == 1, range.start.line == range.end.line, fixIt.replacement.allSatisfy({ $0 == " " }),
            range.start != range.end || !fixIt.replacement.isEmpty,
            let replaced = text(of: range, in: source), replaced.allSatisfy({ $0 == " " || $0 == "\t" })
        {
            let spaces = fixIt.replacement.count
            let words = spaces == 0 ? "remove the indentation" : "indent with \(spaces) space\(spaces == 1 ? "" : "s")"
            return [words + (placed ? " at line \(range.start.line)" : "")]
        }
        let breaks = fixIt.replacement.utf8.count
        if breaks > 0, fixIt.replacement.utf8.allSatisfy({ $0 == UInt8(ascii: "\n") }) {
            let words = breaks == 1 ? "a line break" : "\(breaks) line breaks"
            return [range.start == range.end ? "insert \(words)" + (placed ? " at \(range.start)" : "") : "replace\(at) with \(words)"]
        }
        if let quoted = quotedLines(fixIt.replacement) {
            guard range.start == range.end else { return ["replace\(at) with:"] + quoted }
            // Whole lines put in at the start of a line go above it.
            if range.start.column == 1, fixIt.replacement.hasSuffix("\n") { return ["insert above line \(range.start.line):"] + quoted }
            return ["insert\(placed ? " at \(range.start)" : ""):"] + quoted
        }
        if range.start == range.end { return ["insert '\(fixIt.replacement)'" + (placed ? " at \(range.start)" : "")] }
        if fixIt.replacement.isEmpty {
            if range.start.line == range.end.line, let text = text(of: range, in: source) {
                return ["delete '\(text)'" + (placed ? " at \(range.start)" : "")]
            }
            if range.end.column == 1, range.start.column == 1 {
                let last = range.end.line - 1
                return [last == range.start.line ? "delete line \(last)" : "delete lines \(range.start.line)-\(last)"]
            }
            return ["delete from \(range.start) to \(range.end)"]
        }
        return ["replace\(at) with '\(fixIt.replacement)'"]
    }

    /// The lines of a replacement that spans lines (``TerminalText/lines(of:)``), each
    /// indented by ``quotedIndent``; nil for text on one line. An empty line is shown
    /// empty, without the indent.
    static func quotedLines(_ replacement: String) -> [String]? {
        guard replacement.utf8.contains(UInt8(ascii: "\n")) else { return nil }
        return TerminalText.lines(of: replacement).map { $0.isEmpty ? "" : quotedIndent + $0 }
    }

    /// The text of a one-line `range`, when the source is known.
    private static func text(of range: SourceRange, in source: SourceFile?) -> String? {
        guard let line = source?.line(range.start.line) else { return nil }
        let scalars = Array(line.unicodeScalars)
        let start = range.start.column - 1, end = range.end.column - 1
        guard start >= 0, start <= end, end <= scalars.count else { return nil }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<end])
        return text
    }
}
