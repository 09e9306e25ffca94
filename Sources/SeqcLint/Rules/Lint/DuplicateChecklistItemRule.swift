import SeqcCompiler
import SeqcModel

extension RuleID {
    public static let duplicateChecklistItem: RuleID = "duplicate-checklist-item"
}

extension RuleDefinition {
    static let duplicateChecklistItem = RuleDefinition(
        id: .duplicateChecklistItem, defaultSeverity: .warning,
        summary: "A checklist lists the same item twice.",
        rationale: """
            The player must tick every item, so a repeated item is a step done twice or a second \
            item that was never written. Items are compared ignoring case and surrounding spaces.
            """,
        triggering: [
            RuleExample(
                """
                title: Stretch
                cards:
                  - checklist: Cool down
                    items: [Calves, Quads, ↓calves]
                """)
        ],
        nonTriggering: [
            RuleExample(
                """
                title: Stretch
                cards:
                  - checklist: Cool down
                    items: [Calves, Quads, Hamstrings]
                """)
        ],
        check: .routine { context in
            context.cards.flatMap { card -> [Finding] in
                guard case .checklist(let checklist) = card.card.content, checklist.items.count == card.syntax.itemRanges.count else {
                    return []
                }
                var first: [String: SourceRange] = [:]
                var findings: [Finding] = []
                for (item, range) in zip(checklist.items, card.syntax.itemRanges) {
                    let key = item.trimmingSpaces.lowercased()
                    if let original = first[key] {
                        findings.append(
                            Finding(
                                at: range, "'\(item)' is already in checklist '\(card.card.title)'",
                                help: "remove it, or name the step you meant",
                                notes: [context.note(original, "it is first listed here")]))
                    } else {
                        first[key] = range
                    }
                }
                return findings
            }
        }
    )
}

extension String {
    var trimmingSpaces: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return self[start..<Swift.max(start, end)]
    }
}
