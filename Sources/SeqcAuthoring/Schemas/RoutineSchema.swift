import SeqcCompiler
import SeqcModel

/// JSON Schema 2020-12 for routine files, made for editors: yaml-language-server reads it
/// through the `# yaml-language-server: $schema=` modeline to complete and explain keys.
///
/// Leaf schemas are written inline rather than through `$ref`, because editors built on
/// draft 7 ignore a description that sits beside a `$ref`.
enum RoutineSchema {
    static var document: JSONValue {
        let required = Language.topLevelFields.filter(\.isRequired).map(\.name)
        var definitions = JSONObject()
        definitions.set("card", card)
        for spec in Language.kinds { definitions.set(spec.kind.rawValue, .object(kind(spec))) }
        definitions.set(RepeatBlock.key, repeatBlock)
        return [
            "$schema": .string(Schema.dialect),
            "title": "seqc routine",
            "description": .string(
                "A routine file for seqc, language version \(Language.version): a titled list of cards the app plays in order."),
            "type": "object",
            "properties": .object(JSONObject(Language.topLevelFields.map { ($0.name, topLevel($0)) })),
            "required": .strings(required),
            "additionalProperties": false,
            "$defs": .object(definitions),
        ]
    }

    private static func topLevel(_ field: FieldSpec) -> JSONValue {
        switch field.name {
        case "seqc":
            return described(field, ["type": "integer", "enum": [.int(Language.version)]])
        case "id":
            return described(field, slug)
        case "title":
            return described(field, ["type": text(nullable: false), "minLength": 1, "pattern": .string(SchemaPatterns.nonBlank)])
        case "cards":
            return described(field, ["type": "array", "minItems": 1, "items": ["$ref": "#/$defs/card"]])
        default:
            return described(field, value(field, nonEmpty: false))
        }
    }

    private static var card: JSONValue {
        let kinds = CardKind.allCases.map(\.rawValue)
        return [
            "description": .string(
                "One step of the routine: a mapping with exactly one kind key (\(kinds.joined(separator: ", "))) whose value is the card's title; or a '\(RepeatBlock.key)' block of cards."
            ),
            "type": "object",
            "oneOf": .array((kinds + [RepeatBlock.key]).map { ["$ref": .string("#/$defs/\($0)")] }),
        ]
    }

    private static func kind(_ spec: KindSpec) -> JSONObject {
        var properties = JSONObject()
        properties.set(
            spec.kind.rawValue,
            [
                "description": .string(
                    "Makes this \(spec.kind.cardPhrase): \(spec.summary) The value is the card's title; empty or null gives '\(spec.kind.displayName)'."
                ),
                "type": text(nullable: true),
            ])
        properties.set(Language.cardIDField.name, described(Language.cardIDField, slug))
        for field in spec.fields { properties.set(field.name, described(field, value(field, nonEmpty: field.isRequired))) }
        let example = JSONValue.object(spec.exampleObject)
        return [
            "title": .string("\(spec.kind.rawValue) card"),
            "description": .string("\(spec.kind.displayName): \(spec.summary)"),
            "type": "object",
            "properties": .object(properties),
            "required": .strings([spec.kind.rawValue] + spec.fields.filter(\.isRequired).map(\.name)),
            "additionalProperties": false,
            "examples": [example],
            // yaml-language-server offers these bodies when completing a new list item.
            "defaultSnippets": [["label": .string(spec.kind.rawValue), "description": .string(spec.summary), "body": example]],
        ]
    }

    /// A `repeat` block. Its `cards` refer back to the card definition, so nesting is
    /// open here; the reader refuses a block past ``RepeatBlock/maxDepth``.
    private static var repeatBlock: JSONValue {
        var properties = JSONObject()
        properties.set(
            RepeatBlock.key,
            [
                "description": .string("Makes a repeat block: \(RepeatBlock.summary) The value is the block's title."),
                "type": text(nullable: false),
            ])
        for field in RepeatBlock.fields {
            let schema: JSONObject =
                switch field.name {
                case "rounds": ["type": "integer", "minimum": .int(RoutineLimits.minimumValue), "maximum": .int(RoutineLimits.maxCount)]
                case "id": slug
                case "cards": ["type": "array", "minItems": 1, "items": ["$ref": "#/$defs/card"]]
                default: value(field, nonEmpty: false)
                }
            properties.set(field.name, described(field, schema))
        }
        return [
            "title": "repeat block",
            "description": .string("A block of cards played several times: \(RepeatBlock.summary)"),
            "type": "object",
            "properties": .object(properties),
            "required": .strings([RepeatBlock.key] + RepeatBlock.fields.filter(\.isRequired).map(\.name)),
            "additionalProperties": false,
        ]
    }

    /// The schema of one field's value, by its type.
    private static func value(_ field: FieldSpec, nonEmpty: Bool) -> JSONObject {
        switch field.type {
        case .text:
            return ["type": text(nullable: true)]
        case .integer:
            return bounded(["type": "integer"], field)
        case .boolean:
            return ["type": "boolean"]
        case .duration:
            return [
                "anyOf": [
                    .object(bounded(["description": "Whole seconds.", "type": "integer"], field)),
                    [
                        "description":
                            "Text: 45s, 5m, 2h or h-m-s combinations such as 1m30s; a clock m:ss or h:mm:ss; or ISO 8601 such as PT1M30S.",
                        "type": "string", "pattern": .string(SchemaPatterns.durationText),
                    ],
                ]
            ]
        case .textList:
            guard nonEmpty else { return ["type": "array", "items": ["type": text(nullable: true)]] }
            return [
                "type": "array", "minItems": 1,
                "items": ["type": text(nullable: false), "minLength": 1],
            ]
        }
    }

    /// `schema` that also admits `null`: as a type, an alternative or an enum value.
    private static func admittingNull(_ schema: JSONObject) -> JSONObject {
        var result = schema
        if case .array(var alternatives)? = schema["anyOf"] {
            alternatives.append(["type": "null"])
            result.set("anyOf", .array(alternatives))
        }
        if case .array(var values)? = schema["enum"], !values.contains(.null) {
            values.append(.null)
            result.set("enum", .array(values))
        }
        switch schema["type"] {
        case .string(let type)?: result.set("type", .strings([type, "null"]))
        case .array(var types)? where !types.contains(.string("null")):
            types.append("null")
            result.set("type", .array(types))
        default: break
        }
        return result
    }

    /// Text fields take any scalar verbatim, so a number or `true` is text too.
    private static func text(nullable: Bool) -> JSONValue {
        .strings(["string", "number", "boolean"] + (nullable ? ["null"] : []))
    }

    private static var slug: JSONObject {
        ["type": "string", "pattern": .string(SchemaPatterns.slug), "maxLength": .int(Slug.maxLength)]
    }

    private static func bounded(_ schema: JSONObject, _ field: FieldSpec) -> JSONObject {
        var schema = schema
        if let minimum = field.minimum { schema.set("minimum", .int(minimum)) }
        if let maximum = field.maximum { schema.set("maximum", .int(maximum)) }
        return schema
    }

    /// `schema` with the field's description first, then its default and example. An
    /// optional field admits null, which the reader takes as the key left out.
    private static func described(_ field: FieldSpec, _ schema: JSONObject) -> JSONValue {
        var result: JSONObject = ["description": .string(field.summary)]
        for member in (field.isRequired ? schema : admittingNull(schema)).members { result.set(member.key, member.value) }
        if let defaultValue = field.defaultJSON { result.set("default", defaultValue) }
        if field.name != "cards" { result.set("examples", [field.exampleValue]) }
        return .object(result)
    }
}
