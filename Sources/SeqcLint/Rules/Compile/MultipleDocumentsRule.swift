import SeqcCompiler

extension RuleDefinition {
    static let multipleDocuments = RuleDefinition(
        id: .multipleDocuments, defaultSeverity: .error,
        summary: "A routine file holds more than one YAML document.",
        rationale: """
            One file is one routine: its id defaults to the file name and `seqc build` writes one \
            output per file. A second document after `---` would be silently ignored by most YAML \
            tools, so seqc refuses it.
            """,
        triggering: [
            RuleExample(
                """
                title: Morning
                cards:
                  - countdown: Stretch
                    duration: 5m
                ↓---
                title: Evening
                cards:
                  - countdown: Read
                    duration: 20m
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                ---
                title: Morning
                cards:
                  - countdown: Stretch
                    duration: 5m
                """)
        ],
        check: .compiler
    )
}
