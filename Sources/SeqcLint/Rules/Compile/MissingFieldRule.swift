import SeqcCompiler

extension RuleDefinition {
    static let missingField = RuleDefinition(
        id: .missingField, defaultSeverity: .error,
        summary: "A required key is absent or has no value.",
        rationale: """
            A routine needs a `title` and `cards`; a countdown needs a `duration`, an interval its \
            `work`, `rest` and `rounds`. There is no sensible default for these, so seqc asks.
            """,
        triggering: [
            RuleExample(
                """
                title: Run
                cards:
                  - ↓countdown: Jog
                  - interval: Strides
                    work: 20s
                    ↓rest:
                    rounds: 6
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Run
                cards:
                  - countdown: Jog
                    duration: 10m
                """)
        ],
        check: .compiler
    )
}
