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
        // The text is gathered as UTF-8 and made a string once, and plain pieces are
        // copied as they are: appending piece by piece to a String cost more than the rest
        // of rendering.
        var out = RenderedText()
        let gutter = Self.gutterWidth(diagnostic)
        let source = sources[diagnostic.file]
        appendLocation(diagnostic.file, diagnostic.range.start, to: &out)
        out.open(TextStyle.Decoration(diagnostic.severity), in: style)
        out.append(diagnostic.severity.rawValue)
        out.append(byte: UInt8(ascii: ":"))
        out.close(in: style)
        out.append(byte: UInt8(ascii: " "))
        out.open(.bold, in: style)
        out.appendEscaped(diagnostic.message)
        out.close(in: style)
        out.append(ascii: " [")
        out.appendEscaped(diagnostic.rule.rawValue)
        out.append(ascii: "]\n")
        appendSnippet(to: &out, source: source, range: diagnostic.range, gutter: gutter)
        if let help = diagnostic.help {
            // Nearly every help is one line, shown without splitting it into a list.
            if TerminalText.hasLineFeed(help) {
                let lines = TerminalText.lines(of: help)
                appendLabelled("help", lines[0], lines.dropFirst(), to: &out, gutter: gutter)
            } else {
                appendLabelled("help", help, [], to: &out, gutter: gutter)
            }
        }
        if let fix = FixDescription.lines(diagnostic, source: source) {
            appendLabelled(FixDescription.label(diagnostic), fix.first ?? "", fix.dropFirst(), to: &out, gutter: gutter)
        }
        for note in diagnostic.notes {
            appendLocation(note.file, note.range.start, to: &out)
            out.open(.note, in: style)
            out.append(ascii: "note:")
            out.close(in: style)
            out.append(byte: UInt8(ascii: " "))
            out.appendEscaped(note.message)
            out.append(byte: UInt8(ascii: "\n"))
            // A note nearly always points into the diagnostic's own file, whose source is at hand.
            let noteSource = note.file == diagnostic.file ? source : sources[note.file]
            appendSnippet(to: &out, source: noteSource, range: note.range, gutter: gutter)
        }
        return out.text
    }

    /// `path:line:col:` in bold, then a space: the start of a diagnostic's or a note's line.
    private func appendLocation(_ file: String, _ position: SourcePosition, to out: inout RenderedText) {
        out.open(.bold, in: style)
        out.appendPath(file)
        out.append(byte: UInt8(ascii: ":"))
        out.append(number: position.line)
        out.append(byte: UInt8(ascii: ":"))
        out.append(number: position.column)
        out.append(byte: UInt8(ascii: ":"))
        out.close(in: style)
        out.append(byte: UInt8(ascii: " "))
    }

    /// `= label: first line`, then each further line on a line of its own, indented to
    /// start under the first one's text. Every line is user text, escaped; one that starts
    /// a printed line is kept from starting a CI runner's command too.
    private func appendLabelled(_ label: String, _ first: String, _ further: ArraySlice<String>, to out: inout RenderedText, gutter: Int) {
        out.appendRepeating(" ", count: gutter)
        out.open(.help, in: style)
        out.append(ascii: "= ")
        out.append(label)
        out.append(byte: UInt8(ascii: ":"))
        out.close(in: style)
        out.append(byte: UInt8(ascii: " "))
        out.appendEscaped(first)
        out.append(byte: UInt8(ascii: "\n"))
        // `= `, the label, `: `.
        let column = gutter + label.utf8.count + 4
        for line in further {
            if !line.isEmpty {
                out.appendRepeating(" ", count: column)
                out.append(TerminalText.escapedLine(line))
            }
            out.append(byte: UInt8(ascii: "\n"))
        }
    }

    /// A five-wide line number and a space, as in the documented example (docs/language.md), or wider when a
    /// line number needs it, so every `|` of one diagnostic lines up.
    private static func gutterWidth(_ diagnostic: Diagnostic) -> Int {
        var widest = diagnostic.range.start.line
        for note in diagnostic.notes { widest = Swift.max(widest, note.range.start.line) }
        return Swift.max(5, RenderedText.digitCount(widest)) + 1
    }

    private func appendSnippet(to out: inout RenderedText, source: SourceFile?, range: SourceRange, gutter: Int) {
        guard let source else { return }
        let number = range.start.line
        let caretColumn: Int
        let caretWidth: Int
        // A plain line's bytes are copied as they are; any other line is laid out cell by cell.
        if let plain = SnippetLine.plainLayout(source: source, range: range) {
            out.appendRepeating(" ", count: gutter - 1 - RenderedText.digitCount(number))
            out.append(number: number)
            out.append(ascii: " | ")
            out.append(source.bytes[plain.bytes])
            (caretColumn, caretWidth) = (plain.caretColumn, plain.caretWidth)
        } else if let line = SnippetLine(decoding: source, range: range) {
            out.appendRepeating(" ", count: gutter - 1 - RenderedText.digitCount(number))
            out.append(number: number)
            out.append(ascii: " | ")
            out.append(line.text)
            (caretColumn, caretWidth) = (line.caretColumn, line.caretWidth)
        } else {
            return
        }
        out.append(byte: UInt8(ascii: "\n"))
        out.appendRepeating(" ", count: gutter)
        out.append(ascii: "| ")
        out.appendRepeating(" ", count: caretColumn)
        out.open(.caret, in: style)
        out.append(byte: UInt8(ascii: "^"))
        out.appendRepeating("~", count: caretWidth - 1)
        out.close(in: style)
        out.append(byte: UInt8(ascii: "\n"))
    }
}

