import SeqcCompiler

extension RuleID {
    public static let unusedSuppression: RuleID = "unused-suppression"
}

extension RuleDefinition {
    static let unusedSuppression = RuleDefinition(
        id: .unusedSuppression, defaultSeverity: .warning,
        summary: "A `# seqc:disable-…` comment that silences nothing.",
        rationale: """
            A suppression outlives the problem it was written for, or names a rule with a typo, \
            or sits on the wrong line; then it silences nothing today and will hide a real problem \
            tomorrow. The forms are `# seqc:disable-next-line RULE[, RULE]` on the line before, \
            `# seqc:disable-line RULE` at the end of the line, and `# seqc:disable-file RULE` \
            anywhere; text after ` -- ` is a reason, for readers. A rule that stops `seqc build` \
            (a compile error, two routines with one id) cannot be suppressed: such a comment is \
            reported here and silences nothing.
            """,
        triggering: [
            RuleExample(
                """
                title: Yoga
                cards:
                  # seqc:disable-next-line ↓info-without-txt
                  - info: Get ready
                  - countdown: Flow # seqc:disable-line ↓title-too-long
                    duration: 10m
                # ↓seqc:disable-lines no-timed-card
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Yoga
                cards:
                  # seqc:disable-next-line info-without-text -- the title says it all
                  - info: Get ready
                  - countdown: Flow
                    duration: 10m
                """),
            RuleExample(
                """
                # seqc:disable-file no-timed-card, info-without-text
                title: Evening
                cards:
                  - checklist: Tidy up
                    items: [Desk, Dishes]
                  - info: Lights out
                """),
        ],
        check: .linter
    )
}
