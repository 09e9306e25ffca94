import SeqcCompiler

/// Reads a `.seqc.yml` with the same YAML layer as routines, so every problem has a
/// position, and reports each one as `invalid-configuration` (or the YAML rule that found it).
struct ConfigurationReader {
    let file: SourceFile
    let baseDirectory: String
    let rules: RuleRegistry
    private var diagnostics: [Diagnostic] = []

    init(file: SourceFile, baseDirectory: String, rules: RuleRegistry) {
        self.file = file
        self.baseDirectory = baseDirectory
        self.rules = rules
    }

    static let topLevelKeys = ["rules", "exclude", "documentation-url"]

    mutating func read() -> (LintConfiguration, [Diagnostic]) {
        var configuration = LintConfiguration(baseDirectory: baseDirectory)
        let composed = composeYAML(file)
        diagnostics = composed.diagnostics
        guard let root = composed.root, !root.isNull else { return (configuration, diagnostics) }
        guard case .mapping(let pairs) = root.content else {
            problem(at: root.range, "a configuration must be a mapping with 'rules' and 'exclude', not \(root.shapeDescription)")
            return (configuration, diagnostics)
        }
        for pair in uniquePairs(pairs, owner: "the configuration") {
            switch pair.key.scalar {
            case "rules": configuration.rules = readRules(pair.value)
            case "exclude": configuration.exclude = readExclude(pair.value)
            case "documentation-url": configuration.documentationURL = readDocumentationURL(pair.value)
            case let key:
                let name = key ?? pair.key.shapeDescription
                problem(
                    at: pair.key.range, "unknown key '\(name)' in the configuration",
                    help: suggestion(for: name, among: Self.topLevelKeys)
                        ?? "the configuration takes: \(Self.topLevelKeys.joined(separator: ", "))")
            }
        }
        return (configuration, diagnostics)
    }

    private mutating func readRules(_ node: YAMLNode) -> [RuleID: RuleSetting] {
        if node.isNull { return [:] }
        guard case .mapping(let pairs) = node.content else {
            problem(
                at: node.range, "'rules' must be a mapping of rule ids to off, warning or error, not \(node.shapeDescription)",
                help: "for example:\n  rules:\n    title-too-long: off")
            return [:]
        }
        var settings: [RuleID: RuleSetting] = [:]
        for pair in uniquePairs(pairs, owner: "'rules'") {
            guard let name = pair.key.scalar else { continue }
            guard let rule = rules[RuleID(name)] else {
                problem(
                    at: pair.key.range, "unknown rule '\(name)'",
                    help: suggestion(for: name, among: rules.all.map(\.id.rawValue)) ?? "`seqc rules` lists every rule")
                continue
            }
            let settingNames = RuleSetting.allCases.map(\.rawValue)
            guard let text = pair.value.scalar, let setting = RuleSetting(rawValue: text) else {
                let found = pair.value.scalar.map { "'\($0)'" } ?? pair.value.shapeDescription
                problem(
                    at: pair.value.range, "a rule's setting must be off, warning or error; found \(found)",
                    help: pair.value.scalar.flatMap { suggestion(for: $0, among: settingNames) })
                continue
            }
            guard rule.isAdjustable else {
                // Lint agrees with build: the setting could not change what build does.
                problem(
                    at: pair.key.range, "'\(name)' stops `seqc build`, so it cannot be changed; this setting is ignored",
                    severity: .warning)
                continue
            }
            settings[rule.id] = setting
        }
        return settings
    }

    private mutating func readExclude(_ node: YAMLNode) -> [GlobPattern] {
        if node.isNull { return [] }
        guard case .sequence(let items) = node.content else {
            problem(
                at: node.range, "'exclude' must be a list of path patterns, not \(node.shapeDescription)",
                help: "for example:\n  exclude:\n    - drafts/**")
            return []
        }
        return items.compactMap { item in
            guard let text = item.scalar, !item.isNull, !text.isEmpty else {
                problem(at: item.range, "each 'exclude' pattern must be non-empty text, not \(item.shapeDescription)")
                return nil
            }
            return GlobPattern(text)
        }
    }

    private mutating func readDocumentationURL(_ node: YAMLNode) -> String? {
        if node.isNull { return nil }
        guard let text = node.scalar else {
            problem(
                at: node.range, "'documentation-url' must be a URL, not \(node.shapeDescription)",
                help: "for example:\n  documentation-url: https://example.com/seqc/rules.md")
            return nil
        }
        if let why = DocumentationURL.problem(with: text) {
            problem(at: node.range, why, help: "for example:\n  documentation-url: https://example.com/seqc/rules.md")
            return nil
        }
        return text
    }

    /// The pairs of a mapping, each key once; repeats and non-text keys are reported.
    private mutating func uniquePairs(_ pairs: YAMLNode.Pairs, owner: String) -> [YAMLPair] {
        var seen: [String: SourceRange] = [:]
        return pairs.filter { pair in
            guard let key = pair.key.scalar else {
                problem(at: pair.key.range, "a key in \(owner) must be text, not \(pair.key.shapeDescription)")
                return false
            }
            if let first = seen[key] {
                problem(
                    at: pair.key.range, "'\(key)' appears twice in \(owner)",
                    notes: [DiagnosticNote(file: file.path, range: first, message: "'\(key)' first appears here")])
                return false
            }
            seen[key] = pair.key.range
            return true
        }
    }

    private func suggestion(for word: String, among candidates: [String]) -> String? {
        Suggestion.closest(to: word, among: candidates).map { "did you mean '\($0)'?" }
    }

    private mutating func problem(
        at range: SourceRange, _ message: String, help: String? = nil, notes: [DiagnosticNote] = [], severity: Severity = .error
    ) {
        diagnostics.append(
            Diagnostic(
                file: file.path, range: range, severity: severity, rule: .invalidConfiguration,
                message: message, help: help, notes: notes))
    }
}
