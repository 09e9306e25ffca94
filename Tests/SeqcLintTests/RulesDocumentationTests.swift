import Foundation
import SeqcLint
import Testing

@Suite struct RulesDocumentationTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/rules.md")

    @Test func rulesReferenceIsUpToDate() throws {
        let checkedIn = try? String(contentsOf: Self.docs, encoding: .utf8)
        #expect(
            checkedIn == RuleDocumentation.markdown(),
            "docs/rules.md is stale; regenerate it with: \(RuleDocumentation.regenerateCommand)")
    }

    /// docs/rules.md as checked in has one section per rule defined in the sources, and
    /// the registry lists the same rules: three accounts, two of them independent of the
    /// registry, that must agree.
    @Test func everyRuleHasASection() {
        let defined = Set(RuleSources.definitions().map(\.id))
        let documented = RuleSources.documentedSections()
        #expect(defined.count >= 30, "found only \(defined.count) rule definitions under Sources/SeqcLint/Rules; has the folder moved?")
        #expect(Set(documented).count == documented.count, "docs/rules.md has a section twice: \(documented)")
        for id in defined.subtracting(documented).sorted() {
            Issue.record("docs/rules.md has no section '## \(id)'; regenerate it with: \(RuleDocumentation.regenerateCommand)")
        }
        for id in Set(documented).subtracting(defined).sorted() {
            Issue.record("docs/rules.md documents '\(id)', which no rule under Sources/SeqcLint/Rules defines")
        }
        #expect(Set(RuleRegistry.standard.all.map(\.id.rawValue)) == defined, "the registry and the rule files disagree")
    }
}
