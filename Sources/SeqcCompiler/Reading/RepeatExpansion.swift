import SeqcModel

/// What the report says about one written `repeat` block.
public struct RepeatSummary: Sendable, Hashable {
    public internal(set) var title: String
    public internal(set) var rounds: Int
    /// The cards written in the block, each once, nested blocks' included.
    public internal(set) var writtenCards: Int
    /// The authored cards one instance of the block becomes, copies and rests included.
    public internal(set) var authoredCards: Int
}

/// A card list with its blocks copied out into authored cards, in playing order.
struct RepeatExpansion {
    private(set) var cards: [CardDraft] = []

    /// Expands `items`, whose keys are `keys` (``RepeatKeys/keys(of:blocksOnly:context:)``).
    init(_ items: [WrittenItem], keys: [String?]) {
        cards.reserveCapacity(items.reduce(0) { $0.saturatingAdd($1.authoredCount) })
        for (item, key) in zip(items, keys) {
            switch item {
            case .card(let draft): cards.append(draft)
            case .block(let block): appendCopies(of: block, key: key ?? block.title, suffix: "", outer: [])
            }
        }
    }

    /// Every round of `block`, each title ending in its round and those of the blocks
    /// around it (`Squats 2/3 1/2`), with a rest between rounds.
    private mutating func appendCopies(of block: RepeatDraft, key: String, suffix: String, outer: [BlockRound]) {
        for round in 1...block.rounds {
            let roundSuffix = " \(round)/\(block.rounds)" + suffix
            let rounds = outer + [BlockRound(title: block.title, round: round, rounds: block.rounds)]
            for (item, itemKey) in zip(block.items, block.keys) {
                let slug = "\(key)-r\(round)-\(itemKey)"
                switch item {
                case .card(let draft):
                    var syntax = draft.syntax
                    syntax.rounds = rounds
                    cards.append(
                        CardDraft(
                            title: draft.title + roundSuffix, content: draft.content, pinnedSlug: RepeatKeys.fitted(slug),
                            syntax: syntax))
                case .block(let inner): appendCopies(of: inner, key: slug, suffix: roundSuffix, outer: rounds)
                }
            }
            if let rest = block.restSeconds, round < block.rounds {
                cards.append(restCard(rest, after: round, of: block, key: key, suffix: suffix, outer: outer))
            }
        }
    }

    private func restCard(
        _ seconds: Int, after round: Int, of block: RepeatDraft, key: String, suffix: String, outer: [BlockRound]
    ) -> CardDraft {
        let restKey = block.syntax.restKeyRange ?? block.syntax.keyRange
        var syntax = CardSyntax(
            range: block.syntax.range, kindKeyRange: restKey, titleRange: block.syntax.titleRange, fields: FieldSyntaxes([]),
            itemRanges: [])
        syntax.rounds = outer + [BlockRound(title: block.title, round: round, rounds: block.rounds)]
        return CardDraft(
            title: "\(block.title) - Rest \(round)/\(block.rounds - 1)" + suffix, content: .rest(RestConfig(durationSeconds: seconds)),
            pinnedSlug: RepeatKeys.fitted("\(key)-rest-\(round)"), syntax: syntax)
    }

    /// One summary per written block, in the order they are written, nested ones after
    /// the block that holds them.
    static func summaries(of items: [WrittenItem]) -> [RepeatSummary] {
        var summaries: [RepeatSummary] = []
        func visit(_ items: [WrittenItem]) {
            for case .block(let block) in items {
                summaries.append(
                    RepeatSummary(
                        title: block.title, rounds: block.rounds, writtenCards: WrittenItem.block(block).writtenCount,
                        authoredCards: block.authoredCount))
                visit(block.items)
            }
        }
        visit(items)
        return summaries
    }

    /// Where each written block is, in the order of ``summaries(of:)``.
    static func syntaxes(of items: [WrittenItem]) -> [BlockSyntax] {
        var syntaxes: [BlockSyntax] = []
        func visit(_ items: [WrittenItem], depth: Int) {
            for case .block(let block) in items {
                let written = block.syntax
                syntaxes.append(
                    BlockSyntax(
                        range: written.range, keyRange: written.keyRange, titleRange: written.titleRange,
                        roundsRange: written.roundsRange, rounds: block.rounds, writtenItems: block.items.count,
                        copies: block.authoredCount, depth: depth))
                visit(block.items, depth: depth + 1)
            }
        }
        visit(items, depth: 0)
        return syntaxes
    }
}
