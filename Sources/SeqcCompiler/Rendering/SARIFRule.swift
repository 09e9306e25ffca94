/// What SARIF's rule table says about one rule: its ids, its text and its default level.
/// The rule registry makes these; the renderer only lays them out.
public struct SARIFRule: Sendable {
    /// The stable id, e.g. `unknown-kind`.
    public let id: RuleID
    /// The id in PascalCase, e.g. `UnknownKind`.
    public let name: String
    /// One line: what the rule reports.
    public let summary: String
    /// Why it matters.
    public let rationale: String
    /// The full help, as plain text and as Markdown.
    public let helpText: String
    public let helpMarkdown: String
    public let defaultSeverity: Severity
    /// The rule's stage, e.g. `compile` or `lint`.
    public let tags: [String]

    public init(
        id: RuleID, name: String, summary: String, rationale: String, helpText: String, helpMarkdown: String,
        defaultSeverity: Severity, tags: [String]
    ) {
        self.id = id
        self.name = name
        self.summary = summary
        self.rationale = rationale
        self.helpText = helpText
        self.helpMarkdown = helpMarkdown
        self.defaultSeverity = defaultSeverity
        self.tags = tags
    }
}
