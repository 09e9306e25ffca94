/// One source line as a text snippet shows it, with where the caret goes. Tabs become
/// spaces to the next stop of every ``tabWidth`` columns, control characters show as
/// ``TerminalText`` escapes, and wide characters take two columns, so the caret lines up
/// on screen. A line wider than ``maxWidth`` shows an excerpt around the caret, with `…`
/// where it is cut.
struct SnippetLine {
    static let tabWidth = 4
    static let maxWidth = 120
    /// Columns of source kept before the caret when a line is cut.
    static let leadWidth = 40
    static let ellipsis = "…"

    /// What follows the gutter's `| `.
    let text: String
    /// Columns before the caret.
    let caretColumn: Int
    /// Columns the underline covers, at least 1.
    let caretWidth: Int

    struct Cell: Equatable {
        var text: String
        var width: Int
        let scalarStart: Int
        var isTab: Bool { text == "\t" }
    }

    init?(source: SourceFile, range: SourceRange) {
        if let plain = Self.plainLine(source: source, range: range) {
            self = plain
        } else {
            self.init(decoding: source, range: range)
        }
    }

    private init(text: String, caretColumn: Int, caretWidth: Int) {
        self.text = text
        self.caretColumn = caretColumn
        self.caretWidth = caretWidth
    }

    /// The snippet of a line that shows as it is, nearly every line a diagnostic points
    /// at: printable ASCII without `##`, no wider than ``maxWidth``, with the caret on it.
    /// Each byte is one column, so nothing is cut, escaped or measured. Nil for any other
    /// line; a test holds this equal to ``init(decoding:range:)`` on the lines it takes.
    static func plainLine(source: SourceFile, range: SourceRange) -> SnippetLine? {
        guard let plain = plainLayout(source: source, range: range) else { return nil }
        return SnippetLine(
            text: String(decoding: source.bytes[plain.bytes], as: UTF8.self), caretColumn: plain.caretColumn,
            caretWidth: plain.caretWidth)
    }

    /// ``plainLine(source:range:)`` as the line's bytes in `source.bytes` and where the
    /// caret goes, for a renderer that copies the bytes as they are.
    static func plainLayout(source: SourceFile, range: SourceRange) -> (bytes: Range<Int>, caretColumn: Int, caretWidth: Int)? {
        let line = range.start.line
        guard let bytes = source.lineIndex.byteRange(ofLine: line, in: source.bytes), bytes.count <= maxWidth else {
            return nil
        }
        let start = range.start.column - 1
        let plain = source.bytes.withUnsafeBufferPointer { TerminalText.isPlain(buffer: UnsafeBufferPointer(rebasing: $0[bytes])) }
        guard start >= 0, start <= bytes.count, plain else { return nil }
        let end = range.end.line == line ? Swift.max(start, range.end.column - 1) : Int.max
        let caretEnd = start < bytes.count && end > start ? Swift.min(end, bytes.count) : 0
        return (bytes, start, Swift.max(1, caretEnd - start))
    }

    /// The snippet of any line: decoded, cut into cells, excerpted when wide.
    init?(decoding source: SourceFile, range: SourceRange) {
        let line = range.start.line
        let start = Swift.max(0, range.start.column - 1)
        let end = range.end.line == line ? Swift.max(start, range.end.column - 1) : Int.max
        // Decode a bounded stretch around the caret: enough for any excerpt, however long the line.
        let from = Swift.max(0, start - Self.maxWidth)
        guard let (scalars, continues) = source.scalars(ofLine: line, from: from, count: start - from + Self.maxWidth + 1)
        else { return nil }
        let cells = Self.cells(scalars, from: from)
        let caret = cells.firstIndex { $0.scalarStart >= start } ?? cells.count
        // Where the range starts past the line's end, the caret goes that far past it.
        let gap = caret == cells.count ? Swift.max(0, start - from - scalars.count) : 0

        let (lower, upper) = Self.shown(cells, caret: caret, cut: from > 0 || continues, continues: continues)
        let cutBefore = lower > 0 || from > 0
        let cutAfter = upper < cells.count || continues

        // The shown text is gathered as UTF-8 and made a string once: appending to a
        // String cell by cell cost more than cutting the line into cells.
        var text: [UInt8] = []
        text.reserveCapacity((upper - lower) + 8)
        if cutBefore { text += Self.ellipsis.utf8 }
        var column = cutBefore ? 1 : 0
        var caretColumn: Int?
        var caretEnd = 0
        for index in lower..<upper {
            let cell = cells[index]
            var width = cell.width
            if cell.isTab {
                width = Self.tabWidth - column % Self.tabWidth
                text += repeatElement(UInt8(ascii: " "), count: width)
            } else {
                text += cell.text.utf8
            }
            if index == caret { caretColumn = column }
            column += width
            if cell.scalarStart >= start, cell.scalarStart < end { caretEnd = column }
        }
        if cutAfter { text += Self.ellipsis.utf8 }
        let caretAt = caretColumn ?? column + gap
        self.text = String(decoding: text, as: UTF8.self)
        self.caretColumn = caretAt
        self.caretWidth = Swift.max(1, caretEnd - caretAt)
    }

