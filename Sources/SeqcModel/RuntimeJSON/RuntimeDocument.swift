import Foundation

/// The runtime JSON of one routine (format version 1): the authored ``SequenceDefinition``
/// after clamping, and the expanded runtime cards a player walks.
public struct RuntimeDocument: Hashable, Sendable {
    /// The format version this library writes and the newest it reads.
    public static let currentFormatVersion = 1

    public let formatVersion: Int
    public let sequence: SequenceDefinition
    public let runtimeCards: [RuntimeCard]

    /// The document for `sequence`, expanding it.
    public init(sequence: SequenceDefinition) {
        self.init(sequence: sequence, runtimeCards: Expansion.runtimeCards(of: sequence))
    }

    public init(sequence: SequenceDefinition, runtimeCards: [RuntimeCard]) {
        self.formatVersion = Self.currentFormatVersion
        self.sequence = sequence
        self.runtimeCards = runtimeCards
    }

    /// Deterministic JSON: sorted keys, two-space indentation, a final newline. The same
    /// document gives the same bytes on every run and machine.
    public func jsonData() throws -> Data {
        Data(jsonValue.serialized())
    }

    /// Reads runtime JSON strictly: an unknown card kind, a newer format version, a
    /// missing field, a config that cannot be constructed or a value past the hard limits
    /// (so hostile JSON cannot make expansion overflow or run away) is an error, never a
    /// dropped or defaulted card.
    ///
    /// The text is first read by a strict reader that refuses a key twice in one object
    /// (JSON readers disagree on which value wins, so such a file could mean one thing to
    /// seqc and another to an app), nesting deeper than 64, more cards than a routine may
    /// have, invalid UTF-8 and lone surrogates, as ``RuntimeDecodingError/invalidJSON(_:)``.
    public static func decode(from data: Data) throws -> RuntimeDocument {
        do {
            _ = try parseStrictly(data)
        } catch {
            throw RuntimeDecodingError.invalidJSON(error)
        }
        return try decodeChecked(from: data)
    }

    /// The limits runtime JSON is read under: the runtime card limit bounds both card lists.
    package static var strictJSONLimits: StrictJSONLimits {
        var limits = StrictJSONLimits()
        limits.maxItems = ["cards": RoutineLimits.maxRuntimeCards]
        return limits
    }

    /// `data` read strictly, under ``strictJSONLimits``.
    package static func parseStrictly(_ data: Data) throws(JSONParseError) -> StrictJSON {
        try StrictJSONParser.parse([UInt8](data), limits: strictJSONLimits)
    }

    /// Decodes `data` that ``parseStrictly(_:)`` accepted.
    package static func decodeChecked(from data: Data) throws -> RuntimeDocument {
        try JSONDecoder().decode(RuntimeDocument.self, from: data)
    }
}

/// How seqc writes JSON: see ``RuntimeJSON/encode(_:)``, which every JSON output uses
/// so all of them are byte-stable.
public enum RuntimeJSON {}

/// Why runtime JSON was refused.
public enum RuntimeDecodingError: Error, CustomStringConvertible, Equatable {
    case newerFormatVersion(Int)
    case unknownKind(String)
    case invalidUUID(String)
    case emptyChecklist
    /// A value past the language's hard limits, which no compiled routine holds.
    case outOfRange(field: String, value: Int, limit: Int)
    /// Not strict JSON: malformed, a duplicate key, or past a nesting or size limit.
    case invalidJSON(JSONParseError)

    public var description: String {
        switch self {
        case .newerFormatVersion(let version):
            "format version \(version) is newer than this reader understands (\(RuntimeDocument.currentFormatVersion))"
        case .unknownKind(let kind):
            "unknown card kind '\(kind)'"
        case .invalidUUID(let text):
            "'\(text)' is not a UUID"
        case .emptyChecklist:
            "a checklist needs at least one item"
        case .outOfRange(let field, let value, let limit):
            "'\(field)' is \(value); the limit is \(limit)"
        case .invalidJSON(let error):
            error.description
        }
    }
}
