import SeqcCompiler

/// Checks a rule's examples: each triggering example must be reported exactly at its
/// markers, each non-triggering one not at all. Other rules' diagnostics are ignored.
public enum ExampleRunner {
    /// A place where an example and seqc disagree.
    public struct Mismatch: Sendable, CustomStringConvertible {
        public let rule: RuleID
        public let file: String
        public let expected: [SourcePosition]
        public let reported: [SourcePosition]

        public var description: String {
            "\(rule) in \(file): expected reports at \(expected.map(\.description)), seqc reported at \(reported.map(\.description))"
        }
    }

    /// Every disagreement in `rule`'s examples; empty when they all hold.
    public static func check(_ rule: RuleDefinition, rules: RuleRegistry = .standard) -> [Mismatch] {
        (rule.triggering + rule.nonTriggering).flatMap { check($0, of: rule.id, rules: rules) }
    }

    private static func check(_ example: RuleExample, of rule: RuleID, rules: RuleRegistry) -> [Mismatch] {
        let diagnostics = run(example, rules: rules).filter { $0.rule == rule }
        return example.files.compactMap { file in
            let expected = file.unmarked.positions
            let reported = diagnostics.filter { $0.file == file.name }.map(\.range.start)
            return expected == reported ? nil : Mismatch(rule: rule, file: file.name, expected: expected, reported: reported)
        }
    }

    /// What seqc reports for `example` with the default configuration.
    public static func run(_ example: RuleExample, rules: RuleRegistry = .standard) -> [Diagnostic] {
        switch example.subject {
        case .routines:
            let configuration = LintConfiguration(baseDirectory: "/")
            return LintRunner(rules: rules, configuration: configuration, jobs: 1).lint(sources: example.files.map(\.source)).diagnostics
        case .configuration:
            return example.files.flatMap { file in
                var reader = ConfigurationReader(file: file.source, baseDirectory: "/", rules: rules)
                return reader.read().1.sortedForPresentation()
            }
        }
    }
}
