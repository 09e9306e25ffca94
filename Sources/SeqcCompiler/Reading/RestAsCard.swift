import SeqcModel

/// A rest written as a field of the card it follows (`- countdown: Wall sit` with
/// `duration: 45s` and `rest: 15s`), as plans write "45 s, then 15 s rest": a card has one
/// kind, so the rest becomes a rest card after it. Unsafe: the rest card's title is
/// invented and a kind is inferred. Nil unless the layout is one key a line.
struct RestAsCard {
    let context: ReadingContext

    /// Kinds whose card a rest may follow: one step timed or counted by itself.
    private static let followed: Set<CardKind> = [.countdown, .countup, .repetition]

    /// Whether `rest` holds no time (`rest: 0`, `0s`, `0:00`).
    static func isZero(_ rest: YAMLPair) -> Bool {
        guard let value = rest.value.scalar else { return false }
        return Int(value) == 0 || DurationSyntax.seconds(value, isPlainInteger: true) == 0
    }

    /// Whether the rest `value` reads as one duration: with its unit, or a number of seconds
    /// beside a card whose time has a unit (or a count). A number beside a number
    /// (`duration: 40`, `rest: 20`) may be in the card's unit or in seconds: no reading.
    static func hasReading(_ value: String, card node: YAMLNode) -> Bool {
        guard duration(value) != nil else { return false }
        guard Int(value) != nil else { return true }
        guard case .mapping(let pairs) = node.content else { return false }
        return !pairs.contains { $0.key.scalar == "duration" && $0.value.scalar.flatMap { Int($0) } != nil }
    }

    /// The rest `value` as the language writes a duration: as written with its unit, a
    /// number as seconds, a loose duration (`20 secondes`) in its canonical form.
    static func duration(_ value: String) -> String? {
        if ScalarCard.isDurationWithUnit(value) { return value }
        if let seconds = Int(value) { return "\(seconds)s" }
        return LooseDuration.seconds(value).map(DurationText.text)
    }

    /// The fix moving `rest` (the pair of the card's second kind key) out of the card at
    /// `node` into a rest card after it; nil when the card or the value is not that shape.
    func fix(card node: YAMLNode, kind: CardKind, head: YAMLPair, rest: YAMLPair) -> FixIt? {
        guard Self.followed.contains(kind) else { return nil }
        if context.isFlowMapping(node.range) { return flowFix(card: node, kind: kind, rest: rest) }
        // A rest of no time is no card: its line goes, and no rest is invented.
        if Self.isZero(rest) {
            return context.ownLines(of: rest).map { FixIt(range: $0, replacement: "", safety: .unsafe) }
        }
        guard let value = rest.value.scalar, Self.hasReading(value, card: node), let lines = context.lines
        else { return nil }
        let restLine = rest.key.range.start.line
        let column = head.key.range.start.column
        guard column >= 3, rest.value.range.end.line == restLine, context.startsLine(rest.key.range.start),
            head.key.range.start.line < restLine,
            lines.text(head.key.range.start.line).prefix(column - 1).suffix(2).elementsEqual(["-", " "])
        else { return nil }
        // The card's last line: its node ends there, or before the content of a line after it
        // (the next item's `- `).
        let end = node.range.end
        guard end.line <= lines.count else { return nil }
        let before = lines.text(end.line).prefix(Swift.max(0, end.column - 1))
        let last = end.line > restLine && before.allSatisfy({ $0 == " " || $0 == "-" }) ? end.line - 1 : end.line
        guard last >= restLine else { return nil }
        let pad = String(repeating: " ", count: column - 3)
        let lineBreak = context.lineBreak
        let after = restLine < last ? ((restLine + 1)...last).map { String(String.UnicodeScalarView(lines.text($0))) } : []
        let duration = Self.duration(value) ?? value
        let card = ["\(pad)- rest: Rest", "\(pad)  duration: \(duration)"]
        let range = SourceRange(
            start: SourcePosition(line: restLine, column: 1), end: SourcePosition(line: last, column: lines.text(last).count + 1))
        return FixIt(range: range, replacement: (after + card).joined(separator: lineBreak), safety: .unsafe)
    }

    /// The fix for a card written in braces (JSON): the card less its rest, then the rest
    /// card, as flow mappings; the card alone when the rest is of no time.
    private func flowFix(card node: YAMLNode, kind: CardKind, rest: YAMLPair) -> FixIt? {
        guard case .mapping(let pairs) = node.content, let value = rest.value.scalar else { return nil }
        var title = ""
        var fields: [ShapedField] = []
        for pair in pairs where pair.key.range != rest.key.range {
            // A flow mapping quotes every value but a whole number: a flag or a list would change.
            guard let key = pair.key.scalar, let text = pair.value.scalar, !["true", "false"].contains(text) else { return nil }
            if key == kind.rawValue { title = text } else { fields.append(ShapedField(name: key, value: text)) }
        }
        let card = ShapedItem.card(kind, title: title, fields: fields)
        if Self.isZero(rest) { return context.replacing(node, pairs: Array(pairs), with: [card]) }
        guard Self.hasReading(value, card: node) else { return nil }
        let duration = Self.duration(value) ?? value
        let restCard = ShapedItem.card(.rest, title: "Rest", fields: [ShapedField(name: "duration", value: duration)])
        return context.replacing(node, pairs: Array(pairs), with: [card, restCard])
    }
}
