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
        var seen = Set<Diagnostic>()
        return sorted(by: Diagnostic.presentationOrder).filter { seen.insert($0).inserted }
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
