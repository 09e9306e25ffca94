import SeqcCompiler
import SeqcModel

/// The routine language as a strict structured-output schema: every object lists all its
/// properties as required and forbids others, optional values are `null` instead of
/// absent, and there are no bounds, patterns, `$ref`s or `oneOf`s, which strict modes
/// reject. Durations are whole seconds, so every value the schema admits is well formed.
///
/// Without `$ref` a `repeat` block cannot refer back to the cards it holds, so the block
/// is written out once per level, down to ``RepeatBlock/maxDepth``: the deepest block's
/// cards offer no block, as the reader refuses one there.
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
            case "cards": properties.set(field.name, cardList(field.summary, depth: 0))
            default: properties.set(field.name, value(field))
            }
        }
        return [
            "$schema": .string(Schema.dialect),
            "title": "seqc routine (structured output)",
            "description": .string(
                "A seqc routine as strict structured output. Null means 'not set': remove null members and the JSON is a routine file seqc compiles. "
                    + LLMPostConditions.text),
            "type": "object",
            "properties": .object(properties),
            "required": .strings(properties.keys),
            "additionalProperties": false,
        ]
    }

    /// A list of cards at `depth` blocks deep: every kind, and a block while one more fits.
    private static func cardList(_ description: String, depth: Int) -> JSONValue {
        var alternatives = Language.kinds.map(card)
        if depth < RepeatBlock.maxDepth { alternatives.append(repeatBlock(depth: depth + 1)) }
        return ["description": .string(description), "type": "array", "items": ["anyOf": .array(alternatives)]]
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
        return closed("\(spec.kind.displayName): \(spec.summary)", properties)
    }

    /// A `repeat` block at nesting level `depth` (the outermost is 1).
    private static func repeatBlock(depth: Int) -> JSONValue {
        var properties: JSONObject = [
            RepeatBlock.key: [
                "description": .string("Makes a repeat block: \(RepeatBlock.summary) The value is the block's title, not empty."),
                "type": "string",
            ]
        ]
        for field in RepeatBlock.fields {
            if field.name == "cards" {
                let nesting =
                    depth < RepeatBlock.maxDepth
                    ? "Blocks nest at most \(RepeatBlock.maxDepth) deep; this is level \(depth)."
                    : "This is the deepest level (\(RepeatBlock.maxDepth)): no block inside."
                properties.set(field.name, cardList("\(field.summary) At least one. \(nesting)", depth: depth))
            } else {
                properties.set(field.name, value(field))
            }
        }
        return closed("Repeat block: \(RepeatBlock.summary)", properties)
    }

    private static func closed(_ description: String, _ properties: JSONObject) -> JSONValue {
        [
            "description": .string(description),
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
        case .integer:
            type = "integer"
            description += " A whole number, at least \(RoutineLimits.minimumValue) and at most \(RoutineLimits.maxCount)."
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

/// What seqc checks that a strict schema cannot say: uniqueness, clamps and limits. Each
/// schema dialect carries the list in its root description.
enum LLMPostConditions {
    static let rules: [String] = [
        "Every non-null id (the routine's, a card's, a block's) is a slug: a-z, 0-9 and '-', not starting with '-', at most \(Slug.maxLength) characters; card and block ids are unique in the routine.",
        "The routine title and a block's title are not blank.",
        "Durations, reps and rounds are at least \(RoutineLimits.minimumValue) (a smaller value is raised, with a warning); a duration is at most \(RoutineLimits.maxDurationSeconds) seconds and a count at most \(RoutineLimits.maxCount) (more is an error).",
        "A randomDuration's min is at most its max.",
        "A checklist has at least one item and no empty item; a cards list has at least one card.",
        "Repeat blocks nest at most \(RepeatBlock.maxDepth) deep; after blocks and intervals expand, a routine plays at most \(RoutineLimits.maxRuntimeCards) cards.",
    ]

    /// The rules as one paragraph.
    static var text: String { "seqc also checks what the schema cannot say: " + rules.joined(separator: " ") }
}
