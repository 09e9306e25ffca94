import SeqcCompiler

/// Applies one file's suppression comments to its diagnostics and reports every named
/// rule that silenced nothing as `unused-suppression`.
struct SuppressionFilter {
    let rules: RuleRegistry
    let configuration: LintConfiguration

    /// `compiled` says whether the routine compiled: when it did not, the routine rules
    /// did not run, so their suppressions are not reported as unused.
    func apply(_ scan: SuppressionScanner.Scan, to diagnostics: [Diagnostic], file: String, compiled: Bool) -> [Diagnostic] {
        guard !scan.comments.isEmpty || !scan.problems.isEmpty else { return diagnostics }
        var kept = diagnostics
        var unused: [Finding] = scan.problems.map { Finding(at: $0.range, $0.message, help: $0.help) }
        for comment in scan.comments {
            for entry in comment.entries {
                guard let rule = rules[entry.rule] else {
                    unused.append(
                        Finding(
                            at: entry.range, "unknown rule '\(entry.rule)' in a suppression",
                            help: Suggestion.closest(to: entry.rule.rawValue, among: rules.all.map(\.id.rawValue))
                                .map { "did you mean '\($0)'?" } ?? "`seqc rules` lists every rule"))
                    continue
                }
                guard rule.isAdjustable, rule.id != .unusedSuppression else {
                    unused.append(Finding(at: entry.range, "'\(rule.id)' cannot be suppressed: \(Self.reason(rule))"))
                    continue
                }
                // A rule the configuration turns off reports nothing to suppress here, but may elsewhere.
                guard configuration.severity(of: rule) != nil else { continue }
                let before = kept.count
                kept.removeAll { $0.rule == rule.id && comment.covers(line: $0.range.start.line) }
                if kept.count == before, compiled || !rule.isRoutineRule {
                    unused.append(
                        Finding(
                            at: entry.range, "this suppression of '\(rule.id)' silences nothing",
                            help: "remove it, or move it to the line it was meant for"))
                }
            }
        }
        guard let rule = rules[.unusedSuppression], let severity = configuration.severity(of: rule) else { return kept }
        return kept
            + unused.map {
                Diagnostic(file: file, range: $0.range, severity: severity, rule: .unusedSuppression, message: $0.message, help: $0.help)
            }
    }

    private static func reason(_ rule: RuleDefinition) -> String {
        rule.id == .unusedSuppression
            ? "turn it off in the configuration instead"
            : "it is an error that stops `seqc build`"
    }
}

extension RuleDefinition {
    var isRoutineRule: Bool {
        if case .routine = check { true } else { false }
    }
}
