/// The keys of one YAML mapping, checked once for the problems every mapping can have:
/// duplicate keys, merge keys and keys that are not text.
struct MappingFields {
    let range: SourceRange
    /// Each key in source order, first occurrences only, with its pair: one list, not a
    /// list of keys beside a list of pairs, since every mapping of every file makes one.
    private var entries: [Entry] = []
    /// The tree every pair is a position in. Entries hold record indices, not nodes: a
    /// node holds the tree, and every card's fields retained and released it twice per key
    /// (a tenth of the reader's instructions, in a 300-file lint's profile).
    private let tree: YAMLTree?
    /// The index of each key, made only for a mapping too long to search: a card has a
    /// handful of keys, and comparing a few strings costs less than hashing one, but a
    /// hostile mapping of 100,000 keys must not be searched for each.
    private var indexes: [String: Int]?
    private static let longestSearched = 16
    /// The second pair of the mapping's first key, when it has one: `- reps: Push-ups`
    /// then `reps: 10` is a field written where the kind goes, and the card reader takes
    /// the second pair as the field once it reads the first as the kind.
    private var repeatOfFirst: Entry?
    /// Whether a merge key was met (and left out): it is reported once every key is known.
    private var sawMerge = false

    /// A key and the record indices of its pair's key and value.
    struct Entry {
        var key: String
        let keyIndex: Int
        let valueIndex: Int
    }

    /// The keys in source order, first occurrences only.
    var keys: LazyMapCollection<[Entry], String> { entries.lazy.map(\.key) }

    /// The fields of one mapping, as written.
    init(_ pairs: YAMLNode.Pairs, range: SourceRange, context: ReadingContext) {
        self.init(tree: pairs.tree, count: pairs.count, range: range)
        // By record index: a node made for each key and value would retain and release the tree.
        let tree = pairs.tree
        // Merge keys are reported once every key is known: their fix copies only the keys
        // the mapping does not write. Only noted here: nearly no mapping has one.
        for position in pairs.indices { add(pairs.recordIndices(at: position), of: tree, context: context) }
        if sawMerge { reportMerges(in: pairs, context: context) }
    }

    /// The fields of pairs gathered from more than one mapping of one tree (a card's own
    /// keys and those nested under `config:`).
    init(_ pairs: [YAMLPair], range: SourceRange, context: ReadingContext) {
        self.init(tree: pairs.first?.key.tree, count: pairs.count, range: range)
        for pair in pairs {
            add((pair.key.index, pair.value.index), of: pair.key.tree, context: context)
            guard sawMerge else { continue }
            sawMerge = false
            context.collector.error(
                .mergeKey, at: pair.key.range, "merge keys ('<<') are not supported",
                help: "write the fields out, or re-use a whole card with an alias")
        }
    }

    private init(tree: YAMLTree?, count: Int, range: SourceRange) {
        self.range = range
        self.tree = tree
        entries.reserveCapacity(count)
    }

    /// Adds one pair, given by the record indices of its key and value in `tree` (the
    /// mapping's, passed in so that it is not unwrapped and retained for every key), unless
    /// its key is not text, a merge key or one already added (each reported; a merge key
    /// noted in ``sawMerge``, for the caller to report once every key is known).
    private mutating func add(_ pair: (key: Int, value: Int), of tree: YAMLTree, context: ReadingContext) {
        let record = tree.records[pair.key]
        guard case .scalar(let style) = record.shape else {
            let node = YAMLNode(tree: tree, index: pair.key)
            context.collector.error(.wrongType, at: record.range, "a key must be text, not \(node.shapeDescription)")
            return
        }
        let key = tree.texts[record.first]
        if style == .plain, key == "<<" {
            sawMerge = true
            return
        }
        if let first = index(of: key) {
            if first == 0, repeatOfFirst == nil { repeatOfFirst = Entry(key: key, keyIndex: pair.key, valueIndex: pair.value) }
            let copy = DuplicateCopy.deletion(of: pair, sameAs: entries[first].valueIndex, in: tree, context: context)
            context.collector.error(
                .duplicateKey, at: record.range, "key '\(key)' appears twice in this mapping",
                help: copy == nil
                    ? "a key is written once in a mapping: keep the '\(key)' you mean and delete the other"
                    : "this line repeats the first '\(key)' with the same value: delete it",
                notes: [(tree.records[entries[first].keyIndex].range, "'\(key)' first appears here")], fixIts: copy.map { [$0] } ?? [])
            return
        }
        entries.append(Entry(key: key, keyIndex: pair.key, valueIndex: pair.value))
        if indexes != nil {
            indexes?[key] = entries.count - 1
        } else if entries.count > Self.longestSearched {
            indexes = Dictionary(uniqueKeysWithValues: entries.indices.map { (entries[$0].key, $0) })
        }
    }

