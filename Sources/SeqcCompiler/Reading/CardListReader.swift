import SeqcModel

/// Reads a list of cards, the routine's or a block's, each item once: a block's cards are
/// read here and copied later, so a mistake in them is reported once, not once per round.
struct CardListReader {
    let context: ReadingContext

    /// Every item of `items`, nil when one of them failed (each failure reported);
    /// `depth` is how many blocks hold the list.
    func read(_ items: YAMLNode.Items, depth: Int) -> [WrittenItem]? {
        // Every item is read, so each one's problems are reported; the drafts are moved
        // into one array, not mapped into optionals and copied out of them.
        let reader = CardReader(context: context)
        var written: [WrittenItem] = []
        written.reserveCapacity(items.count)
        var complete = true
        for position in items.indices {
            let item = items[position]
            if case .mapping(let pairs) = item.content, Self.mayBeShaped(pairs), reportedShape(item, pairs: pairs, depth: depth) {
                // Reported with the fix that writes it in the language's shape; read again once fixed.
                complete = false
            } else if case .mapping(let pairs) = item.content, Self.opensBlock(pairs) {
                if let block = RepeatReader(context: context, lists: self).read(item, pairs: pairs, depth: depth) {
                    written.append(.block(block))
                } else {
                    complete = false
                }
            } else if var draft = reader.read(item) {
                if let alias = items.aliasRange(at: position) { draft.syntax.aliasRange = alias }
                written.append(.card(draft))
            } else {
                complete = false
            }
        }
        return complete ? written : nil
    }

    /// Whether `item` is a circuit or a set scheme, reported; a circuit's cards are read
    /// too, one level down, for their own problems.
    private func reportedShape(_ item: YAMLNode, pairs: YAMLNode.Pairs, depth: Int) -> Bool {
        switch CircuitGroup(context: context).report(item, pairs: pairs) {
        case .reported(let cards):
            if let cards, depth + 1 < RepeatBlock.maxDepth { _ = read(cards, depth: depth + 1) }
            return true
        case .no:
            return SetScheme(context: context).report(item, pairs: pairs) || StepObject(context: context).report(item, pairs: pairs)
        }
    }

    /// Whether a mapping may be a circuit, a set scheme or a step object (``CircuitGroup``,
    /// ``SetScheme``, ``StepObject``): one pair over a mapping or two to eight pairs, one of them not a card's field. Every card is asked, so the
    /// keys are read from the tree's records and only a card with a stranger is looked at.
    private static func mayBeShaped(_ pairs: YAMLNode.Pairs) -> Bool {
        guard (1...8).contains(pairs.count), pairs.count > 1 || pairs.valueIsMapping(at: pairs.startIndex) else { return false }
        let tree = pairs.tree
        var hasRounds = false
        var isInterval = false
        for position in pairs.indices {
            let record = tree.records[pairs.recordIndices(at: position).key]
            guard case .scalar = record.shape else { continue }
            let key = tree.texts[record.first]
            if let kind = CardKind.named(key) {
                isInterval = isInterval || kind == .interval
            } else if key == "rounds" {
                hasRounds = true
            } else if !Language.allCardFieldNames.contains(key) {
                return true
            }
        }
        // `rounds` is an interval's own field, and a set scheme's sets on any other card.
        return hasRounds && !isInterval
    }

    /// Whether a mapping is a block: it starts with the `repeat` key, or has it and no card
    /// kind but `rest` (which is then a field, not a second kind). A card that merely holds a
    /// stray `repeat:` stays a card, for its reader to report the key. Every card of every
    /// file is asked, so keys are read from the tree's records, no node made for them.
    private static func opensBlock(_ pairs: YAMLNode.Pairs) -> Bool {
        let tree = pairs.tree
        func key(at position: Int) -> String? {
            let record = tree.records[pairs.recordIndices(at: position).key]
            guard case .scalar = record.shape else { return nil }
            return tree.texts[record.first]
        }
        guard let found = pairs.indices.first(where: { key(at: $0) == RepeatBlock.key }) else { return false }
        return found == pairs.startIndex
            || !pairs.indices.contains { position in key(at: position).flatMap(CardKind.named).map { $0 != .rest } ?? false }
    }
}
