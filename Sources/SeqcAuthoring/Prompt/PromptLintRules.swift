import SeqcCompiler
import SeqcLint

/// The rules a routine can trip, read from the rule registry, so a new rule is taught
/// the moment it is registered.
enum PromptLintRules {
    /// Every rule a routine file can trip, in the registry's order: the compiler's, the
    /// lint rules over routines and across them, and lint's own about routine files (a
    /// suppression comment, two files' output names). Rules only a configuration file
    /// trips, as their examples show, are left out.
    static func rules(in registry: RuleRegistry = .standard) -> [RuleDefinition] {
        registry.all.filter(appliesToRoutines)
    }

    /// Whether a routine, rather than only a configuration file, can trip `rule`.
    static func appliesToRoutines(_ rule: RuleDefinition) -> Bool {
        switch rule.check {
        case .compiler, .routine, .repository: true
        case .linter: rule.triggering.isEmpty || rule.triggering.contains { $0.subject == .routines }
        }
    }

    /// One line: the id, its default severity and what it reports.
    static func line(_ rule: RuleDefinition) -> String {
        "`\(rule.id.rawValue)` (\(rule.defaultSeverity.rawValue)): \(rule.summary)"
    }
}
