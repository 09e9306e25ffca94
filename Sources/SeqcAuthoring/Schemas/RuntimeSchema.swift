import SeqcCompiler
import SeqcModel

/// JSON Schema 2020-12 for the runtime JSON (format version 1) that `seqc build` writes.
/// Config fields come from each kind's ``FieldSpec/configField``, the model's own description.
enum RuntimeSchema {
    static var document: JSONValue {
        var definitions = JSONObject()
        for kind in CardKind.allCases { definitions.set(kind.rawValue, .object(card(kind))) }
        definitions.set("origin", origin)
        return [
            "$schema": .string(Schema.dialect),
            "title": "seqc runtime JSON",
            "description": .string(
                "One compiled routine, runtime format version \(RuntimeDocument.currentFormatVersion): the authored sequence after clamping and the expanded cards a player walks."
            ),
            "type": "object",
            "properties": [
                "formatVersion": [
                    "description": "The format version; readers refuse a newer one.", "type": "integer",
                    "enum": [.int(RuntimeDocument.currentFormatVersion)],
                ],
                "sequence": sequence,
                "runtime": [
                    "description": "The expanded list a player walks: intervals become countdown and rest cards.",
                    "type": "object",
                    "properties": [
                        "cards": [
                            "description": "The runtime cards in playing order.",
                            "type": "array",
                            "items": ["oneOf": .array(CardKind.allCases.filter(\.appearsInRuntime).map(reference))],
                        ]
                    ],
                    "required": ["cards"],
                    "additionalProperties": false,
                ],
            ],
            "required": ["formatVersion", "sequence", "runtime"],
            "additionalProperties": false,
            "$defs": .object(definitions),
        ]
    }

    private static var sequence: JSONValue {
        let top = Dictionary(uniqueKeysWithValues: Language.topLevelFields.map { ($0.name, $0.summary) })
        return [
            "description": "The authored routine after clamping: what an app imports and edits.",
            "type": "object",
            "properties": [
                "id": [
                    "description": "A name-based UUID (version 5) derived from the routine id.", "type": "string",
                    "pattern": .string(SchemaPatterns.uuid),
                ],
                "slug": [
                    "description": "The routine id, as written in the routine's 'id:' or defaulted from its file name.",
                    "type": "string", "pattern": .string(SchemaPatterns.slug), "maxLength": .int(Slug.maxLength),
                ],
                "title": ["description": .string(top["title"] ?? ""), "type": "string"],
                "summary": ["description": .string(top["summary"] ?? ""), "type": "string"],
                "tags": ["description": .string(top["tags"] ?? ""), "type": "array", "items": ["type": "string"]],
                "cards": [
                    "description": "The authored cards in order, intervals unexpanded.", "type": "array",
                    "items": ["oneOf": .array(CardKind.allCases.map(reference))],
                ],
            ],
            "required": ["id", "slug", "title", "cards"],
            "additionalProperties": false,
        ]
    }

    private static func reference(_ kind: CardKind) -> JSONValue { ["$ref": .string("#/$defs/\(kind.rawValue)")] }

    /// A card of one kind, `{id, title, kind, config}`, plus `slug` when pinned and
    /// `origin` on cards expanded from an interval.
    private static func card(_ kind: CardKind) -> JSONObject {
        let spec = Language.spec(for: kind)
        let fields = spec.fields.filter { $0.runtimeName != nil }
        let config = JSONObject(fields.map { ($0.runtimeName ?? $0.name, configValue($0)) })
        var properties: JSONObject = [
            "id": [
                "description": "A name-based UUID (version 5), stable when cards are reordered.", "type": "string",
                "pattern": .string(SchemaPatterns.uuid),
            ],
            "title": [
                "description": .string("The title shown to the player; '\(kind.displayName)' when none was written."),
                "type": "string",
            ],
            "kind": ["description": "The kind discriminator.", "const": .string(kind.rawValue)],
            "slug": [
                "description": "The author's pinned card id ('id:' on the card), when there is one.",
                "type": "string", "pattern": .string(SchemaPatterns.slug), "maxLength": .int(Slug.maxLength),
            ],
            "config": [
                "description": .string("The \(kind.rawValue) config."),
                "type": "object",
                "properties": .object(config),
                "required": .strings(fields.compactMap(\.configField).filter { !$0.isOptional }.map(\.name)),
                "additionalProperties": false,
            ],
        ]
        if kind.appearsInRuntime {
            properties.set("origin", ["description": "Present on runtime cards expanded from an interval.", "$ref": "#/$defs/origin"])
        }
        return [
            "title": .string("\(kind.rawValue) card"),
            "description": .string("\(kind.displayName): \(spec.summary)"),
            "type": "object",
            "properties": .object(properties),
            "required": ["id", "title", "kind", "config"],
            "additionalProperties": false,
        ]
    }

    private static func configValue(_ field: FieldSpec) -> JSONValue {
        var schema: JSONObject = ["description": .string(field.summary)]
        switch field.type {
        case .duration, .integer:
            schema.set("type", "integer")
            if let minimum = field.minimum { schema.set("minimum", .int(minimum)) }
            if let maximum = field.maximum { schema.set("maximum", .int(maximum)) }
        case .boolean:
            schema.set("type", "boolean")
        case .text:
            schema.set("type", "string")
        case .textList:
            schema.set("type", "array")
            if field.isRequired { schema.set("minItems", 1) }
            schema.set("items", ["type": "string"])
        }
        return .object(schema)
    }

    private static var origin: JSONValue {
        [
            "description": "Where a card expanded from an interval came from.",
            "type": "object",
            "properties": [
                "cardId": ["description": "The authored interval card's id.", "type": "string", "pattern": .string(SchemaPatterns.uuid)],
                "phase": ["description": "Which phase of the round this card plays.", "enum": ["work", "rest"]],
                "round": ["description": "The 1-based round number.", "type": "integer", "minimum": 1],
                "rounds": ["description": "The interval's number of rounds.", "type": "integer", "minimum": 1],
            ],
            "required": ["cardId", "phase", "round", "rounds"],
            "additionalProperties": false,
        ]
    }
}
