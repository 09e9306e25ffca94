import SeqcCompiler
import SeqcModel

/// The routine language as a strict structured-output schema: every object lists all its
/// properties as required and forbids others, optional values are `null` instead of
/// absent, and there are no bounds, patterns, `$ref`s or `oneOf`s, which strict modes
/// reject. Durations are whole seconds, so every value the schema admits is well formed.
///
/// Removing the members whose value is null leaves a routine in JSON syntax, which seqc
/// reads as it is (JSON is YAML).
enum LLMSchema {
    static var document: JSONValue {
        var properties = JSONObject()
        for field in Language.topLevelFields {
            switch field.name {
            case "seqc":
                properties.set(field.name, ["description": .string(field.summary), "type": "integer", "enum": [.int(Language.version)]])
            case "title": properties.set(field.name, ["description": .string(field.summary), "type": "string"])
            case "cards":
                properties.set(
                    field.name,
                    [
                        "description": .string(field.summary), "type": "array",
                        "items": ["anyOf": .array(Language.kinds.map(card))],
                    ])
            default: properties.set(field.name, value(field))
            }
        }
        return [
            "$schema": .string(Schema.dialect),
            "title": "seqc routine (structured output)",
            "description":
                "A seqc routine as strict structured output. Null means 'not set': remove null members and the JSON is a routine file seqc compiles.",
            "type": "object",
            "properties": .object(properties),
            "required": .strings(properties.keys),
            "additionalProperties": false,
        ]
    }

    private static func card(_ spec: KindSpec) -> JSONValue {
        var properties: JSONObject = [
            spec.kind.rawValue: [
                "description": .string(
                    "Makes this \(spec.kind.cardPhrase): \(spec.summary) The value is the card's title; an empty string gives '\(spec.kind.displayName)'."
                ),
                "type": "string",
            ]
        ]
        properties.set(Language.cardIDField.name, value(Language.cardIDField))
        for field in spec.fields { properties.set(field.name, value(field)) }
        return [
            "description": .string("\(spec.kind.displayName): \(spec.summary)"),
            "type": "object",
            "properties": .object(properties),
            "required": .strings(properties.keys),
            "additionalProperties": false,
        ]
    }

    /// A field's value: nullable unless the language requires it; bounds go in the
    /// description because strict modes refuse them as keywords.
    private static func value(_ field: FieldSpec) -> JSONValue {
        var description = field.summary
        if let defaultValue = field.defaultValue { description += " Null means the default, \(defaultValue)." }
        let type: String
        var items: JSONValue?
        switch field.type {
        case .text: type = "string"
        case .boolean: type = "boolean"
        case .integer: type = "integer"
        case .duration:
            type = "integer"
            description +=
                " Whole seconds, at least \(RoutineLimits.minimumValue) and at most \(RoutineLimits.maxDurationSeconds) (7 days)."
        case .textList:
            type = "array"
            items = ["type": "string"]
        }
        var schema: JSONObject = [
            "description": .string(description),
            "type": field.isRequired ? .string(type) : .strings([type, "null"]),
        ]
        if let items { schema.set("items", items) }
        return .object(schema)
    }
}
