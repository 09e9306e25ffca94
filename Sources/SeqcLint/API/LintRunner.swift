import SeqcCompiler

/// Checks routine files without writing anything.
public struct LintRunner: Sendable {
    public var compiler: Compiler
    /// Warnings count as errors.
    public var strict: Bool

    public init(compiler: Compiler = Compiler(), strict: Bool = false) {
        self.compiler = compiler
        self.strict = strict
    }

    /// What a lint run found.
    public struct Outcome: Sendable {
        public let results: [CompileResult]
        /// Every diagnostic, `--strict` applied, ordered by file, line and column.
        public let diagnostics: [Diagnostic]
        public var files: Int { results.count }
    }

    /// Lints `paths` (files, directories or `-`); `stdinName` names standard input in output.
    public func lint(paths: [String], stdinName: String? = nil) -> Outcome {
        let files = InputDiscovery.routineFiles(in: paths)
        let results = files.map { path -> CompileResult in
            switch SourceLoader.load(path, displayName: path == "-" ? stdinName : nil, limits: compiler.limits) {
            case .success(let file): compiler.compile(file)
            case .failure(let problem): CompileResult(unreadable: problem)
            }
        }
        var diagnostics = results.flatMap(\.diagnostics) + DuplicateRoutineIDs.check(results.filter(\.succeeded))
        if strict { diagnostics = diagnostics.strict() }
        return Outcome(results: results, diagnostics: diagnostics.sortedForPresentation())
    }
}
