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
            // By index, in place: pairs of ``AuthoredCard``s retained and released both
            // lists for each card of every file.
            let cards = context.cards
            var findings: [Finding] = []
            for index in cards.indices.dropFirst() {
                guard case .rest(let second) = cards[card: index].content, case .rest(let first) = cards[card: index - 1].content else {
                    continue
                }
                findings.append(
                    Finding(
                        at: cards[syntax: index].kindKeyRange, "a second rest card in a row",
                        help: "merge the two into one rest of \(DurationText.text(first.durationSeconds + second.durationSeconds))",
                        notes: [context.note(cards[syntax: index - 1].kindKeyRange, "the first rest is here")]
                    ))
            }
            return findings
        }
    )
}
