import SeqcCompiler

extension RuleDefinition {
    static let multipleDocuments = RuleDefinition(
        id: .multipleDocuments, defaultSeverity: .error,
        summary: "A routine file holds more than one YAML document.",
        rationale: """
            One file is one routine: its id defaults to the file name and `seqc build` writes one \
            output per file. A second document after `---` would be silently ignored by most YAML \
            tools, so seqc refuses it. When one document holds the routine (a header document \
            before it, a stray `---`), that one is read and each other one gets a fix deleting it: \
            safe for an empty document, unsafe for one with values; a routine split over \
            documents gets an unsafe fix deleting the `---` between its parts.
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
