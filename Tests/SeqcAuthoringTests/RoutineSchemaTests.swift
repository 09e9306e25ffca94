import SeqcAuthoring
import SeqcCompiler
import SeqcModel
import Testing

/// The routine schema is for editors: every property explained, and only keywords that
/// draft-7 based editors (yaml-language-server) understand as 2020-12 means them.
@Suite struct RoutineSchemaTests {
    static let editorKeywords: Set<String> = [
        "$schema", "$defs", "$ref", "title", "description", "type", "properties", "required", "additionalProperties",
        "items", "minItems", "enum", "const", "minimum", "maximum", "minLength", "maxLength", "pattern", "anyOf", "oneOf",
        "default", "examples", "defaultSnippets",
    ]

    @Test(arguments: [Schema.routine, Schema.runtime])
    func everyPropertyIsDescribedWithEditorKeywords(_ schema: Schema) {
        walk(schema.value, path: "$") { object, path, isPropertyMap in
            if isPropertyMap {
                for member in object.members {
                    #expect(lookup(member.value)?["description"] != nil, "\(path).\(member.key) has no description")
                }
            } else {
                for key in object.keys { #expect(Self.editorKeywords.contains(key), "\(path) uses '\(key)'") }
            }
        }
    }

    @Test func aCardIsOneOfTheEightKinds() throws {
        let card = try #require(lookup(Schema.routine.value, "$defs", "card"))
        let refs = card["oneOf"].flatMap { value -> [String]? in
            guard case .array(let items) = value else { return nil }
            return items.compactMap { lookup($0)?["$ref"] }.compactMap { if case .string(let s) = $0 { s } else { nil } }
        }
        #expect(refs == CardKind.allCases.map { "#/$defs/\($0.rawValue)" } + ["#/$defs/repeat"])
        let interval = try #require(lookup(Schema.routine.value, "$defs", "interval", "properties"))
        #expect(interval.keys == ["interval", "id", "work", "rest", "rounds", "finalRest"])
        #expect(lookup(Schema.routine.value, "$defs", "countdown", "properties", "autoComplete")?["default"] == .bool(true))
    }

    /// The block is described from its spec, and its cards are cards again, blocks among them.
    @Test func aRepeatBlockIsDescribedFromItsSpec() throws {
        let block = try #require(lookup(Schema.routine.value, "$defs", "repeat"))
        let properties = try #require(lookup(Schema.routine.value, "$defs", "repeat", "properties"))
        #expect(properties.keys == [RepeatBlock.key] + RepeatBlock.fields.map(\.name))
        #expect(block["required"] == .strings(["repeat", "rounds", "cards"]))
        #expect(lookup(Schema.routine.value, "$defs", "repeat", "properties", "cards", "items")?["$ref"] == .string("#/$defs/card"))
        #expect(lookup(Schema.routine.value, "$defs", "repeat", "properties", "rounds")?["maximum"] == .int(RoutineLimits.maxCount))
    }

    private func walk(
        _ value: JSONValue, path: String, isPropertyMap: Bool = false,
        _ visit: (JSONObject, String, Bool) -> Void
    ) {
        switch value {
        case .object(let object):
            visit(object, path, isPropertyMap)
            for member in object.members {
                // Examples and snippets are instances, not schemas; `$defs` and
                // `properties` are maps of schemas.
                if ["examples", "defaultSnippets", "default", "enum", "const"].contains(member.key) && !isPropertyMap { continue }
                let isMap = !isPropertyMap && (member.key == "properties" || member.key == "$defs")
                if isMap, case .object(let map) = member.value {
                    if member.key == "properties" { visit(map, "\(path).properties", true) }
                    for inner in map.members { walk(inner.value, path: "\(path).\(member.key).\(inner.key)", visit) }
                } else {
                    walk(member.value, path: "\(path).\(member.key)", visit)
                }
            }
        case .array(let items):
            for (index, item) in items.enumerated() { walk(item, path: "\(path)[\(index)]", visit) }
        default: break
        }
    }
}
