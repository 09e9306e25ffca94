import SeqcCompiler

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension RuleDefinition {
    /// This rule as SARIF's rule table shows it.
    public var sarifRule: SARIFRule {
        SARIFRule(
            id: id, name: name, summary: summary, rationale: rationale,
            helpText: rationale + "\n\n" + RuleDocumentation.howToConfigure(self),
            helpMarkdown: RuleDocumentation.markdownSection(self, headingLevel: 2),
            defaultSeverity: defaultSeverity, tags: [check.stage])
    }
}

extension SARIFRenderer {
    /// The SARIF log for `diagnostics`, with every rule of `rules` in the driver.
    public static func render(_ diagnostics: [Diagnostic], rules: RuleRegistry = .standard) throws -> Data {
        try render(diagnostics, rules: rules.all.map(\.sarifRule))
    }
}

extension SARIFDocument {
    /// A SARIF log written a result at a time, with every rule of `rules` in the driver.
    public convenience init(rules: RuleRegistry = .standard) {
        self.init(rules: rules.all.map(\.sarifRule))
    }
}
