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
        // The root, then each kind once per level of cards and a block for every level but the root.
        let levels = RepeatBlock.maxDepth + 1
        #expect(objects == 1 + levels * CardKind.allCases.count + RepeatBlock.maxDepth)
    }

    /// A model's answer, once its nulls are removed, is a routine seqc compiles cleanly.
    /// The answers are made from the schema itself (``SchemaAnswer``): one card for each
    /// alternative of `cards` (a `repeat` block among them, holding one card of each
    /// alternative of its own level, down to the deepest), every property filled with a
    /// value of a type the schema gives it, null wherever it allows null in about half the
    /// answers. So a schema that admits an answer seqc refuses, or that stops describing a
    /// kind or the block, fails here.
    @Test func answerWithoutNullsCompiles() throws {
        let schema = Schema.llm.value
        let alternatives = SchemaAnswer.alternatives(of: try #require(lookup(schema, "properties", "cards", "items")))
        #expect(alternatives == CardKind.allCases.count + 1)
        var random = SchemaAnswer.Generator(state: 0x11A_5C4E)
        for _ in 0..<48 {
            var maker = SchemaAnswer(random: random)
            let answer = maker.answer(to: schema)
            random = maker.random
            #expect(SchemaAnswer.violations(of: answer, against: schema).isEmpty, "\(answer.text)")
            let cleaned = SchemaAnswer.removingNulls(answer)
            let result = Compiler().compile(SourceFile(path: "answer.json", bytes: cleaned.serialized()))
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))\n\(cleaned.text)")
            guard case .object(let routine) = cleaned else { continue }
            #expect(SchemaAnswer.blockDepth(routine["cards"]) == RepeatBlock.maxDepth)
            #expect(result.document?.sequence.cards.count == SchemaAnswer.authoredCount(routine["cards"]), "\(cleaned.text)")
        }
    }

    /// The unrolling stops where the reader does: a block one level deeper than the
    /// schema's deepest is refused by the compiler.
    @Test func theDeepestLevelIsTheReadersLimit() throws {
        var maker = SchemaAnswer(random: .init(state: 0xDEE9))
        guard case .object(var routine) = SchemaAnswer.removingNulls(maker.answer(to: Schema.llm.value)) else {
            Issue.record("the answer is not an object")
            return
        }
        let innermost: JSONValue = ["repeat": "Deeper", "rounds": 2, "cards": [["countdown": "Hold", "duration": 5]]]
        routine.set("cards", [Self.nest(innermost, levels: RepeatBlock.maxDepth)])
        let result = Compiler().compile(SourceFile(path: "deep.json", bytes: JSONValue.object(routine).serialized()))
        #expect(result.diagnostics.map(\.rule) == [.resourceLimit], "\(result.diagnostics.map(\.message))")
        routine.set("cards", [Self.nest(innermost, levels: RepeatBlock.maxDepth - 1)])
        let fits = Compiler().compile(SourceFile(path: "deep.json", bytes: JSONValue.object(routine).serialized()))
        #expect(fits.diagnostics.isEmpty, "\(fits.diagnostics.map(\.message))")
    }

    /// `block` inside `levels` more blocks.
    private static func nest(_ block: JSONValue, levels: Int) -> JSONValue {
        (0..<levels).reduce(block) { inner, level in ["repeat": .string("Level \(level)"), "rounds": 2, "cards": [inner]] }
    }

    /// A hand-written answer as a model gives it: it must be one the schema admits (so
    /// the schema still describes this shape), and it compiles to the cards it says.
    @Test func aHandWrittenAnswerIsAdmittedAndCompiles() throws {
        let answer: JSONValue = [
            "seqc": 1, "id": .null, "title": "Lunch break", "summary": .null, "tags": ["desk"],
            "cards": [
                ["info": "Stand up", "id": .null, "text": .null],
                ["interval": "Squats", "id": "squats", "work": 40, "rest": 20, "rounds": 3, "finalRest": false],
                ["rest": "", "id": .null, "duration": 60, "autoComplete": .null],
            ],
        ]
        let violations = SchemaAnswer.violations(of: answer, against: Schema.llm.value)
        #expect(violations.isEmpty, "\(violations)")
        let cleaned = SchemaAnswer.removingNulls(answer)
        let result = Compiler().compile(SourceFile(path: "lunch.json", bytes: cleaned.serialized()))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.document?.runtimeCards.count == 7)
    }

    /// The checker above can fail: answers the schema does not admit are caught, each
    /// change made to an answer it admits.
    @Test func theSchemaCheckRefusesAnswersOutsideTheSchema() throws {
        let schema = Schema.llm.value
        var maker = SchemaAnswer(random: .init(state: 7))
        guard case .object(let answer) = maker.answer(to: schema) else {
            Issue.record("the answer is not an object")
            return
        }
        #expect(SchemaAnswer.violations(of: .object(answer), against: schema).isEmpty)
        var missing = JSONObject(answer.members.filter { $0.key != "title" }.map { ($0.key, $0.value) })
        #expect(!SchemaAnswer.violations(of: .object(missing), against: schema).isEmpty)
        missing = answer
        missing.set("extra", 1)
        #expect(!SchemaAnswer.violations(of: .object(missing), against: schema).isEmpty)
        var wrongType = answer
        wrongType.set("title", 3)
        #expect(!SchemaAnswer.violations(of: .object(wrongType), against: schema).isEmpty)
        var unknownCard = answer
        unknownCard.set("cards", [["metronome": "Tick", "id": .null]])
        #expect(!SchemaAnswer.violations(of: .object(unknownCard), against: schema).isEmpty)
        var wrongVersion = answer
        wrongVersion.set("seqc", 2)
        #expect(!SchemaAnswer.violations(of: .object(wrongVersion), against: schema).isEmpty)
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
