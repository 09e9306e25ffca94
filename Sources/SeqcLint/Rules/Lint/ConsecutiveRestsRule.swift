import SeqcCompiler
import SeqcModel

extension RuleID {
    public static let consecutiveRests: RuleID = "consecutive-rests"
}

extension RuleDefinition {
    static let consecutiveRests = RuleDefinition(
        id: .consecutiveRests, defaultSeverity: .warning,
        summary: "Two rest cards follow each other.",
        rationale: """
            Two rests in a row play as one long rest split by a card change: the player sees the \
            timer restart for no reason. It is usually a leftover from moving cards around; one rest \
            of the combined length says the same thing.
            """,
        triggering: [
            RuleExample(
                """
                title: Legs
                cards:
                  - repetition: Squats
                    reps: 20
                  - rest: Breathe
                    duration: 30s
                  - ↓rest: Water
                    duration: 30s
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Legs
                cards:
                  - rest: Breathe
                    duration: 30s
                  - repetition: Squats
                    reps: 20
                  - rest: Water
                    duration: 30s
                """)
        ],
        check: .routine { context in
            let cards = context.cards
            return zip(cards, cards.dropFirst()).compactMap { previous, card in
                guard case .rest(let first) = previous.card.content, case .rest(let second) = card.card.content else { return nil }
                return Finding(
                    at: card.syntax.kindKeyRange, "a second rest card in a row",
                    help: "merge the two into one rest of \(DurationText.text(first.durationSeconds + second.durationSeconds))",
                    notes: [context.note(previous.syntax.kindKeyRange, "the first rest is here")]
                )
            }
        }
    )
}
