/// A timeline as one line of glyphs, for places with no pictures (a CI summary). The
/// line is the longest run: each timed card its shortest length in its kind's glyph, then
/// a random duration's extra range in the random glyph; each cell shows what plays at
/// its middle.
public enum TimelineBar {
    /// `timeline` in `cells` glyphs. A routine with no timed card shows one glyph per
    /// card, up to `cells`.
    public static func bar(_ timeline: Timeline, cells: Int = 48) -> String {
        var segments: [(end: Int, glyph: Character)] = []
        var end = 0
        let extra = DrawnKind(.randomDuration).style.glyph
        for entry in timeline.entries {
            guard let length = entry.length else { continue }
            if length.low > 0 {
                end = end.addingReportingOverflow(length.low).partialValue
                segments.append((end, entry.kind.style.glyph))
            }
            if !length.isExact {
                end = end.addingReportingOverflow(length.high - length.low).partialValue
                segments.append((end, extra))
            }
        }
        guard end > 0 else { return String(timeline.entries.prefix(cells).map { $0.kind.style.glyph }) }
        var glyphs: [Character] = []
        var index = 0
        for cell in 0..<cells {
            let moment = (Double(cell) + 0.5) * Double(end) / Double(cells)
            while index < segments.count - 1, Double(segments[index].end) <= moment { index += 1 }
            glyphs.append(segments[index].glyph)
        }
        return String(glyphs)
    }
}
