import SeqcAuthoring
import SeqcCompiler
import SeqcLint
import SeqcModel
import Testing

/// What `seqc prompt --format json` states about fields and limits, checked against the
/// compiler: each stated bound is compiled at and past its edge, each type with a value
/// of that type, each required field by leaving it out. The facts are read from the
/// prompt, never from the descriptors, so a wrong fact fails here.
@Suite struct PromptFactsTests {
    static let prompt = Prompt().json

    /// Every place a field sits, with the routine that holds a value there.
    @Test func everyFieldsStatedBoundsAndTypeAreTheCompilers() throws {
        var checked = 0
        for place in try PromptFacts.places(Self.prompt) {
            for field in place.fields {
                try PromptFacts.checkField(field, at: place)
                checked += 1
            }
        }
        #expect(checked > CardKind.allCases.count)
    }

    /// The limits: the last count that fits compiles, one more is an error.
    @Test func statedLimitsAreTheCompilers() throws {
        let limits = try #require(lookup(Self.prompt, "limits"))
        let countdown: JSONValue = ["countdown": "Hold", "duration": 5]
        let cards = try #require(limits["maxRuntimeCards"]?.intValue)
        let atCards = PromptFacts.compile(["title": "Many", "cards": .array(Array(repeating: countdown, count: cards))])
        #expect(atCards.errors.isEmpty, "\(atCards.errors)")
        let pastCards = PromptFacts.compile(["title": "Many", "cards": .array(Array(repeating: countdown, count: cards + 1))])
        #expect(pastCards.errors.contains(.tooManyCards))
        let depth = try #require(limits["maxRepeatDepth"]?.intValue)
        let nested = { (levels: Int) -> JSONValue in
            (0..<levels).reduce(countdown) { inner, level in ["repeat": .string("Level \(level)"), "rounds": 2, "cards": [inner]] }
        }
        #expect(PromptFacts.compile(["title": "Deep", "cards": [nested(depth)]]).errors.isEmpty)
        #expect(!PromptFacts.compile(["title": "Deep", "cards": [nested(depth + 1)]]).errors.isEmpty)
        let slug = try #require(limits["maxSlugLength"]?.intValue)
        #expect(
            PromptFacts.compile(["id": .string(String(repeating: "a", count: slug)), "title": "Slug", "cards": [countdown]]).errors.isEmpty)
        #expect(
            !PromptFacts.compile(["id": .string(String(repeating: "a", count: slug + 1)), "title": "Slug", "cards": [countdown]]).errors
                .isEmpty)
    }

    /// The prompt's block example is a routine that compiles cleanly, and is the one both forms show.
    @Test func theRepeatExampleCompiles() throws {
        let result = Compiler().compile(SourceFile(path: "circuit.routine.yaml", text: Prompt.repeatExample))
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect((result.document?.sequence.cards.count ?? 0) > 2)
        #expect(Prompt().markdown.contains(Prompt.repeatExample))
        #expect(lookup(Self.prompt, "repeatBlock")?["example"] == .string(Prompt.repeatExample))
    }

    /// Every rule a routine can trip is one line of the prompt, in both forms; a rule left
    /// out is one only a configuration file trips (all its triggering examples are one).
    @Test func everyRuleARoutineCanTripIsListed() throws {
        let markdown = Prompt().markdown
        guard case .array(let listed)? = lookup(Self.prompt)?["lintRules"] else {
            Issue.record("the JSON prompt has no lintRules")
            return
        }
        let listedIDs = Set(listed.compactMap { lookup($0)?["id"]?.stringValue })
        for rule in RuleRegistry.standard.all {
            let line = "- `\(rule.id.rawValue)` (\(rule.defaultSeverity.rawValue)): \(rule.summary)\n"
            if listedIDs.contains(rule.id.rawValue) {
                #expect(markdown.contains(line), "\(rule.id) is not a line of the Markdown prompt")
                continue
            }
            #expect(!markdown.contains("`\(rule.id.rawValue)`"), "\(rule.id) is in the Markdown but not the JSON")
            let onlyConfiguration = !rule.triggering.isEmpty && rule.triggering.allSatisfy { $0.subject == .configuration }
            #expect(
                onlyConfiguration, "\(rule.id) (\(rule.triggering.map(\.subject))) can be tripped by a routine but the prompt leaves it out"
            )
        }
        #expect(listedIDs.count > RuleRegistry.standard.all.count / 2)
    }
}

extension JSONValue {
    var intValue: Int? { if case .int(let value) = self { value } else { nil } }
    var stringValue: String? { if case .string(let value) = self { value } else { nil } }
}

func lookup(_ value: JSONValue?) -> JSONObject? {
    if case .object(let object)? = value { return object }
    return nil
}
