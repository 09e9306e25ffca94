/// A timeline as one self-contained HTML page: the SVG picture inline, with hover
/// details and a light and a dark scheme in CSS. No script at all, and a content
/// security policy that forbids one, so a title can never run code.
public enum TimelineHTML {
    /// The page for `timeline`.
    public static func html(_ timeline: Timeline) -> String {
        let layout = TimelineLayout(timeline)
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">\n"
        out += "<meta name=\"color-scheme\" content=\"light dark\">\n"
        out += "<title>\(MarkupText.xml(timeline.title))</title>\n<style>\n\(stylesheet(layout))</style>\n</head>\n<body>\n"
        TimelineSVG.write(layout, into: &out)
        out += "</body>\n</html>\n"
        return out
    }

    /// The page's CSS: hover highlights a row and shows its details (the row's title,
    /// which browsers show as a tooltip); the dark scheme restyles every fill.
    private static func stylesheet(_ layout: TimelineLayout) -> String {
        var css = "body { margin: 0; padding: 16px; background: #ffffff; color: #1a1a1a; }\n"
        css += "svg { max-width: 100%; height: auto; }\n"
        css += "g.card:hover rect, g.card:hover path { stroke: #1a1a1a; stroke-width: 1.5; }\n"
        css += "g.card:hover text { font-weight: 600; }\n"
        css += "@media (prefers-color-scheme: dark) {\n"
        css += "  body { background: #121417; color: #e6e6e6; }\n"
        css += "  rect.background { fill: #121417; }\n"
        css += "  text { fill: #e6e6e6; }\n  text.round { fill: #a9b8c9; }\n  line.tick { stroke: #30363d; }\n"
        css += "  g.card:hover rect, g.card:hover path { stroke: #ffffff; }\n"
        for (index, fill) in RepeatDrawing.darkBands.enumerated() { css += "  rect.band-\(index) { fill: \(fill); }\n" }
        for kind in DrawnKind.all { css += "  .\(TimelineSVG.cssClass(kind)) { fill: \(kind.style.dark); }\n" }
        css += "}\n"
        return css
    }
}
