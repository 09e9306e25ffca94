/// Where a key and its value are in the source.
public struct FieldSyntax: Hashable, Sendable {
    public let keyRange: SourceRange
    public let valueRange: SourceRange
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
    public let fields: [String: FieldSyntax]
    /// Each checklist item, in order; empty for other kinds.
    public let itemRanges: [SourceRange]
}

/// Where a routine's parts are. `cards` runs parallel to the definition's cards.
public struct RoutineSyntax: Hashable, Sendable {
    public let range: SourceRange
    public let fields: [String: FieldSyntax]
    public let cards: [CardSyntax]
}
