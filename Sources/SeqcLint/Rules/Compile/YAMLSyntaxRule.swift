import SeqcCompiler

extension RuleDefinition {
    static let yamlSyntax = RuleDefinition(
        id: .yamlSyntax, defaultSeverity: .error,
        summary: "The file is not well-formed YAML (or not UTF-8).",
        rationale: """
        Nothing else can be checked until the YAML reads. The position is where libyaml noticed \
        the problem, which can be after the actual mistake (an unclosed bracket is noticed where \
        the file ends); a note points at where the construct began.
        """,
        triggering: [
            RuleExample("""
            title: Legs
            tags: [legs, strength
            cards↓:
              - countdown: Squats
                duration: 1m
            """),
        ],
        nonTriggering: [
            RuleExample("""
            title: Legs
            tags: [legs, strength]
            cards:
              - countdown: Squats
                duration: 1m
            """),
        ],
        check: .compiler
    )
}
