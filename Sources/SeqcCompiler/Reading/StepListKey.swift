/// A routine whose cards are under a key no vocabulary names (`structure:`, `workout_steps:`,
/// `Trainingsplan:`, `séquence:`): with no `cards` in the routine and exactly one key
/// holding a list of objects, that list can only be the steps. The key is renamed `cards`
/// with an unsafe fix (it picks a reading: docs/decisions.md, "Fix safety"), and the list
/// is read as the cards, so each step's own shape is reported in the same pass.
extension ReadingContext {
    /// Reports `pair`, an unknown key of a routine, when it is such a list, and has it
    /// read as the cards; false when it is not.
    func reportStepListKey(_ pair: YAMLPair, key: String, in fields: inout MappingFields, specs: [FieldSpec], owner: String) -> Bool {
        guard fields["cards"] == nil, specs.contains(where: { $0.name == "cards" }), Self.isListOfObjects(pair.value) else {
            return false
        }
        // A second such list leaves two readings: neither is taken.
        let written = fields
        let lists = written.keys.filter { other in written[other].map { Self.isListOfObjects($0.value) } ?? false }
        guard lists.count == 1 else { return false }
        collector.error(
            .unknownKey, at: pair.key.range, "unknown key '\(key)' in \(owner)",
            help: "'\(key)' holds the routine's steps, and a routine lists them under 'cards': write 'cards:'",
            fixIts: [FixIt(range: pair.key.range, replacement: "cards", safety: .unsafe)])
        fields.adopt(key, as: "cards")
        return true
    }

    /// Whether the one key of `pairs` with no meaning (`meanings` holds each key's) holds
    /// a list of objects: the steps of a routine written inside a wrapper.
    static func holdsOneStepList(_ pairs: YAMLNode.Pairs, meanings: [String?]) -> Bool {
        let unknown = zip(pairs, meanings).filter { $0.1 == nil }
        return unknown.count == 1 && unknown.allSatisfy { isListOfObjects($0.0.value) }
    }

    /// Whether `node` is a non-empty list whose every item is a mapping.
    private static func isListOfObjects(_ node: YAMLNode) -> Bool {
        guard case .sequence(let items) = node.content, !items.isEmpty else { return false }
        return items.allSatisfy(\.isMapping)
    }
}
