import SeqcCompiler
import SeqcModel

extension RuleID {
    public static let duplicateCardTitle: RuleID = "duplicate-card-title"
}

extension RuleDefinition {
    static let duplicateCardTitle = RuleDefinition(
        id: .duplicateCardTitle, defaultSeverity: .warning,
        summary: "Two cards of the same kind have the same title.",
        rationale: """
            Cards that look alike in the app's list are hard to tell apart while playing, and their \
            identities then depend on their order: a card's id comes from its kind, title and \
            occurrence, so moving one swaps the ids and any history kept for them. Give each a title \
            of its own, or pin each with `id:`. Rest cards are exempt, since a routine naturally \
            repeats them, and so are cards with a pinned `id:`. The copies a `repeat` block makes \
            are not duplicates (each title ends in its round), but two cards of one title in a block \
            are, reported once whatever the rounds. A card written as a YAML alias (`- *name`) is \
            reported at the alias; since it repeats the anchored card's `id:` too, the advice is a \
            `repeat` block or a copy with a title of its own.
            """,
        triggering: [
            RuleExample(
                """
                title: Circuit
                cards:
                  - repetition: Push-ups
                    reps: 10
                  - countdown: Plank
                    duration: 45s
                  - repetition: ↓Push-ups
                    reps: 15
                """),
            RuleExample(
                """
                title: Core
                cards:
                  - &plank
                    countdown: Plank
                    duration: 45s
                  - rest: Rest
                    duration: 15s
                  - ↓*plank
                """),
            RuleExample(
                """
                title: Legs
                cards:
                  - repeat: Circuit
                    rounds: 3
                    cards:
                      - countdown: Lunges
                        duration: 30s
                      - countdown: ↓Lunges
                        duration: 30s
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Circuit
                cards:
                  - repetition: Push-ups
                    reps: 10
                  - rest: Rest
                    duration: 30s
                  - repetition: Push-ups
                    id: push-ups-2
                    reps: 15
                  - rest: Rest
                    duration: 30s
                """),
            RuleExample(
                """
                title: Legs
                cards:
                  - repeat: Circuit
                    rounds: 3
                    cards:
                      - countdown: Lunges
                        duration: 30s
                      - rest: Rest
                        duration: 15s
                """),
        ],
        check: .routine { context in
            // Where each title is first written, not the card itself: a card is a large value
            // to copy into a table that most routines never read back from.
            let cards = context.cards
            var first = FirstTitles(expecting: cards.count)
            var findings: [Finding] = []
            // A block's copies of one pair of cards repeat one finding each round: reported once.
            var reported: Set<[SourcePosition]> = []
            let shared = sharedCards(cards)
            // By index, in place (see consecutive-rests). A copy made by a block has a slug
            // derived from the block, not written: only a written `id:` exempts a card.
            for index in cards.indices where cards[card: index].kind != .rest && cards[syntax: index].fields["id"] == nil {
                let kind = cards[card: index].kind
                let at = cards[syntax: index].aliasRange ?? cards[syntax: index].titleRange
                guard let original = first.range(ofFirst: kind, titled: cards[card: index].title, else: at),
                    reported.insert([at.start, original.start]).inserted
                else { continue }
                let title = cards[card: index].title
                let isShared = shared.contains(cards[syntax: index].range.start) || shared.contains(original.start)
                findings.append(
                    Finding(
                        at: at, "another \(kind.rawValue) card is already titled '\(title)'",
                        help: isShared ? aliasHelp : "give it a title of its own, or pin both cards with 'id:'",
                        notes: [context.note(original, "the first '\(title)' is here")]))
            }
            return findings
        }
    )
}

/// Advice for a card written as an alias, or the anchored card an alias repeats: the
/// copies share one mapping, so an `id:` written on it pins every copy with the same id.
private let aliasHelp =
    "an alias repeats the anchored card, its title and 'id:' included; write the cards as a 'repeat' block "
    + "('- repeat: <title>' with 'rounds: <count>'), or copy the card and give the copy a title of its own"

/// Where the anchored cards that aliases repeat are written: their mapping's start and
/// their title's, as a finding or its note point at them.
private func sharedCards(_ cards: AuthoredCards) -> Set<SourcePosition> {
    var shared: Set<SourcePosition> = []
    for index in cards.indices where cards[syntax: index].aliasRange != nil {
        shared.insert(cards[syntax: index].range.start)
        shared.insert(cards[syntax: index].titleRange.start)
        shared.insert(cards[syntax: index].aliasRange!.start)
    }
    return shared
}

/// Where each kind and title was first written. A routine has a few dozen cards, and
/// comparing titles costs less than hashing each; a table takes over for a long
/// routine, so no file costs more than a table would.
private struct FirstTitles {
    private struct Key: Hashable {
        let kind: CardKind
        let title: String
    }

    private static let longestSearched = 48
    private var keys: [Key] = []
    /// Each key's title length and kind in one number, in the order of ``keys``: a key of
    /// another kind or length is passed over by one comparison.
    private var signatures: [Int] = []
    private var ranges: [SourceRange] = []
    private var table: [Key: SourceRange]?

    init(expecting count: Int) {
        if count > Self.longestSearched {
            table = Dictionary(minimumCapacity: count)
        } else {
            keys.reserveCapacity(count)
            signatures.reserveCapacity(count)
            ranges.reserveCapacity(count)
        }
    }

    /// The range of the first `kind` card titled `title`; nil when this is the first,
    /// which is then recorded at `range`.
    mutating func range(ofFirst kind: CardKind, titled title: String, else range: SourceRange) -> SourceRange? {
        let key = Key(kind: kind, title: title)
        if table != nil {
            if let first = table?[key] { return first }
            table?[key] = range
            return nil
        }
        // Compared in place, kind and length first: `firstIndex(of:)` copies each key it
        // compares, and comparing two different titles is a call into the standard library.
        // The kind's ordinal takes the low byte, so every ordinal must fit in a byte: CardKind has
        // far fewer cases than that.
        let signature = title.utf8.count << 8 | kind.ordinal
        for index in signatures.indices where signatures[index] == signature && keys[index].title == title {
            return ranges[index]
        }
        keys.append(key)
        signatures.append(signature)
        ranges.append(range)
        return nil
    }
}