    /// The cells shown, `lower..<upper`: all of them when they fit, otherwise up to
    /// ``leadWidth`` before the caret and as many after as fit (room left for an ellipsis
    /// at each end), then more before when the line's end is reached. `cut`: the line
    /// was decoded only in part, so it is excerpted anyway.
    private static func shown(_ cells: [Cell], caret: Int, cut: Bool, continues: Bool) -> (lower: Int, upper: Int) {
        var lower = 0, upper = cells.count
        let total = cells.reduce(0) { $0 + $1.width }
        if cut || total > maxWidth {
            lower = caret
            var used = 0
            while lower > 0, used + cells[lower - 1].width <= leadWidth {
                lower -= 1
                used += cells[lower].width
            }
            // Room for an ellipsis at each end.
            let budget = maxWidth - 2
            upper = caret
            while upper < cells.count, used + cells[upper].width <= budget {
                used += cells[upper].width
                upper += 1
            }
            if upper == cells.count, !continues {
                while lower > 0, used + cells[lower - 1].width <= budget {
                    lower -= 1
                    used += cells[lower].width
                }
            }
        }
        return (lower, upper)
    }

    /// Each character as shown: escaped when it is a control, measured by display width.
    static func cells(_ scalars: [Unicode.Scalar], from: Int) -> [Cell] {
        // Printable ASCII and tabs, nearly every line of a routine: each scalar is a
        // character of its own, so no grapheme breaking is needed.
        guard scalars.allSatisfy({ (0x20..<0x7F).contains($0.value) || $0 == "\t" }) else {
            return cellsByCharacter(scalars, from: from)
        }
        // Every such scalar shows as itself, one column wide, but a tab and a `[` that
        // would complete a legacy runner command: ``cell(_:scalarStart:after:)``'s rules,
        // without measuring each character's width.
        var cells: [Cell] = []
        cells.reserveCapacity(scalars.count)
        for (offset, scalar) in scalars.enumerated() {
            let scalarStart = from + offset
            if scalar == "\t" || scalar == "[" {
                cells.append(cell(Character(scalar), scalarStart: scalarStart, after: cells))
            } else {
                cells.append(Cell(text: String(scalar), width: 1, scalarStart: scalarStart))
            }
        }
        return cells
    }

    /// ``cells(_:from:)`` one character (grapheme cluster) at a time; a test holds the
    /// two equal on ASCII.
    static func cellsByCharacter(_ scalars: [Unicode.Scalar], from: Int) -> [Cell] {
        var cells: [Cell] = []
        cells.reserveCapacity(scalars.count)
        var scalarIndex = from
        for character in String(String.UnicodeScalarView(scalars)) {
            cells.append(cell(character, scalarStart: scalarIndex, after: cells))
            scalarIndex += character.unicodeScalars.count
        }
        return cells
    }

    /// How `character` is shown after `cells`: a tab as itself, a control escaped, a `[`
    /// after `##` or `##vso` (in any case) escaped (a runner command), anything else as it is.
    private static func cell(_ character: Character, scalarStart: Int, after cells: [Cell]) -> Cell {
        let text: String
        if character == "\t" {
            text = "\t"
        } else if character.unicodeScalars.count == 1, let escape = TerminalText.escape(character.unicodeScalars.first!) {
            text = escape
        } else if character == "[", cells.endsWith("##") || cells.endsWith("##vso") {
            text = "\\u{5B}"
        } else {
            text = String(character)
        }
        let width = text == "\t" ? tabWidth : DisplayWidth.of(text)
        return Cell(text: text, width: width, scalarStart: scalarStart)
    }
}

private extension Array where Element == SnippetLine.Cell {
    /// Whether the last cells show the characters of `suffix`, which is lower-case, in any
    /// case: Azure Pipelines' `##VSO[` is as much a command as `##vso[`.
    func endsWith(_ suffix: String) -> Bool {
        let tail = suffix.map(String.init)
        return count >= tail.count && zip(self[(count - tail.count)...], tail).allSatisfy { $0.text.lowercased() == $1 }
    }
}
