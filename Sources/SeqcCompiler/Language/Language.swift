import SeqcModel

/// The routine language, version 1, as data. The reader, the schemas, the prompt text
/// and the docs all read it from here, so a kind or field cannot exist in one and be
/// missing from another.
public enum Language {
    /// The one language version this compiler reads.
    public static let version = 1

    /// The top-level keys of a routine file, in the order docs present them.
    public static let topLevelFields: [FieldSpec] = [
        FieldSpec(
            "seqc", .integer, default: "1", summary: "The language version; only 1 exists.", example: "1",
            synonyms: ["version", "seqcVersion"]),
        FieldSpec(
            "id", .text,
            summary: "The routine's slug: lower-case letters, digits and '-', at most 64 characters. Defaults to the file name.",
            example: "morning-hiit", synonyms: ["slug"]),
        FieldSpec(
            "title", .text, required: true, summary: "The routine's title, shown in the app.", example: "Morning HIIT",
            synonyms: ["name", "routineName", "routineTitle"]),
        FieldSpec(
            "summary", .text, summary: "A line describing the routine.", example: "Short sprint session before work",
            synonyms: ["description", "desc", "subtitle", "about"]),
        FieldSpec(
            "tags", .textList, summary: "Words to find the routine by.", example: "[hiit, morning]",
            synonyms: ["keywords", "labels", "categories"]),
        FieldSpec(
            "cards", .textList, required: true, summary: "The steps, in playing order; at least one.", example: "- countdown: Warm-up",
            synonyms: ["steps", "items", "exercises", "sequence"]),
    ]

    /// The `id:` key every card may carry to pin its identity.
    public static let cardIDField = FieldSpec(
        "id", .text, summary: "Pins the card's identity: a slug unique within the routine.", example: "warm-up")

    /// The spec of every kind, in ``CardKind`` order, each from the kind's authoring file
    /// (`Language/Kinds/<Kind>+Authoring.swift`). Built once: readers ask for a kind's
    /// spec several times per card.
    public static let kinds: [KindSpec] = CardKind.allCases.map { $0.accept(SpecOf()) }

    /// The spec of one kind.
    public static func spec(for kind: CardKind) -> KindSpec {
        kinds[kind.ordinal]
    }

    /// Every field a card of `kind` may hold besides its kind key: the kind's own and `id`.
    static func cardFields(of kind: CardKind) -> [FieldSpec] {
        cardFieldsByKind[kind.ordinal]
    }

    /// Made once: a card reader asks for them on every card.
    private static let cardFieldsByKind: [[FieldSpec]] = kinds.map { $0.fields + [cardIDField] }

    /// The key authors write for the config field at `keyPath`, for code that names a
    /// field in a message or looks it up in a card's syntax.
    package static func name<Config: KindConfig>(of keyPath: PartialKeyPath<Config>) -> String {
        guard let name = spec(for: Config.kind).fields.first(where: { $0.configField?.keyPath == keyPath })?.name else {
            preconditionFailure("the language names no key for a field of \(Config.self)")
        }
        return name
    }

    /// Every key that is a field of some kind, for telling an unknown kind from a
    /// misplaced field.
    public static let allCardFieldNames: Set<String> = Set(kinds.flatMap(\.allowedKeys))

    /// Every card field's name and synonym, normalised as ``NameMatching`` compares names:
    /// whether a key names some card's field, wherever it stands.
    package static let cardFieldWords: Set<String> = Set(
        kinds.flatMap { $0.fields.flatMap { [$0.name] + $0.synonyms } }.map(NameMatching.normalised))

    /// Whether `key` names a field of some card kind, in the language or as a synonym.
    package static func namesACardField(_ key: String) -> Bool {
        allCardFieldNames.contains(key) || cardFieldWords.contains(NameMatching.normalised(key))
    }
}
