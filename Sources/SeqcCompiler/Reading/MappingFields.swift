/// The keys of one YAML mapping, checked once for the problems every mapping can have:
/// duplicate keys, merge keys and keys that are not text.
struct MappingFields {
    let range: SourceRange
    private var pairs: [String: YAMLPair] = [:]
    /// Keys in source order, first occurrences only.
    private(set) var keys: [String] = []

    init(_ pairs: [YAMLPair], range: SourceRange, context: ReadingContext) {
        self.range = range
        for pair in pairs {
            guard let key = pair.key.scalar else {
                context.collector.error(.wrongType, at: pair.key.range, "a key must be text, not \(pair.key.shapeDescription)")
                continue
            }
            if key == "<<", case .scalar(_, .plain) = pair.key.content {
                context.collector.error(
                    .mergeKey, at: pair.key.range, "merge keys ('<<') are not supported",
                    help: "write the fields out, or re-use a whole card with an alias")
                continue
            }
            if let first = self.pairs[key] {
                context.collector.error(
                    .duplicateKey, at: pair.key.range, "key '\(key)' appears twice in this mapping",
                    notes: [(first.key.range, "'\(key)' first appears here")])
                continue
            }
            self.pairs[key] = pair
            keys.append(key)
        }
    }

    /// Reads the pair written as `written` as `key` from now on, when `key` is absent:
    /// a misspelt key whose meaning is clear is reported once, and its value is still
    /// read and checked instead of also being reported missing.
    mutating func adopt(_ written: String, as key: String) {
        guard pairs[key] == nil, let pair = pairs.removeValue(forKey: written),
            let index = keys.firstIndex(of: written)
        else { return }
        pairs[key] = pair
        keys[index] = key
    }

    /// The pair for `key`, null value or not.
    subscript(key: String) -> YAMLPair? { pairs[key] }

    /// The value of `key`, or nil when it is absent or null (null means absent).
    func value(_ key: String) -> YAMLNode? {
        guard let value = pairs[key]?.value, !value.isNull else { return nil }
        return value
    }

    /// The syntax record of every key present.
    var syntax: [String: FieldSyntax] {
        pairs.mapValues { FieldSyntax(keyRange: $0.key.range, valueRange: $0.value.range) }
    }
}
