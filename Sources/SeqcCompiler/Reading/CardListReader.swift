import SeqcModel

/// Reads a list of cards, the routine's or a block's, each item once: a block's cards are
/// read here and copied later, so a mistake in them is reported once, not once per round.
struct CardListReader {
    let context: ReadingContext

    /// Every item of `items`, nil when one of them failed (each failure reported);
    /// `depth` is how many blocks hold the list.
    func read(_ items: YAMLNode.Items, depth: Int) -> [WrittenItem]? {
        readList(items, depth: depth)?.items
    }

    /// ``read(_:depth:)``, the cards kept unboxed while no block is among them.
    func readList(_ items: YAMLNode.Items, depth: Int) -> ReadList? {
        // Every item is read, so each one's problems are reported; the drafts are moved
        // into one array, not mapped into optionals and copied out of them.
        let reader = CardReader(context: context)
        let names = CardKeyNames.shared
        var written = ReadList(capacity: items.count)
        var complete = true
        let outerList = context.listItems
        context.listItems = items
        defer { context.listItems = outerList }
        for position in items.indices {
            let item = items[position]
            var keys: (YAMLNode.Pairs, CardKeys)?
            if case .mapping(let pairs) = item.content { keys = (pairs, CardKeys(pairs, names: names)) }
            if let (pairs, keys) = keys, keys.hasStranger, Self.holdsMergeKey(pairs) {
                // The card's fields are its own and the merged ones: read once the merge is
                // written out, so no other fix is made from half of them.
                _ = MappingFields(pairs, range: item.range, context: context)
                complete = false
            } else if let (pairs, _) = keys, CountedPhrase(context: context).report(item, pairs: pairs) {
                // A text said a number of times: a repetition card, read again once fixed.
                complete = false
            } else if let (pairs, keys) = keys, Self.mayBeShaped(pairs, keys: keys), reportedShape(item, pairs: pairs, depth: depth) {
                // Reported with the fix that writes it in the language's shape; read again once fixed.
                complete = false
            } else if let (pairs, keys) = keys, Self.opensBlock(pairs, keys: keys) {
                if let block = RepeatReader(context: context, lists: self).read(item, pairs: pairs, depth: depth) {
                    written.append(block)
                } else {
                    complete = false
                }
            } else if let draft = reader.read(item, aliasRange: items.aliasRange(at: position)) {
                written.append(draft)
            } else {
                complete = false
            }
        }
        return complete ? written : nil
    }

    /// Whether a plain `<<` (YAML's merge key, a stranger to ``CardKeys``) is among the keys
    /// of `pairs`: asked only of a card with a key it does not know.
    private static func holdsMergeKey(_ pairs: YAMLNode.Pairs) -> Bool {
        pairs.indices.contains { position in
            guard pairs.keyScalar(at: position) == "<<" else { return false }
            if case .scalar(.plain) = pairs.tree.records[pairs.recordIndices(at: position).key].shape { return true }
            return false
        }
    }

    /// Whether `item` is a circuit or a set scheme, reported; a circuit's cards are read
    /// too, one level down, for their own problems.
    private func reportedShape(_ item: YAMLNode, pairs: YAMLNode.Pairs, depth: Int) -> Bool {
        switch CircuitGroup(context: context).report(item, pairs: pairs) {
        case .reported(let cards):
            if let cards, depth + 1 < RepeatBlock.maxDepth { _ = read(cards, depth: depth + 1) }
            return true
        case .no:
            return SetScheme(context: context).report(item, pairs: pairs)
                || IntervalSets(context: context).report(item, pairs: pairs)
                || RestInStep(context: context).report(item, pairs: pairs, depth: depth)
                || UntitledInterval(context: context).report(item, pairs: pairs)
                || StepObject(context: context).report(item, pairs: pairs)
        }
    }

    /// Whether a mapping may be a circuit, a set scheme or a step object (``CircuitGroup``,
    /// ``SetScheme``, ``StepObject``): one pair over a mapping or two to eight pairs, one of
    /// them not a card's field. Every card is asked, so it is decided from its ``CardKeys``.
    static func mayBeShaped(_ pairs: YAMLNode.Pairs, keys: CardKeys) -> Bool {
        guard (1...8).contains(keys.count), keys.count > 1 || pairs.valueIsMapping(at: pairs.startIndex) else { return false }
        // `rounds` is an interval's own field, and a set scheme's sets on any other card.
        return keys.hasStranger || keys.hasRounds && !keys.hasInterval
    }

    /// Whether a mapping is a block: it starts with the `repeat` key, or has it and no card
    /// kind but `rest` (which is then a field, not a second kind). A card that merely holds a
    /// stray `repeat:` stays a card, for its reader to report the key.
    static func opensBlock(_ pairs: YAMLNode.Pairs, keys: CardKeys) -> Bool {
        guard let found = keys.repeatPosition else { return false }
        return found == pairs.startIndex || !keys.hasKindBesideRest && !isCountedCard(pairs, repeatAt: found)
    }

    /// `- hiit: Sprints` with `repeat: 8` and no cards: a card whose first key names a kind in
    /// another format or language, or whose other keys are an interval's fields (`sprint:`,
    /// `jog:`), and whose `repeat` counts its rounds, not a block.
    private static func isCountedCard(_ pairs: YAMLNode.Pairs, repeatAt position: Int) -> Bool {
        guard let first = pairs.keyScalar(at: pairs.startIndex), let count = pairs[position].value.scalar,
            IntegerSyntax.parse(count) != nil
        else { return false }
        let others = pairs.indices.filter { $0 != pairs.startIndex && $0 != position }.compactMap { pairs.keyScalar(at: $0) }
        guard Vocabulary.kind(named: first) != nil || Vocabulary.isStepWord(first) || KindInference.kind(fitting: others) == .interval
        else { return false }
        // Cards under it (a mapping, or a list of them) make it a block whatever its first key.
        return !pairs.indices.contains { position in
            switch pairs[position].value.content {
            case .mapping: true
            case .sequence(let items): items.contains { $0.isMapping }
            default: false
            }
        }
    }
}

/// A card list as read: its drafts alone while no block is among them, so a routine
/// without blocks (nearly every one) has no item boxed and no draft copied out of one.
struct ReadList {
    /// The cards, while the list has no block; empty once it has one.
    private(set) var cards: [CardDraft] = []
    /// Every item, once a block is among them; nil before.
    private var withBlocks: [WrittenItem]?

    init(capacity: Int) {
        cards.reserveCapacity(capacity)
    }

    /// Whether a block is among the items.
    var hasBlocks: Bool { withBlocks != nil }

    /// Every item in order, a card as a ``WrittenItem/card(_:)``.
    var items: [WrittenItem] { withBlocks ?? cards.map(WrittenItem.card) }

    mutating func append(_ draft: CardDraft) {
        if withBlocks == nil { cards.append(draft) } else { withBlocks?.append(.card(draft)) }
    }

    mutating func append(_ block: RepeatDraft) {
        if withBlocks == nil {
            withBlocks = cards.map(WrittenItem.card)
            cards = []
        }
        withBlocks?.append(.block(block))
    }
}
