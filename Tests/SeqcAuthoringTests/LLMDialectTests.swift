import SeqcAuthoring
import SeqcCompiler
import SeqcModel
import Testing

/// Each provider's form of the llm schema keeps to that provider's documented subset
/// (``DialectRules``, the rules written once, from the pages docs/ai.md dates), and a
/// model's answer bound by it, nulls removed, is a routine seqc compiles cleanly.
@Suite struct LLMDialectTests {
    @Test(arguments: LLMDialect.allCases)
    func everyNodeKeepsToTheProvidersRules(_ dialect: LLMDialect) throws {
        let rules = DialectRules.of(dialect)
        let schema = try #require(rules.schema(in: dialect.document))
        let problems = rules.violations(in: schema)
        #expect(problems.isEmpty, "\(dialect): \(problems.prefix(10))")
        #expect(rules.objectDepth(schema) <= rules.maxObjectDepth)
    }

    /// The rules can fail: the generic llm schema breaks Gemini's (type arrays,
    /// additionalProperties, an integer enum) and a schema with a bound breaks OpenAI's.
    @Test func theRulesRefuseWhatTheProviderRefuses() throws {
        let gemini = DialectRules.of(.gemini).violations(in: Schema.llm.value)
        for keyword in ["type array", "additionalProperties", "integer enum", "$schema"] {
            #expect(gemini.contains { $0.contains(keyword) }, "\(keyword) not caught")
        }
        let bounded: JSONValue = [
            "type": "object", "properties": ["n": ["type": "integer", "minimum": 1]], "required": ["n"], "additionalProperties": false,
        ]
        #expect(!DialectRules.of(.anthropic).violations(in: bounded).isEmpty)
        let open: JSONValue = ["type": "object", "properties": ["n": ["type": "integer"]], "required": []]
        #expect(!DialectRules.of(.openai).violations(in: open).isEmpty)
    }

    @Test(arguments: LLMDialect.allCases)
    func answersToEachDialectCompile(_ dialect: LLMDialect) throws {
        let schema = try #require(DialectRules.of(dialect).schema(in: dialect.document))
        var random = SchemaAnswer.Generator(state: 0xD1A1_EC7 &+ UInt64(dialect.rawValue.count))
        for _ in 0..<16 {
            var maker = SchemaAnswer(random: random)
            let answer = maker.answer(to: schema)
            random = maker.random
            #expect(SchemaAnswer.violations(of: answer, against: schema).isEmpty, "\(dialect)")
            let cleaned = SchemaAnswer.removingNulls(answer)
            let result = Compiler().compile(SourceFile(path: "answer.json", bytes: cleaned.serialized()))
            #expect(result.diagnostics.isEmpty, "\(dialect): \(result.diagnostics.map(\.message))")
            guard case .object(let routine) = cleaned else { continue }
            #expect(result.document?.sequence.cards.count == SchemaAnswer.authoredCount(routine["cards"]))
        }
    }

    /// Every dialect states what seqc checks beyond the schema.
    @Test(arguments: LLMDialect.allCases)
    func postConditionsAreInTheDescription(_ dialect: LLMDialect) {
        let text = dialect.text
        for fact in [
            "unique", "at most \(RoutineLimits.maxRuntimeCards) cards", "at most \(RepeatBlock.maxDepth) deep",
            "\(RoutineLimits.maxDurationSeconds)",
        ] {
            #expect(text.contains(fact), "\(dialect) does not say '\(fact)'")
        }
    }
}
