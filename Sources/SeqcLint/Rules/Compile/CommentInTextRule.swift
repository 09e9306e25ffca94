import SeqcCompiler

extension RuleDefinition {
    static let commentInText = RuleDefinition(
        id: .commentInText, defaultSeverity: .warning,
        summary: "A ` #` in an unquoted title or text starts a comment and cuts the rest off; typographic quotes around a text stay in it.",
        rationale: """
            In YAML, ` #` begins a comment, so `title: Leg day #3` builds a routine called "Leg day" \
            without a word of complaint. The rule fires when the `#` is followed directly by a \
            character (`#3`, `#legs`), as in text; `# note`, with a space, is a comment written on \
            purpose and is left alone. The fix-it quotes the whole value. A title or text wrapped \
            whole in typographic quotes (`“Child’s pose”`, `«Pause»`) keeps them as characters, \
            since YAML quotes only with `"` and `'`: the safe fix takes them off, and an \
            apostrophe inside a word stays.
            """,
        triggering: [
            RuleExample(
                """
                title: Leg day ↓#3
                cards:
                  - countdown: Squats ↓#1
                    duration: 1m
                  - info: Rest
                    text: Drink water ↓#hydrate
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: "Leg day #3"
                cards:
                  - countdown: Squats # the deep kind
                    duration: 1m #90s was too long
                  - info: 'Rest #2'
                """)
        ],
        check: .compiler
    )
}
