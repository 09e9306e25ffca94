/// Indentation written with characters YAML does not read as indentation: tabs, and the
/// no-break and other wide spaces word processors and chat windows put in place of
/// spaces. Every such line of the file is fixed at once, so one pass leaves the
/// indentation whole rather than one line right and the next one wrong.
extension SyntaxSource {
    /// Spaces that look like a space but are none to YAML: no-break (U+00A0), figure
    /// (U+2007), narrow no-break (U+202F) and ideographic (U+3000).
    static let lookAlikeSpaces: Set<Unicode.Scalar> = ["\u{00A0}", "\u{2007}", "\u{202F}", "\u{3000}"]

    /// Lines indented with look-alike spaces: each becomes a space. Safe: the file has one
    /// reading, the one it shows, and every value is kept. A line inside a block scalar
    /// (`text: |`) keeps them: there they are the text's own. Nil when no line is so indented.
    func lookAlikeSpaceIndentation() -> SyntaxDiagnosis? {
        var fixIts: [FixIt] = []
        var first: Int?
        // The indentation of the line opening the block scalar the scan is in, if any.
        var blockScalarAt: Int?
        for line in 1...Swift.max(1, lines.count) where line <= lines.count {
            let scalars = lines.text(line)
            let indentation = scalars.prefix { $0 == " " }.count
            if let opening = blockScalarAt {
                if indentation > opening || indentation == scalars.count { continue }
                blockScalarAt = nil
            }
            if Self.opensBlockScalar(scalars) { blockScalarAt = indentation }
            let lead = scalars.prefix { $0 == " " || $0 == "\t" || Self.lookAlikeSpaces.contains($0) }
            // Only a line of YAML's own shape, a list item or a key, is indentation gone wrong;
            // other text (a quoted title's next line) may hold the spaces as its own.
            let rest = scalars.dropFirst(lead.count)
            guard lead.contains(where: Self.lookAlikeSpaces.contains), rest.first == "-" || rest.contains(":") else { continue }
            first = first ?? line
            let spaces = String(String.UnicodeScalarView(lead.map { Self.lookAlikeSpaces.contains($0) ? " " : $0 }))
            fixIts.append(FixIt(range: range(line, 0..<lead.count), replacement: spaces, safety: .safe))
        }
        guard let first else { return nil }
        let count = fixIts.count
        return SyntaxDiagnosis(
            range: range(first, 0..<1),
            message: count == 1
                ? "this line is indented with a no-break space, which YAML does not read as a space"
                : "\(count) lines are indented with no-break spaces, which YAML does not read as spaces",
            help: "indent with plain spaces", fixIts: fixIts)
    }

    /// Whether the line ends with a block scalar's indicator (`text: |`, `- >-`).
    private static func opensBlockScalar(_ scalars: [Unicode.Scalar]) -> Bool {
        var end = scalars.count
        while end > 0, scalars[end - 1] == " " || scalars[end - 1] == "\r" { end -= 1 }
        var start = end
        while start > 0, "|>+-0123456789".unicodeScalars.contains(scalars[start - 1]) { start -= 1 }
        guard start < end, scalars[start] == "|" || scalars[start] == ">" else { return false }
        return start == 0 || scalars[start - 1] == " "
    }

    /// Fixes for every tab-indented line, each tab as wide as the first such line needs
    /// (`width` spaces for its indentation); nil when its tabs cannot be that wide.
    func everyTabbedLine(firstAt line: Int, width: Int) -> (tabWidth: Int, fixIts: [FixIt])? {
        let lead = shape(line).scalars.prefix { $0 == " " || $0 == "\t" }
        let tabs = lead.filter { $0 == "\t" }.count
        let spaces = lead.count - tabs
        guard tabs > 0, width > spaces, (width - spaces) % tabs == 0 else { return nil }
        let tabWidth = (width - spaces) / tabs
        var fixIts: [FixIt] = []
        for number in line...Swift.max(line, lines.count) where number <= lines.count && shape(number).indentedWithTab {
            let indentation = shape(number).scalars.prefix { $0 == " " || $0 == "\t" }
            let wide = indentation.reduce(0) { $0 + ($1 == "\t" ? tabWidth : 1) }
            fixIts.append(reindent(number, to: wide))
        }
        return (tabWidth, fixIts)
    }
}
