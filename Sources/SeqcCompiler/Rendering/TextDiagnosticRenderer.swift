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
/// A help or fix that spans lines is printed as its lines, each under the first one's
/// text (`= fix: insert above line 2:`, then `  cards:` below it), never with a `\n`.
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
        // The text is gathered as UTF-8 and made a string once: appending piece by piece
        // to a String cost more than the rest of rendering.
        var out = RenderedText()
        let gutter = Self.gutterWidth(diagnostic)
        let start = diagnostic.range.start
        out += style.bold("\(TerminalText.escapedPath(diagnostic.file)):\(start.line):\(start.column):")
        out += " "
        out += style.severity(diagnostic.severity, diagnostic.severity.rawValue + ":")
        out += " "
        out += style.bold(TerminalText.escaped(diagnostic.message))
        out += " ["
        out += TerminalText.escaped(diagnostic.rule.rawValue)
        out += "]\n"
        appendSnippet(to: &out, file: diagnostic.file, range: diagnostic.range, gutter: gutter)
        if let help = diagnostic.help {
            appendLabelled("help", TerminalText.lines(of: help), to: &out, gutter: gutter)
        }
        if let fix = FixDescription.lines(diagnostic, source: sources[diagnostic.file]) {
            appendLabelled(FixDescription.label(diagnostic), fix, to: &out, gutter: gutter)
        }
        for note in diagnostic.notes {
            out += style.bold("\(TerminalText.escapedPath(note.file)):\(note.range.start.line):\(note.range.start.column):")
            out += " "
            out += style.severity(.note, "note:")
            out += " "
            out += TerminalText.escaped(note.message)
            out += "\n"
            appendSnippet(to: &out, file: note.file, range: note.range, gutter: gutter)
        }
        return out.text
    }

    /// `= label: first line`, then each further line on a line of its own, indented to
    /// start under the first one's text. Every line is user text, escaped; one that starts
    /// a printed line is kept from starting a CI runner's command too.
    private func appendLabelled(_ label: String, _ lines: [String], to out: inout RenderedText, gutter: Int) {
        out.appendRepeating(" ", count: gutter)
        out += style.help("= \(label):")
        out += " "
        out += TerminalText.escaped(lines.first ?? "")
        out += "\n"
        // `= `, the label, `: `.
        let column = gutter + label.utf8.count + 4
        for line in lines.dropFirst() {
            if !line.isEmpty {
                out.appendRepeating(" ", count: column)
                out += TerminalText.escapedLine(line)
            }
            out += "\n"
        }
    }

    /// A five-wide line number and a space, as in the documented example (docs/language.md), or wider when a
    /// line number needs it, so every `|` of one diagnostic lines up.
    private static func gutterWidth(_ diagnostic: Diagnostic) -> Int {
        var widest = diagnostic.range.start.line
        for note in diagnostic.notes { widest = Swift.max(widest, note.range.start.line) }
        return Swift.max(5, String(widest).utf8.count) + 1
    }

    private func appendSnippet(to out: inout RenderedText, file: String, range: SourceRange, gutter: Int) {
        guard let source = sources[file], let line = SnippetLine(source: source, range: range) else { return }
        let number = String(range.start.line)
        out.appendRepeating(" ", count: gutter - 1 - number.utf8.count)
        out += number
        out += " | "
        out += line.text
        out += "\n"
        out.appendRepeating(" ", count: gutter)
        out += "| "
        out.appendRepeating(" ", count: line.caretColumn)
        if style == .plain {
            out += "^"
            out.appendRepeating("~", count: line.caretWidth - 1)
        } else {
            out += style.caret("^" + String(repeating: "~", count: line.caretWidth - 1))
        }
        out += "\n"
    }
}

/// Rendered text gathered as UTF-8.
private struct RenderedText {
    private var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(320) }

    static func += (text: inout RenderedText, piece: String) {
        var piece = piece
        piece.withUTF8 { text.bytes.append(contentsOf: $0) }
    }

    mutating func appendRepeating(_ character: Unicode.Scalar, count: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: character), count: Swift.max(0, count)))
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
