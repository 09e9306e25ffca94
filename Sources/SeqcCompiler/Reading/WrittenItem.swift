import SeqcModel

/// One item of a card list as written: a card, or a `repeat` block of items.
indirect enum WrittenItem {
    case card(CardDraft)
    case block(RepeatDraft)

    /// The authored cards the item becomes, copies and rests included.
    var authoredCount: Int {
        switch self {
        case .card: 1
        case .block(let block): block.authoredCount
        }
    }

    /// The runtime cards the item becomes, each interval expanded.
    var runtimeCount: Int {
        switch self {
        case .card(let draft): if case .interval(let interval) = draft.content { interval.runtimeCardCount } else { 1 }
        case .block(let block): block.runtimeCount
        }
    }

    /// The cards written for the item, a block's counted once whatever its rounds.
    var writtenCount: Int {
        switch self {
        case .card: 1
        case .block(let block): block.items.reduce(0) { $0.saturatingAdd($1.writtenCount) }
        }
    }
}

/// Where a block's parts are, for the cards it makes and the diagnostics about it.
struct RepeatSyntax {
    let range: SourceRange
    /// The `repeat` key.
    let keyRange: SourceRange
    /// The title, or the key when the title is absent.
    let titleRange: SourceRange
    /// The `rounds` value.
    let roundsRange: SourceRange
    /// The `rest:` key; nil without a rest.
    let restKeyRange: SourceRange?
}

/// A `repeat` block read from YAML, its cards read once, before it is copied.
struct RepeatDraft {
    let title: String
    let rounds: Int
    /// The rest between rounds, in seconds; nil for none.
    let restSeconds: Int?
    let pinnedSlug: String?
    let items: [WrittenItem]
    /// Each item's key, for its copies' slugs (``RepeatKeys``).
    let keys: [String]
    let syntax: RepeatSyntax

    /// The authored cards of one round, rests between rounds not counted.
    var roundCount: Int { items.reduce(0) { $0.saturatingAdd($1.authoredCount) } }

    /// Every authored card the block makes: `rounds` copies and a rest between rounds.
    var authoredCount: Int { rounds.saturatingMultiply(roundCount).saturatingAdd(restSeconds == nil ? 0 : rounds - 1) }

    /// Every runtime card the block makes.
    var runtimeCount: Int {
        let round = items.reduce(0) { $0.saturatingAdd($1.runtimeCount) }
        return rounds.saturatingMultiply(round).saturatingAdd(restSeconds == nil ? 0 : rounds - 1)
    }
}
