import SeqcModel

/// A `repeat` block with its rounds and no cards, followed by the cards it means as loose
/// items of the same list (`- repeat: Legs` with `rounds: 3`, then `- countdown: Squats`):
/// the block takes the cards after it up to, not including, the first warm-up or cool-down
/// card, the next block, or the end of the list. That rule is the conservative reading: a
/// phase card is played once around the rounds and a block ends where another begins. The
/// fix writes `cards:` under the block and moves those items into it. Unsafe: where the
/// block ends is read from titles. No card before such a stop: no fix.
struct FollowingCards {
    let context: ReadingContext

    /// Reports the block `node`, missing its cards, with the fix; false when it is not such a block.
    func report(_ node: YAMLNode, fields: MappingFields, anchor: SourceRange) -> Bool {
        guard fields["rounds"].flatMap({ SetScheme.count($0.value) }) != nil, let items = context.listItems,
            let position = items.firstIndex(where: { $0.range == node.range }), context.followsDash(node.range.start),
            let line = context.source?.line(node.range.start.line)
        else { return false }
        var stop = position + 1
        while stop < items.count, !Self.endsBlock(items[stop]) { stop += 1 }
        let taken = items[(position + 1)..<stop]
        guard let first = taken.first, taken.allSatisfy({ context.followsDash($0.range.start) }),
            fields.keys.allSatisfy({ fields[$0].map { $0.value.range.end.line < first.range.start.line } ?? true })
        else { return false }
        let lister = SectionLines(context: context, pad: 0)
        let last = stop < items.count ? items[stop].range.start.line - 1 : lister.lastLine(of: items[items.count - 1])
        let pad = String(line.prefix { $0 == " " })
        guard let moved = lister.moved(from: first.range.start.line, through: last, by: 4),
            let range = context.wholeLines(from: first.range.start.line, through: last)
        else { return false }
        let lineBreak = context.lineBreak
        let ending = stop < items.count ? "the card before '\(Self.title(of: items[stop]) ?? "")'" : "the end of the list"
        context.collector.error(
            .missingField, at: anchor, "a repeat block is missing 'cards'",
            help: "the cards after it, up to \(ending), are read as the block's own: move them into its 'cards' list",
            fixIts: [
                FixIt(range: range, replacement: ([pad + "  cards:"] + moved).joined(separator: lineBreak) + lineBreak, safety: .unsafe)
            ])
        return true
    }

    /// Whether a list item ends the block before it: another block, or a warm-up or cool-down.
    private static func endsBlock(_ item: YAMLNode) -> Bool {
        guard case .mapping(let pairs) = item.content else { return true }
        if pairs.contains(where: { $0.key.scalar == RepeatBlock.key }) { return true }
        return title(of: item).map(SectionLines.isPhase) ?? false
    }

    private static func title(of item: YAMLNode) -> String? {
        guard case .mapping(let pairs) = item.content else { return nil }
        return pairs.first?.value.scalar
    }
}
