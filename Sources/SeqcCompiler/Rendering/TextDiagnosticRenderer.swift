/// Renders diagnostics for people, as compilers do:
///
/// ```
/// routines/hiit.routine.yaml:12:5: error: unknown kind 'countdwon' [unknown-kind]
///    12 |   - countdwon: Warm-up
///       |     ^~~~~~~~~
///       = help: did you mean 'countdown'?
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
        var lines: [String] = []
        let location = style.bold("\(diagnostic.file):\(diagnostic.range.start.line):\(diagnostic.range.start.column):")
        lines.append("\(location) \(style.severity(diagnostic.severity, diagnostic.severity.rawValue + ":")) "
            + style.bold(diagnostic.message) + " [\(diagnostic.rule)]")
        lines += snippet(file: diagnostic.file, range: diagnostic.range)
        if let help = diagnostic.help {
            lines.append(Self.gutterPad + style.help("= help:") + " " + help)
        }
        for note in diagnostic.notes {
            let noteLocation = style.bold("\(note.file):\(note.range.start.line):\(note.range.start.column):")
            lines.append("\(noteLocation) \(style.severity(.note, "note:")) \(note.message)")
            lines += snippet(file: note.file, range: note.range)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Six columns: a five-wide line number and a space, as in the SPEC's example.
    private static let gutterPad = "      "

    private func snippet(file: String, range: SourceRange) -> [String] {
        guard let source = sources[file], let text = source.line(range.start.line) else { return [] }
        let shown = text.replacingControlCharacters
        let number = String(range.start.line)
        let gutter = String(repeating: " ", count: Swift.max(0, 5 - number.count)) + number + " | "
        let startColumn = range.start.column
        let lineLength = shown.unicodeScalars.count
        let endColumn = range.end.line == range.start.line ? range.end.column : lineLength + 1
        let width = Swift.max(1, Swift.min(endColumn, lineLength + 1) - startColumn)
        let underline = "^" + String(repeating: "~", count: width - 1)
        let padding = String(repeating: " ", count: Swift.max(0, startColumn - 1))
        return [gutter + shown, Self.gutterPad + "| " + padding + style.caret(underline)]
    }
}

extension String {
    /// Tabs and other control characters shown as single visible characters, so the
    /// caret under a snippet stays aligned with the column count.
    var replacingControlCharacters: String {
        String(String.UnicodeScalarView(unicodeScalars.map { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F ? "\u{FFFD}" : scalar
        }))
    }
}
