import SeqcCompiler
import SeqcModel

extension RuleID {
    public static let restAfterFinalRest: RuleID = "rest-after-final-rest"
}

extension RuleDefinition {
    static let restAfterFinalRest = RuleDefinition(
        id: .restAfterFinalRest, defaultSeverity: .warning,
        summary: "A rest card follows an interval whose last round already ends with a rest.",
        rationale: """
            An interval keeps its final rest unless it says `finalRest: false`, so a rest card right \
            after it makes the player rest twice in a row, and the routine's time is longer than its \
            author thinks. Either drop the rest card or turn the interval's final rest off.
            """,
        triggering: [
            RuleExample(
                """
                title: Sprints
                cards:
                  - interval: Sprints
                    work: 30s
                    rest: 15s
                    rounds: 8
                  - ↓rest: Recover
                    duration: 1m
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Sprints
                cards:
                  - interval: Sprints
                    work: 30s
                    rest: 15s
                    rounds: 8
                    finalRest: false
                  - rest: Recover
                    duration: 1m
                """)
        ],
        check: .routine { context in
            // By index, in place, as consecutive-rests walks them.
            let cards = context.cards
            var findings: [Finding] = []
            for index in cards.indices.dropFirst() {
                guard cards[card: index].kind == .rest, case .interval(let interval) = cards[card: index - 1].content, interval.finalRest
                else { continue }
                findings.append(
                    Finding(
                        at: cards[syntax: index].kindKeyRange,
                        "this rest follows interval '\(cards[card: index - 1].title)', whose last round already ends with a \(DurationText.text(interval.restSeconds)) rest",
                        help: "remove this card, or add 'finalRest: false' to the interval",
                        notes: [
                            context.note(
                                cards[syntax: index - 1].kindKeyRange, "the interval keeps its final rest (finalRest defaults to true)")
                        ]
                    ))
            }
            return findings
        }
    )
}
