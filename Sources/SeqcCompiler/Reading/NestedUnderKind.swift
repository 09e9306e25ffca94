import SeqcModel

/// A card written in nested form: its title and fields indented under its kind key,
/// `- countdown:` then `title: Warm-up` and `duration: 5m` under it. One diagnostic at the
/// kind key, with a fix that flattens the card (the title becomes the kind's value, the
/// fields move up one level), and the card is read as it means, so nothing else is
/// reported of it. The fix is safe: one reading, every value kept.
struct NestedUnderKind {
    let context: ReadingContext

    /// Keys the nested form uses for the title, first match wins.
    static let titleKeys = CardHeadRepair.titleKeys

    /// The card's pairs with the nested form undone, or nil when no kind key holds a
    /// mapping. A `repeat` block written so (`- repeat:` over `title:`, `rounds:` and
    /// `rest:`, its `cards:` beside) is undone the same way with `isBlock`.
    func flattened(_ pairs: [YAMLPair], isBlock: Bool = false) -> [YAMLPair]? {
        func isHead(_ key: String) -> Bool { isBlock ? key == RepeatBlock.key : CardKind.named(key) != nil }
        guard let index = pairs.firstIndex(where: { $0.value.isMapping && $0.key.scalar.map(isHead) == true }),
            case .mapping(let inner) = pairs[index].value.content, let kindKey = pairs[index].key.scalar
        else { return nil }
        let nested = Array(inner)
        let titlePair = Self.titleKeys.lazy.compactMap { name in
            nested.first { $0.key.scalar.map(NameMatching.normalised) == name && $0.value.scalar != nil }
        }.first
        context.collector.error(
            .wrongType, at: pairs[index].key.range, "this \(isBlock ? "block" : "card")'s title and fields are nested under '\(kindKey):'",
            help:
                "write the title as the \(isBlock ? "block" : "kind")'s value and the fields under the \(isBlock ? "block" : "card"): '- \(kindKey): "
                + "\(titlePair.flatMap { context.sourceText($0.value.range) } ?? "<title>")'",
            fixIts: flattening(pairs[index], nested: nested, title: titlePair))
        // The kind keeps its title; without one, its own name stands in, as a card the
        // build would not write anyway.
        var result = pairs
        result[index] = YAMLPair(key: pairs[index].key, value: titlePair?.value ?? pairs[index].key)
        result.insert(contentsOf: nested.filter { $0.key.range != titlePair?.key.range }, at: index + 1)
        return result
    }

    /// The edits that write `kind: Title` and move the other nested lines up a level: the
    /// title must be the first nested line, each line laid out on its own; empty otherwise.
    private func flattening(_ pair: YAMLPair, nested: [YAMLPair], title: YAMLPair?) -> [FixIt] {
        let keyLine = pair.key.range.start.line
        let colon = SourcePosition(line: keyLine, column: pair.key.range.end.column + 1)
        guard let first = nested.first, context.sourceText(SourceRange(start: pair.key.range.end, end: colon)) == ":",
            context.endsLine(colon), first.key.range.start.line == keyLine + 1,
            nested.allSatisfy({ context.startsLine($0.key.range.start) }),
            let level = pairLevel(of: pair), case let delta = first.key.range.start.column - level, delta > 0
        else { return [] }
        var fixIts: [FixIt] = []
        var from = keyLine + 1
        if let title {
            guard title.key.range == first.key.range, title.value.range.end.line == keyLine + 1,
                let text = context.sourceText(title.value.range)
            else { return [] }
            // The key line's end, the title line and the next line's extra indentation: one edit.
            let next = nested.count > 1 ? delta : 0
            fixIts.append(
                FixIt(
                    range: SourceRange(start: colon, end: SourcePosition(line: keyLine + 2, column: 1 + next)),
                    replacement: " " + text + "\n"))
            from = keyLine + 2 + (nested.count > 1 ? 1 : 0)
        }
        return fixIts + dedents(from: from, through: lastLine(of: nested), by: delta)
    }

    /// Where the card's other keys start: one past the `- ` of its item, which is the kind
    /// key's own column when the kind is the first key.
    private func pairLevel(of pair: YAMLPair) -> Int? {
        pair.key.range.start.column
    }

    private func lastLine(of nested: [YAMLPair]) -> Int {
        nested.compactMap { item in
            context.end(of: item).map { $0.column == 1 && $0.line > item.key.range.start.line ? $0.line - 1 : $0.line }
        }.max() ?? 0
    }

    /// Takes `delta` columns off the start of each line from `from` through `last` that has them.
    private func dedents(from: Int, through last: Int, by delta: Int) -> [FixIt] {
        guard from <= last else { return [] }
        return (from...last).compactMap { number in
            guard context.isIndented(line: number, by: delta) == true else { return nil }
            return FixIt(
                range: SourceRange(start: SourcePosition(line: number, column: 1), end: SourcePosition(line: number, column: 1 + delta)),
                replacement: "")
        }
    }
}
