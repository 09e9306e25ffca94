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
            repeats them, and so are cards with a pinned `id:`.
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
                """)
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
                """)
        ],
        check: .routine { context in
            // Where each title is first written, not the card itself: a card is a large value
            // to copy into a table that most routines never read back from.
            let cards = context.cards
            var first = FirstTitles(expecting: cards.count)
            var findings: [Finding] = []
            // By index, in place (see consecutive-rests).
            for index in cards.indices where cards[card: index].kind != .rest && cards[card: index].slug == nil {
                let kind = cards[card: index].kind
                guard let original = first.range(ofFirst: kind, titled: cards[card: index].title, else: cards[syntax: index].titleRange)
                else { continue }
                let title = cards[card: index].title
                findings.append(
                    Finding(
                        at: cards[syntax: index].titleRange, "another \(kind.rawValue) card is already titled '\(title)'",
                        help: "give it a title of its own, or pin both cards with 'id:'",
                        notes: [context.note(original, "the first '\(title)' is here")]))
            }
            return findings
        }
    )
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
    private var ranges: [SourceRange] = []
    private var table: [Key: SourceRange]?

    init(expecting count: Int) {
        if count > Self.longestSearched {
            table = Dictionary(minimumCapacity: count)
        } else {
            keys.reserveCapacity(count)
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
        let length = title.utf8.count
        for index in keys.indices
        where keys[index].kind == kind && keys[index].title.utf8.count == length && keys[index].title == title {
            return ranges[index]
        }
        keys.append(key)
        ranges.append(range)
        return nil
    }
}
