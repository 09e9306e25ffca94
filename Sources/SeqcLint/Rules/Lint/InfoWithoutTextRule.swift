import SeqcCompiler
import SeqcModel

extension RuleID {
    public static let infoWithoutText: RuleID = "info-without-text"
}

extension RuleDefinition {
    static let infoWithoutText = RuleDefinition(
        id: .infoWithoutText, defaultSeverity: .warning,
        summary: "An info card has no text.",
        rationale: """
            An info card stops the routine until the player taps on, to tell them something. \
            Without `text` it shows only its title, which is usually a forgotten message — or a \
            pause that a countdown or rest card would time properly.
            """,
        triggering: [
            RuleExample(
                """
                title: Yoga
                cards:
                  - ↓info: Get ready
                  - countdown: Sun salutation
                    duration: 5m
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Yoga
                cards:
                  - info: Get ready
                    text: Mat, block and strap.
                  - countdown: Sun salutation
                    duration: 5m
                """)
        ],
        check: .routine { context in
            context.cards.compactMap { card in
                guard case .info(let info) = card.card.content, (info.text ?? "").trimmingSpaces.isEmpty else { return nil }
                return Finding(
                    at: card.syntax.kindKeyRange,
                    "info card '\(card.card.title)' has no text; it shows only its title and waits for a tap",
                    help: "add 'text:' with what the player should know, or time the pause with a countdown")
            }
        }
    )
}
