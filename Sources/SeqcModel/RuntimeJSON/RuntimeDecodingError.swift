/// Why runtime JSON was refused.
public enum RuntimeDecodingError: Error, CustomStringConvertible, Equatable, Sendable {
    case newerFormatVersion(Int)
    case unknownKind(String)
    case invalidUUID(String)
    case emptyChecklist
    /// A value past the language's hard limits, which no compiled routine holds.
    case outOfRange(field: String, value: Int, limit: Int)
    /// `runtime.cards` is not the expansion of `sequence.cards`: the lists have different
    /// lengths, or the runtime card at 0-based `firstDifference` is not the one expected.
    case runtimeNotExpansion(firstDifference: Int, expectedCount: Int, foundCount: Int)
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
        case .runtimeNotExpansion(_, let expected, let found) where expected != found:
            "'runtime.cards' holds \(found) card\(found == 1 ? "" : "s") but 'sequence.cards' expands to \(expected); the runtime list must be the expansion of the sequence"
        case .runtimeNotExpansion(let index, _, _):
            "runtime card \(index + 1) is not what 'sequence.cards' expands to; the runtime list must be the expansion of the sequence"
        case .invalidJSON(let error):
            error.description
        }
    }
}
