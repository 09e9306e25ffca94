import SeqcAuthoring
import SeqcCompiler
import SeqcModel
import Testing

/// A kind is a walk through known seams: every kind and every field must reach the
/// prompt, each schema and the templates, or this test names the one it missed.
@Suite struct KindCoverageTests {
    @Test(arguments: CardKind.allCases)
    func kindReachesEverySeam(_ kind: CardKind) throws {
        let spec = Language.spec(for: kind)
        let prompt = Prompt()
        let promptJSON = prompt.json.text

        #expect(prompt.markdown.contains("### `\(kind.rawValue)`"), "prompt Markdown lacks kind \(kind.rawValue)")
        let routineCard = try #require(definition(kind, in: Schema.routine), "routine schema lacks kind \(kind.rawValue)")
        let runtimeCard = try #require(definition(kind, in: Schema.runtime), "runtime schema lacks kind \(kind.rawValue)")
        let llmCard = try #require(llmCardSchema(kind), "llm schema lacks kind \(kind.rawValue)")
        let config = try #require(lookup(runtimeCard, "properties", "config", "properties"))
        #expect(Template.uses(kind), "no template has a \(kind.rawValue) card")

        for field in spec.fields {
            let seam = "\(kind.rawValue).\(field.name)"
            #expect(prompt.markdown.contains("| `\(field.name)` |"), "prompt Markdown lacks \(seam)")
            #expect(promptJSON.contains("\"name\": \"\(field.name)\""), "prompt JSON lacks \(seam)")
            #expect(lookup(routineCard, "properties")?[field.name] != nil, "routine schema lacks \(seam)")
            #expect(lookup(llmCard, "properties")?[field.name] != nil, "llm schema lacks \(seam)")
            if let runtimeName = field.runtimeName {
                #expect(config[runtimeName] != nil, "runtime schema lacks \(kind.rawValue) config \(runtimeName)")
            }
            #expect(Template.uses(field.name, in: kind), "no template writes \(seam)")
        }
    }

    @Test func topLevelFieldsReachEverySeam() {
        let markdown = Prompt().markdown
        for field in Language.topLevelFields {
            #expect(markdown.contains("| `\(field.name)` |"), "prompt Markdown lacks top-level \(field.name)")
            #expect(lookup(Schema.routine.value, "properties")?[field.name] != nil, "routine schema lacks \(field.name)")
            #expect(lookup(Schema.llm.value, "properties")?[field.name] != nil, "llm schema lacks \(field.name)")
        }
    }

    private func definition(_ kind: CardKind, in schema: Schema) -> JSONObject? {
        lookup(schema.value, "$defs", kind.rawValue)
    }

    private func llmCardSchema(_ kind: CardKind) -> JSONObject? {
        guard case .array(let cards)? = lookup(Schema.llm.value, "properties", "cards", "items")?["anyOf"] else { return nil }
        return cards.compactMap { lookup($0) }.first { lookup($0, "properties")?[kind.rawValue] != nil }
    }
}

/// Follows `path` through nested objects.
func lookup(_ value: JSONValue, _ path: String...) -> JSONObject? {
    var current = value
    for key in path {
        guard case .object(let members) = current, let next = members[key] else { return nil }
        current = next
    }
    guard case .object(let result) = current else { return nil }
    return result
}

func lookup(_ members: JSONObject, _ path: String...) -> JSONObject? {
    var current = JSONValue.object(members)
    for key in path {
        guard case .object(let inner) = current, let next = inner[key] else { return nil }
        current = next
    }
    guard case .object(let result) = current else { return nil }
    return result
}

extension Template {
    /// Whether some built-in template has a card of `kind`.
    static func uses(_ kind: CardKind) -> Bool {
        TemplateCatalog.all.contains { $0.cards().contains { $0.kind == kind } }
    }

    /// Whether some built-in template writes `field` on a card of `kind`.
    static func uses(_ field: String, in kind: CardKind) -> Bool {
        TemplateCatalog.all.contains { $0.cards().contains { $0.kind == kind && $0.keys.contains(field) } }
    }

    /// The cards of the template as kind and keys, read line by line: enough for our
    /// own block-style Examples.
    func cards() -> [(kind: CardKind, keys: Set<String>)] {
        var cards: [(kind: CardKind, keys: Set<String>)] = []
        for line in source.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard let colon = trimmed.firstIndex(of: ":") else { continue }
            if trimmed.hasPrefix("- "), let kind = CardKind(rawValue: String(trimmed.dropFirst(2)[..<colon])) {
                cards.append((kind, []))
            } else if line.hasPrefix("    "), !cards.isEmpty {
                cards[cards.count - 1].keys.insert(String(trimmed[..<colon]))
            }
        }
        return cards
    }
}
