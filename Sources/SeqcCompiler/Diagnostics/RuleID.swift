/// A stable, kebab-case rule identifier, e.g. `unknown-kind`. Users see it in every
/// output format, configure it and suppress it, so an id never changes once published.
public struct RuleID: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public init(_ value: String) { self.rawValue = value }

    public var description: String { rawValue }
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: Decoder) throws { rawValue = try decoder.singleValueContainer().decode(String.self) }
    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// The rules the compiler itself reports (docs/language.md).
extension RuleID {
    public static let yamlSyntax: RuleID = "yaml-syntax"
    public static let resourceLimit: RuleID = "resource-limit"
    public static let multipleDocuments: RuleID = "multiple-documents"
    public static let unsupportedTag: RuleID = "unsupported-tag"
    public static let mergeKey: RuleID = "merge-key"
    public static let duplicateKey: RuleID = "duplicate-key"
    public static let unknownKey: RuleID = "unknown-key"
    public static let unknownKind: RuleID = "unknown-kind"
    public static let missingKind: RuleID = "missing-kind"
    public static let multipleKinds: RuleID = "multiple-kinds"
    public static let missingField: RuleID = "missing-field"
    public static let emptyValue: RuleID = "empty-value"
    public static let wrongType: RuleID = "wrong-type"
    public static let invalidDuration: RuleID = "invalid-duration"
    public static let invalidID: RuleID = "invalid-id"
    public static let duplicateCardID: RuleID = "duplicate-card-id"
    public static let unsupportedVersion: RuleID = "unsupported-version"
    public static let clamped: RuleID = "clamped"
    public static let outOfRange: RuleID = "out-of-range"
    public static let tooManyCards: RuleID = "too-many-cards"
    public static let duplicateRoutineID: RuleID = "duplicate-routine-id"
    public static let ioError: RuleID = "io-error"
    /// Runtime JSON given to `seqc decompile` is not well-formed JSON.
    public static let jsonSyntax: RuleID = "json-syntax"
    public static let commentInText: RuleID = "comment-in-text"
}
