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
            if case .mapping(let pairs) = item.content, Self.opensBlock(pairs) {
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
