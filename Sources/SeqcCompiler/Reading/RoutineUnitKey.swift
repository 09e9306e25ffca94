import SeqcModel

/// A unit key beside the routine's cards (`unit: minutes`, `units: min`, `Einheit: Minuten`,
/// `unité: secondes`, `unidad: minutos`, `durationUnit: seconds`): the unit of every bare
/// number the cards time, in their duration fields or as the values of a mapping of titles
/// to numbers (`Think: 1`). The fix writes the unit after each such number and deletes the
/// key, as ``ReadingContext/reportUnitKey`` does for a key inside one card. One number has
/// one reading (safe); several are a guess that the unit is every one's (unsafe). A card
/// with its own unit key is that key's first; a value of no number leaves no fix.
struct RoutineUnitKey {
    let context: ReadingContext

    /// The names of the routine's card list: `cards` and its synonyms, normalised.
    private static let listNames: Set<String> = {
        let spec = Language.topLevelFields.first { $0.name == "cards" }
        let names = ["cards"] + (spec?.synonyms ?? []) + Vocabulary.synonyms(of: "cards", at: "routine")
        return Set(names.map(NameMatching.normalised))
    }()

    /// The key reported with the fix, or none when the repair does not apply.
    func report(_ fields: MappingFields) -> [String] {
        let unitKeys = Array(fields.keys).filter { key in
            // A routine's own key is read as its field, never as a unit: most keys are one.
            !Language.topLevelFields.contains { $0.name == key } && ReadingContext.unitKeyNames.contains(NameMatching.normalised(key))
        }
        // Most routines have no unit key: their lists are not looked for.
        guard unitKeys.count == 1 else { return [] }
        let lists = Array(fields.keys).filter { Self.listNames.contains(NameMatching.normalised($0)) }
        guard lists.count == 1, let key = unitKeys.first, let pair = fields[key],
            let word = pair.value.scalar, let unit = Vocabulary.unit(word), word.utf8.count <= UnitInKey.maxLength,
            let list = fields[lists[0]]?.value, let deletion = context.unitPairDeletion(pair, in: fields)
        else { return [] }
        let reading = UnitInKey(candidates: [], unit: unit, unitWord: NameMatching.normalised(word))
        guard let numbers = Self.numbers(in: list, reading: reading, depth: 0), !numbers.isEmpty else { return [] }
        let safety: FixSafety = numbers.count == 1 ? .safe : .unsafe
        let quote = context.sourceText(pair.key.range)?.first == "\"" ? "\"" : ""
        let shown = numbers.prefix(3).map { "'\($0.written)'" }.joined(separator: ", ")
        context.collector.error(
            .unknownKey, at: pair.key.range, "unknown key '\(key)' in a routine",
            help: "a routine writes the unit after each number (\(shown)), without '\(key)'",
            fixIts: [FixIt(range: deletion, replacement: "", safety: safety)]
                + numbers.map { FixIt(range: $0.node.range, replacement: quote + $0.written + quote, safety: safety) })
        return [key]
    }

    /// The bare numbers the list times with their text in `reading`'s unit; nil when a
    /// card has its own unit key, or a mapping of titles has a value of no number.
    private static func numbers(in list: YAMLNode, reading: UnitInKey, depth: Int) -> [(node: YAMLNode, written: String)]? {
        switch list.content {
        case .mapping(let pairs):
            // Titles to numbers: every value a number, or no reading.
            var found: [(node: YAMLNode, written: String)] = []
            for pair in pairs {
                guard let written = reading.duration(of: pair.value) else { return nil }
                found.append((pair.value, written))
            }
            return found
        case .sequence(let items):
            var found: [(node: YAMLNode, written: String)] = []
            for item in items {
                guard case .mapping(let pairs) = item.content else { continue }
                guard let more = numbers(inCard: pairs, reading: reading, depth: depth) else { return nil }
                found += more
            }
            return found
        default:
            return []
        }
    }

    /// The bare numbers of one card's duration fields, or of a block's rest and cards.
    private static func numbers(inCard pairs: YAMLNode.Pairs, reading: UnitInKey, depth: Int) -> [(node: YAMLNode, written: String)]? {
        let keys = pairs.indices.compactMap { pairs.keyScalar(at: $0) }
        guard !keys.contains(where: { ReadingContext.unitKeyNames.contains(NameMatching.normalised($0)) }) else { return nil }
        let specs: [FieldSpec]
        var found: [(node: YAMLNode, written: String)] = []
        if keys.contains(RepeatBlock.key) {
            specs = RepeatBlock.fields
            guard depth < RepeatBlock.maxDepth else { return nil }
            for pair in pairs where pair.key.scalar == "cards" {
                guard let inner = numbers(in: pair.value, reading: reading, depth: depth + 1) else { return nil }
                found += inner
            }
        } else if let first = keys.first, let kind = CardKind.named(first) {
            specs = Language.cardFields(of: kind)
        } else {
            return []
        }
        let timed = Set(specs.filter { $0.type == .duration }.map(\.name))
        for pair in pairs {
            guard let key = pair.key.scalar, timed.contains(key), let written = reading.duration(of: pair.value) else { continue }
            found.append((pair.value, written))
        }
        return found
    }
}
