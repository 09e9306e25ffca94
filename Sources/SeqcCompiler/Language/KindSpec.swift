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
    /// How the kind is drawn in every picture of a routine (`seqc preview`, `seqc show`,
    /// a CI summary's bars): one style, or an interval's work and rest.
    public let drawing: [KindStyle]
    /// The fields that fill the kind's config, as the reader needs them for every card.
    let configReads: [ConfigRead]

    init(kind: CardKind, summary: String, fields: [FieldSpec], example: String, drawing: [KindStyle]) {
        self.kind = kind
        self.summary = summary
        self.fields = fields
        self.example = example
        self.drawing = drawing
        // The config fields come in the order of the config's own list (a test holds it),
        // so the n-th of them fills slot n of its values.
        let configFields = fields.indices.compactMap { index in fields[index].configField.map { (spec: index, field: $0) } }
        configReads = configFields.indices.map { slot in
            let field = configFields[slot].field
            let floorSlot = field.floor.flatMap { floor in configFields.firstIndex { $0.field.keyPath == floor } }
            return ConfigRead(spec: configFields[slot].spec, slot: slot, isRequired: field.isRequired, floorSlot: floorSlot)
        }
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
    /// The slot of the field it is raised to at least (`max` to `min`), if any.
    let floorSlot: Int?

    /// Whether it is raised to at least another field's value.
    var hasFloor: Bool { floorSlot != nil }
}

/// One colour, glyph and legend entry of a routine's pictures. Presentation, but per
/// kind: it lives in the kind's authoring file beside its other words for people, and
/// the pictures (`Sources/SeqcAuthoring/Preview/`) read it from the kind's spec.
public struct KindStyle: Sendable, Hashable {
    /// The legend's words: `countdown`, `interval work`.
    public let name: String
    /// Fill on a light background, `#rrggbb`.
    public let light: String
    /// Fill on a dark background, `#rrggbb`.
    public let dark: String
    /// The character a text bar uses for this style's time.
    public let glyph: Character
    /// The terminal's 256-colour palette index.
    public let terminalColour: UInt8

    /// The style a kind without a drawing gets: black, so it stands out.
    public static let missing = KindStyle(name: "undrawn", light: "#000000", dark: "#ffffff", glyph: "?", terminalColour: 15)
}
