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
            var findings: [Finding] = []
            for card in context.cards {
                guard case .checklist(let checklist) = card.card.content, checklist.items.count == card.syntax.itemRanges.count else {
                    continue
                }
                var first: [String: SourceRange] = [:]
                first.reserveCapacity(checklist.items.count)
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
            }
            return findings
        }
    )
}

extension String {
    var trimmingSpaces: Substring {
        // Most items start and end with a visible ASCII character, and then there is
        // nothing to trim; finding that out by Character would cost a grapheme walk.
        if let first = utf8.first, let last = utf8.last, first.isVisibleASCII, last.isVisibleASCII {
            return self[...]
        }
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return self[start..<Swift.max(start, end)]
    }
}

extension UInt8 {
    /// Whether this byte is ASCII and not one of the characters `Character.isWhitespace` calls space.
    fileprivate var isVisibleASCII: Bool {
        self < 0x80 && self != 0x20 && !(0x09...0x0D).contains(self)
    }
}
