/// A fix in words, for people: `replace with '45s'`, `insert ':'`, `delete '# note'`,
/// `indent with 4 spaces` (a line's indentation replaced);
/// a fix of several edits names each with its place (`replace 3:5 with 'duration';
/// replace 3:15 with '5m'`). Raw text: each renderer escapes it for its medium.
public enum FixDescription {
    /// The words for `diagnostic`'s fix; nil when it has none. `source`, when known,
    /// lets a deletion quote what it deletes.
    public static func describe(_ diagnostic: Diagnostic, source: SourceFile? = nil) -> String? {
        let fixIts = diagnostic.fixIts
        guard !fixIts.isEmpty else { return nil }
        if fixIts.count == 1 { return describe(fixIts[0], source: source, placed: false) }
        return fixIts.map { describe($0, source: source, placed: true) }.joined(separator: "; ")
    }

    /// `fix` or `fix (unsafe)`: the label the text and GitHub formats put before the words.
    public static func label(_ diagnostic: Diagnostic) -> String {
        diagnostic.fixSafety == .unsafe ? "fix (unsafe)" : "fix"
    }

    private static func describe(_ fixIt: FixIt, source: SourceFile?, placed: Bool) -> String {
        let range = fixIt.range
        let at = placed ? " \(range.start)" : ""
        // Only when the replaced text is known to be indentation (blanks at the start of the line).
        if range.start.column == 1, range.start.line == range.end.line, fixIt.replacement.allSatisfy({ $0 == " " }),
            range.start != range.end || !fixIt.replacement.isEmpty,
            let replaced = text(of: range, in: source), replaced.allSatisfy({ $0 == " " || $0 == "\t" })
        {
            let spaces = fixIt.replacement.count
            let words = spaces == 0 ? "remove the indentation" : "indent with \(spaces) space\(spaces == 1 ? "" : "s")"
            return words + (placed ? " at line \(range.start.line)" : "")
        }
        if range.start == range.end { return "insert '\(fixIt.replacement)'" + (placed ? " at \(range.start)" : "") }
        if fixIt.replacement.isEmpty {
            if range.start.line == range.end.line, let text = text(of: range, in: source) {
                return "delete '\(text)'" + (placed ? " at \(range.start)" : "")
            }
            if range.end.column == 1, range.start.column == 1 {
                let last = range.end.line - 1
                return last == range.start.line ? "delete line \(last)" : "delete lines \(range.start.line)-\(last)"
            }
            return "delete from \(range.start) to \(range.end)"
        }
        return "replace\(at) with '\(fixIt.replacement)'"
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
