import SeqcCompiler

extension RuleDefinition {
    static let wrongType = RuleDefinition(
        id: .wrongType, defaultSeverity: .error,
        summary: "A value of the wrong type: a quoted number, yes/no for a boolean, a list for text.",
        rationale: """
            seqc reads each value by the type its field expects, from the text as written, never by \
            YAML 1.1 guessing: `"8"` is text, not a number, and `yes` is not `true`. The message says \
            what to write, with a fix-it where the intent is clear.
            """,
        triggering: [
            RuleExample(
                """
                title: Push
                cards:
                  - repetition: Push-ups
                    reps: ↓"12"
                  - countdown: Plank
                    duration: 1m
                    autoComplete: ↓no
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Push
                cards:
                  - repetition: Push-ups
                    reps: 12
                  - countdown: Plank
                    duration: 1m
                    autoComplete: false
                """)
        ],
        check: .compiler
    )
}
