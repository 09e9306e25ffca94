import SeqcCompiler
import SeqcModel

extension RuleID {
    public static let leadingRest: RuleID = "leading-rest"
}

extension RuleDefinition {
    static let leadingRest = RuleDefinition(
        id: .leadingRest, defaultSeverity: .warning,
        summary: "The routine starts with a rest card.",
        rationale: """
            There is nothing to rest from at the start of a routine, and a rest card is styled and \
            announced as recovery. A lead-in is clearer as a countdown such as `Get ready`, or an \
            info card that waits until the player is set.
            """,
        triggering: [
            RuleExample(
                """
                title: Core
                cards:
                  - ↓rest: Get ready
                    duration: 10s
                  - countdown: Plank
                    duration: 1m
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Core
                cards:
                  - countdown: Get ready
                    duration: 10s
                  - countdown: Plank
                    duration: 1m
                  - rest: Recover
                    duration: 30s
                """)
        ],
        check: .routine { context in
            guard let first = context.cards.first, first.kind == .rest else { return [] }
            return [
                Finding(
                    at: first.syntax.kindKeyRange, "the routine starts with a rest, before there is anything to rest from",
                    help: "make the lead-in a countdown (e.g. '- countdown: <title>'), or remove it",
                    fixIts: [FixIt(range: first.syntax.kindKeyRange, replacement: "countdown", safety: .unsafe)])
            ]
        }
    )
}
