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
            let cards = context.cards
            // By index, in place (see consecutive-rests): most cards are not checklists.
            for index in cards.indices {
                guard case .checklist(let checklist) = cards[card: index].content,
                    checklist.items.count == cards[syntax: index].itemRanges.count
                else { continue }
                let card = cards[index]
                let keys = checklist.items.map { $0.trimmingSpaces.lowercased() }
                var firstIndexes = FirstItems(keys)
                for position in keys.indices {
                    guard let original = firstIndexes.earlier(position) else { continue }
                    let item = checklist.items[position]
                    findings.append(
                        Finding(
                            at: card.syntax.itemRanges[position], "'\(item)' is already in checklist '\(card.card.title)'",
                            help: "remove it, or name the step you meant",
                            notes: [context.note(card.syntax.itemRanges[original], "it is first listed here")]))
                }
            }
            return findings
        }
    )
}

/// The first item of each key, in a checklist's order. A short list (nearly every one)
/// is searched, which costs less than hashing its keys; a long one is hashed, so a
/// hostile list of thousands of items is not searched once per item.
private struct FirstItems {
    private let keys: [String]
    private var hashed: [String: Int]?
    private static let longestSearched = 16

    init(_ keys: [String]) {
        self.keys = keys
        if keys.count > Self.longestSearched { hashed = Dictionary(minimumCapacity: keys.count) }
    }

    /// The index of the first item before `index` with the same key, or nil when this is
    /// the first. Asked for every index in order.
    mutating func earlier(_ index: Int) -> Int? {
        guard hashed != nil else { return keys[..<index].firstIndex(of: keys[index]) }
        if let first = hashed?[keys[index]] { return first }
        hashed?[keys[index]] = index
        return nil
    }
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
