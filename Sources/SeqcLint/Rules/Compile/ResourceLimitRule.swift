import SeqcCompiler

extension RuleDefinition {
    static let resourceLimit = RuleDefinition(
        id: .resourceLimit, defaultSeverity: .error,
        summary: "The file exceeds a safety limit: size, nesting depth, alias expansion or the size of its runtime JSON.",
        rationale: """
            seqc reads untrusted files in CI and editors, so hostile input (alias bombs, thousands of \
            nested brackets, huge files) must cost little and end in a diagnostic. The limits — 8 MiB, \
            64 levels, 250,000 expanded nodes — are far beyond any real routine. An interval copies its \
            title into every card it expands to, so the runtime JSON is limited too: at most 8 MiB, \
            counted before anything is built, and reported at the card that passes the limit.
            """,
        triggering: [
            RuleExample("title: Deep\ncards: " + String(repeating: "[", count: 63) + "↓[[]" + String(repeating: "]", count: 64))
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Shared
                cards:
                  - &plank
                    countdown: Plank
                    duration: 1m
                  - *plank
                """)
        ],
        check: .compiler
    )
}
