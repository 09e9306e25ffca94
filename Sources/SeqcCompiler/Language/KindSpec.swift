import SeqcModel

/// What the language says about one card kind: its fields and what the player does.
public struct KindSpec: Sendable {
    public let kind: CardKind
    /// What the player does with a card of this kind, in one sentence.
    public let summary: String
    /// The kind's own fields, not counting the kind key and `id`.
    public let fields: [FieldSpec]
    /// A minimal card of this kind, as YAML lines under `cards:`.
    public let example: String
    /// The fields that fill the kind's config, as the reader needs them for every card.
    let configReads: [ConfigRead]

    init(kind: CardKind, summary: String, fields: [FieldSpec], example: String) {
        self.kind = kind
        self.summary = summary
        self.fields = fields
        self.example = example
        configReads = fields.indices.compactMap { index in
            fields[index].configField.map { field in
                ConfigRead(spec: index, isRequired: field.isRequired, keyPath: field.keyPath, hasFloor: field.floor != nil)
            }
        }
    }

    /// Every key a card of this kind may hold besides its kind key.
    public var allowedKeys: [String] { fields.map(\.name) + [Language.cardIDField.name] }

    public func field(named name: String) -> FieldSpec? { fields.first { $0.name == name } }
}

/// One field of a kind's config, reduced to what reading a card needs: a spec and a
/// config field are large values, and copying them for every field of every card showed
/// in profiles.
///
/// `@unchecked Sendable`: the key path is immutable, as in ``ConfigField``.
struct ConfigRead: @unchecked Sendable {
    /// The field's index in ``KindSpec/fields``.
    let spec: Int
    /// Whether a config cannot be built without it.
    let isRequired: Bool
    /// Where the config holds it.
    let keyPath: AnyKeyPath
    /// Whether it is raised to at least another field's value.
    let hasFloor: Bool
}
