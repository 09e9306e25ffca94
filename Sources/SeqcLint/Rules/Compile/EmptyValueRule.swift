import SeqcCompiler

extension RuleDefinition {
    static let emptyValue = RuleDefinition(
        id: .emptyValue, defaultSeverity: .error,
        summary: "A value that must not be empty is: the routine title, the card list, a checklist item.",
        rationale: """
            The app cannot show an untitled routine, play a routine with no cards, or tick an empty \
            checklist item. (An empty card title is fine: the card gets its kind's name.)
            """,
        triggering: [
            RuleExample(
                """
                title: Stretch
                cards:
                  - checklist: Cool down
                    items: [Calves, ↓"", Quads]
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Stretch
                cards:
                  - checklist:
                    items: [Calves, Quads]
                """)
        ],
        check: .compiler
    )
}
