import SeqcModel

extension ReadingContext {
    /// The help and fix for a value of the card being read that ends with a per-side
    /// phrase (``PerSide``): the card written twice, left then right, with `value` of the
    /// text before the phrase; nil when the value has no such phrase. A phrase whose card
    /// cannot be copied with one reading gets the help alone.
    func perSideRepair(_ node: YAMLNode, field: String, count value: (String) -> String?) -> (String, [FixIt])? {
        guard let text = node.scalar, text.utf8.count <= TextStep.maxLength, let (written, language) = PerSide.split(text) else {
            return nil
        }
        let help =
            "'\(text)' is a value for each side: write the card twice, once for the left side and once for the right, "
            + "each with '\(field): \(value(written) ?? "<value>")'"
        guard let (card, titleNode) = cardBeingRead, let source, let oneSide = value(written), let titleNode,
            let title = titleNode.scalar, !PerSide.namesASide(title),
            let sides = PerSide.sides(sideConventions, fallback: language),
            let copies = perSideCopies(card, title: titleNode, value: node, oneSide: oneSide, sides: sides, source: source)
        else { return (help, []) }
        return (
            help + ": '\(title)\(sides.left)' and '\(title)\(sides.right)'",
            [FixIt(range: card.range, replacement: copies, safety: .unsafe)]
        )
    }

    /// The text of `card` written for the left side, then for the right, as items of the
    /// list it is in; nil when it is in no list item this can write beside.
    private func perSideCopies(
        _ card: YAMLNode, title: YAMLNode, value: YAMLNode, oneSide: String, sides: PerSide.Sides, source: SourceFile
    ) -> String? {
        guard let start = source.byteOffset(of: card.range.start), let cardEnd = source.byteOffset(of: card.range.end),
            let titleStart = source.byteOffset(of: title.range.start), let titleEnd = source.byteOffset(of: title.range.end),
            let valueStart = source.byteOffset(of: value.range.start), let valueEnd = source.byteOffset(of: value.range.end),
            start >= 2, start <= titleStart, titleEnd <= cardEnd, start <= valueStart, valueEnd <= cardEnd,
            titleEnd <= valueStart || valueEnd <= titleStart, case .scalar(let titleText, let titleStyle) = title.content,
            case .scalar(_, let valueStyle) = value.content
        else { return nil }
        let separator: String
        if source.bytes[start - 2] == UInt8(ascii: "-"), source.bytes[start - 1] == UInt8(ascii: " ") {
            separator = lineBreak + String(repeating: " ", count: max(0, card.range.start.column - 3)) + "- "
        } else if source.bytes[start] == UInt8(ascii: "{") {
            separator = ", "
        } else {
            return nil
        }
        // A block mapping's range runs to the next line: its line break is kept once, after both.
        var end = cardEnd
        let trailing = cardEnd
        while end > max(titleEnd, valueEnd), [0x20, 0x0A, 0x0D].contains(source.bytes[end - 1]) { end -= 1 }
        let written = Int(oneSide) != nil ? oneSide : Self.scalar(oneSide, style: valueStyle)
        func copy(_ suffix: String) -> String? {
            guard let newTitle = Self.scalar(titleText + suffix, style: titleStyle) else { return nil }
            let edits = [(titleStart, titleEnd, newTitle), (valueStart, valueEnd, written ?? "")].sorted { $0.0 < $1.0 }
            var bytes = Array(source.bytes[start..<edits[0].0]) + Array(edits[0].2.utf8)
            bytes += Array(source.bytes[edits[0].1..<edits[1].0]) + Array(edits[1].2.utf8) + Array(source.bytes[edits[1].1..<end])
            return String(decoding: bytes, as: UTF8.self)
        }
        guard written != nil, let left = copy(sides.left), let right = copy(sides.right) else { return nil }
        return left + separator + right + String(decoding: source.bytes[end..<trailing], as: UTF8.self)
    }

    /// `text` as a scalar in `style`; nil for a block scalar, which a title or value on the
    /// key's line is not.
    private static func scalar(_ text: String, style: YAMLNode.ScalarStyle) -> String? {
        switch style {
        case .plain: text
        case .doubleQuoted: "\"" + text.flatMap { "\\\"".contains($0) ? "\\\($0)" : "\($0)" } + "\""
        case .singleQuoted: "'" + text.flatMap { $0 == "'" ? "''" : "\($0)" } + "'"
        case .literal, .folded: nil
        }
    }
}
