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

    /// Every key a card of this kind may hold besides its kind key.
    public var allowedKeys: [String] { fields.map(\.name) + [Language.cardIDField.name] }

    public func field(named name: String) -> FieldSpec? { fields.first { $0.name == name } }
}
