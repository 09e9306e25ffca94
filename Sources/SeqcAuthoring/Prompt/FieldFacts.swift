import SeqcCompiler
import SeqcModel

/// How the prompt and docs describe a field's values: its type in words and its range.
extension FieldSpec {
    /// `duration`, `whole number`, `true or false`, `text`, `list of text`.
    var typeName: String {
        // Two keys are typed more narrowly than their reading: ids are slugs, cards are cards.
        if name == Language.cardIDField.name { return "slug" }
        if name == "cards" { return "list of cards" }
        return switch type {
        case .text: "text"
        case .integer: "whole number"
        case .boolean: "true or false"
        case .duration: "duration"
        case .textList: "list of text"
        }
    }

    /// What values are accepted and what happens to values out of range.
    var valuesText: String {
        if name == Language.cardIDField.name { return "`a-z`, `0-9` and `-`, not starting with `-`, at most \(Slug.maxLength) characters" }
        if name == "cards" { return "at least one card" }
        if let allowedValues { return "only " + allowedValues.map { "`\($0.text.trimmingTrailingNewlines)`" }.joined(separator: ", ") }
        let low = RoutineLimits.minimumValue
        return switch type {
        case .duration:
            "\(low)s to 7 days (\(RoutineLimits.maxDurationSeconds)s); below \(low) is raised to \(low) (warning), above is an error"
        case .integer:
            "\(low) to \(RoutineLimits.maxCount); below \(low) is raised to \(low) (warning), above is an error"
        case .boolean: "`true` or `false` only"
        case .text: isRequired ? "not blank" : "any text"
        case .textList: isRequired ? "at least one item, none empty" : "any number of items"
        }
    }

    /// The type as structured prompt JSON names it: the reading's type, narrowed as in
    /// ``typeName`` for ids (`slug`) and card lists (`cards`).
    var promptType: String {
        if name == Language.cardIDField.name { return "slug" }
        if name == "cards" { return "cards" }
        return type.rawValue
    }

    /// The only values the field takes, when the language lists them: the version.
    var allowedValues: [JSONValue]? { name == "seqc" ? [.int(Language.version)] : nil }

    /// The field as structured prompt JSON.
    var promptJSON: JSONValue {
        var object: JSONObject = [
            "name": .string(name),
            "type": .string(promptType),
            "required": .bool(isRequired),
            "default": defaultJSON ?? .null,
        ]
        let listed = allowedValues != nil
        object.set("enum", allowedValues.map(JSONValue.array) ?? .null)
        object.set("minimum", listed ? .null : minimum.map(JSONValue.int) ?? .null)
        object.set("maximum", listed ? .null : maximum.map(JSONValue.int) ?? .null)
        if promptType == "slug" { object.set("maxLength", .int(Slug.maxLength)) }
        object.set("summary", .string(summary))
        object.set("values", .string(valuesText))
        object.set("example", .string(example))
        return .object(object)
    }
}
