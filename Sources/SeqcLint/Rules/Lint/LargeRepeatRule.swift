import SeqcCompiler
import SeqcModel

extension RuleID {
    public static let largeRepeat: RuleID = "large-repeat"
}

extension RuleDefinition {
    /// The most authored cards one block may make before it is reported, far below the hard
    /// limit of ``RoutineLimits/maxRuntimeCards``: about what one session plays (300 cards of
    /// 20 seconds are over an hour and a half), so a block past it is more likely a mistyped
    /// `rounds` (30 for 3) than a routine, and the app's card list past it is hard to scroll.
    static let maxRepeatCopies = 300

    static let largeRepeat = RuleDefinition(
        id: .largeRepeat, defaultSeverity: .warning,
        summary: "A `repeat` block makes more than \(maxRepeatCopies) cards.",
        rationale: """
            Every round of a block is copied into the card list the app shows and stores, rests \
            between rounds included. Past \(maxRepeatCopies) copies the block is more likely a \
            mistyped `rounds` than a session anyone plays, and the list is hard to scroll. The \
            routine's hard limit (\(RoutineLimits.maxRuntimeCards) runtime cards) is an error; this \
            warning comes long before it. A nested block is reported with the outermost block \
            that passes the threshold, once.
            """,
        triggering: [
            RuleExample(
                """
                title: Endurance
                cards:
                  - ↓repeat: Circuit
                    rounds: 200
                    rest: 30s
                    cards:
                      - countdown: Squats
                        duration: 40s
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Endurance
                cards:
                  - repeat: Circuit
                    rounds: 20
                    rest: 30s
                    cards:
                      - countdown: Squats
                        duration: 40s
                      - rest: Breathe
                        duration: 20s
                """)
        ],
        check: .routine { context in
            var findings: [Finding] = []
            // Blocks come outer first; a block deeper than the last one reported is inside it.
            var reportedDepth: Int?
            for block in context.syntax.blocks {
                if let depth = reportedDepth, block.depth > depth { continue }
                reportedDepth = nil
                guard block.copies > maxRepeatCopies else { continue }
                reportedDepth = block.depth
                findings.append(
                    Finding(
                        at: block.keyRange,
                        "this repeat block makes \(block.copies) cards (\(block.rounds) rounds); more than \(maxRepeatCopies) is seldom meant",
                        help: "check 'rounds: <count>', or split the block into routines of their own",
                        notes: [context.note(block.roundsRange, "the rounds are set here")]))
            }
            return findings
        }
    )
}
