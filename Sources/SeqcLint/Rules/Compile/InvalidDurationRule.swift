import SeqcCompiler

extension RuleDefinition {
    static let invalidDuration = RuleDefinition(
        id: .invalidDuration, defaultSeverity: .error,
        summary: "A duration in none of the accepted forms.",
        rationale: """
            Durations are seconds (`90`), units in h-m-s order (`45s`, `5m`, `1m30s`), a clock \
            (`1:30`, `1:02:03`) or ISO 8601 (`PT1M30S`). Anything else — fractions, words, other \
            units — is ambiguous, so seqc refuses to guess, and suggests the form it thinks was meant.
            """,
        triggering: [
            RuleExample(
                """
                title: Run
                cards:
                  - countdown: Jog
                    duration: ↓10 minutes
                  - countdown: Sprint
                    duration: ↓1.5m
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Run
                cards:
                  - countdown: Jog
                    duration: 10m
                  - countdown: Sprint
                    duration: 1m30s
                  - countdown: Walk
                    duration: "2:00"
                """)
        ],
        check: .compiler
    )
}
