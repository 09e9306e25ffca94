import SeqcCompiler
import SeqcModel

extension RuleID {
    public static let fixedRandomRange: RuleID = "fixed-random-range"
}

extension RuleDefinition {
    static let fixedRandomRange = RuleDefinition(
        id: .fixedRandomRange, defaultSeverity: .warning,
        summary: "A randomDuration card whose min equals its max.",
        rationale: """
            A random duration with equal bounds always draws the same length, so the card promises \
            a surprise it never delivers. Either the range was meant to be wider, or the card is a \
            plain countdown. (A max below min is reported by the compiler as `out-of-range`.)
            """,
        triggering: [
            RuleExample(
                """
                title: Holds
                cards:
                  - randomDuration: Surprise hold
                    min: 30s
                    max: ↓30
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Holds
                cards:
                  - randomDuration: Surprise hold
                    min: 20s
                    max: 45s
                """)
        ],
        check: .routine { context in
            let (minName, maxName) = (FixedRandomRangeNames.min, FixedRandomRangeNames.max)
            return context.cards.compactMap { card in
                guard case .randomDuration(let range) = card.card.content, range.minSeconds == range.maxSeconds,
                    let max = card.syntax.fields[maxName]?.valueRange,
                    !context.compilerReported(.clamped, at: max)
                else { return nil }
                let length = DurationText.text(range.minSeconds)
                return Finding(
                    at: max, "'\(minName)' and '\(maxName)' are both \(length), so nothing about this card is random",
                    help: "widen the range, or make it a countdown with 'duration: \(length)'")
            }
        }
    )
}

/// The authoring names of a random duration's bounds, looked up once: finding them
/// compares key paths, and every routine was asking.
private enum FixedRandomRangeNames {
    static let min = Language.name(of: \RandomDurationConfig.minSeconds)
    static let max = Language.name(of: \RandomDurationConfig.maxSeconds)
}
