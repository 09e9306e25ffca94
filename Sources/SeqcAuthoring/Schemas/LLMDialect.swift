import SeqcCompiler
import SeqcModel

/// A provider's strict structured-output mode, and the llm schema in the form it accepts.
/// Each form is made from ``LLMSchema/document`` by rewriting keywords, so the routine it
/// describes is the same; docs/ai.md lists each provider's rules with the date they were read.
public enum LLMDialect: String, CaseIterable, Sendable {
    /// OpenAI structured outputs: a `response_format` `json_schema` with `strict: true`.
    case openai
    /// Anthropic tool use: a tool whose `input_schema` is the routine.
    case anthropic
    /// Gemini `responseSchema`: an OpenAPI 3.0 subset, without type arrays,
    /// `additionalProperties`, `$schema` or integer enums; `nullable` instead of `null`.
    case gemini

    /// The name the OpenAI and Anthropic wrappers give the schema or tool.
    static let name = "seqc_routine"

    /// The schema in this provider's form, wrapped as its API takes it where it has a wrapper.
    package var document: JSONValue {
        let schema = LLMSchema.document
        switch self {
        case .openai:
            return [
                "name": .string(Self.name), "description": .string(Self.description(of: schema)), "strict": true,
                "schema": Self.removing(["$schema", "title"], from: schema),
            ]
        case .anthropic:
            return [
                "name": .string(Self.name), "description": .string(Self.description(of: schema)), "strict": true,
                "input_schema": AnthropicSchema.rewrite(Self.removing(["$schema", "title"], from: schema)),
            ]
        case .gemini:
            var root = Self.removing(["$schema"], from: schema)
            if case .object(var members) = root {
                members.set("description", .string(Self.description(of: schema) + " " + GeminiSchema.versionNote))
                root = .object(members)
            }
            return GeminiSchema.rewrite(root)
        }
    }

    /// Where the form is committed under `Schemas/`.
    public var fileName: String { "routine.llm.\(rawValue).json" }

    /// The schema's text, as `seqc schema llm --dialect` prints it.
    public var text: String { document.text }

    private static func description(of schema: JSONValue) -> String {
        if case .object(let root) = schema, case .string(let text)? = root["description"] { return text }
        return ""
    }

    /// `schema` without the root's `keys`.
    static func removing(_ keys: Set<String>, from schema: JSONValue) -> JSONValue {
        guard case .object(let root) = schema else { return schema }
        return .object(JSONObject(root.members.filter { !keys.contains($0.key) }.map { ($0.key, $0.value) }))
    }
}

/// The Anthropic form: a value that may be null is `anyOf` its type and `null`, as the
/// SDK's strict-schema transform reads one type per node.
enum AnthropicSchema {
    static func rewrite(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let items): return .array(items.map(rewrite))
        case .object(let node): return .object(rewrite(node))
        default: return value
        }
    }

    private static func rewrite(_ node: JSONObject) -> JSONObject {
        let rewritten = JSONObject(node.members.map { ($0.key, rewrite($0.value)) })
        guard case .array(let types)? = node["type"], types.contains(.string("null")) else { return rewritten }
        var typed = JSONObject()
        for member in rewritten.members where member.key != "description" {
            typed.set(member.key, member.key == "type" ? types.first { $0 != .string("null") } ?? .null : member.value)
        }
        var result = JSONObject()
        if let description = rewritten["description"] { result.set("description", description) }
        result.set("anyOf", [.object(typed), ["type": "null"]])
        return result
    }
}

/// The Gemini form: `nullable: true` for a type that admits null, no `additionalProperties`,
/// `propertyOrdering` so the kind key comes first, and the version left out, as an
/// integer enum is refused and the version has a default.
enum GeminiSchema {
    static let versionNote = "The version key 'seqc' is left out: a routine without it is read as version \(Language.version)."

    static func rewrite(_ value: JSONValue) -> JSONValue {
        switch value {
        case .array(let items): return .array(items.map(rewrite))
        case .object(let node): return .object(rewrite(node))
        default: return value
        }
    }

    private static func rewrite(_ node: JSONObject) -> JSONObject {
        var result = JSONObject()
        for member in node.members {
            switch member.key {
            case "additionalProperties": continue
            case "type": result.set("type", type(member.value))
            case "properties": result.set("properties", properties(member.value))
            case "required": result.set("required", .strings(keptNames(node)))
            default: result.set(member.key, rewrite(member.value))
            }
            if member.key == "type", isNullable(member.value) { result.set("nullable", true) }
        }
        if node["properties"] != nil { result.set("propertyOrdering", .strings(keptNames(node))) }
        return result
    }

    /// The one type besides null, upper case as the API's `Type` enum spells it.
    private static func type(_ value: JSONValue) -> JSONValue {
        switch value {
        case .string(let type): .string(type.uppercased())
        case .array(let types):
            types.compactMap { if case .string(let type) = $0, type != "null" { JSONValue.string(type.uppercased()) } else { nil } }
                .first ?? .null
        default: value
        }
    }

    private static func isNullable(_ value: JSONValue) -> Bool {
        if case .array(let types) = value { return types.contains(.string("null")) }
        return false
    }

    private static func properties(_ value: JSONValue) -> JSONValue {
        guard case .object(let properties) = value else { return value }
        return .object(JSONObject(properties.members.filter { !isIntegerEnum($0.value) }.map { ($0.key, rewrite($0.value)) }))
    }

    private static func keptNames(_ node: JSONObject) -> [String] {
        guard case .object(let properties)? = node["properties"] else { return [] }
        return properties.members.filter { !isIntegerEnum($0.value) }.map(\.key)
    }

    /// An integer enum (the language version), which `responseSchema` cannot state.
    private static func isIntegerEnum(_ value: JSONValue) -> Bool {
        guard case .object(let node) = value, case .array(let values)? = node["enum"] else { return false }
        return values.contains { if case .int = $0 { true } else { false } }
    }
}
