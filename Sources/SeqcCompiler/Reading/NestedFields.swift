/// A card's fields nested under `config:` or `settings:`, the runtime JSON's shape. The
/// nested fields are read as the card's own (so runtime names in them are repaired one by
/// one), and the nesting is reported with a fix-it that moves them up: it deletes the
/// `config:` line and takes one level of indentation off each nested line, or, for a flow
/// mapping (`"config": {"durationMs": 120000}`), deletes the key with its opening brace
/// and the closing brace, leaving the pairs in the card's own braces.
struct NestedFields {
    let context: ReadingContext

    /// Keys models nest a card's fields under.
    static let nestingKeys: Set<String> = ["config", "settings", "options", "params", "parameters"]

    /// `pairs` with each nesting mapping replaced by its pairs, or nil when none nests. A
    /// nesting whose keys are also written on the card is reported without a fix-it and
    /// left out.
    func hoisted(_ pairs: YAMLNode.Pairs) -> [YAMLPair]? {
        // Asked of every card: only a value that is a mapping is made into a pair and looked at.
        guard pairs.indices.contains(where: { pairs.valueIsMapping(at: $0) && isNesting(pairs[$0]) }) else { return nil }
        var seen = Set(pairs.filter { !isNesting($0) }.compactMap(\.key.scalar))
        var result: [YAMLPair] = []
        for pair in pairs {
            guard isNesting(pair), case .mapping(let inner) = pair.value.content, let key = pair.key.scalar else {
                result.append(pair)
                continue
            }
            let innerKeys = inner.compactMap(\.key.scalar)
            let message = "a card's fields are written in the card itself, not under '\(key):'"
            if let clash = innerKeys.first(where: { seen.contains($0) }) {
                context.collector.error(
                    .unknownKey, at: pair.key.range, message, help: "'\(clash)' is written both here and on the card: keep one")
                continue
            }
            seen.formUnion(innerKeys)
            context.collector.error(
                .unknownKey, at: pair.key.range, message,
                help: "'\(key):' is the runtime JSON's nesting: move its fields up into the card", fixIts: denested(pair, inner: inner))
            result.append(contentsOf: inner)
        }
        return result
    }

    private func isNesting(_ pair: YAMLPair) -> Bool {
        // The value's shape first: every field of every card is asked, and nearly none nests.
        guard pair.value.isMapping, let key = pair.key.scalar else { return false }
        return Self.nestingKeys.contains(NameMatching.normalised(key))
    }

    /// Deletes the nesting key's line and dedents the nested lines to the card's
    /// indentation; empty unless the nesting is a block mapping laid out line by line.
    private func denested(_ pair: YAMLPair, inner: YAMLNode.Pairs) -> [FixIt] {
        if let flow = flowDenested(pair, inner: inner) { return flow }
        let keyLine = pair.key.range.start.line
        let colon = SourcePosition(line: keyLine, column: pair.key.range.end.column + 1)
        guard let first = inner.first, context.startsLine(pair.key.range.start),
            context.sourceText(SourceRange(start: pair.key.range.end, end: colon)) == ":", context.endsLine(colon),
            first.key.range.start.line > keyLine, inner.allSatisfy({ context.startsLine($0.key.range.start) })
        else { return [] }
        let delta = first.key.range.start.column - pair.key.range.start.column
        guard delta > 0 else { return [] }
        var last = first.key.range.start.line
        for item in inner {
            guard let end = context.end(of: item) else { return [] }
            let line = end.column == 1 && end.line > item.key.range.start.line ? end.line - 1 : end.line
            last = Swift.max(last, line)
        }
        // The key's line and the first nested line's extra indentation go in one edit, so
        // no two edits touch.
        var fixIts = [
            FixIt(
                range: SourceRange(
                    start: SourcePosition(line: keyLine, column: 1), end: SourcePosition(line: keyLine + 1, column: 1 + delta)),
                replacement: "")
        ]
        guard keyLine + 1 == first.key.range.start.line else { return [] }
        for number in (keyLine + 2)...Swift.max(keyLine + 2, last) where number <= last {
            guard let indented = context.isIndented(line: number, by: delta) else { continue }
            guard indented else { return [] }
            fixIts.append(
                FixIt(
                    range: SourceRange(
                        start: SourcePosition(line: number, column: 1), end: SourcePosition(line: number, column: 1 + delta)),
                    replacement: ""))
        }
        return fixIts
    }

    /// The edits that take a flow mapping's braces and its key away, so its pairs sit in
    /// the card's flow mapping; nil unless the value is written in place between braces
    /// and holds a pair (an empty one would leave a stray comma).
    private func flowDenested(_ pair: YAMLPair, inner: YAMLNode.Pairs) -> [FixIt]? {
        let value = pair.value.range
        let closing = SourcePosition(line: value.end.line, column: value.end.column - 1)
        // In a block card, pairs left side by side would be no YAML: one pair stays on its
        // line, several go one a line.
        let inBlock = context.startsLine(pair.key.range.start) || context.followsDash(pair.key.range.start)
        if inBlock, inner.count > 1, value.start.line == value.end.line { return blockLines(pair, inner: inner) }
        guard !inner.isEmpty, !inBlock || inner.count == 1 && value.start.line == value.end.line, context.writtenInPlace(pair),
            value.end.column > 1,
            context.sourceText(SourceRange(start: value.start, end: SourcePosition(line: value.start.line, column: value.start.column + 1)))
                == "{",
            context.sourceText(SourceRange(start: closing, end: value.end)) == "}", let first = inner.first,
            let last = context.end(of: inner[inner.index(before: inner.endIndex)]), last <= closing
        else { return nil }
        return [
            FixIt(range: SourceRange(start: pair.key.range.start, end: first.key.range.start), replacement: ""),
            FixIt(range: SourceRange(start: last, end: value.end), replacement: ""),
        ]
    }

    /// A flow mapping of several pairs on the nesting key's line of a block card
    /// (`config: {work: 20, rest: 10}`): its pairs, as written, one a line at the key's
    /// indentation; nil unless each pair is written in place within the braces.
    private func blockLines(_ pair: YAMLPair, inner: YAMLNode.Pairs) -> [FixIt]? {
        let value = pair.value.range
        guard context.writtenInPlace(pair), context.startsLine(pair.key.range.start),
            context.sourceText(SourceRange(start: value.start, end: SourcePosition(line: value.start.line, column: value.start.column + 1)))
                == "{"
        else { return nil }
        var lines: [String] = []
        for item in inner {
            guard let end = context.end(of: item), end.line == value.start.line, end < value.end,
                let text = context.sourceText(SourceRange(start: item.key.range.start, end: end))
            else { return nil }
            lines.append(text)
        }
        let indent = context.lineBreak + String(repeating: " ", count: pair.key.range.start.column - 1)
        return [FixIt(range: SourceRange(start: pair.key.range.start, end: value.end), replacement: lines.joined(separator: indent))]
    }
}
