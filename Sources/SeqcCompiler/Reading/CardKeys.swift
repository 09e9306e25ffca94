import SeqcModel

/// What a card's keys say about the card, read in one pass from the tree's records: the
/// list reader decides from it whether an item may be another app's shape or a block
/// before any node, field or string is made for it.
struct CardKeys {
    /// How many pairs the mapping has.
    let count: Int
    /// Whether a key is neither a kind nor `rounds` nor a card field.
    private(set) var hasStranger = false
    /// Whether `rounds` is a key.
    private(set) var hasRounds = false
    /// Whether `interval` is a key.
    private(set) var hasInterval = false
    /// Whether a kind other than `rest` is a key.
    private(set) var hasKindBesideRest = false
    /// Where the first `repeat` key is; nil without one.
    private(set) var repeatPosition: Int?

    init(_ pairs: YAMLNode.Pairs, names: CardKeyNames) {
        count = pairs.count
        // The tree's arrays are read through buffers, once for the card: a key is looked at
        // without retaining an array or copying its record.
        let tree = pairs.tree
        let start = pairs.links.start
        tree.links.withUnsafeBufferPointer { links in
            tree.records.withUnsafeBufferPointer { records in
                tree.texts.withUnsafeBufferPointer { texts in
                    for position in pairs.indices {
                        let key = links[start + 2 * position]
                        guard case .scalar = records[key].shape else { continue }
                        note(names.entry(named: texts[records[key].first]), at: position)
                    }
                }
            }
        }
    }

    /// Takes in the key at `position`, whose name is `name` (nil when it is none of the names).
    private mutating func note(_ name: CardKeyNames.Entry?, at position: Int) {
        guard let name else {
            hasStranger = true
            return
        }
        if let kind = name.kind {
            hasInterval = hasInterval || kind == .interval
            hasKindBesideRest = hasKindBesideRest || kind != .rest
        } else if name.isRounds {
            hasRounds = true
        } else if !name.isCardField {
            hasStranger = true
        }
        if name.isRepeat, repeatPosition == nil { repeatPosition = position }
    }
}

/// The names a card's key can have that the list reader tells apart (the kinds, every
/// kind's fields, `rounds` and `repeat`), by their length in UTF-8, so a key is compared
/// only with the names of its length and never hashed. Made from `CardKind.allCases` and
/// ``Language/allCardFieldNames``, so a new kind or field needs no line here.
struct CardKeyNames: Sendable {
    struct Entry: Sendable {
        let name: String
        let kind: CardKind?
        let isCardField: Bool
        let isRounds: Bool
        let isRepeat: Bool
    }

    static let shared = CardKeyNames()

    /// Every entry, the shorter names first.
    private let entries: [Entry]
    /// Where the entries of each length start in ``entries``, and one past the last.
    private let starts: [Int]

    private init() {
        let names = Set(CardKind.allCases.map(\.rawValue)).union(Language.allCardFieldNames).union([RepeatBlock.key])
        let entries = names.sorted { ($0.utf8.count, $0) < ($1.utf8.count, $1) }.map { name in
            Entry(
                name: name, kind: CardKind(rawValue: name), isCardField: Language.allCardFieldNames.contains(name),
                isRounds: name == "rounds", isRepeat: name == RepeatBlock.key)
        }
        let longest = entries.last?.name.utf8.count ?? 0
        starts = (0...(longest + 1)).map { length in entries.firstIndex { $0.name.utf8.count >= length } ?? entries.count }
        self.entries = entries
    }

    /// The entry named `key`; nil when `key` is none of the names.
    func entry(named key: String) -> Entry? {
        let length = key.utf8.count
        guard length + 1 < starts.count else { return nil }
        return entries.withUnsafeBufferPointer { entries in
            for index in starts[length]..<starts[length + 1] where entries[index].name == key { return entries[index] }
            return nil
        }
    }
}
