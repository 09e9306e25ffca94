import Foundation
import SeqcCompiler
import SeqcModel
import Testing

@testable import SeqcLint

/// Every error says what to write instead: a help line or a fix-it. Walked over every
/// rule of the registry: each rule's triggering examples, and seeded mutations of them
/// (a value swapped for a hostile one, a line deleted, doubled or shifted, a key renamed),
/// checked as read and again after every fix, safe and unsafe, has been applied.
@Suite struct ErrorsNameTheirFixTests {
    /// Values a draft writes where another belongs.
    static let hostileValues = [
        "[]", "{}", "[a, b]", "{a: 1}", "-1", "1.5", "2,5", "99999999999999999999", "12-15", "30–45 s", "yes", "~", "\"\"",
        "five", "\"12\"", "8.0", "PT", "1:99", "*nowhere", "!!binary AAAA", "0", "'unclosed", "[open", "a: b: c", "1'30\"",
    ]

    static let keys: [String] = {
        var keys = Language.topLevelFields.map(\.name) + ["repeat", "rounds"]
        for spec in Language.kinds { keys += [spec.kind.rawValue] + spec.fields.map(\.name) }
        return keys + ["type", "name", "unit", "minutes", "steps", "sets", "durée"]
    }()

    static func mutated(_ text: String, _ random: inout SplitMix) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.count > 1 else { return text }
        let index = Int.random(in: 0..<(lines.count - 1), using: &random)
        let line = lines[index]
        switch Int.random(in: 0..<7, using: &random) {
        case 0, 1:
            // A value swapped: everything after the line's first `: `.
            if let colon = line.range(of: ": ") {
                lines[index] = String(line[..<colon.upperBound]) + hostileValues[Int.random(in: 0..<hostileValues.count, using: &random)]
            }
        case 2: lines.remove(at: index)
        case 3: lines.insert(line, at: index)
        case 4: lines[index] = String(repeating: " ", count: Int.random(in: 0...3, using: &random)) + line
        case 5:
            // A card written as another app's list or line of text.
            if let dash = line.range(of: "- "), let colon = line.range(of: ": ", range: dash.upperBound..<line.endIndex) {
                let title = line[colon.upperBound...]
                let shapes = ["[\(title), 45s]", "[\(title), 12]", "\(title) for 1 minute", "\"3 rounds: 10 \(title), 30s plank\""]
                lines[index] = String(line[..<dash.upperBound]) + shapes[Int.random(in: 0..<shapes.count, using: &random)]
            }
        default:
            if let colon = line.firstIndex(of: ":") {
                let indent = line.prefix { $0 == " " || $0 == "-" }
                lines[index] = String(indent) + keys[Int.random(in: 0..<keys.count, using: &random)] + String(line[colon...])
            }
        }
        return lines.joined(separator: "\n")
    }

    static func silentErrors(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { $0.severity == .error && $0.fixIts.isEmpty && ($0.help ?? "").allSatisfy(\.isWhitespace) }
    }

    @Test func everyErrorLeftHasAHelpLineOrAFix() {
        var random = SplitMix(state: 0x39_0401)
        let runner = LintRunner(rules: .standard, configuration: LintConfiguration(baseDirectory: "/"), jobs: 1)
        let engine = FixEngine(runner: runner, allowing: .unsafe)
        var seenRules: Set<RuleID> = []
        var reported: Set<String> = []
        for rule in RuleRegistry.standard.all {
            for example in rule.triggering where example.subject == .routines {
                for file in example.files {
                    let original = file.unmarked.text
                    for round in 0..<12 {
                        let text = round == 0 ? original : Self.mutated(original, &random)
                        let source = SourceFile(path: file.name, text: text)
                        let before = runner.lint(sources: [source]).diagnostics
                        let fixed = engine.fix(source).fixed
                        let after = runner.lint(sources: [fixed]).diagnostics
                        seenRules.formUnion((before + after).filter { $0.severity == .error }.map(\.rule))
                        for silent in Self.silentErrors(before) + Self.silentErrors(after)
                        where reported.insert("\(silent.rule) \(silent.message)").inserted {
                            Issue.record("\(silent.rule): \"\(silent.message)\" has no help and no fix, in:\n\(text)")
                        }
                    }
                }
            }
        }
        // The walk reaches the compiler's errors, not only the rule under test.
        #expect(seenRules.count >= 12, "only \(seenRules.sorted()) were reached")
    }
}