    /// Reports each merge key of `pairs`, with the fix writing it out when it can be
    /// (``ReadingContext/mergeFix(key:value:in:mapping:written:)``).
    @inline(never)
    private func reportMerges(in pairs: YAMLNode.Pairs, context: ReadingContext) {
        let written = Set(keys)
        for position in pairs.indices where pairs.keyScalar(at: position) == "<<" {
            let (key, value) = pairs.recordIndices(at: position)
            guard case .scalar(.plain) = pairs.tree.records[key].shape else { continue }
            let fix = context.mergeFix(key: key, value: value, in: pairs.tree, mapping: range, written: written)
            context.collector.error(
                .mergeKey, at: pairs.tree.records[key].range, "merge keys ('<<') are not supported",
                help: fix == nil
                    ? "write the fields out, or re-use a whole card with an alias"
                    : "write the merged fields out in its place, as the merge reads them", fixIts: fix.map { [$0] } ?? [])
        }
    }

    /// Reads the first key, a field's name written where the kind goes, as `kind`, and
    /// its repeat, if any, as the field: returns the repeat's key range (its duplicate-key
    /// diagnostic is the same mistake, for the caller to withdraw).
    mutating func readFirstKey(as kind: String) -> SourceRange? {
        guard let written = entries.first?.key, index(of: kind) == nil else { return nil }
        adopt(written, as: kind)
        guard let repeated = repeatOfFirst, let tree else { return nil }
        repeatOfFirst = nil
        entries.append(repeated)
        if indexes != nil { indexes?[repeated.key] = entries.count - 1 }
        return tree.records[repeated.keyIndex].range
    }

    /// Where the first key is written again, if it is.
    var repeatOfFirstKey: SourceRange? {
        repeatOfFirst.flatMap { repeated in tree.map { $0.records[repeated.keyIndex].range } }
    }

    private func index(of key: String) -> Int? {
        if let indexes { return indexes[key] }
        return entries.firstIndex { $0.key == key }
    }

    /// Reads the pair written as `written` as `key` from now on, when `key` is absent:
    /// a misspelt key whose meaning is clear is reported once, and its value is still
    /// read and checked instead of also being reported missing.
    mutating func adopt(_ written: String, as key: String) {
        guard index(of: key) == nil, let index = index(of: written) else { return }
        entries[index].key = key
        if indexes != nil {
            indexes?[written] = nil
            indexes?[key] = index
        }
    }

    /// The pair for `key`, null value or not.
    subscript(key: String) -> YAMLPair? {
        guard let tree, let index = index(of: key) else { return nil }
        let entry = entries[index]
        return YAMLPair(key: YAMLNode(tree: tree, index: entry.keyIndex), value: YAMLNode(tree: tree, index: entry.valueIndex))
    }

    /// The value of `key`, or nil when it is absent or null (null means absent).
    func value(_ key: String) -> YAMLNode? {
        guard let tree, let index = index(of: key) else { return nil }
        let value = YAMLNode(tree: tree, index: entries[index].valueIndex)
        return value.isNull ? nil : value
    }

    /// The syntax record of every key present.
    var syntax: FieldSyntaxes { syntax(excluding: nil, and: []) }

    /// The syntax record of every key present but `key` and those in `excluded`, made in
    /// one pass (every card asks for it, without its kind key).
    func syntax(excluding key: String?, and excluded: [String]) -> FieldSyntaxes {
        var kept: [FieldSyntaxes.Entry] = []
        guard let tree else { return FieldSyntaxes(kept) }
        kept.reserveCapacity(entries.count)
        // By index: a loop over the entries would copy each one it passes over.
        for index in entries.indices where entries[index].key != key && !excluded.contains(entries[index].key) {
            let syntax = FieldSyntax(
                keyRange: tree.records[entries[index].keyIndex].range, valueRange: tree.records[entries[index].valueIndex].range)
            kept.append(FieldSyntaxes.Entry(key: entries[index].key, syntax: syntax))
        }
        return FieldSyntaxes(kept)
    }
}
