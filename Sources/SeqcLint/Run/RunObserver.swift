import SeqcCompiler

/// Watches the routines of a run for something made at its end (a `--summary`): ``row(_:)``
/// on the worker that compiled a file, while its routine is still there, and
/// ``add(_:diagnostics:)`` on the thread that reports, in input order. The linter knows
/// nothing of what is made; the caller brings it.
package protocol RunObserver: SendableMetatype {
    /// What is kept of one routine; small, since a run keeps one for each.
    associatedtype Row: Sendable
    /// The row for a compiled file.
    static func row(_ result: CompileResult) -> Row
    /// Adds a routine's row and the diagnostics reported for it.
    mutating func add(_ row: Row, diagnostics: [Diagnostic])
    /// Adds diagnostics that belong to no routine (a configuration's).
    mutating func add(leading diagnostics: [Diagnostic])
}

/// The observer of a run nobody watches.
package struct NoRunObserver: RunObserver {
    package static func row(_ result: CompileResult) {}
    package mutating func add(_ row: Void, diagnostics: [Diagnostic]) {}
    package mutating func add(leading diagnostics: [Diagnostic]) {}
}
