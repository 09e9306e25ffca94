import Testing

@testable import SeqcCompiler

/// The text renderer, which gathers bytes and copies plain pieces as they are, writes
/// what the documented layout built from ``TerminalText``'s escapes and ``SnippetLine``
/// gives: on generated diagnostics with plain and hostile paths, messages, helps, notes and
/// source lines, in both styles.
@Suite struct TextRendererBytesTests {
    @Test func renderingMatchesTheLayoutBuiltFromItsPieces() {
        var random = SplitMix(seed: 0x5EC_7E57)
        let lines = [
            "- countdown: Warm-up", "    duration: 45S", "\ttitle: x\t# note", "a ##[add-mask]x", "Übungen 日本語 🏃",
            String(repeating: "ab ", count: 60), "", "x\u{1B}[2Jy", "#: ::x",
        ]
        var compared = 0
        for _ in 0..<400 {
            let text = (0..<random.below(30) + 1).map { _ in lines[random.below(lines.count)] }.joined(separator: "\n")
            let file = Self.text(&random), other = Self.text(&random)
            let sources = [file: SourceFile(path: file, text: text)]
            let lineCount = text.split(separator: "\n", omittingEmptySubsequences: false).count
            let notes = (0..<random.below(3)).map { _ in
                DiagnosticNote(
                    file: random.below(3) == 0 ? other : file, range: Self.range(&random, lines: lineCount), message: Self.text(&random))
            }
            let diagnostic = Diagnostic(
                file: file, range: Self.range(&random, lines: lineCount), severity: [.error, .warning, .note][random.below(3)],
                rule: RuleID(Self.text(&random)), message: Self.text(&random),
                help: random.below(2) == 0 ? nil : Self.text(&random) + (random.below(3) == 0 ? "\n  " + Self.text(&random) : ""),
                notes: notes)
            for style in [TextStyle.plain, .ansi] {
                let rendered = TextDiagnosticRenderer(style: style, sources: sources).render(diagnostic)
                #expect(rendered == Self.layout(diagnostic, style: style, sources: sources), "\(diagnostic)")
                compared += 1
            }
        }
        #expect(compared == 800)
    }

    /// Text from pieces a path or message may hold: plain words, a CI command's start,
    /// leading `:`, `#` and blanks, controls, bidirectional overrides and non-ASCII.
    private static func text(_ random: inout SplitMix) -> String {
        let pieces = ["a", "dir/f.routine.yaml", ":x", "#h", " sp", "tab\t", "é", "##[x", "##VSO[", "\u{202E}", "9", "::", "\r"]
        return (0..<random.below(3) + 1).map { _ in pieces[random.below(pieces.count)] }.joined()
    }

    /// A range on one of the file's lines or past them, a few columns past a line's end at most.
    private static func range(_ random: inout SplitMix, lines: Int) -> SourceRange {
        let line = random.below(8) == 0 ? [lines + 1, 99_999, 1_234_567][random.below(3)] : random.below(lines) + 1
        let column = random.below(200) + 1
        let end =
            random.below(2) == 0 ? SourcePosition(line: line, column: column + random.below(12)) : SourcePosition(line: line + 1, column: 1)
        return SourceRange(start: SourcePosition(line: line, column: column), end: end)
    }

    /// The layout the renderer documents, built as strings.
    private static func layout(_ diagnostic: Diagnostic, style: TextStyle, sources: [String: SourceFile]) -> String {
        func wrap(_ text: String, _ code: String) -> String { style == .ansi ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
        let severityCode = ["error": "1;31", "warning": "1;35", "note": "1;36"][diagnostic.severity.rawValue]!
        let widest = ([diagnostic.range.start.line] + diagnostic.notes.map(\.range.start.line)).max()!
        let gutter = max(5, String(widest).count) + 1
        func location(_ file: String, _ start: SourcePosition) -> String {
            wrap("\(TerminalText.escapedPath(file)):\(start.line):\(start.column):", "1")
        }
        func snippet(_ file: String, _ range: SourceRange) -> String {
            guard let source = sources[file], let line = SnippetLine(source: source, range: range) else { return "" }
            let number = String(range.start.line)
            return String(repeating: " ", count: gutter - 1 - number.count) + number + " | " + line.text + "\n"
                + String(repeating: " ", count: gutter) + "| " + String(repeating: " ", count: line.caretColumn)
                + wrap("^" + String(repeating: "~", count: line.caretWidth - 1), "1;32") + "\n"
        }
        var out = location(diagnostic.file, diagnostic.range.start) + " " + wrap(diagnostic.severity.rawValue + ":", severityCode) + " "
        out += wrap(TerminalText.escaped(diagnostic.message), "1") + " [" + TerminalText.escaped(diagnostic.rule.rawValue) + "]\n"
        out += snippet(diagnostic.file, diagnostic.range)
        if let help = diagnostic.help {
            let lines = TerminalText.lines(of: help)
            out += String(repeating: " ", count: gutter) + wrap("= help:", "1;36") + " " + TerminalText.escaped(lines[0]) + "\n"
            for line in lines.dropFirst() {
                out += (line.isEmpty ? "" : String(repeating: " ", count: gutter + 8) + TerminalText.escapedLine(line)) + "\n"
            }
        }
        for note in diagnostic.notes {
            out += location(note.file, note.range.start) + " " + wrap("note:", "1;36") + " " + TerminalText.escaped(note.message) + "\n"
            out += snippet(note.file, note.range)
        }
        return out
    }
}
