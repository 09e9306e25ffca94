import SeqcCompiler

extension RuleDefinition {
    static let tooManyCards = RuleDefinition(
        id: .tooManyCards, defaultSeverity: .error,
        summary: "The routine expands to more than 10000 runtime cards.",
        rationale: """
            Intervals expand to two cards per round, so a few large intervals can produce a list no \
            player can walk. seqc counts without building the cards, so the check is cheap.
            """,
        triggering: [
            RuleExample(
                """
                title: Marathon
                ↓cards:
                  - interval: Laps
                    work: 1m
                    rest: 10s
                    rounds: 5001
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Marathon
                cards:
                  - interval: Laps
                    work: 1m
                    rest: 10s
                    rounds: 5000
                """)
        ],
        check: .compiler
    )
}
