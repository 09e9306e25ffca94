import SeqcModel

/// `cards:` written as a mapping keyed by title, as timer apps and people list steps: a
/// title to a duration (`Plank: 45s`, `Neck tilt: 1 minute`), to a count or sets
/// (`Push-ups: 20`, `Squats: 3x10`), or to an object of the card's fields, with or without
/// its own kind (`warmup:` + `countdown: Warm-up` + `duration: 5m`). Each pair becomes a
/// list item, as one unsafe fix: the kind is inferred, and a label beside a card's own
/// title is dropped.
struct TitledMapping {
    let context: ReadingContext

    /// The help and the fix-its, one or two per pair; nil unless every pair reads.
    func repair(_ node: YAMLNode) -> (help: String, fixIts: [FixIt])? {
        guard case .mapping(let pairs) = node.content, !pairs.isEmpty, pairs.count <= RoutineLimits.maxRuntimeCards else { return nil }
        if context.isFlowMapping(node.range) { return flowRepair(node, pairs: pairs) }
        var fixIts: [FixIt] = []
        for pair in pairs {
            guard let fix = item(pair) else { return nil }
            fixIts.append(fix)
        }
        return (
            "each title with its value reads as a card, so write it as a list item such as '- countdown: <title>' with 'duration: <duration>' under it",
            fixIts
        )
    }

    /// JSON or flow YAML (`{"Plank": "45s", "Push-ups": 20}`): the mapping replaced by a
    /// list of the cards its pairs make, each a flow mapping; nil unless every pair reads.
    private func flowRepair(_ node: YAMLNode, pairs: YAMLNode.Pairs) -> (help: String, fixIts: [FixIt])? {
        var items: [String] = []
        for pair in pairs {
            guard let key = pair.key.scalar, let value = pair.value.scalar, TextCardShape.title(Substring(key)) != nil,
                let quantity = TextCardShape.quantity(value.split(separator: " ").map(String.init), allowsBareCount: true)
            else { return nil }
            let item = TextCardShape.shaped(title: key, quantity)
            guard TimedTitle.eitherTitle(of: item) == nil else { return nil }
            items.append(item.flowText)
        }
        return (
            "each title with its value reads as a card, so write it as a list item such as {countdown: <title>, duration: <duration>}",
            [FixIt(range: node.range, replacement: "[" + items.joined(separator: ", ") + "]", safety: .unsafe)]
        )
    }

    /// The fix writing one `title: value` pair as a list item at the key's place, or nil
    /// when the pair does not read as a card.
    func item(_ pair: YAMLPair) -> FixIt? {
        guard let key = pair.key.scalar, context.startsLine(pair.key.range.start) else { return nil }
        if let value = pair.value.scalar { return scalar(pair, key: key, value: value) }
        return object(pair, key: key)
    }

    /// `Plank: 45s`, `Push-ups: 20`, `Squats: 3x10`: the card or block the title and its
    /// quantity make. A bare number counts reps, except beside a rest's or a hold's title.
    private func scalar(_ pair: YAMLPair, key: String, value: String) -> FixIt? {
        guard let end = context.end(of: pair), pair.key.range.start.line == end.line, TextCardShape.title(Substring(key)) != nil
        else { return nil }
        let words = value.split(separator: " ").map(String.init)
        let quantity = TextCardShape.quantity(words, allowsBareCount: true)
        guard let quantity else { return nil }
        let item = TextCardShape.shaped(title: key, quantity)
        guard TimedTitle.eitherTitle(of: item) == nil else { return nil }
        let column = pair.key.range.start.column
        return FixIt(
            range: SourceRange(start: pair.key.range.start, end: end),
            replacement: "- " + item.blockText(indent: column + 1, lineBreak: context.lineBreak), safety: .unsafe)
    }

    /// `Plank:` over `duration: 45s`, or `warmup:` over a card with its own kind: the
    /// key's line becomes the item's dash and kind, the object's lines staying where they
    /// are (they must be indented two spaces under the key).
    private func object(_ pair: YAMLPair, key: String) -> FixIt? {
        guard case .mapping(let inner) = pair.value.content, let first = inner.first, let firstKey = first.key.scalar,
            first.key.range.start.line > pair.key.range.start.line,
            first.key.range.start.column == pair.key.range.start.column + 2, context.startsLine(first.key.range.start)
        else { return nil }
        let range = SourceRange(start: pair.key.range.start, end: first.key.range.start)
        if CardKind.named(firstKey) != nil || firstKey == RepeatBlock.key {
            return FixIt(range: range, replacement: "- ", safety: .unsafe)
        }
        let keys = inner.compactMap(\.key.scalar)
        guard keys.count == inner.count, keys.allSatisfy({ CardKind.named($0) == nil }), let kind = KindInference.kind(fitting: keys)
        else { return nil }
        let indent = String(repeating: " ", count: first.key.range.start.column - 1)
        return FixIt(
            range: range, replacement: "- \(kind.rawValue): \(ShapedText.block(key))\(context.lineBreak)\(indent)", safety: .unsafe)
    }
}
