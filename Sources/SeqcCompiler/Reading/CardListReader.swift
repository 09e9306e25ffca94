import SeqcModel

/// Reads a list of cards, the routine's or a block's, each item once: a block's cards are
/// read here and copied later, so a mistake in them is reported once, not once per round.
struct CardListReader {
    let context: ReadingContext

    /// Every item of `items`, nil when one of them failed (each failure reported);
    /// `depth` is how many blocks hold the list.
    func read(_ items: some Collection<YAMLNode>, depth: Int) -> [WrittenItem]? {
        // Every item is read, so each one's problems are reported; the drafts are moved
        // into one array, not mapped into optionals and copied out of them.
        let reader = CardReader(context: context)
        var written: [WrittenItem] = []
        written.reserveCapacity(items.count)
        var complete = true
        for item in items {
            if case .mapping(let pairs) = item.content, Self.opensBlock(pairs) {
                if let block = RepeatReader(context: context, lists: self).read(item, pairs: pairs, depth: depth) {
                    written.append(.block(block))
                } else {
                    complete = false
                }
            } else if let draft = reader.read(item) {
                written.append(.card(draft))
            } else {
                complete = false
            }
        }
        return complete ? written : nil
    }

    /// Whether a mapping is a block: it starts with the `repeat` key, or has it and no card
    /// kind but `rest` (which is then a field, not a second kind). A card that merely holds a
    /// stray `repeat:` stays a card, for its reader to report the key.
    private static func opensBlock(_ pairs: YAMLNode.Pairs) -> Bool {
        guard let first = pairs.first?.key.scalar else { return false }
        if first == RepeatBlock.key { return true }
        var hasKey = false
        for pair in pairs {
            guard let key = pair.key.scalar else { continue }
            if key == RepeatBlock.key { hasKey = true }
            if let kind = CardKind.named(key), kind != .rest { return false }
        }
        return hasKey
    }
}
