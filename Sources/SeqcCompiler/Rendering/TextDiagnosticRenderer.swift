/// Renders diagnostics for people, as compilers do:
///
/// ```
/// routines/hiit.routine.yaml:12:5: error: unknown kind 'countdwon' [unknown-kind]
///    12 |   - countdwon: Warm-up
///       |     ^~~~~~~~~
///       = help: did you mean 'countdown'?
///       = fix (unsafe): replace with 'countdown'
/// ```
///
/// The first line is the `path:line:col: severity: message` form that Xcode and editors parse.
public struct TextDiagnosticRenderer: Sendable {
    public var style: TextStyle
    /// The source of each file, for snippets; a file missing here renders without one.
    public var sources: [String: SourceFile]

    public init(style: TextStyle = .plain, sources: [String: SourceFile] = [:]) {
        self.style = style
        self.sources = sources
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        // User text (paths, titles and keys inside messages) is escaped here, at the edge.
        var lines: [String] = []
        let gutter = Self.gutterWidth(diagnostic)
        let location = style.bold(
            "\(TerminalText.escapedPath(diagnostic.file)):\(diagnostic.range.start.line):\(diagnostic.range.start.column):")
        lines.append(
            "\(location) \(style.severity(diagnostic.severity, diagnostic.severity.rawValue + ":")) "
                + style.bold(TerminalText.escaped(diagnostic.message)) + " [\(TerminalText.escaped(diagnostic.rule.rawValue))]")
        lines += snippet(file: diagnostic.file, range: diagnostic.range, gutter: gutter)
        if let help = diagnostic.help {
            lines.append(String(repeating: " ", count: gutter) + style.help("= help:") + " " + TerminalText.escaped(help))
        }
        if let fix = FixDescription.describe(diagnostic, source: sources[diagnostic.file]) {
            lines.append(
                String(repeating: " ", count: gutter) + style.help("= \(FixDescription.label(diagnostic)):") + " "
                    + TerminalText.escaped(fix))
        }
        for note in diagnostic.notes {
            let noteLocation = style.bold("\(TerminalText.escapedPath(note.file)):\(note.range.start.line):\(note.range.start.column):")
            lines.append("\(noteLocation) \(style.severity(.note, "note:")) \(TerminalText.escaped(note.message))")
            lines += snippet(file: note.file, range: note.range, gutter: gutter)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A five-wide line number and a space, as in the documented example (docs/language.md), or wider when a
    /// line number needs it, so every `|` of one diagnostic lines up.
    private static func gutterWidth(_ diagnostic: Diagnostic) -> Int {
        let widest = ([diagnostic.range.start.line] + diagnostic.notes.map(\.range.start.line)).max() ?? 1
        return Swift.max(5, String(widest).count) + 1
    }

    private func snippet(file: String, range: SourceRange, gutter: Int) -> [String] {
        guard let source = sources[file], let line = SnippetLine(source: source, range: range) else { return [] }
        let number = String(range.start.line)
        let underline = "^" + String(repeating: "~", count: line.caretWidth - 1)
        return [
            String(repeating: " ", count: gutter - 1 - number.count) + number + " | " + line.text,
            String(repeating: " ", count: gutter) + "| " + String(repeating: " ", count: line.caretColumn) + style.caret(underline),
        ]
    }
}
