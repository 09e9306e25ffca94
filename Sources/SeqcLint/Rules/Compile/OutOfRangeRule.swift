import SeqcCompiler

extension RuleDefinition {
    static let outOfRange = RuleDefinition(
        id: .outOfRange, defaultSeverity: .error,
        summary: "A value above its hard limit (a duration over 7 days, reps or rounds over 10000), or a random range upside down.",
        rationale: """
            Values this large are typos (`duration: 3000000`) rather than plans, and would make \
            routines the app cannot sensibly show; unlike low values they are not clamped. A \
            `randomDuration` whose `max` is below its `min` (both at least 1) was meant the other \
            way round, and its clamp would play a range of one value: the unsafe fix swaps them.
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
                  - randomDuration: Hold
                    min: 1m
                    max: ↓20s
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
