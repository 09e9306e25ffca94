import SeqcCompiler

/// One rule, described once. The docs, `seqc rules`, `seqc explain`, SARIF's rule table,
/// configuration checking and the example tests all read this value.
public struct RuleDefinition: Sendable {
    /// The stable, kebab-case id users configure and suppress.
    public var id: RuleID { described.id }
    /// The severity before configuration and `--strict`.
    public var defaultSeverity: Severity { described.defaultSeverity }
    /// One line: what the rule reports.
    public var summary: String { described.summary }
    /// Why it matters to someone writing routines.
    public var rationale: String { described.rationale }
    /// Sources the rule reports, each flagged place marked with ``RuleExample/marker``.
    public var triggering: [RuleExample] { described.triggering }
    /// Sources the rule must stay silent on.
    public var nonTriggering: [RuleExample] { described.nonTriggering }
    /// Why the rule has no triggering example, when no source can show it.
    public var untestableReason: String? { described.untestableReason }
    /// What reports it.
    public var check: RuleCheck { described.check }

    /// The rule's parts, shared: every file of every run goes through the rules, and
    /// copying one with its texts and examples (a retain for each) cost more than some
    /// rules' own checks. A copy of the rule is one reference.
    private final class Described: Sendable {
        let id: RuleID
        let defaultSeverity: Severity
        let summary: String
        let rationale: String
        let triggering: [RuleExample]
        let nonTriggering: [RuleExample]
        let untestableReason: String?
        let check: RuleCheck

        init(
            id: RuleID, defaultSeverity: Severity, summary: String, rationale: String, triggering: [RuleExample],
            nonTriggering: [RuleExample], untestableReason: String?, check: RuleCheck
        ) {
            self.id = id
            self.defaultSeverity = defaultSeverity
            self.summary = summary
            self.rationale = rationale
            self.triggering = triggering
            self.nonTriggering = nonTriggering
            self.untestableReason = untestableReason
            self.check = check
        }
    }

    private let described: Described

    /// A rule; give `untestableReason` only when no source can trigger it.
    public init(
        id: RuleID, defaultSeverity: Severity, summary: String, rationale: String,
        triggering: [RuleExample], nonTriggering: [RuleExample] = [], untestableReason: String? = nil,
        check: RuleCheck
    ) {
        described = Described(
            id: id, defaultSeverity: defaultSeverity, summary: summary, rationale: rationale, triggering: triggering,
            nonTriggering: nonTriggering, untestableReason: untestableReason, check: check)
    }

    /// Whether an error of this rule makes `seqc build` fail whatever configuration,
    /// suppression comments or a baseline say: a compile error (the routine does not
    /// build), an error of lint's own (the configuration is refused), or a finding across
    /// routines (their outputs would collide, so a build keeps it an error). `seqc lint`
    /// holds such a rule to the same, so that lint never passes what build refuses.
    public var stopsBuild: Bool {
        switch check {
        case .compiler, .linter: defaultSeverity == .error
        case .repository: true
        case .routine: false
        }
    }

    /// Whether configuration, suppression comments and a baseline may change or silence
    /// the rule: every rule but those that stop a build (``stopsBuild``).
    public var isAdjustable: Bool { !stopsBuild }

    /// The id in PascalCase (`UnknownKind`), as SARIF's `name` expects.
    public var name: String {
        id.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

/// What reports a rule's diagnostics.
public enum RuleCheck: Sendable {
    /// The compiler, while reading a file; the definition documents it.
    case compiler
    /// A check over one routine that compiled.
    case routine(@Sendable (RoutineContext) -> [Finding])
    /// A check across the routines of a run: each run makes a new ``RepositoryCheck`` and
    /// feeds it every routine, one at a time, in the run's order.
    case repository(@Sendable () -> any RepositoryCheck)
    /// `seqc lint` itself: configuration and suppression comments.
    case linter

    /// A short word for listings: compiler, lint, linter.
    public var stage: String {
        switch self {
        case .compiler: "compiler"
        case .routine, .repository: "lint"
        case .linter: "linter"
        }
    }
}
