/// A key that gives the unit of the card's numbers (`"duration": 5, "unit": "minutes"`,
/// `Einheit: min`), as exports with a separate unit column write them: the numbers with
/// the unit written after them, and the unit key deleted. One timed number has one
/// reading, a safe fix; several are a guess that the unit is every one's (unsafe).
extension ReadingContext {
    /// Names of a unit key, normalised (`unit`, `time_unit`, `Einheit`, `unité`, `unidad`).
    static let unitKeyNames: Set<String> = ["unit", "units", "timeunit", "durationunit", "einheit", "unite", "unidad"]

    /// Reports `pair`, a unit key, when its value is a unit word and the mapping has bare
    /// numbers in duration fields; returns false when it is no such key.
    func reportUnitKey(_ pair: YAMLPair, key: String, fields: MappingFields, specs: [FieldSpec], owner: String) -> Bool {
        guard Self.unitKeyNames.contains(NameMatching.normalised(key)), let word = pair.value.scalar,
            Vocabulary.unit(word) != nil, word.utf8.count <= UnitInKey.maxLength
        else { return false }
        let reading = UnitInKey(candidates: [], unit: Vocabulary.unit(word)!, unitWord: NameMatching.normalised(word))
        let numbers = specs.filter { $0.type == .duration }.compactMap { spec in
            fields[spec.name].flatMap { field in reading.duration(of: field.value).map { (field, spec.name, $0) } }
        }
        let deletion = unitPairDeletion(pair, in: fields)
        let message = "unknown key '\(key)' in \(owner)"
        guard !numbers.isEmpty, let deletion else {
            collector.error(
                .unknownKey, at: pair.key.range, message,
                help:
                    "a routine writes the unit after each number ('duration: <duration>'): delete '\(key)' and add '\(word)' to the numbers"
            )
            return true
        }
        let written = numbers.map { "'\($0.1): \($0.2)'" }.joined(separator: " and ")
        collector.error(
            .unknownKey, at: pair.key.range, message,
            help: "a routine writes the unit after the number: \(written), without '\(key)'",
            fixIts: [FixIt(range: deletion, replacement: "", safety: numbers.count == 1 ? .safe : .unsafe)]
                + numbers.map { FixIt(range: $0.0.value.range, replacement: $0.2, safety: numbers.count == 1 ? .safe : .unsafe) })
        return true
    }

    /// The text to delete with `pair`: its own lines in a block mapping, or in a flow
    /// mapping the `, key: value` after the pair before it on the same line.
    func unitPairDeletion(_ pair: YAMLPair, in fields: MappingFields) -> SourceRange? {
        if let lines = ownLines(of: pair) { return lines }
        let keys = Array(fields.keys)
        guard let index = keys.firstIndex(where: { fields[$0]?.key.range == pair.key.range }), index > 0,
            let previous = fields[keys[index - 1]], previous.value.range.end.line == pair.value.range.end.line,
            previous.value.range.end < pair.key.range.start
        else { return nil }
        return SourceRange(start: previous.value.range.end, end: pair.value.range.end)
    }
}
