/// Where a timeline's parts go in a picture: one row per runtime card under a time axis,
/// titles on the left, rounds on the right. Shared by the SVG and the HTML page, so both
/// draw the same picture.
struct TimelineLayout {
    static let width = 960.0
    static let margin = 16.0
    static let labelWidth = 240.0
    static let roundWidth = 150.0
    static let rowHeight = 18.0
    static let barHeight = 12.0
    static let top = 112.0
    /// Characters of a title the label column shows; the tooltip has the rest.
    static let labelCharacters = 34
    /// Characters of the round column.
    static let roundCharacters = 24
    /// The most bytes all tooltips together may take, so a picture of the largest
    /// routine stays under the runtime JSON's size limit: each row's fixed markup is a
    /// few hundred bytes, and 10,000 rows of it leave this much of the 8 MiB.
    static let tooltipBudget = 3 * 1024 * 1024

    let timeline: Timeline
    let axis: TimeAxis
    /// Characters each tooltip's title may keep.
    let tooltipCharacters: Int

    init(_ timeline: Timeline) {
        self.timeline = timeline
        axis = TimeAxis(to: timeline.total.high)
        let titles = timeline.entries.reduce(0) { $0 + $1.title.utf8.count }
        let rows = Swift.max(1, timeline.entries.count)
        // Escaping can make a byte six (`&#39;`), so the budget is shared in sixths.
        tooltipCharacters = titles * 6 <= Self.tooltipBudget ? Int.max : Swift.max(Self.labelCharacters, Self.tooltipBudget / 6 / rows)
    }

    static var barLeft: Double { margin + labelWidth + 8 }
    static var barRight: Double { width - margin - roundWidth }
    static var barWidth: Double { barRight - barLeft }

    var height: Double { Self.top + Double(timeline.entries.count) * Self.rowHeight + Self.margin }

    /// The x of `seconds` on the axis.
    func x(_ seconds: Int) -> Double {
        Self.barLeft + Self.barWidth * Double(seconds) / Double(axis.end)
    }

    /// The width of `seconds` on the axis.
    func width(_ seconds: Int) -> Double {
        Self.barWidth * Double(seconds) / Double(axis.end)
    }

    /// The top of row `index`.
    func rowTop(_ index: Int) -> Double { Self.top + Double(index) * Self.rowHeight }

    /// The kinds drawn, in the legend's order.
    var legend: [DrawnKind] {
        let present = Set(timeline.entries.map(\.kind))
        return DrawnKind.all.filter(present.contains)
    }

    /// The runs of rows in one round of an outermost `repeat` block, for the bands.
    var bands: [(rows: Range<Int>, round: Int)] {
        let entries = timeline.entries
        var bands: [(rows: Range<Int>, round: Int)] = []
        var index = 0
        while index < entries.count {
            guard let key = entries[index].rounds.first else {
                index += 1
                continue
            }
            var end = index + 1
            while end < entries.count, entries[end].rounds.first == key { end += 1 }
            bands.append((index..<end, key.round))
            index = end
        }
        return bands
    }

    /// The tooltip of one row: the full title, its kind, length, start and rounds.
    func tooltip(_ entry: TimelineEntry) -> String {
        var parts = [MarkupText.elided(entry.title, to: tooltipCharacters), entry.kind.style.name]
        if let length = entry.length {
            parts.append(TimeAxis.clock(length))
        } else {
            parts.append("until tapped")
        }
        parts.append("starts at \(TimeAxis.clock(entry.start))")
        parts += entry.roundLabels
        return parts.joined(separator: " · ")
    }
}
