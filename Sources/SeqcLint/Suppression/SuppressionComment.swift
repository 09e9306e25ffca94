import SeqcCompiler

/// A `# seqc:disable-…` comment: which rules it silences, and where.
struct SuppressionComment: Sendable {
    enum Directive: String, CaseIterable, Sendable {
        case disableNextLine = "disable-next-line"
        case disableLine = "disable-line"
        case disableFile = "disable-file"
    }

    /// One rule named in the comment, with where its name is written.
    struct Entry: Sendable {
        let rule: RuleID
        let range: SourceRange
    }

    let directive: Directive
    /// The line the comment is on.
    let line: Int
    let entries: [Entry]

    /// Whether the comment covers a diagnostic starting on `diagnosticLine`.
    func covers(line diagnosticLine: Int) -> Bool {
        switch directive {
        case .disableNextLine: diagnosticLine == line + 1
        case .disableLine: diagnosticLine == line
        case .disableFile: true
        }
    }
}
