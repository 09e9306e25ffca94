import SeqcCompiler
import SeqcModel

extension RuleID {
    public static let noTimedCard: RuleID = "no-timed-card"
}

extension RuleDefinition {
    static let noTimedCard = RuleDefinition(
        id: .noTimedCard, defaultSeverity: .warning,
        summary: "No card in the routine is timed.",
        rationale: """
            A timer routine with only count-ups, info cards, repetitions and checklists never \
            advances by itself and has no length to show; the app cannot say when it ends. That is \
            usually an unfinished routine. A routine that is deliberately a checklist can say so with \
            `# seqc:disable-file no-timed-card`.
            """,
        triggering: [
            RuleExample(
                """
                title: Evening
                ↓cards:
                  - checklist: Tidy up
                    items: [Desk, Dishes]
                  - info: Lights out
                    text: Phone in the other room.
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Evening
                cards:
                  - checklist: Tidy up
                    items: [Desk, Dishes]
                  - countdown: Read
                    duration: 20m
                """)
        ],
        check: .routine { context in
            guard !context.sequence.cards.contains(where: \.kind.isTimed),
                let cards = context.syntax.fields["cards"]?.keyRange
            else { return [] }
            return [
                Finding(
                    at: cards, "no card in this routine is timed, so it never advances by itself and has no length",
                    help: "add a countdown, rest, interval or randomDuration card")
            ]
        }
    )
}
