import SeqcCompiler

extension RuleDefinition {
    static let mergeKey = RuleDefinition(
        id: .mergeKey, defaultSeverity: .error,
        summary: "A YAML merge key (`<<`).",
        rationale: """
            Merge keys are a YAML 1.1 extension that YAML 1.2 dropped; tools disagree on them, and \
            which key wins is easy to get wrong. Re-use a whole card with an alias instead.
            """,
        triggering: [
            RuleExample(
                """
                title: Holds
                cards:
                  - &hold
                    countdown: Hold
                    duration: 30s
                  - ↓<<: *hold
                    countdown: Long hold
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Holds
                cards:
                  - &hold
                    countdown: Hold
                    duration: 30s
                  - *hold
                """)
        ],
        check: .compiler
    )
}
