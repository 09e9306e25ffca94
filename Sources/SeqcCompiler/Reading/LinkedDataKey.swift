/// Keys of a schema.org document written as JSON-LD (a `HowTo` with its `step` list):
/// the JSON-LD keywords (`@context`, `@type`, `@id`), which say what vocabulary the
/// document uses and what each object is, and a routine's total time (`totalTime`,
/// `totalDuration`), which the language does not write because it is the cards' sum.
/// Neither has a place in a routine; deleting one drops a value, so the fix is unsafe
/// (docs/decisions.md, "Fix safety"). The mapping is read without them meanwhile.
extension ReadingContext {
    /// Routine keys that state the whole routine's length, normalised.
    static let totalTimeKeys: Set<String> = ["totaltime", "totalduration", "totallength", "totalseconds", "totalminutes"]

    /// Reports `pair` when its key is a JSON-LD keyword, or a routine's total time; false otherwise.
    func reportLinkedDataKey(_ pair: YAMLPair, key: String, fields: MappingFields, isCard: Bool, owner: String) -> Bool {
        let isKeyword = key.utf8.first == UInt8(ascii: "@") && key.utf8.count <= 40
        guard isKeyword || !isCard && key.utf8.count <= 40 && Self.totalTimeKeys.contains(NameMatching.normalised(key)) else {
            return false
        }
        let help =
            isKeyword
            ? "'\(key)' is JSON-LD's, saying what the object is; a routine has no place for it: delete it"
            : "a routine's length is the sum of its cards' lengths, not written: delete '\(key)'"
        collector.error(
            .unknownKey, at: pair.key.range, "unknown key '\(key)' in \(owner)", help: help,
            fixIts: pairDeletion(pair, in: fields).map { [FixIt(range: $0, replacement: "", safety: .unsafe)] }
                ?? [])
        return true
    }
}
