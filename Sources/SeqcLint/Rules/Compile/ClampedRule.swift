import SeqcCompiler

extension RuleDefinition {
    static let clamped = RuleDefinition(
        id: .clamped, defaultSeverity: .warning,
        summary: "A value below its minimum was raised, as the app does.",
        rationale: """
            The app clamps nonsensical values in its initializers: durations, reps and rounds to at \
            least 1, a random range's max to at least its min (a range written upside down, both \
            bounds at least 1, is `out-of-range` instead). seqc applies the same clamp so the \
            output matches what the app would play, and says which value it used. It is a warning \
            because the routine still builds; `--strict` makes it fail.
            """,
        triggering: [
            RuleExample(
                """
                title: Holds
                cards:
                  - countdown: Hold
                    duration: ↓0
                  - randomDuration: Surprise
                    min: ↓0
                    max: ↓0
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Holds
                cards:
                  - countdown: Hold
                    duration: 1s
                  - randomDuration: Surprise
                    min: 20s
                    max: 40s
                """)
        ],
        check: .compiler
    )
}
