import Foundation
import SeqcLint
import Testing

@Suite struct RulesDocumentationTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/rules.md")

    @Test func rulesReferenceIsUpToDate() throws {
        let checkedIn = try? String(contentsOf: Self.docs, encoding: .utf8)
        #expect(checkedIn == RuleDocumentation.markdown(),
                "docs/rules.md is stale; regenerate it with: \(RuleDocumentation.regenerateCommand)")
    }

    @Test func everyRuleHasASection() {
        let markdown = RuleDocumentation.markdown()
        for rule in RuleRegistry.standard.all {
            #expect(markdown.contains("\n## \(rule.id)\n"))
        }
    }
}
