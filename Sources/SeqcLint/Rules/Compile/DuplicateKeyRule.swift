import SeqcCompiler

extension RuleDefinition {
    static let duplicateKey = RuleDefinition(
        id: .duplicateKey, defaultSeverity: .error,
        summary: "A key appears twice in one mapping.",
        rationale: """
            YAML forbids it, but many loaders quietly keep the last value, so the file means one \
            thing to seqc and another to an editor. Usually two cards lost the `-` between them. \
            A copy, the same key with the same value on a line of its own, gets a safe fix \
            deleting it; a repeat with another value is left to the author.
            """,
        triggering: [
            RuleExample(
                """
                title: Run
                cards:
                  - countdown: Jog
                    duration: 10m
                    ↓duration: 15m
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Run
                cards:
                  - countdown: Jog
                    duration: 10m
                  - countdown: Jog faster
                    duration: 15m
                """)
        ],
        check: .compiler
    )
}
