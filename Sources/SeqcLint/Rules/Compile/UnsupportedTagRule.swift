import SeqcCompiler

extension RuleDefinition {
    static let unsupportedTag = RuleDefinition(
        id: .unsupportedTag, defaultSeverity: .error,
        summary: "A YAML tag other than the standard !!str, !!int, !!bool, !!null, !!seq and !!map.",
        rationale: """
            Custom tags ask a YAML loader to build objects of its own; routines are plain data, and \
            a tag seqc ignored would mean the file reads differently elsewhere.
            """,
        triggering: [
            RuleExample(
                """
                title: ↓!python/str Morning
                cards:
                  - countdown: Stretch
                    duration: 5m
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: !!str 2024
                cards:
                  - countdown: Stretch
                    duration: 5m
                """)
        ],
        check: .compiler
    )
}
