import SeqcCompiler

extension RuleDefinition {
    static let duplicateCardID = RuleDefinition(
        id: .duplicateCardID, defaultSeverity: .error,
        summary: "Two cards of one routine pin the same `id:`.",
        rationale: """
            A pinned id exists to give a card one stable identity; two cards sharing it would be \
            the same card to the app.
            """,
        triggering: [
            RuleExample(
                """
                title: Run
                cards:
                  - countdown: Jog
                    id: jog
                    duration: 10m
                  - countdown: Jog again
                    id: ↓jog
                    duration: 10m
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Run
                cards:
                  - countdown: Jog
                    id: jog
                    duration: 10m
                  - countdown: Jog again
                    id: jog-2
                    duration: 10m
                """)
        ],
        check: .compiler
    )
}
