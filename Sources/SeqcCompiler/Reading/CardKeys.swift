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
        // The tree's and the table's arrays are taken once, not for every key.
        let tree = pairs.tree
        let records = tree.records
        let texts = tree.texts
        let table = names.byLength
        for position in pairs.indices {
            let record = records[pairs.recordIndices(at: position).key]
            guard case .scalar = record.shape else { continue }
            let key = texts[record.first]
            let length = key.utf8.count
            guard length < table.count, let name = table[length].first(where: { $0.name == key }) else {
                hasStranger = true
                continue
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

    /// The entries by the length of their names.
    let byLength: [[Entry]]

    private init() {
        let names = Set(CardKind.allCases.map(\.rawValue)).union(Language.allCardFieldNames).union([RepeatBlock.key])
        var table = [[Entry]](repeating: [], count: (names.map(\.utf8.count).max() ?? 0) + 1)
        for name in names.sorted() {
            table[name.utf8.count].append(
                Entry(
                    name: name, kind: CardKind(rawValue: name), isCardField: Language.allCardFieldNames.contains(name),
                    isRounds: name == "rounds", isRepeat: name == RepeatBlock.key))
        }
        byLength = table
    }
}
