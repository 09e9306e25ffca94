import SeqcCompiler

/// A check across the routines of one run, such as two routines with one id. It sees each
/// routine once, in the run's order, and keeps only what it needs from it, so a run of
/// any size never holds every routine at once.
public protocol RepositoryCheck: Sendable {
    /// The findings about `result`, given the routines seen before it.
    mutating func check(_ result: CompileResult) -> [Diagnostic]

    /// What a finding's note points into in `path`, a routine seen before and no longer
    /// kept: enough of its text for the note's snippet. Nil when the check keeps none.
    /// (Mutating, so a check may index what it keeps only once a note needs it.)
    mutating func source(of path: String) -> SourceFile?
}
