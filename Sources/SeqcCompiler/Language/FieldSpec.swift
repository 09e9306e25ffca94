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
}

/// One key of the routine language: its name in YAML, its type, and what it means.
public struct FieldSpec: Sendable, Hashable {
    /// The key as authors write it.
    public let name: String
    public let type: FieldType
    public let isRequired: Bool
    /// The value used when the key is absent, as authors would write it.
    public let defaultValue: String?
    /// The config field this key fills in runtime JSON, if any.
    public let runtimeName: String?
    /// One sentence for docs, schemas and prompts.
    public let summary: String
    /// A value authors might write, for docs and schemas.
    public let example: String

    public init(
        _ name: String, _ type: FieldType, required: Bool = false, default defaultValue: String? = nil,
        runtime runtimeName: String? = nil, summary: String, example: String
    ) {
        self.name = name
        self.type = type
        self.isRequired = required
        self.defaultValue = defaultValue
        self.runtimeName = runtimeName
        self.summary = summary
        self.example = example
    }
}
