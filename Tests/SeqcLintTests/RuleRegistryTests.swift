import Foundation
import SeqcCompiler
import SeqcLint
import Testing

@Suite struct RuleRegistryTests {
    /// The ids declared in the compiler's RuleID.swift: a rule added there without a
    /// definition here fails this test.
    static func compilerRuleIDs() throws -> [String] {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/SeqcCompiler/Diagnostics/RuleID.swift")
        let text = try String(contentsOf: source, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> String? in
            guard line.contains("static let"), line.contains(": RuleID = \""),
                let start = line.firstIndex(of: "\"")
            else { return nil }
            let rest = line[line.index(after: start)...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
    }

    @Test func everyCompilerRuleHasADefinition() throws {
        let ids = try Self.compilerRuleIDs()
        #expect(ids.count >= 20, "found only \(ids.count) rule ids in RuleID.swift; has the file moved?")
        for id in ids {
            #expect(
                RuleRegistry.standard[RuleID(id)] != nil, "rule '\(id)' has no RuleDefinition; add one in Sources/SeqcLint/Rules/Compile")
        }
    }

    @Test func everyRuleIsDocumentedAndShown() {
        for rule in RuleRegistry.standard.all {
            #expect(rule.id.rawValue.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(rule.id) is not kebab-case")
            #expect(!rule.summary.isEmpty && !rule.rationale.isEmpty, "\(rule.id) lacks a summary or rationale")
            #expect(!rule.triggering.isEmpty || rule.untestableReason != nil, "\(rule.id) has no triggering example and says not why")
            #expect(!rule.nonTriggering.isEmpty || rule.untestableReason != nil, "\(rule.id) has no non-triggering example")
        }
    }

    @Test func atLeastTenLintRulesWarnByDefault() {
        let lint = RuleRegistry.standard.all.filter { $0.check.stage == "lint" }
        #expect(lint.count >= 10)
        let errors = lint.filter { $0.defaultSeverity == .error }.map(\.id)
        // Certainly broken routines, and a bare number whose unit the routine's own words
        // contradict: building it would play one of two readings without a word.
        #expect(
            errors == [.duplicateRoutineID, .implausibleDuration],
            "only certainly broken routines and silent guesses are lint errors by default")
    }

    @Test func idsAreUnique() {
        let ids = RuleRegistry.standard.all.map(\.id)
        #expect(Set(ids).count == ids.count)
    }
}

/// A rule written in its own file but left out of ``RuleRegistry/standard`` would never
/// run and never be documented: each definition found in the sources must be registered.
@Suite struct RuleRegistrationTests {
    @Test func everyRuleFileIsRegistered() {
        let definitions = RuleSources.definitions()
        #expect(definitions.count >= 30, "found only \(definitions.count) rule definitions; has Sources/SeqcLint/Rules moved?")
        for definition in definitions {
            #expect(
                RuleRegistry.standard[RuleID(definition.id)] != nil,
                "\(definition.file) defines rule '\(definition.id)' but RuleRegistry.standard does not list it: add .\(definition.property) to Sources/SeqcLint/Rules/RuleRegistry.swift"
            )
        }
        #expect(
            RuleRegistry.standard.all.count == definitions.count,
            "the registry holds \(RuleRegistry.standard.all.count) rules, the sources define \(definitions.count)")
    }

}
