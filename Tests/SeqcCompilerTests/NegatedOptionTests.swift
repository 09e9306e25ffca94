import Testing

@testable import SeqcCompiler
@testable import SeqcModel

/// Every yes/no field of every kind, named through a negation in any style and language
/// (`skip_last_rest: true`, `omit final rest: yes`, `letzte Pause weglassen: true`), gets
/// one unsafe fix to the field with the value inverted, and the fixed card builds as the
/// field written plainly would. Generated from the descriptors with a fixed seed.
struct NegatedOptionTests {
    private static let before = ["skip", "omit", "no", "without", "disable", "ohne", "kein", "sans", "sin"]
    private static let after = ["weglassen", "auslassen", "off", "disabled"]

    /// `name` (camelCase or one word) cut into its lower-case words.
    private static func words(_ name: String) -> [String] {
        var words: [String] = []
        for character in name {
            if character.isUppercase || words.isEmpty { words.append("") }
            words[words.count - 1].append(Character(character.lowercased()))
        }
        return words
    }

    /// `words` joined in one of the styles keys are written in.
    private static func styled(_ words: [String], style: Int) -> String {
        switch style % 4 {
        case 0: words.joined(separator: "_")
        case 1: words.first! + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        case 2: words.joined(separator: " ")
        default: words.joined(separator: "-")
        }
    }

    /// The kind's example card under `cards:`, with `extra` as one more line of it.
    private static func routine(_ spec: KindSpec, extra: String) -> String {
        let card = spec.example.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
        return "title: T\ncards:\n\(card)\n    \(extra)\n"
    }

    /// A step that waits for the person (`waitForTap: true`, `manual_advance: yes`,
    /// `weiter manuell: true`) is `autoComplete` inverted, on every kind that has it.
    @Test func waitingForThePersonIsAutoCompleteInverted() throws {
        var random = SplitMix64(state: 0x5EC_0142)
        let kinds = Language.kinds.filter { $0.fields.contains { $0.name == "autoComplete" } }
        #expect(kinds.count >= 2)
        let heads = [["manual"], ["wait", "for"], ["wait", "until"], ["requires"], ["require"], ["manuell"], ["attendre"]]
        let tails = [[], ["advance"], ["tap"], ["user"], ["click"], ["confirmation"], ["next"], ["input"]]
        for _ in 0..<120 {
            let kind = kinds.randomElement(using: &random)!
            let parts = heads.randomElement(using: &random)! + tails.randomElement(using: &random)!
            let suffixed = Bool.random(using: &random) && parts == ["manual"]
            let key = Self.styled(suffixed ? ["advance", "manually"] : parts, style: Int.random(in: 0..<4, using: &random))
            let value = Bool.random(using: &random)
            let text = Self.routine(kind, extra: "\(key): \(value ? "yes" : "false")")
            let result = compile(text)
            let diagnostic = try #require(result.diagnostics.first { $0.rule == .unknownKey }, "\(text)")
            #expect(diagnostic.fixIts.map(\.replacement) == ["autoComplete", "\(!value)"], "\(text)")
            #expect(diagnostic.fixIts.allSatisfy { $0.safety == .unsafe }, "\(text)")
            let fixed = compile(applying(diagnostic, to: text))
            #expect(fixed.diagnostics.isEmpty, "\(text) → \(fixed.diagnostics)")
        }
    }

    @Test func negatedNamesOfEveryYesNoFieldAreFixedToTheFieldInverted() throws {
        var random = SplitMix64(state: 0x5EC_0199)
        let options = Language.kinds.flatMap { kind in kind.fields.filter { $0.type == .boolean }.map { (kind, $0) } }
        #expect(!options.isEmpty)
        for _ in 0..<300 {
            let (kind, field) = options.randomElement(using: &random)!
            let name = ([field.name] + field.synonyms).randomElement(using: &random)!
            let negatesBefore = Bool.random(using: &random)
            let negation = (negatesBefore ? Self.before : Self.after).randomElement(using: &random)!
            let parts = negatesBefore ? [negation] + Self.words(name) : Self.words(name) + [negation]
            let key = Self.styled(parts, style: Int.random(in: 0..<4, using: &random))
            let value = Bool.random(using: &random)
            let written = [value ? "true" : "false", value ? "yes" : "no", value ? "'true'" : "'false'"].randomElement(using: &random)!
            let text = Self.routine(kind, extra: "\(key): \(written)")
            let result = compile(text)
            #expect(result.document == nil, "a negated option built as written: \(text)")
            let diagnostic = try #require(result.diagnostics.first { $0.rule == .unknownKey }, "\(text)")
            #expect(diagnostic.fixIts.count == 2 && diagnostic.fixIts.allSatisfy { $0.safety == .unsafe }, "\(text)")
            let fixed = compile(applying(diagnostic, to: text))
            let plain = compile(Self.routine(kind, extra: "\(field.name): \(!value)"))
            #expect(fixed.diagnostics.isEmpty, "\(text)")
            #expect(
                plain.document != nil && fixed.document?.sequence.cards.map(\.content) == plain.document?.sequence.cards.map(\.content),
                "\(text)")
        }
    }

    @Test(arguments: ["skip_rest", "no_rounds", "omit_work", "notes", "no", "skip"])
    func negationsOfNoYesNoFieldAreNotReadAsOne(_ key: String) throws {
        let text = "title: T\ncards:\n  - interval: I\n    work: 20s\n    rest: 10s\n    rounds: 3\n    \(key): true\n"
        let diagnostic = try #require(compile(text).diagnostics.first { $0.rule == .unknownKey })
        #expect(!(diagnostic.help ?? "").contains("negated"), "\(key): \(diagnostic.help ?? "")")
    }
}
