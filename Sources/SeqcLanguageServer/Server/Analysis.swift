import SeqcCompiler
import SeqcLint

/// What checking one document found: the compile result (routine and positions) and the
/// diagnostics the command line would print for the file, configuration and suppressions applied.
struct Analysis {
    let result: CompileResult?
    let diagnostics: [Diagnostic]
    /// The configuration the file was checked with (rule settings for fixes).
    let configuration: LintConfiguration
    /// The path diagnostics are reported under.
    let path: String
}

/// Checks documents as `seqc lint` checks the file at the document's path: the
/// configuration is found from the file's folder as the command line finds it, read
/// through the same guarded file layer, and read anew for each check, so an edit to
/// `.seqc.yml` applies on the next change.
struct DocumentChecker {
    let workingDirectory: String
    let rules: RuleRegistry = .standard

    func check(uri: String, bytes: [UInt8], unheld: OpenDocument.Unheld? = nil, heldBytesLimit: Int = 0) -> Analysis {
        let path = DocumentURI.path(of: uri)
        let directory = path.map { RawPath($0).parent.display } ?? workingDirectory
        let loaded = ConfigurationLoader.load(explicitPath: nil, workingDirectory: directory, rules: rules)
        let shown = path ?? uri
        if loaded.diagnostics.contains(where: { $0.severity == .error }) {
            return Analysis(
                result: nil, diagnostics: [configurationProblem(loaded.diagnostics, file: shown)],
                configuration: loaded.configuration, path: shown)
        }
        if let path, loaded.configuration.isExcluded(path, workingDirectory: directory) {
            return Analysis(result: nil, diagnostics: [], configuration: loaded.configuration, path: shown)
        }
        if let unheld {
            return Analysis(
                result: nil, diagnostics: [notHeld(unheld, file: shown, limit: heldBytesLimit)], configuration: loaded.configuration,
                path: shown)
        }
        let runner = LintRunner(configuration: loaded.configuration, jobs: 1)
        let outcome = runner.lint(sources: [SourceFile(path: shown, bytes: bytes)])
        return Analysis(
            result: outcome.results.first, diagnostics: outcome.diagnostics.filter { $0.file == shown },
            configuration: loaded.configuration, path: shown)
    }

    /// A text the server does not hold: `resource-limit` at the top, as the command line
    /// reports a file past the limit.
    private func notHeld(_ unheld: OpenDocument.Unheld, file: String, limit: Int) -> Diagnostic {
        switch unheld {
        case .tooLarge(let size):
            return Diagnostic(
                file: file, range: SourceRange(at: .start), severity: .error, rule: .resourceLimit,
                message: "file is \(size) bytes; seqc reads routines of at most \(OpenDocument.maxBytes) bytes")
        case .noRoom(let size):
            return Diagnostic(
                file: file, range: SourceRange(at: .start), severity: .error, rule: .resourceLimit,
                message:
                    "not checked: this file's \(size) bytes do not fit in the \(limit) bytes seqc lsp holds for all open files",
                help: "close other files, then reopen this one")
        case .tooManyEdits(let count):
            return Diagnostic(
                file: file, range: SourceRange(at: .start), severity: .error, rule: .resourceLimit,
                message:
                    "not checked: a change of \(count) edits would re-read more text than seqc lsp re-reads for one change",
                help: "reopen the file")
        }
    }

    /// The command line checks no routine while its configuration has an error (exit 2):
    /// one diagnostic at the top of the routine says so, naming the first.
    private func configurationProblem(_ problems: [Diagnostic], file: String) -> Diagnostic {
        let first = problems.first { $0.severity == .error } ?? problems[0]
        return Diagnostic(
            file: file, range: SourceRange(at: .start), severity: .error, rule: first.rule,
            message: "not checked: \(first.file):\(first.range.start) \(first.message)",
            help: "seqc lint stops with exit code 2 until the configuration is right")
    }
}
