import SeqcModel

extension CardKind {
    private static let namesAndKinds = allCases.map { ($0.rawValue, $0) }

    /// The kind whose name is exactly `key`, as `CardKind(rawValue:)` finds it. Every key of
    /// every card is asked this; comparing with eight short names costs less than the
    /// generic string switch that `init(rawValue:)` runs (`CardKindLookupTests`).
    static func named(_ key: String) -> CardKind? {
        // No kind's name is shorter than `rest` or longer than `randomDuration`.
        let length = key.utf8.count
        guard (4...14).contains(length) else { return nil }
        // Only a name of the key's length can be it; most keys have no kind's length.
        return namesAndKinds.first { $0.0.utf8.count == length && $0.0 == key }?.1
    }
}
