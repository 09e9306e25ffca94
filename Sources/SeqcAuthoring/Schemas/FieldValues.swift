import SeqcCompiler
import SeqcModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The typed meaning of the text a ``FieldSpec`` holds for docs: its example and default
/// as JSON values, and the range the compiler accepts without a warning.
extension FieldSpec {
    /// The example as the JSON value a YAML reader would see.
    var exampleValue: JSONValue { Self.value(example, as: type) }

    /// The default as a JSON value, when the field has one.
    var defaultJSON: JSONValue? { defaultValue.map { Self.value($0, as: type) } }

    /// The smallest value kept as written; smaller ones are clamped with a warning.
    var minimum: Int? {
        switch type {
        case .duration, .integer: RoutineLimits.minimumValue
        case .text, .boolean, .textList: nil
        }
    }

    /// The largest value allowed; larger ones are errors `out-of-range`.
    var maximum: Int? {
        switch type {
        case .duration: RoutineLimits.maxDurationSeconds
        case .integer: RoutineLimits.maxCount
        case .text, .boolean, .textList: nil
        }
    }

    /// Reads `text` the way an author's YAML would be read for a field of `type`.
    static func value(_ text: String, as type: FieldType) -> JSONValue {
        switch type {
        case .integer, .duration: Int(text).map(JSONValue.int) ?? .string(text)
        case .boolean: text == "true" ? .bool(true) : text == "false" ? .bool(false) : .string(text)
        case .text: .string(text)
        case .textList: .strings(flowList(text))
        }
    }

    /// `[a, b]` as `["a", "b"]`; anything else as one item.
    private static func flowList(_ text: String) -> [String] {
        guard text.hasPrefix("["), text.hasSuffix("]") else { return [text] }
        return text.dropFirst().dropLast().split(separator: ",").map { $0.trimmingWhitespace() }
    }
}

extension KindSpec {
    /// The kind's example card as a JSON object: the kind key with its title, then its fields.
    var exampleObject: JSONObject {
        var object = JSONObject()
        for line in example.split(separator: "\n") {
            var text = line.drop { $0 == " " || $0 == "-" }
            guard let colon = text.firstIndex(of: ":") else { continue }
            let key = String(text[..<colon])
            text = text[text.index(after: colon)...]
            let value = text.trimmingWhitespace()
            let type = field(named: key)?.type ?? .text
            object.set(key, FieldSpec.value(value, as: type))
        }
        return object
    }

    /// The card's title in its example.
    var exampleTitle: String {
        if case .string(let title)? = exampleObject[kind.rawValue] { return title }
        return kind.displayName
    }
}
