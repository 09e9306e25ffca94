import SeqcCompiler

/// What a configuration says about one rule: `off`, `warning` or `error`.
public enum RuleSetting: String, CaseIterable, Sendable {
    case off
    case warning
    case error

    /// The severity the rule reports with; nil when it is off.
    public var severity: Severity? {
        switch self {
        case .off: nil
        case .warning: .warning
        case .error: .error
        }
    }
}
