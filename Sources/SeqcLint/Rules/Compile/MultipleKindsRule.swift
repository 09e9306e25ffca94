import SeqcCompiler

extension RuleDefinition {
    static let multipleKinds = RuleDefinition(
        id: .multipleKinds, defaultSeverity: .error,
        summary: "A card has two kind keys.",
        rationale: """
            A card is one kind. Two kind keys usually mean a missing `-` between two cards. An \
            interval's `rest` field is not a second kind: a card with `interval` is an interval.
            """,
        triggering: [
            RuleExample(
                """
                title: Run
                cards:
                  - countdown: Jog
                    duration: 10m
                    ↓info: Well done
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Run
                cards:
                  - interval: Strides
                    work: 20s
                    rest: 40s
                    rounds: 6
                """)
        ],
        check: .compiler
    )
}
