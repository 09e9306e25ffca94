/// Where a key and its value are in the source.
public struct FieldSyntax: Hashable, Sendable {
    public let keyRange: SourceRange
    public let valueRange: SourceRange
}

/// The keys of one mapping and where each is written, in source order. A mapping has a
/// handful of keys and rules ask for one or two, so a key is found by comparing, not by
/// hashing every key of every card into a table up front.
public struct FieldSyntaxes: Hashable, Sendable {
    /// Each key with its syntax, in one list: every card of every file makes one.
    private let entries: [Entry]

    struct Entry: Hashable, Sendable {
        let key: String
        let syntax: FieldSyntax
    }

    init(_ entries: [Entry]) {
        self.entries = entries
    }

    /// The keys, in source order.
    public var keys: [String] { entries.map(\.key) }

    /// Where `key` and its value are; nil when the mapping does not have it.
    public subscript(key: String) -> FieldSyntax? {
        // By index: `first(where:)` would copy the entry found, its key retained and released.
        for index in entries.indices where entries[index].key == key { return entries[index].syntax }
        return nil
    }
}

/// Where an authored card's parts are, for rules that point at them.
public struct CardSyntax: Hashable, Sendable {
    /// The whole card mapping.
    public let range: SourceRange
    /// The kind key, e.g. `countdown` in `- countdown: Warm-up`.
    public let kindKeyRange: SourceRange
    /// The authored title, or the kind key when the title was left empty.
    public let titleRange: SourceRange
    /// Every other key of the card.
    public let fields: FieldSyntaxes
    /// Each checklist item, in order; empty for other kinds.
    public let itemRanges: [SourceRange]
    /// The `repeat` blocks this copy of the card plays in, outermost first, each with
    /// the round this copy belongs to; empty for a card written outside any block.
    public internal(set) var rounds: [BlockRound] = []
    /// Where the card is written as an alias (`- *name`) of an anchored card; nil for a
    /// card written in place. The other ranges are the anchored card's.
    public internal(set) var aliasRange: SourceRange? = nil
}

/// One round of a `repeat` block, as a copied card knows it.
public struct BlockRound: Hashable, Sendable {
    /// The block's title.
    public let title: String
    /// This copy's round, from 1.
    public let round: Int
    /// The block's number of rounds.
    public let rounds: Int
}

/// Where a routine's parts are. `cards` runs parallel to the definition's cards.
public struct RoutineSyntax: Hashable, Sendable {
    public let range: SourceRange
    public let fields: FieldSyntaxes
    public let cards: [CardSyntax]
    /// Every written `repeat` block, in the order written, a nested block after the one holding it.
    public let blocks: [BlockSyntax]
}

/// Where a written `repeat` block is and what it makes, for rules about blocks: a rule sees
/// the copies as authored cards, and only this tells it that they came from one block.
public struct BlockSyntax: Hashable, Sendable {
    /// The whole block mapping.
    public let range: SourceRange
    /// The `repeat` key.
    public let keyRange: SourceRange
    /// The title, or the key when the title is absent.
    public let titleRange: SourceRange
    /// The `rounds` value.
    public let roundsRange: SourceRange
    /// The rounds played, after clamping.
    public let rounds: Int
    /// The items written in the block's `cards:` list, a nested block counted once.
    public let writtenItems: Int
    /// The authored cards the block becomes: every copy and every rest between rounds.
    public let copies: Int
    /// How many blocks hold this one: 0 for a block in the routine's own list.
    public let depth: Int
}
