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
            struct Key: Hashable {
                let kind: CardKind
                let title: String
            }
            // Where each title is first written, not the card itself: a card is a large value
            // to copy into a table that most routines never read back from.
            var first: [Key: SourceRange] = [:]
            first.reserveCapacity(context.cards.count)
            var findings: [Finding] = []
            for card in context.cards where card.kind != .rest && card.card.slug == nil {
                let key = Key(kind: card.kind, title: card.card.title)
                guard let original = first[key] else {
                    first[key] = card.syntax.titleRange
                    continue
                }
                findings.append(
                    Finding(
                        at: card.syntax.titleRange, "another \(card.kind.rawValue) card is already titled '\(card.card.title)'",
                        help: "give it a title of its own, or pin both cards with 'id:'",
                        notes: [context.note(original, "the first '\(card.card.title)' is here")]))
            }
            return findings
        }
    )
}
