import SeqcCompiler

extension LintRunner {
    /// Fixes every readable file of `inputs` (as `loaded` holds them) with its own
    /// configuration, several files at once; nil for a file that could not be read.
    package func fix(_ inputs: LintInputs, loaded: [Result<SourceFile, Diagnostic>], allowing: FixSafety) -> [FixEngine.Outcome?] {
        let files = inputs.files
        let base = self
        return ParallelWork.map(files.count, jobs: jobs) { index in
            guard case .success(let source) = loaded[index] else { return nil }
            var runner = base
            runner.configuration = files[index].configuration
            return FixEngine(runner: runner, allowing: allowing).fix(source)
        }
    }
}
