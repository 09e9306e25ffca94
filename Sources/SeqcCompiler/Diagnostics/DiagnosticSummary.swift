/// Counts of diagnostics, as every output format's summary reports them.
public struct DiagnosticSummary: Hashable, Sendable {
    public var files: Int
    public var errors: Int
    public var warnings: Int

    public init(files: Int, diagnostics: [Diagnostic]) {
        self.files = files
        self.errors = diagnostics.count { $0.severity == .error }
        self.warnings = diagnostics.count { $0.severity == .warning }
    }
}

extension Array where Element == Diagnostic {
    /// Sorted in presentation order with exact repeats removed (an aliased node read
    /// twice reports its problem once).
    public func sortedForPresentation() -> [Diagnostic] {
        // Already strictly in order (a file's own, or files handed over in order): then
        // nothing moves and no two are alike, and one pass tells it.
        if indices.dropFirst().allSatisfy({ Diagnostic.presentationOrder(self[$0 - 1], self[$0]) }) { return self }
        let sorted = sorted(by: Diagnostic.presentationOrder)
        // A file has a few diagnostics: comparing them costs less than hashing each whole
        // (its texts, notes and fixes); a table takes over for many.
        guard sorted.count > 32 else {
            var kept: [Diagnostic] = []
            kept.reserveCapacity(sorted.count)
            for diagnostic in sorted where !kept.contains(diagnostic) { kept.append(diagnostic) }
            return kept
        }
        var seen = Set<Diagnostic>()
        return sorted.filter { seen.insert($0).inserted }
    }

    /// `found` made errors here whatever configuration and suppressions made of them:
    /// the same diagnostic (rule, file and range) raised to an error, or added as one.
    /// For a build, where two routines with one id would write one output.
    package mutating func keepAsErrors(_ found: [Diagnostic]) {
        for finding in found {
            let same = { (other: Diagnostic) in other.rule == finding.rule && other.file == finding.file && other.range == finding.range }
            if let index = firstIndex(where: same) {
                self[index].severity = .error
            } else {
                var kept = finding
                kept.severity = .error
                append(kept)
            }
        }
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Every warning raised to an error, as `--strict` asks.
    public func strict() -> [Diagnostic] {
        map { diagnostic in
            var raised = diagnostic
            if raised.severity == .warning { raised.severity = .error }
            return raised
        }
    }
}
