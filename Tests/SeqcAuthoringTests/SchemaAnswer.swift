import SeqcModel

/// Answers made from a strict structured-output schema, as a model bound by it could give
/// them, and a check that an answer is one the schema admits. It reads the keywords the
/// llm schema uses (`type`, `enum`, `properties`, `required`, `additionalProperties`,
/// `items`, `anyOf`); another keyword in the schema is a violation, so a schema that
/// grows one is noticed.
struct SchemaAnswer {
    /// SplitMix64: a tiny seeded generator, so the answers are the same on every machine.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func coin() -> Bool { next() & 1 == 1 }
    }

    var random: Generator
    /// Texts are numbered, so that ids, items and titles never repeat within an answer.
    private var texts = 0
    /// One whole number for every integer of an answer: durations, counts and ranges
    /// (a random duration's `min` and `max` alike) are all valid at any value from 1.
    private var integer = 0
    /// The most rounds a `rounds` member gets: rounds multiply the cards of every level
    /// below them, and the routine's card limit is a post-condition no schema states.
    static let maxRounds: UInt64 = 3

    init(random: Generator) { self.random = random }

    /// The keywords ``violations(of:against:at:)`` understands; `description`, `$schema`
    /// and `title` are notes.
    static let understood: Set<String> = [
        "type", "enum", "properties", "required", "additionalProperties", "items", "anyOf", "description", "$schema", "title",
        // Gemini's forms: `nullable: true` admits null; `propertyOrdering` only orders.
        "nullable", "propertyOrdering",
    ]

    /// An answer to `schema`: every alternative of an `anyOf` under `items` becomes one
    /// item, so a list of cards holds one card of each kind.
    mutating func answer(to schema: JSONValue) -> JSONValue {
        integer = Int(random.next() % 600) + 1
        return value(for: schema, key: "")
    }

    private mutating func value(for schema: JSONValue, key: String) -> JSONValue {
        guard case .object(let node) = schema else { return .null }
        if case .array(let values)? = node["enum"], let first = values.first { return first }
        if case .array(let alternatives)? = node["anyOf"] {
            return value(for: alternatives[Int(random.next() % UInt64(alternatives.count))], key: key)
        }
        var types = Self.types(node)
        if types.count > 1, types.contains("null") {
            if random.coin() { return .null }
            types.removeAll { $0 == "null" }
        }
        switch types.first {
        case "string":
            texts += 1
            return .string("t\(texts)")
        case "integer": return key == "rounds" ? .int(Int(random.next() % Self.maxRounds) + 1) : .int(integer)
        case "boolean": return .bool(random.coin())
        case "array":
            guard case .object(let items)? = node["items"] else { return [] }
            if case .array(let alternatives)? = items["anyOf"] { return .array(alternatives.map { value(for: $0, key: key) }) }
            return .array([value(for: .object(items), key: key), value(for: .object(items), key: key)])
        case "object":
            guard case .object(let properties)? = node["properties"] else { return .object(JSONObject()) }
            var object = JSONObject()
            for member in properties.members { object.set(member.key, value(for: member.value, key: member.key)) }
            return .object(object)
        default: return .null
        }
    }

    /// How many authored cards a list of cards in an answer (nulls removed) makes: a card
    /// is one, a `repeat` block its cards `rounds` times, with a rest between rounds when
    /// it has `rest`. Counted from the answer, not by the compiler it checks.
    static func authoredCount(_ cards: JSONValue?) -> Int {
        guard case .array(let items)? = cards else { return 0 }
        return items.reduce(0) { total, item in
            guard case .object(let card) = item, card["repeat"] != nil, case .int(let rounds)? = card["rounds"] else {
                return total + 1
            }
            let rests = card["rest"] == nil ? 0 : rounds - 1
            return total + rounds * authoredCount(card["cards"]) + rests
        }
    }

    /// How deep `repeat` blocks nest in a list of cards of an answer.
    static func blockDepth(_ cards: JSONValue?) -> Int {
        guard case .array(let items)? = cards else { return 0 }
        return items.map { item in
            guard case .object(let card) = item, card["repeat"] != nil else { return 0 }
            return 1 + blockDepth(card["cards"])
        }.max() ?? 0
    }

    /// How many alternatives an `anyOf` node offers.
    static func alternatives(of node: JSONObject) -> Int {
        if case .array(let alternatives)? = node["anyOf"] { return alternatives.count }
        return 0
    }

    /// The types a node admits, lower case (Gemini spells them in upper case), null
    /// among them when the node is `nullable`.
    private static func types(_ node: JSONObject) -> [String] {
        var types: [String]
        switch node["type"] {
        case .string(let type)?: types = [type.lowercased()]
        case .array(let list)?: types = list.compactMap { if case .string(let type) = $0 { type.lowercased() } else { nil } }
        default: return []
        }
        if node["nullable"] == .bool(true) { types.append("null") }
        return types
    }

    /// Why `value` is not an answer `schema` admits, by path; empty when it is one.
    static func violations(of value: JSONValue, against schema: JSONValue, at path: String = "$") -> [String] {
        guard case .object(let node) = schema else { return ["\(path): the schema is not an object"] }
        var found = node.keys.filter { !understood.contains($0) }.map { "\(path): the schema uses '\($0)', which this check does not read" }
        if case .array(let alternatives)? = node["anyOf"] {
            if !alternatives.contains(where: { violations(of: value, against: $0, at: path).isEmpty }) {
                found.append("\(path): matches no alternative")
            }
        }
        if case .array(let allowed)? = node["enum"], !allowed.contains(value) { found.append("\(path): not one of the enum's values") }
        let types = Self.types(node)
        if !types.isEmpty, !types.contains(typeName(value)) { found.append("\(path): a \(typeName(value)), not \(types)") }
        if case .object(let object) = value, case .object(let properties)? = node["properties"] {
            if case .array(let required)? = node["required"] {
                for case .string(let key) in required where object[key] == nil { found.append("\(path): no '\(key)'") }
            }
            for member in object.members {
                if let property = properties[member.key] {
                    found += violations(of: member.value, against: property, at: "\(path).\(member.key)")
                } else if node["additionalProperties"] == .bool(false) {
                    found.append("\(path): '\(member.key)' is not a property")
                }
            }
        }
        if case .array(let items) = value, let itemSchema = node["items"] {
            for (index, item) in items.enumerated() { found += violations(of: item, against: itemSchema, at: "\(path)[\(index)]") }
        }
        return found
    }

    private static func typeName(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "boolean"
        case .int: "integer"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// `value` without the object members whose value is null, as the llm schema says a
    /// model's answer is read.
    static func removingNulls(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let object):
            .object(JSONObject(object.members.filter { $0.value != .null }.map { ($0.key, removingNulls($0.value)) }))
        case .array(let items): .array(items.map(removingNulls))
        default: value
        }
    }
}
