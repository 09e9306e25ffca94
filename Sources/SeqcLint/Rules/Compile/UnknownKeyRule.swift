import SeqcCompiler

extension RuleDefinition {
    static let unknownKey = RuleDefinition(
        id: .unknownKey, defaultSeverity: .error,
        summary: "A key the routine language does not define, at the top level or on a card.",
        rationale: """
            A misspelt field would otherwise be ignored and its default used — `autocomplete: false` \
            leaving auto-completion on. The message offers the closest valid key.
            """,
        triggering: [
            RuleExample(
                """
                title: Run
                ↓titel: Run
                cards:
                  - countdown: Jog
                    duration: 10m
                    ↓autocomplete: false
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Run
                cards:
                  - countdown: Jog
                    duration: 10m
                    autoComplete: false
                """)
        ],
        check: .compiler
    )
}
