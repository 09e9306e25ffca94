/// A routine whose cards are under a key no vocabulary names (`structure:`, `workout_steps:`,
/// `Trainingsplan:`, `séquence:`, `poses:`): with no `cards` in the routine and exactly one
/// key holding a list of objects or of [title, length] pairs, that list can only be the steps. The key is renamed `cards`
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

    /// Whether `pairs` is a routine written with other apps' keys: every key of no meaning
    /// (`meanings` holds each key's) is the one list of objects where no key means
    /// `cards`, the one key naming it (`session_name`) where none means `title`, or one of
    /// at most ``maxNotes`` notes of text, and the routine has both a title and its steps.
    /// A routine written inside a wrapper is looked for so.
    static func isRoutineOfOtherKeys(_ pairs: YAMLNode.Pairs, meanings: [String?]) -> Bool {
        let unknown = zip(pairs, meanings).filter { $0.1 == nil }.map(\.0)
        guard !unknown.isEmpty, unknown.count <= 2 + maxNotes else { return false }
        let lists = unknown.filter { isListOfObjects($0.value) }
        let titles = unknown.filter { pair in
            pair.value.scalar != nil && (pair.key.scalar.map { isTitleLike(NameMatching.normalised($0)) } ?? false)
        }
        let hasCards = meanings.contains("cards") ? lists.isEmpty : lists.count == 1
        let hasTitle = meanings.contains("title") ? titles.isEmpty : titles.count == 1
        let notes = unknown.count - lists.count - titles.count
        guard hasCards, hasTitle, notes <= maxNotes else { return false }
        // The other keys are notes beside the title and steps (`objetivo: …`,
        // `duracao_total: 20`): one value of text each, naming no kind and no step.
        return unknown.allSatisfy { pair in
            isListOfObjects(pair.value) || titles.contains { $0.key.range == pair.key.range } || isNote(pair)
        }
    }

    /// Notes beside a routine of other keys past this many are a schema of their own.
    static let maxNotes = 3

    /// Whether `pair` is a note: text under a key that names no kind and no step.
    private static func isNote(_ pair: YAMLPair) -> Bool {
        guard pair.value.scalar != nil, let key = pair.key.scalar else { return false }
        return NameMatching.kind(key) == nil && Vocabulary.kind(named: key) == nil && !Vocabulary.isStepWord(key)
    }

    /// Whether `node` is a non-empty list whose every item is a mapping, or whose every
    /// item is a pair of texts (`[Butterfly, 3 min]`), as exports write a step with its length.
    private static func isListOfObjects(_ node: YAMLNode) -> Bool {
        guard case .sequence(let items) = node.content, !items.isEmpty else { return false }
        return items.allSatisfy(\.isMapping) || items.allSatisfy(isPairOfTexts)
    }

    private static func isPairOfTexts(_ node: YAMLNode) -> Bool {
        guard case .sequence(let pair) = node.content, pair.count == 2 else { return false }
        return pair.allSatisfy { $0.scalar != nil }
    }

    /// Endings of keys that name a routine (`workoutName`, `session_name`, `planTitle`), normalised.
    /// A recipe's word names the dish, which is what the routine is (`recipe: Risotto`, `Rezept`).
    private static let titleEndings = [
        "name", "title", "titel", "titre", "nombre", "titulo", "recipe", "rezept", "recette", "receta", "ricetta", "receita",
    ]

    /// Whether the normalised key `name` ends in a title word (`displayname`, `stepname`).
    static func isTitleLike(_ name: String) -> Bool {
        name.utf8.count <= 40 && titleEndings.contains { name.hasSuffix($0) }
    }

    /// Reports `pair`, an unknown key of a routine with no title, when its name ends in a
    /// title word and its value is text: the routine's title, renamed with an unsafe fix
    /// (the key may name something else: `coachName`). False when it is not.
    func reportTitleLikeKey(_ pair: YAMLPair, key: String, in fields: inout MappingFields, specs: [FieldSpec], owner: String) -> Bool {
        let name = NameMatching.normalised(key)
        guard fields["title"] == nil, specs.contains(where: { $0.name == "cards" }), specs.contains(where: { $0.name == "title" }),
            Self.isTitleLike(name), pair.value.scalar != nil, !pair.value.isNull
        else { return false }
        collector.error(
            .unknownKey, at: pair.key.range, "unknown key '\(key)' in \(owner)",
            help: "a routine's title is written 'title: <title>'; if '\(key)' names the routine, write 'title:'",
            fixIts: [FixIt(range: pair.key.range, replacement: "title", safety: .unsafe)])
        fields.adopt(key, as: "title")
        return true
    }
}
