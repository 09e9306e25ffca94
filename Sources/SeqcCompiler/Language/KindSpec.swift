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
        // The config fields come in the order of the config's own list (a test holds it),
        // so the n-th of them fills slot n of its values.
        var reads: [ConfigRead] = []
        for index in fields.indices {
            guard let field = fields[index].configField else { continue }
            reads.append(ConfigRead(spec: index, slot: reads.count, isRequired: field.isRequired, hasFloor: field.floor != nil))
        }
        configReads = reads
    }

    /// Every key a card of this kind may hold besides its kind key.
    public var allowedKeys: [String] { fields.map(\.name) + [Language.cardIDField.name] }

    public func field(named name: String) -> FieldSpec? { fields.first { $0.name == name } }
}

/// One field of a kind's config, reduced to what reading a card needs: a spec and a
/// config field are large values, and copying them for every field of every card showed
/// in profiles.
struct ConfigRead: Sendable {
    /// The field's index in ``KindSpec/fields``.
    let spec: Int
    /// The field's index in its config's fields: its slot in ``ConfigValues``.
    let slot: Int
    /// Whether a config cannot be built without it.
    let isRequired: Bool
    /// Whether it is raised to at least another field's value.
    let hasFloor: Bool
}
