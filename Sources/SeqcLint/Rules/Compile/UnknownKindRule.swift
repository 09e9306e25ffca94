import SeqcCompiler

extension RuleDefinition {
    static let unknownKind = RuleDefinition(
        id: .unknownKind, defaultSeverity: .error,
        summary: "A card's first key is not one of the eight card kinds.",
        rationale: """
            The app plays exactly eight kinds of card; anything else cannot be built. A near miss \
            gets a did-you-mean and a fix-it.
            """,
        triggering: [
            RuleExample(
                """
                title: Run
                cards:
                  - ↓countdwon: Warm-up
                    duration: 5m
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Run
                cards:
                  - countdown: Warm-up
                    duration: 5m
                """)
        ],
        check: .compiler
    )
}
