import SeqcCompiler
import SeqcModel

extension RuleID {
    public static let trailingFinalRest: RuleID = "trailing-final-rest"
}

extension RuleDefinition {
    static let trailingFinalRest = RuleDefinition(
        id: .trailingFinalRest, defaultSeverity: .warning,
        summary: "The routine ends with an interval that keeps its final rest.",
        rationale: """
            `finalRest` defaults to true, so an interval at the very end of a routine finishes with \
            a rest that only delays the end: the player waits out a timer after the last effort. \
            Say `finalRest: false`, or follow the interval with the cool-down it was meant to lead into.
            """,
        triggering: [
            RuleExample(
                """
                title: Tabata
                cards:
                  - countdown: Warm-up
                    duration: 5m
                  - ↓interval: Tabata
                    work: 20s
                    rest: 10s
                    rounds: 8
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Tabata
                cards:
                  - countdown: Warm-up
                    duration: 5m
                  - interval: Tabata
                    work: 20s
                    rest: 10s
                    rounds: 8
                    finalRest: false
                """)
        ],
        check: .routine { context in
            guard let last = context.cards.last, case .interval(let interval) = last.card.content, interval.finalRest else { return [] }
            return [
                Finding(
                    at: last.syntax.kindKeyRange,
                    "the routine ends with this interval's final \(DurationText.text(interval.restSeconds)) rest, which only delays the end",
                    help: "add 'finalRest: false' to the interval")
            ]
        }
    )
}
