import Foundation
import SeqcAuthoring
import SeqcCompiler
import SeqcModel
import Testing

/// The routine schema and the compiler agree on nulls: for every key of the routine, of
/// each kind of card and of a repeat block, written `key: null` or `key: ~` in an
/// otherwise valid routine, the schema admits the routine exactly when seqc compiles it
/// without an error.
@Suite struct NullAgreementTests {
    static let schema = Schema.routine.value

    @Test(arguments: ["null", "~"])
    func everyKeysNullIsJudgedAlikeByTheSchemaAndTheCompiler(_ null: String) throws {
        var checked = 0
        for place in NullPlace.all {
            for key in place.keys {
                let property = try #require(lookup(Self.schema, place.schemaPath + ["properties", key]), "\(place.name).\(key)")
                let text = place.routine(key).flowYAML(null: null)
                let result = Compiler().compile(SourceFile(path: "nulls.routine.yaml", text: text))
                let compiles = !result.diagnostics.contains { $0.severity == .error }
                let admits = Self.admitsNull(.object(property))
                #expect(
                    compiles == admits,
                    "\(place.name).\(key): the schema \(admits ? "admits" : "refuses") null, the compiler says \(result.diagnostics.map(\.rule))"
                )
                checked += 1
            }
        }
        #expect(checked > 3 * CardKind.allCases.count)
    }

    /// The check above can fail: a schema node that refuses null is told from one that admits it.
    @Test func admitsNullReadsTypesAndAlternatives() {
        #expect(Self.admitsNull(["type": ["string", "null"]]))
        #expect(Self.admitsNull(["anyOf": [["type": "integer"], ["type": "null"]]]))
        #expect(!Self.admitsNull(["type": "integer"]))
        #expect(!Self.admitsNull(["anyOf": [["type": "integer"], ["type": "string"]]]))
        #expect(!Self.admitsNull(["type": "integer", "enum": [1]]))
    }

    /// Whether a schema node admits `null`, for the keywords the routine schema uses.
    static func admitsNull(_ node: JSONValue) -> Bool {
        guard case .object(let object) = node else { return true }
        if case .array(let values)? = object["enum"], !values.contains(.null) { return false }
        if case .array(let alternatives)? = object["anyOf"] ?? object["oneOf"], !alternatives.contains(where: admitsNull) { return false }
        switch object["type"] {
        case .string(let type)?: return type == "null"
        case .array(let types)?: return types.contains(.string("null"))
        default: return true
        }
    }
}

/// Where keys sit, and a valid routine with one key's value null there.
struct NullPlace {
    let name: String
    let schemaPath: [String]
    let keys: [String]
    let routine: (_ nullKey: String) -> JSONValue

    static let countdown: JSONValue = ["countdown": "Hold", "duration": 5]

    static var all: [NullPlace] {
        var places = [
            NullPlace(name: "routine", schemaPath: [], keys: Language.topLevelFields.map(\.name)) { key in
                .object(set(["title": "Nulls", "cards": [countdown]], key))
            }
        ]
        for spec in Language.kinds {
            let card = required(spec.fields, into: [spec.kind.rawValue: "Card"])
            places.append(
                NullPlace(
                    name: spec.kind.rawValue, schemaPath: ["$defs", spec.kind.rawValue],
                    keys: [spec.kind.rawValue, Language.cardIDField.name] + spec.fields.map(\.name)
                ) { key in ["title": "Nulls", "cards": [.object(set(card, key))]] })
        }
        let block = required(RepeatBlock.fields, into: [RepeatBlock.key: "Block"])
        places.append(
            NullPlace(name: "repeat", schemaPath: ["$defs", RepeatBlock.key], keys: [RepeatBlock.key] + RepeatBlock.fields.map(\.name)) {
                key in ["title": "Nulls", "cards": [.object(set(block, key))]]
            })
        return places
    }

    private static func set(_ base: JSONObject, _ key: String) -> JSONObject {
        var object = base
        object.set(key, .null)
        return object
    }

    private static func required(_ fields: [FieldSpec], into base: JSONObject) -> JSONObject {
        var object = base
        for field in fields where field.isRequired {
            let value: JSONValue =
                switch field.type {
                case .integer, .duration: 3
                case .boolean: true
                case .text: "x"
                case .textList: field.name == "cards" ? [countdown] : ["a", "b"]
                }
            object.set(field.name, value)
        }
        return object
    }
}

extension JSONValue {
    /// The value as YAML flow text, with `null` written as `null` (`null` or `~`).
    func flowYAML(null: String) -> String {
        switch self {
        case .null: null
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .string: text.trimmingCharacters(in: .newlines)
        case .array(let items): "[" + items.map { $0.flowYAML(null: null) }.joined(separator: ", ") + "]"
        case .object(let object):
            "{" + object.members.map { "\($0.key): \($0.value.flowYAML(null: null))" }.joined(separator: ", ") + "}"
        }
    }
}

func lookup(_ value: JSONValue, _ path: [String]) -> JSONObject? {
    var current = value
    for key in path {
        guard case .object(let members) = current, let next = members[key] else { return nil }
        current = next
    }
    guard case .object(let result) = current else { return nil }
    return result
}
