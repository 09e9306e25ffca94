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
                var firstIndexes =
                    ASCIIItems(checklist.items).map(FirstItems.init)
                    ?? FirstItems(checklist.items.map { $0.trimmingSpaces.lowercased() })
                for position in checklist.items.indices {
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
    private enum Keys {
        case texts([String])
        case ascii(ASCIIItems)
    }

    private let keys: Keys
    private var hashed: [String: Int]?
    fileprivate static let longestSearched = 16

    init(_ keys: [String]) {
        self.keys = .texts(keys)
        if keys.count > Self.longestSearched { hashed = Dictionary(minimumCapacity: keys.count) }
    }

    init(_ items: ASCIIItems) {
        keys = .ascii(items)
    }

    /// The index of the first item before `index` with the same key, or nil when this is
    /// the first. Asked for every index in order.
    mutating func earlier(_ index: Int) -> Int? {
        switch keys {
        case .ascii(let items): return (0..<index).first { items.sameKey($0, index) }
        case .texts(let keys):
            guard hashed != nil else { return keys[..<index].firstIndex(of: keys[index]) }
            if let first = hashed?[keys[index]] { return first }
            hashed?[keys[index]] = index
            return nil
        }
    }
}

/// The keys of a short checklist whose items are all ASCII: each item trimmed of spaces
/// and lower-cased, as bytes in one buffer. In ASCII that is what trimming by Character
/// and `lowercased()` give, without a string made for each item, which cost more than
/// the rest of the rule.
private struct ASCIIItems {
    private var bytes: [UInt8] = []
    private var spans: [Range<Int>] = []

    /// Nil for a list with an item past ASCII, or too long to search (see ``FirstItems``).
    init?(_ items: [String]) {
        guard items.count <= FirstItems.longestSearched else { return nil }
        spans.reserveCapacity(items.count)
        bytes.reserveCapacity(items.reduce(0) { $0 + $1.utf8.count })
        for var item in items {
            let added = item.withUTF8 { utf8 -> Bool in
                var start = 0
                var end = utf8.count
                while start < end, utf8[start].isASCIISpace { start += 1 }
                while end > start, utf8[end - 1].isASCIISpace { end -= 1 }
                let first = bytes.count
                for byte in utf8[start..<end] {
                    guard byte < 0x80 else { return false }
                    bytes.append((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte)
                }
                spans.append(first..<bytes.count)
                return true
            }
            guard added else { return nil }
        }
    }

    /// Whether items `first` and `second` have the same key.
    func sameKey(_ first: Int, _ second: Int) -> Bool {
        let (one, other) = (spans[first], spans[second])
        guard one.count == other.count else { return false }
        return bytes.withUnsafeBufferPointer { bytes in
            (0..<one.count).allSatisfy { bytes[one.lowerBound + $0] == bytes[other.lowerBound + $0] }
        }
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
    /// Whether this byte is one of the ASCII characters `Character.isWhitespace` calls space.
    fileprivate var isASCIISpace: Bool { self == 0x20 || (0x09...0x0D).contains(self) }

    /// Whether this byte is ASCII and not a space.
    fileprivate var isVisibleASCII: Bool { self < 0x80 && !isASCIISpace }
}
