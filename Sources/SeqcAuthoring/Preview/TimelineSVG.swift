/// A timeline as one self-contained SVG: no script, no external file, no font or image
/// fetched. Deterministic: the same routine gives the same bytes.
public enum TimelineSVG {
    /// The picture of `timeline`.
    public static func svg(_ timeline: Timeline) -> String {
        var out = ""
        write(TimelineLayout(timeline), into: &out)
        return out
    }

    /// Writes the picture, as a file or inside an HTML page.
    static func write(_ layout: TimelineLayout, into out: inout String) {
        let width = Coordinate.text(TimelineLayout.width), height = Coordinate.text(layout.height)
        out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
        out += " role=\"img\" font-family=\"system-ui, -apple-system, 'Segoe UI', sans-serif\" font-size=\"12\">\n"
        out += "<title>\(MarkupText.xml(layout.timeline.title))</title>\n"
        writeDefinitions(layout, into: &out)
        out += "<rect class=\"background\" width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n"
        writeHeader(layout, into: &out)
        writeBands(layout, into: &out)
        writeAxis(layout, into: &out)
        for (index, entry) in layout.timeline.entries.enumerated() {
            writeRow(entry, at: index, layout: layout, into: &out)
        }
        out += "</svg>\n"
    }

    private static func fill(_ kind: DrawnKind) -> String {
        "class=\"\(cssClass(kind))\" fill=\"\(kind.style.light)\""
    }

    /// The class a kind's shapes carry, which the HTML page's colour schemes restyle.
    static func cssClass(_ kind: DrawnKind) -> String {
        "kind-" + String(kind.style.name.map { $0 == " " ? "-" : $0 })
    }

    private static func writeDefinitions(_ layout: TimelineLayout, into out: inout String) {
        let random = DrawnKind(.randomDuration).style.light
        out += "<defs><pattern id=\"hatch\" patternUnits=\"userSpaceOnUse\" width=\"6\" height=\"6\" patternTransform=\"rotate(45)\">"
        out += "<rect width=\"6\" height=\"6\" fill=\"#ffffff\"/><rect class=\"hatch-stroke\" width=\"3\" height=\"6\" fill=\"\(random)\"/>"
        out += "</pattern></defs>\n"
    }

    private static func writeHeader(_ layout: TimelineLayout, into out: inout String) {
        let left = Coordinate.text(TimelineLayout.margin)
        let title = MarkupText.xml(MarkupText.elided(layout.timeline.title, to: 90))
        out += "<text class=\"heading\" x=\"\(left)\" y=\"30\" font-size=\"18\" font-weight=\"600\" fill=\"#1a1a1a\">\(title)</text>\n"
        out += "<text class=\"total\" x=\"\(left)\" y=\"50\" fill=\"#444444\">\(MarkupText.xml(layout.timeline.totalText))</text>\n"
        var x = TimelineLayout.margin
        for kind in layout.legend {
            let swatch = Coordinate.text(x)
            out += "<g class=\"legend\"><rect x=\"\(swatch)\" y=\"62\" width=\"14\" height=\"14\" \(fill(kind))/>"
            out += "<text x=\"\(Coordinate.text(x + 19))\" y=\"73\" fill=\"#333333\">\(kind.style.name)</text></g>\n"
            x += 19 + Double(kind.style.name.count) * 7 + 14
        }
    }

    private static func writeBands(_ layout: TimelineLayout, into out: inout String) {
        for band in layout.bands {
            let top = layout.rowTop(band.rows.lowerBound), height = Double(band.rows.count) * TimelineLayout.rowHeight
            let fill = RepeatDrawing.lightBands[(band.round - 1) % RepeatDrawing.lightBands.count]
            out += "<rect class=\"band band-\((band.round - 1) % 2)\" x=\"\(Coordinate.text(TimelineLayout.margin / 2))\""
            out += " y=\"\(Coordinate.text(top))\" width=\"\(Coordinate.text(TimelineLayout.width - TimelineLayout.margin))\""
            out += " height=\"\(Coordinate.text(height))\" fill=\"\(fill)\"/>\n"
        }
    }

    private static func writeAxis(_ layout: TimelineLayout, into out: inout String) {
        let bottom = Coordinate.text(layout.height - TimelineLayout.margin)
        let top = Coordinate.text(TimelineLayout.top - 6)
        for tick in layout.axis.ticks {
            let x = Coordinate.text(layout.x(tick))
            out += "<line class=\"tick\" x1=\"\(x)\" y1=\"\(top)\" x2=\"\(x)\" y2=\"\(bottom)\" stroke=\"#d9d9d9\" stroke-width=\"1\"/>"
            out += "<text class=\"tick-label\" x=\"\(x)\" y=\"\(Coordinate.text(TimelineLayout.top - 10))\" text-anchor=\"middle\""
            out += " fill=\"#666666\">\(TimeAxis.clock(tick))</text>\n"
        }
    }

    private static func writeRow(_ entry: TimelineEntry, at index: Int, layout: TimelineLayout, into out: inout String) {
        let top = layout.rowTop(index)
        let textY = Coordinate.text(top + 13)
        let barY = Coordinate.text(top + (TimelineLayout.rowHeight - TimelineLayout.barHeight) / 2)
        let barHeight = Coordinate.text(TimelineLayout.barHeight)
        out += "<g class=\"card\"><title>\(MarkupText.xml(layout.tooltip(entry)))</title>"
        let label = MarkupText.xml(MarkupText.elided(entry.title, to: TimelineLayout.labelCharacters))
        out += "<text x=\"\(Coordinate.text(TimelineLayout.margin))\" y=\"\(textY)\" fill=\"#1a1a1a\">\(label)</text>"
        let start = layout.x(entry.start.low)
        if let length = entry.length {
            out += "<rect x=\"\(Coordinate.text(start))\" y=\"\(barY)\" width=\"\(Coordinate.text(layout.width(length.low)))\""
            out += " height=\"\(barHeight)\" \(fill(entry.kind))/>"
            if !length.isExact {
                let extra = layout.width(length.high - length.low)
                out += "<rect class=\"range\" x=\"\(Coordinate.text(start + layout.width(length.low)))\" y=\"\(barY)\""
                out += " width=\"\(Coordinate.text(extra))\" height=\"\(barHeight)\" fill=\"url(#hatch)\"/>"
            }
        } else {
            let middle = top + TimelineLayout.rowHeight / 2, half = TimelineLayout.barHeight / 2
            out += "<path class=\"marker \(cssClass(entry.kind))\" d=\"M\(Coordinate.text(start)) \(Coordinate.text(middle - half))"
            out += "l\(Coordinate.text(half)) \(Coordinate.text(half))l-\(Coordinate.text(half)) \(Coordinate.text(half))"
            out += "l-\(Coordinate.text(half)) -\(Coordinate.text(half))z\" fill=\"\(entry.kind.style.light)\"/>"
        }
        let rounds = entry.roundLabels.joined(separator: " · ")
        if !rounds.isEmpty {
            let text = MarkupText.xml(MarkupText.elided(rounds, to: TimelineLayout.roundCharacters))
            out += "<text class=\"round\" x=\"\(Coordinate.text(TimelineLayout.barRight + 8))\" y=\"\(textY)\""
            out += " fill=\"\(RepeatDrawing.labelColour)\">\(text)</text>"
        }
        out += "</g>\n"
    }
}
