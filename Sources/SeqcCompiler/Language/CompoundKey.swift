/// A key written as a compound of a field's name and words that add nothing to it, in any
/// style (`numberOfRounds`, `number_of_rounds`, `roundCount`, `totalRounds`, `bodyText`,
/// `check-items`): cut into its words, each word is a name of the one field, a count's word
/// (`number`, `count`, `total`, `Anzahl`) before or after a field that counts, or a joiner
/// (`of`, `de`). Asked only once the key matched no field whole.
enum CompoundKey {
    /// Words saying "how many": only a field that counts may carry them (`restCount` is no
    /// rest).
    private static let countWords: Set<String> = [
        "number", "num", "nb", "no", "count", "total", "amount", "anzahl", "zahl", "nombre", "numero", "cantidad", "aantal", "liczba",
        "antal",
    ]
    /// Words joining the others. A field's synonym that is also a joiner (`de`, `van` for a
    /// random duration's `min`) names the field alone, never inside a compound.
    static let joiners: Set<String> = ["of", "the", "per", "de", "der", "des", "di", "van"]
    /// Keys of more words than this are no compound of one field.
    private static let maxWords = 5

    /// The one field of `specs` the compound `key` names, or nil.
    static func field(_ key: String, among specs: [FieldSpec]) -> FieldSpec? {
        let words = self.words(key)
        guard words.count >= 2, words.count <= maxWords else { return nil }
        var found: FieldSpec?
        var counts = false
        for word in words {
            if countWords.contains(word) {
                counts = true
                continue
            }
            if joiners.contains(word) { continue }
            // A word naming two fields (`time`: work or rest) leaves the compound unread, and
            // only a word naming none is tried as a plural (`round`), never `time` as `times`.
            let meant = named(word, among: specs)
            guard meant.count <= 1, let spec = meant.first ?? single(named(word + "s", among: specs)), found == nil || found == spec
            else { return nil }
            found = spec
        }
        guard let found, !counts || found.type == .integer else { return nil }
        return found
    }

    /// The fields `word` is the name or a synonym of.
    private static func named(_ word: String, among specs: [FieldSpec]) -> [FieldSpec] {
        specs.filter { $0.matchable.name == word || $0.matchable.hasSynonym(word) }
    }

    private static func single(_ specs: [FieldSpec]) -> FieldSpec? { specs.count == 1 ? specs[0] : nil }

    /// `key` cut at `_`, `-`, spaces, dots and lower-to-upper case changes, each word
    /// normalised; empty for a key of one word, which has nothing to cut.
    static func words(_ key: String) -> [String] {
        let words = KeyWords.split(key)
        return words.count < 2 ? [] : words.map(NameMatching.normalised)
    }
}
