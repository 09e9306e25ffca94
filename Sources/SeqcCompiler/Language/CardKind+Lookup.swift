import SeqcModel

extension CardKind {
    /// The kind whose name is exactly `key`, as `CardKind(rawValue:)` finds it. Every key of
    /// every card is asked this: only the names of the key's length are compared.
    /// `CardKindLookupTests` holds it to `init(rawValue:)`.
    static func named(_ key: String) -> CardKind? {
        let length = key.utf8.count
        guard length < namesByLength.count else { return nil }
        for (name, kind) in namesByLength[length] where name == key { return kind }
        return nil
    }

    /// Every kind under its name, by the name's length in UTF-8: made from `allCases`, so
    /// a new kind is found without a line here.
    private static let namesByLength: [[(name: String, kind: CardKind)]] = {
        let longest = allCases.map(\.rawValue.utf8.count).max() ?? 0
        var table = [[(name: String, kind: CardKind)]](repeating: [], count: longest + 1)
        for kind in allCases { table[kind.rawValue.utf8.count].append((kind.rawValue, kind)) }
        return table
    }()
}
