/// Gathers the diagnostics of one file as a reader walks it.
struct DiagnosticCollector {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    mutating func report(
        _ severity: Severity, _ rule: RuleID, at range: SourceRange, _ message: String,
        help: String? = nil, notes: [(SourceRange, String)] = [], fixIts: [FixIt] = []
    ) {
        diagnostics.append(
            Diagnostic(
                file: file, range: range, severity: severity, rule: rule, message: message, help: help,
                notes: notes.map { DiagnosticNote(file: file, range: $0.0, message: $0.1) }, fixIts: fixIts
            ))
    }

    mutating func error(
        _ rule: RuleID, at range: SourceRange, _ message: String,
        help: String? = nil, notes: [(SourceRange, String)] = [], fixIts: [FixIt] = []
    ) {
        report(.error, rule, at: range, message, help: help, notes: notes, fixIts: fixIts)
    }

    mutating func warning(
        _ rule: RuleID, at range: SourceRange, _ message: String,
        help: String? = nil, notes: [(SourceRange, String)] = [], fixIts: [FixIt] = []
    ) {
        report(.warning, rule, at: range, message, help: help, notes: notes, fixIts: fixIts)
    }

    /// Takes back the diagnostic of `rule` at `range`: a later reading found it to be one
    /// mistake with another, reported once.
    mutating func withdraw(_ rule: RuleID, at range: SourceRange) {
        if let index = diagnostics.lastIndex(where: { $0.rule == rule && $0.range == range }) { diagnostics.remove(at: index) }
    }

    var hasErrors: Bool { diagnostics.hasErrors }
}
