import SeqcCompiler

/// A `.seqc.yml`: rule settings and paths to leave out.
public struct LintConfiguration: Sendable {
    /// Each configured rule's setting; rules not listed keep their default severity.
    public var rules: [RuleID: RuleSetting]
    /// Files to skip, matched against paths relative to ``baseDirectory``.
    public var exclude: [GlobPattern] {
        didSet { excludeSet = GlobSet(exclude) }
    }
    /// `exclude`, compiled once for every path a run asks about.
    private var excludeSet: GlobSet
    /// The absolute directory the configuration file is in (the working directory for
    /// the default configuration).
    public var baseDirectory: String
    /// Where rule ids link in an editor (`<url>#<rule-id>`), from `documentation-url:`;
    /// checked by ``DocumentationURL``. Nil when not configured.
    public var documentationURL: String?

    /// A configuration; the defaults when only `baseDirectory` is given.
    public init(rules: [RuleID: RuleSetting] = [:], exclude: [GlobPattern] = [], baseDirectory: String) {
        self.rules = rules
        self.exclude = exclude
        excludeSet = GlobSet(exclude)
        self.baseDirectory = baseDirectory
    }

    /// The severity `rule` reports with here; nil when it is off. Only adjustable rules
    /// can be changed: a compile error stays an error.
    public func severity(of rule: RuleDefinition) -> Severity? {
        guard rule.isAdjustable, let setting = rules[rule.id] else { return rule.defaultSeverity }
        return setting.severity
    }

    /// Whether `path` (as given, relative to the working directory or absolute) is excluded.
    public func isExcluded(_ path: String, workingDirectory: String) -> Bool {
        exclusion(of: path, workingDirectory: workingDirectory) != nil
    }

    /// The first pattern that excludes `path`; nil when none does.
    public func exclusion(of path: String, workingDirectory: String) -> GlobPattern? {
        guard !exclude.isEmpty, path != "-" else { return nil }
        let absolute = FilePath.normalized(path.hasPrefix("/") ? path : workingDirectory + "/" + path)
        let base = FilePath.normalized(baseDirectory)
        let prefix = base == "/" ? "/" : base + "/"
        guard absolute.hasPrefix(prefix) else { return nil }
        let relative = String(absolute.dropFirst(prefix.count))
        return excludeSet.firstMatch(relative)
    }
}
