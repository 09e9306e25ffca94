import SeqcModel

/// How a field's scalar is read from its source text.
public enum FieldType: String, Sendable, CaseIterable {
    /// Any scalar, verbatim.
    case text
    /// Decimal digits only, unquoted.
    case integer
    /// `true` or `false` only.
    case boolean
    /// Seconds as an integer, or `45s`, `5m`, `1h2m3s`, `1:30`, `1:02:03`, `PT1M30S`.
    case duration
    /// A list of text.
    case textList

    /// How authors write a config value of `type`.
    init(_ type: ConfigValueType) {
        switch type {
        case .seconds: self = .duration
        case .count: self = .integer
        case .boolean: self = .boolean
        case .text: self = .text
        case .textList: self = .textList
        }
    }
}

/// One key of the routine language: its name in YAML, its type, and what it means. A
/// card field points at the model's ``ConfigField``, which gives its type, default and
/// runtime name, so none of those is written twice.
public struct FieldSpec: Sendable, Hashable {
    /// The key as authors write it.
    public let name: String
    public let type: FieldType
    public let isRequired: Bool
    /// The value used when the key is absent, as authors would write it.
    public let defaultValue: String?
    /// The config field this key fills, for card fields.
    package let configField: ConfigField?
    /// One sentence for docs, schemas and prompts.
    public let summary: String
    /// A value authors might write, for docs and schemas.
    public let example: String
    /// What a message suggests writing when the key is missing or its list empty, when
    /// not ``placeholder``; and, for a list, what its items are for ("what to tick off").
    let hint: (value: String, purpose: String)?
    /// Other names authors (and AI models) write for this key at its place: a routine's
    /// `name` for `title`, an interval's `sets` for `rounds`. The reader repairs one to
    /// this key; a synonym two fields of one place share is ambiguous and only reported.
    /// The ones written in the kind's authoring file come first, then the words of other
    /// formats and languages from ``Vocabulary``. Never taught as a form of the language:
    /// docs list them as repairs.
    public var synonyms: [String] { ownSynonyms + matchable.vocabulary.flatMap(Vocabulary.synonyms(meaning:)) }
    /// The synonyms written in the authoring file.
    private let ownSynonyms: [String]
    /// The names above as ``NameMatching/normalised(_:)`` writes them: every key of every
    /// card is matched against them.
    let matchable: MatchableNames

    /// A key's names in the form written keys are compared in.
    struct MatchableNames: Sendable {
        let name: String
        let runtimeName: String?
        private let ownSynonyms: Set<String>
        /// The meanings whose ``Vocabulary`` words are this key's synonyms too: the field at
        /// its own place, and for a block's field the interval field it is named as. Kept as
        /// meanings, not words, so that the vocabulary is read, and its words normalised,
        /// only when a key is not a field's own name: a valid routine never pays for it.
        let vocabulary: [VocabularyMeaning]

        init(name: String, runtimeName: String?, synonyms: [String], vocabulary: [VocabularyMeaning]) {
            self.name = NameMatching.normalised(name)
            self.runtimeName = runtimeName.map(NameMatching.normalised)
            self.ownSynonyms = Set(synonyms.map(NameMatching.normalised))
            self.vocabulary = vocabulary
        }

        /// Whether the normalised key `written` is one of the synonyms.
        func hasSynonym(_ written: String) -> Bool {
            ownSynonyms.contains(written)
                || vocabulary.contains { Vocabulary.normalisedSynonyms(meaning: $0).contains(written) }
        }
    }

    /// What a help line offers to write for the key's value when the file has none: a
    /// placeholder in the one form help lines use (`<duration>`), never a real value a
    /// reader could copy as if it were meant.
    public var placeholder: String {
        switch type {
        case .duration: "<duration>"
        case .integer: "<number>"
        case .boolean: "<true or false>"
        case .text: "<\(name.lowercased())>"
        case .textList: "[<item>, <item>]"
        }
    }

    /// The config field this key fills in runtime JSON, if any.
    public var runtimeName: String? { configField?.name }

    /// A top-level key, which no config holds. Its ``Vocabulary`` synonyms are those of
    /// `vocabulary`, by default the routine's field of the same name.
    public init(
        _ name: String, _ type: FieldType, required: Bool = false, default defaultValue: String? = nil,
        summary: String, example: String, synonyms: [String] = [], vocabulary: [VocabularyMeaning]? = nil
    ) {
        self.name = name
        self.type = type
        self.isRequired = required
        self.defaultValue = defaultValue
        self.configField = nil
        self.summary = summary
        self.example = example
        self.hint = nil
        self.ownSynonyms = synonyms
        self.matchable = MatchableNames(
            name: name, runtimeName: nil, synonyms: synonyms, vocabulary: vocabulary ?? [.field(place: "routine", name: name)])
    }

    /// A card field: the authoring name `name` for the config's field at `keyPath`.
    init<Config: KindConfig>(
        _ name: String, _ keyPath: PartialKeyPath<Config>, summary: String, example: String,
        hint: (value: String, purpose: String)? = nil, synonyms: [String] = []
    ) {
        // A key path the config does not declare leaves the key without a config field:
        // LanguageDescriptorTests name it, where a trap here would stop every test.
        let field = Config.field(keyPath)
        self.name = name
        self.type = field.map { FieldType($0.type) } ?? .text
        self.isRequired = field?.isRequired ?? false
        self.defaultValue = field?.defaultValue.map(Self.authored)
        self.configField = field
        self.summary = summary
        self.example = example
        self.hint = hint
        self.ownSynonyms = synonyms
        self.matchable = MatchableNames(
            name: name, runtimeName: field?.name, synonyms: synonyms, vocabulary: [.field(place: Config.kind.rawValue, name: name)])
    }

    /// A config default as authors write it.
    private static func authored(_ value: JSONValue) -> String {
        switch value {
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .string(let text): text
        case .null, .array, .object: String(describing: value)
        }
    }

    public static func == (lhs: FieldSpec, rhs: FieldSpec) -> Bool {
        lhs.name == rhs.name && lhs.type == rhs.type && lhs.configField == rhs.configField && lhs.summary == rhs.summary
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(configField)
    }
}
