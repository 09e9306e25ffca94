import SeqcCompiler

extension RuleDefinition {
    static let unsupportedVersion = RuleDefinition(
        id: .unsupportedVersion, defaultSeverity: .error,
        summary: "The `seqc:` language version is not 1.",
        rationale: """
            Only version 1 of the routine language exists. A file claiming another version was \
            written for a different seqc, and reading it as version 1 could change its meaning.
            """,
        triggering: [
            RuleExample(
                """
                seqc: ↓2
                title: Run
                cards:
                  - countdown: Jog
                    duration: 10m
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                seqc: 1
                title: Run
                cards:
                  - countdown: Jog
                    duration: 10m
                """)
        ],
        check: .compiler
    )
}
