import SeqcCompiler

extension RuleDefinition {
    static let invalidID = RuleDefinition(
        id: .invalidID, defaultSeverity: .error,
        summary: "A routine or card id is not a slug.",
        rationale: """
            Ids name output files and feed the stable card identities, so they are restricted to \
            lower-case letters, digits and `-` (at most 64 characters) and mean the same on every \
            file system. The message suggests a slug.
            """,
        triggering: [
            RuleExample(
                """
                id: ↓Morning HIIT
                title: Morning HIIT
                cards:
                  - countdown: Warm-up
                    id: ↓Warm_Up
                    duration: 5m
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                id: morning-hiit
                title: Morning HIIT
                cards:
                  - countdown: Warm-up
                    id: warm-up
                    duration: 5m
                """)
        ],
        check: .compiler
    )
}
