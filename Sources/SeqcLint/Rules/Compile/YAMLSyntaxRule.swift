import SeqcCompiler

extension RuleDefinition {
    static let yamlSyntax = RuleDefinition(
        id: .yamlSyntax, defaultSeverity: .error,
        summary: "The file is not well-formed YAML (or not UTF-8).",
        rationale: """
            Nothing else can be checked until the YAML reads. The mistakes people make are named in \
            a routine's terms at the line of the mistake, with a fix-it where the fix is clear: a \
            tab in the indentation, a missing `:` after a kind or key, an unquoted `: ` inside a \
            title, a list of cards with no `cards:` above it, a quote or `[` never closed, a field \
            indented more or less than the card's other fields. libyaml often notices a mistake \
            lines later; a note keeps its words at the place it stopped. Other problems are reported \
            where libyaml noticed them, with a note at where the construct began. After an error, \
            parsing resumes at the next card or top-level key, so the file's other syntax errors are \
            found too.
            """,
        triggering: [
            RuleExample(
                """
                title: Legs
                tags: ↓[legs, strength
                cards:
                  - countdown: Squats
                    duration: 1m
                """),
            RuleExample(
                """
                title: Legs↓: the hard day
                cards:
                  - ↓countdown
                    duration: 1m
                  - countdown: Lunges
                ↓\tduration: 1m
                  - countdown: ↓"Plank
                    duration: 1m
                """),
            RuleExample(
                """
                title: Legs
                cards:
                  - countdown: Squats
                ↓      duration: 1m
                  - countdown: Lunges
                ↓   duration: 1m
                """),
            RuleExample(
                """
                title: Legs
                ↓- countdown: Squats
                  duration: 1m
                """),
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Legs
                tags: [legs, strength]
                cards:
                  - countdown: Squats
                    duration: 1m
                """)
        ],
        check: .compiler
    )
}
