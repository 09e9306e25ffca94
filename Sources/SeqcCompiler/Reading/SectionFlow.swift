import SeqcModel

/// The sections of ``SectionedCards`` written in flow style (JSON): each section's items
/// as flow text, to be joined into one `"cards": [...]`. A text item is written as the
/// card it reads as, a section of fields gets the kind they fit and the section's name as
/// its title, and loose durations are written as the language writes them, so the fix
/// brings no new error to light.
struct SectionFlow {
    let context: ReadingContext

    /// The flow text of each item of `section`; nil when an item reads as no card.
    func items(of section: YAMLPair, title: String, phase: String) -> [String]? {
        switch section.value.content {
        case .sequence(let items):
            var texts: [String] = []
            for item in items {
                if case .scalar(let text, _) = item.content {
                    guard let shaped = TextCardShape.item(text) else { return nil }
                    guard SectionLines.isPhase(phase) || TimedTitle.eitherTitle(of: shaped) == nil else { return nil }
                    texts.append(shaped.flowText)
                } else {
                    guard case .mapping = item.content, let text = text(of: item) else { return nil }
                    texts.append(text)
                }
            }
            return texts
        case .mapping(let pairs):
            let keys = pairs.compactMap(\.key.scalar)
            guard keys.count == pairs.count, keys.allSatisfy({ CardKind.named($0) == nil }), let kind = KindInference.kind(fitting: keys),
                let text = text(of: section.value), text.hasPrefix("{")
            else { return nil }
            let reading = kind == .countdown ? TimedTitle.reading(title) : .work
            guard reading != .either else { return nil }
            let head = "{\((reading == .rest ? .rest : kind).rawValue): \(ShapedText.quoted(title))"
            return [head + (pairs.isEmpty ? "" : ", ") + text.dropFirst()]
        case .scalar(let text, _):
            let words = text.split(separator: " ").map(String.init)
            guard !words.isEmpty, let quantity = TextCardShape.quantity(words, allowsBareCount: false) else { return nil }
            let item = TextCardShape.shaped(title: title, quantity)
            return TimedTitle.eitherTitle(of: item) == nil ? [item.flowText] : nil
        }
    }

    /// The most lines a flow item is copied from.
    private static let longestItem = 64

    /// A node's source text across its lines, its loose durations rewritten.
    func text(of node: YAMLNode) -> String? {
        let start = node.range.start, end = node.range.end
        guard end.line >= start.line, end.line - start.line < Self.longestItem else { return nil }
        var edits: [Int: [(columns: Range<Int>, text: String)]] = [:]
        SectionLines(context: context, pad: 0).collectDurations(in: node, into: &edits, depth: 0)
        var parts: [String] = []
        for number in start.line...end.line {
            guard let line = context.source?.line(number) else { return nil }
            var scalars = Array(SectionLines.applying(edits[number] ?? [], to: line).unicodeScalars)
            let shift = (edits[number] ?? []).filter { $0.columns.upperBound <= end.column - 1 || number != end.line }
                .reduce(0) { $0 + $1.text.unicodeScalars.count - $1.columns.count }
            let upper = number == end.line ? min(scalars.count, end.column - 1 + shift) : scalars.count
            let lower = number == start.line ? start.column - 1 : 0
            guard lower <= upper else { return nil }
            scalars = Array(scalars[lower..<upper])
            parts.append(String(String.UnicodeScalarView(scalars)))
        }
        return parts.joined(separator: " ")
    }
}
