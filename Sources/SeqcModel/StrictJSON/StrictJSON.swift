/// A JSON text read strictly: every value remembers the byte offset it starts at, and
/// the reader refuses what other readers quietly accept or choke on — a key twice in one
/// object (seqc would keep one value and most readers the other), nesting or value counts
/// past a limit, invalid UTF-8, lone surrogates and control characters.
package struct StrictJSON: Sendable {
    package enum Content: Sendable {
        case null
        case bool(Bool)
        /// The number as written; it is valid JSON number syntax.
        case number(String)
        case string(String)
        case array([StrictJSON])
        case object([Member])
    }

    package struct Member: Sendable {
        package let key: String
        /// Where the key's opening quote is.
        package let keyOffset: Int
        package let value: StrictJSON
    }

    package let content: Content
    /// The byte offset of the value's first character.
    package let offset: Int

    /// The value of `key`, when this is an object that has it.
    package subscript(key: String) -> StrictJSON? {
        guard case .object(let members) = content else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The member `key` of this object, with the key's position.
    package func member(_ key: String) -> Member? {
        guard case .object(let members) = content else { return nil }
        return members.first { $0.key == key }
    }
}

/// Bounds that keep hostile JSON cheap.
package struct StrictJSONLimits: Sendable {
    /// The deepest nesting of arrays and objects.
    package var maxDepth = 64
    /// The most values in the document. Runtime JSON that seqc writes holds at most
    /// about 500,000 (two copies of a routine of 250,000 YAML nodes).
    package var maxValues = 1_000_000
    /// The most items an array under one of these keys may have, e.g. `cards`: checked as
    /// items arrive, so a million cards stop at the first one past the limit.
    package var maxItems: [String: Int] = [:]

    package init() {}
}

/// Why a JSON text was refused, and where.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Problem: Hashable, Sendable {
        /// Not JSON: the reason says what was expected or found.
        case syntax(String)
        /// A key that appeared earlier in the same object, at byte `firstOffset`.
        case duplicateKey(String, firstOffset: Int)
        case tooDeep(limit: Int)
        case tooManyValues(limit: Int)
        /// An array under `key` with more than `limit` items.
        case tooManyItems(key: String, limit: Int)
    }

    public let problem: Problem
    /// The byte offset of the problem.
    public let offset: Int
    /// 1-based line and column (columns count Unicode scalars) of the problem.
    public let line: Int
    public let column: Int

    public var description: String {
        let what =
            switch problem {
            case .syntax(let reason): reason
            case .duplicateKey(let key, _): "key '\(key)' appears twice in one object"
            case .tooDeep(let limit): "arrays and objects are nested more than \(limit) deep"
            case .tooManyValues(let limit): "more than \(limit) values"
            case .tooManyItems(let key, let limit): "'\(key)' has more than \(limit) items"
            }
        return "line \(line), column \(column): \(what)"
    }
}