/// Rendered text gathered as UTF-8.
private struct RenderedText {
    private var bytes: [UInt8] = []

    /// Room for a diagnostic with a note and a help, so most are gathered without growing.
    init() { bytes.reserveCapacity(512) }

    mutating func append(_ piece: String) {
        guard !piece.isEmpty else { return }
        var piece = piece
        piece.withUTF8 { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ piece: ArraySlice<UInt8>) { bytes.append(contentsOf: piece) }

    mutating func append(byte: UInt8) { bytes.append(byte) }

    /// A short ASCII literal, a byte at a time: cheaper than a general append for the few
    /// bytes of a separator.
    mutating func append(ascii literal: StaticString) {
        literal.withUTF8Buffer { for byte in $0 { bytes.append(byte) } }
    }

    /// What starts `decoration` in `style`: nothing when plain.
    mutating func open(_ decoration: TextStyle.Decoration, in style: TextStyle) {
        if style != .plain { append(style.opening(decoration)) }
    }

    /// What ends a decoration in `style`: nothing when plain.
    mutating func close(in style: TextStyle) {
        if style != .plain { append(style.closing) }
    }

    /// `text` as ``TerminalText/escaped(_:)`` writes it, copied as it is when it is plain.
    mutating func appendEscaped(_ text: String) {
        var text = text
        let copied = text.withUTF8 { buffer in
            guard TerminalText.isPlain(buffer: buffer) else { return false }
            bytes.append(contentsOf: buffer)
            return true
        }
        if !copied { append(TerminalText.escapedScalarByScalar(text)) }
    }

    /// `path` as ``TerminalText/escapedPath(_:)`` writes it: a plain path needs `./` in
    /// front only when it starts with `:`, `#` or a space, the plain bytes a CI runner
    /// could read as a command's start.
    mutating func appendPath(_ path: String) {
        var path = path
        let copied = path.withUTF8 { buffer in
            guard TerminalText.isPlain(buffer: buffer) else { return false }
            if let first = buffer.first, first == UInt8(ascii: ":") || first == UInt8(ascii: "#") || first == UInt8(ascii: " ") {
                bytes.append(UInt8(ascii: "."))
                bytes.append(UInt8(ascii: "/"))
            }
            bytes.append(contentsOf: buffer)
            return true
        }
        if !copied { append(TerminalText.escapedPath(path)) }
    }

    /// `number` in decimal, as `String(number)` writes it.
    mutating func append(number: Int) {
        guard number >= 0 else { return append(String(number)) }
        var divisor = 1
        while number / divisor >= 10 { divisor *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(number / divisor % 10))
            divisor /= 10
        } while divisor > 0
    }

    /// How many characters `String(number)` has.
    static func digitCount(_ number: Int) -> Int {
        var count = number < 0 ? 2 : 1
        var rest = number.magnitude
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }

    mutating func appendRepeating(_ character: Unicode.Scalar, count: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: character), count: Swift.max(0, count)))
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
