import SeqcCompiler
import SeqcModel

extension RuleID {
    public static let singleRoundRepeat: RuleID = "single-round-repeat"
}

extension RuleDefinition {
    static let singleRoundRepeat = RuleDefinition(
        id: .singleRoundRepeat, defaultSeverity: .warning,
        summary: "A `repeat` block plays its cards only once.",
        rationale: """
            A block of one round repeats nothing: its cards play once, each title ending in ` 1/1`. \
            Most often `rounds` was meant to be larger, or the block is left over from an edit. There \
            is no automatic fix: writing the cards out of the block drops the ` 1/1` from their titles \
            and gives them ids of their own, so history kept for them would no longer match. A \
            `rounds` raised from 0 is reported as `clamped`, not here.
            """,
        triggering: [
            RuleExample(
                """
                title: Strength
                cards:
                  - ↓repeat: Circuit
                    rounds: 1
                    cards:
                      - countdown: Squats
                        duration: 40s
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Strength
                cards:
                  - repeat: Circuit
                    rounds: 3
                    cards:
                      - countdown: Squats
                        duration: 40s
                """),
            RuleExample(
                """
                title: Strength
                cards:
                  - repeat: Circuit
                    rounds: 0
                    cards:
                      - countdown: Squats
                        duration: 40s
                """),
        ],
        check: .routine { context in
            context.syntax.blocks.compactMap { block in
                guard block.rounds == 1, !context.compilerReported(.clamped, at: block.roundsRange) else { return nil }
                return Finding(
                    at: block.keyRange, "this repeat block has one round, so it repeats nothing",
                    help: "set 'rounds: <count>' to the rounds meant, or write its cards in the list without the block",
                    notes: [context.note(block.roundsRange, "the round is set here")])
            }
        }
    )
}
