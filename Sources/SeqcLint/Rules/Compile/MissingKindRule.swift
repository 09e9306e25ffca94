import SeqcCompiler

extension RuleDefinition {
    static let missingKind = RuleDefinition(
        id: .missingKind, defaultSeverity: .error,
        summary: "A card has fields but no kind key.",
        rationale: """
            A card's kind decides what it does and which fields it takes; without one seqc cannot \
            tell a countdown from a rest. The kind key comes first, with the title as its value.
            """,
        triggering: [
            RuleExample(
                """
                title: Run
                cards:
                  - ↓duration: 5m
                    autoComplete: false
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Run
                cards:
                  - countdown:
                    duration: 5m
                """)
        ],
        check: .compiler
    )
}
