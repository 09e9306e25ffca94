import SeqcCompiler

/// The commented `.seqc.yaml` `seqc init` writes: every rule a configuration may change,
/// at its default and commented out, and an `exclude` example. Made from the registry, so
/// a new rule is in it without an edit here; it reads back as the defaults.
public enum StarterConfiguration {
    /// The file's text for `rules`.
    public static func text(rules: RuleRegistry = .standard) -> String {
        let adjustable = rules.all.filter(\.isAdjustable)
        let width = adjustable.map { $0.id.rawValue.count }.max() ?? 0
        var lines = [
            "# seqc's configuration for the routines in this folder and the folders below it.",
            "# seqc reads the nearest .seqc.yaml or .seqc.yml above each routine (up to the",
            "# folder holding .git). `seqc rules` lists every rule; `seqc explain RULE` explains one.",
            "rules:",
            "  # Each rule is off, warning or error. These are the defaults: uncomment a line to",
            "  # change it. Rules that stop `seqc build` are always errors and are not listed.",
        ]
        for rule in adjustable {
            let padding = String(repeating: " ", count: width - rule.id.rawValue.count)
            lines.append("  # \(rule.id.rawValue): \(rule.defaultSeverity.rawValue)\(padding)  # \(rule.summary)")
        }
        lines += [
            "exclude:",
            "  # Globs, relative to this file, of routines seqc leaves alone, even when named.",
            "  # - drafts/**",
            "",
        ]
        return lines.joined(separator: "\n")
    }
}
