import SeqcCompiler
import SeqcModel

/// How the prompt and docs describe a field's values: its type in words and its range.
extension FieldSpec {
    /// `duration`, `whole number`, `true or false`, `text`, `list of text`.
    var typeName: String {
        switch type {
        case .text: "text"
        case .integer: "whole number"
        case .boolean: "true or false"
        case .duration: "duration"
        case .textList: "list of text"
        }
    }

    /// What values are accepted and what happens to values out of range.
    var valuesText: String {
        switch type {
        case .duration:
            "\(RoutineLimits.minimumValue) second to 7 days (\(RoutineLimits.maxDurationSeconds) seconds); less than \(RoutineLimits.minimumValue) is raised to \(RoutineLimits.minimumValue) with a warning, more than 7 days is an error"
        case .integer:
            "\(RoutineLimits.minimumValue) to \(RoutineLimits.maxCount); less than \(RoutineLimits.minimumValue) is raised to \(RoutineLimits.minimumValue) with a warning, more is an error"
        case .boolean: "`true` or `false` only"
        case .text: "any text"
        case .textList: isRequired ? "at least one item, none empty" : "any number of items"
        }
    }

    /// The field as structured prompt JSON.
    var promptJSON: JSONValue {
        var object: JSONObject = [
            "name": .string(name),
            "type": .string(type.rawValue),
            "required": .bool(isRequired),
            "default": defaultJSON ?? .null,
        ]
        object.set("minimum", minimum.map(JSONValue.int) ?? .null)
        object.set("maximum", maximum.map(JSONValue.int) ?? .null)
        object.set("summary", .string(summary))
        object.set("values", .string(valuesText))
        object.set("example", .string(example))
        return .object(object)
    }
}
