import SeqcCompiler

extension RuleDefinition {
    static let outOfRange = RuleDefinition(
        id: .outOfRange, defaultSeverity: .error,
        summary: "A value above its hard limit: a duration over 7 days, reps or rounds over 10000.",
        rationale: """
            Values this large are typos (`duration: 3000000`) rather than plans, and would make \
            routines the app cannot sensibly show; unlike low values they are not clamped.
            """,
        triggering: [
            RuleExample(
                """
                title: Endless
                cards:
                  - repetition: Squats
                    reps: ↓20000
                  - countdown: Wait
                    duration: ↓8000000
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Long
                cards:
                  - repetition: Squats
                    reps: 10000
                  - countdown: Wait
                    duration: 168h
                """)
        ],
        check: .compiler
    )
}
