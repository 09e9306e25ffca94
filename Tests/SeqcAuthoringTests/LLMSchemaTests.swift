import Foundation
import SeqcAuthoring
import SeqcCompiler
import SeqcModel
import Testing

/// The llm schema must stay inside what strict structured-output modes accept.
@Suite struct LLMSchemaTests {
    /// Keywords strict modes reject or ignore; bounds and patterns go in descriptions.
    static let refused: Set<String> = [
        "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "pattern", "format",
        "minLength", "maxLength", "minItems", "maxItems", "uniqueItems", "oneOf", "allOf", "not", "$ref", "$defs",
        "default", "examples", "patternProperties", "propertyNames", "if", "then", "else", "const",
    ]

    @Test func everyObjectIsClosedAndFullyRequired() {
        var objects = 0
        walk(Schema.llm.value, path: "$") { object, path in
            for key in object.keys { #expect(!Self.refused.contains(key), "\(path) uses '\(key)'") }
            guard case .object(let properties)? = object["properties"] else { return }
            objects += 1
            #expect(object["additionalProperties"] == .bool(false), "\(path) allows additional properties")
            #expect(object["required"] == .strings(properties.keys), "\(path) does not require every property")
            for member in properties.members {
                #expect(lookup(member.value)?["description"] != nil, "\(path).\(member.key) has no description")
            }
        }
        #expect(objects == 1 + CardKind.allCases.count)
    }

    /// A model's answer, once its nulls are removed, is a routine seqc compiles cleanly.
    @Test func answerWithoutNullsCompiles() throws {
        let answer = """
            {"seqc": 1, "id": null, "title": "Lunch break", "summary": null, "tags": ["desk"],
             "cards": [
              {"info": "Stand up", "id": null, "text": null},
              {"interval": "Squats", "id": "squats", "work": 40, "rest": 20, "rounds": 3, "finalRest": false},
              {"rest": "", "id": null, "duration": 60, "autoComplete": null}
             ]}
            """
        let object = try JSONSerialization.jsonObject(with: Data(answer.utf8))
        let cleaned = try JSONSerialization.data(withJSONObject: removingNulls(object), options: [.sortedKeys])
        let result = Compiler().compile(SourceFile(path: "lunch.json", bytes: Array(cleaned)))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.document?.runtimeCards.count == 7)
    }

    private func removingNulls(_ value: Any) -> Any {
        if let object = value as? [String: Any] {
            return object.filter { !($0.value is NSNull) }.mapValues(removingNulls)
        }
        if let array = value as? [Any] { return array.map(removingNulls) }
        return value
    }

    private func walk(_ value: JSONValue, path: String, _ visit: (JSONObject, String) -> Void) {
        switch value {
        case .object(let object):
            visit(object, path)
            for member in object.members { walk(member.value, path: "\(path).\(member.key)", visit) }
        case .array(let items):
            for (index, item) in items.enumerated() { walk(item, path: "\(path)[\(index)]", visit) }
        default: break
        }
    }
}
