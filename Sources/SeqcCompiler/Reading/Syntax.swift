/// Where a key and its value are in the source.
public struct FieldSyntax: Hashable, Sendable {
    public let keyRange: SourceRange
    public let valueRange: SourceRange
}

/// The keys of one mapping and where each is written, in source order. A mapping has a
/// handful of keys and rules ask for one or two, so a key is found by comparing, not by
/// hashing every key of every card into a table up front.
public struct FieldSyntaxes: Hashable, Sendable {
    /// The keys, in source order.
    public let keys: [String]
    private let syntaxes: [FieldSyntax]

    init(keys: [String], syntaxes: [FieldSyntax]) {
        self.keys = keys
        self.syntaxes = syntaxes
    }

    /// Where `key` and its value are; nil when the mapping does not have it.
    public subscript(key: String) -> FieldSyntax? {
        keys.firstIndex(of: key).map { syntaxes[$0] }
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
}

/// Where a routine's parts are. `cards` runs parallel to the definition's cards.
public struct RoutineSyntax: Hashable, Sendable {
    public let range: SourceRange
    public let fields: FieldSyntaxes
    public let cards: [CardSyntax]
}
