import SeqcCompiler

/// A timeline as a terminal table: each runtime card's start, length, kind, title and
/// rounds, one line each, fitted to the terminal's width. Titles are escaped (a title
/// can hold control characters) and colour is added only when asked for, on a terminal.
public enum TimelineText {
    /// The narrowest title column; a narrower terminal wraps instead.
    static let minimumTitleColumns = 12

    /// The table for `timeline`, at most `width` columns wide where the title can
    /// shrink to fit, with ANSI colours when `colour` is set.
    public static func table(_ timeline: Timeline, width: Int, colour: Bool) -> String {
        let starts = timeline.entries.map { TimeAxis.clock($0.start) }
        let lengths = timeline.entries.map { $0.length.map(TimeAxis.clock) ?? "tap" }
        let rounds = timeline.entries.map { TerminalText.escaped($0.roundLabels.joined(separator: " · ")) }
        let startColumns = starts.reduce(5) { Swift.max($0, $1.count) }
        let lengthColumns = lengths.reduce(6) { Swift.max($0, $1.count) }
        let roundColumns = Swift.min(24, rounds.reduce(0) { Swift.max($0, DisplayWidth.of($1)) })
        let fixed = startColumns + 2 + lengthColumns + 2 + 3 + (roundColumns > 0 ? 2 + roundColumns : 0)
        let widest = timeline.entries.reduce(4) { Swift.max($0, DisplayWidth.of(TerminalText.escaped($1.title))) }
        let titleColumns = Swift.max(minimumTitleColumns, Swift.min(widest, width - fixed))

        let lineColumns = Swift.max(width, fixed + minimumTitleColumns)
        var out = fitted(TerminalText.escapedLine(timeline.title), to: lineColumns) + "\n"
        out += fitted(timeline.totalText, to: lineColumns) + "\n\n"
        out += pad("start", startColumns) + "  " + pad("length", lengthColumns) + "  " + "   " + "card\n"
        for (index, entry) in timeline.entries.enumerated() {
            var line = pad(starts[index], startColumns) + "  " + pad(lengths[index], lengthColumns) + "  "
            line += swatch(entry.kind, colour: colour) + " "
            let title = fitted(TerminalText.escaped(entry.title), to: titleColumns)
            line +=
                roundColumns > 0 && !rounds[index].isEmpty
                ? pad(title, titleColumns) + "  " + fitted(rounds[index], to: roundColumns) : title
            out += line + "\n"
        }
        return out
    }

    /// Two glyphs of the kind's style, coloured when asked.
    private static func swatch(_ kind: DrawnKind, colour: Bool) -> String {
        let glyphs = String(repeating: kind.style.glyph, count: 2)
        return colour ? "\u{1B}[38;5;\(kind.style.terminalColour)m\(glyphs)\u{1B}[0m" : glyphs
    }

    /// `text` padded with spaces to `columns` display columns.
    static func pad(_ text: String, _ columns: Int) -> String {
        text + String(repeating: " ", count: Swift.max(0, columns - DisplayWidth.of(text)))
    }

    /// `text` cut to `columns` display columns, ending in `…` when cut.
    static func fitted(_ text: String, to columns: Int) -> String {
        guard DisplayWidth.of(text) > columns else { return text }
        var kept = "", used = 0
        for character in text {
            let width = DisplayWidth.of(character)
            guard used + width <= columns - 1 else { break }
            kept.append(character)
            used += width
        }
        return kept + "…"
    }
}
