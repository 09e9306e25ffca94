/// A JSON value whose objects keep their members in the order they were written: runtime
/// JSON lists them sorted, generated schemas and prompt JSON top-down like their docs.
public indirect enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object(JSONObject)
}

/// An ordered JSON object. A dictionary literal keeps its order: `["type": "object", ...]`.
public struct JSONObject: Sendable, Equatable, ExpressibleByDictionaryLiteral {
    public private(set) var members: [(key: String, value: JSONValue)]

    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        members = elements.map { (key: $0.0, value: $0.1) }
    }

    public init() { members = [] }

    public init(_ members: [(String, JSONValue)]) {
        self.members = members.map { (key: $0.0, value: $0.1) }
    }

    /// The value of `key`, if present.
    public subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    /// Appends `value` under `key`, or replaces the value already there.
    public mutating func set(_ key: String, _ value: JSONValue) {
        if let index = members.firstIndex(where: { $0.key == key }) {
            members[index].value = value
        } else {
            members.append((key: key, value: value))
        }
    }

    public var keys: [String] { members.map(\.key) }

    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(JSONObject(elements.map { ($0.0, $0.1) }))
    }

    /// An array of strings.
    public static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }
}
