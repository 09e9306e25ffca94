import SeqcAuthoring
import SeqcModel

/// Each provider's strict-mode subset as rules a schema node is checked against, written
/// once from the provider's documentation (docs/ai.md, "Provider dialects", gives the
/// pages and the date they were read).
struct DialectRules {
    /// Keywords a schema node may use.
    let keywords: Set<String>
    /// `type: ["string", "null"]` allowed (OpenAI) or refused (Gemini; Anthropic's SDK
    /// reads one type per node).
    let typeArrays: Bool
    /// Every object must say `additionalProperties: false` (OpenAI, Anthropic), or must
    /// not mention it (Gemini).
    let closedObjects: Bool
    /// Every property must be required (OpenAI strict).
    let allRequired: Bool
    /// Enum values must be strings (Gemini).
    let stringEnums: Bool
    /// The deepest nesting of objects the provider takes.
    let maxObjectDepth: Int
    /// Where the schema sits in the document the dialect prints.
    let path: [String]

    static func of(_ dialect: LLMDialect) -> DialectRules {
        switch dialect {
        case .openai:
            DialectRules(
                keywords: ["type", "description", "properties", "required", "additionalProperties", "items", "anyOf", "enum"],
                typeArrays: true, closedObjects: true, allRequired: true, stringEnums: false, maxObjectDepth: 10, path: ["schema"])
        case .anthropic:
            DialectRules(
                keywords: ["type", "description", "properties", "required", "additionalProperties", "items", "anyOf", "enum"],
                typeArrays: false, closedObjects: true, allRequired: false, stringEnums: false, maxObjectDepth: .max,
                path: ["input_schema"])
        case .gemini:
            DialectRules(
                keywords: [
                    "type", "description", "properties", "required", "items", "anyOf", "enum", "nullable", "propertyOrdering", "title",
                ],
                typeArrays: false, closedObjects: false, allRequired: false, stringEnums: true, maxObjectDepth: .max, path: [])
        }
    }

    func schema(in document: JSONValue) -> JSONValue? {
        var current = document
        for key in path {
            guard case .object(let object) = current, let next = object[key] else { return nil }
            current = next
        }
        return current
    }

    /// Every way `schema` breaks the rules, by path.
    func violations(in schema: JSONValue, at path: String = "$") -> [String] {
        guard case .object(let node) = schema else { return [] }
        var found = node.keys.filter { !keywords.contains($0) }.map { "\(path): keyword '\($0)'" }
        if case .array? = node["type"], !typeArrays { found.append("\(path): a type array") }
        if case .array(let values)? = node["enum"], stringEnums, values.contains(where: { if case .string = $0 { false } else { true } }) {
            found.append("\(path): an integer enum")
        }
        if case .object(let properties)? = node["properties"] {
            if closedObjects, node["additionalProperties"] != .bool(false) { found.append("\(path): not additionalProperties false") }
            if allRequired, node["required"] != .strings(properties.keys) { found.append("\(path): not every property required") }
            for member in properties.members { found += violations(in: member.value, at: "\(path).\(member.key)") }
        }
        if let items = node["items"] { found += violations(in: items, at: "\(path)[]") }
        if case .array(let alternatives)? = node["anyOf"] {
            if path == "$" { found.append("$: anyOf at the root") }
            for (index, alternative) in alternatives.enumerated() { found += violations(in: alternative, at: "\(path)|\(index)") }
        }
        return found
    }

    /// How deep objects nest in `schema`, the root being 1.
    func objectDepth(_ schema: JSONValue) -> Int {
        guard case .object(let node) = schema else { return 0 }
        var children: [JSONValue] = []
        if case .object(let properties)? = node["properties"] { children += properties.members.map(\.value) }
        if let items = node["items"] { children.append(items) }
        if case .array(let alternatives)? = node["anyOf"] { children += alternatives }
        let deepest = children.map(objectDepth).max() ?? 0
        let isObject = node["properties"] != nil
        // An anyOf's alternatives sit at the depth of the node that holds them.
        return (isObject ? 1 : 0) + deepest
    }
}
