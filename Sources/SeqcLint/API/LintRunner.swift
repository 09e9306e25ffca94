import Foundation
import SeqcCompiler

/// Checks routine files without writing anything: the compiler's diagnostics, every lint
/// rule, the configuration and suppression comments, on several cores at once.
public struct LintRunner: Sendable {
    public var compiler: Compiler
    public var rules: RuleRegistry
    public var configuration: LintConfiguration
    /// Warnings count as errors.
    public var strict: Bool
    /// How many files are checked at once. Output is the same for any value.
    public var jobs: Int

    /// A runner; without a configuration, the defaults apply with the working directory as base.
    public init(
        compiler: Compiler = Compiler(), rules: RuleRegistry = .standard, configuration: LintConfiguration? = nil,
        strict: Bool = false, jobs: Int = LintRunner.defaultJobs
    ) {
        self.compiler = compiler
        self.rules = rules
        self.configuration = configuration ?? LintConfiguration(baseDirectory: FileManager.default.currentDirectoryPath)
        self.strict = strict
        self.jobs = jobs
    }

    /// Every core this process may use.
    public static var defaultJobs: Int { ParallelWork.availableCores }

    /// What a lint run found.
    public struct Outcome: Sendable {
        public let results: [CompileResult]
        /// Every diagnostic, configuration and `--strict` applied, ordered by file, line and column.
        public let diagnostics: [Diagnostic]
        public var files: Int { results.count }
    }

    /// Lints `paths` (files, directories or `-`), leaving out what the configuration
    /// excludes; `stdinName` names standard input in output.
    public func lint(paths: [String], stdinName: String? = nil, workingDirectory: String = FileManager.default.currentDirectoryPath) -> Outcome {
        let files = InputDiscovery.routineFiles(in: paths).filter { !configuration.isExcluded($0, workingDirectory: workingDirectory) }
        let checker = FileChecker(compiler: compiler, rules: rules, configuration: configuration)
        let limits = compiler.limits
        return finish(ParallelWork.map(files.count, jobs: jobs) { index in
            let path = files[index]
            return checker.check(SourceLoader.load(path, displayName: path == "-" ? stdinName : nil, limits: limits))
        })
    }

    /// Lints sources already in memory, as one run.
    public func lint(sources: [SourceFile]) -> Outcome {
        let checker = FileChecker(compiler: compiler, rules: rules, configuration: configuration)
        return finish(ParallelWork.map(sources.count, jobs: jobs) { checker.check(.success(sources[$0])) })
    }

    /// The rules across files, then each file's suppressions, then `--strict`.
    private func finish(_ checks: [FileCheck]) -> Outcome {
        let results = checks.map(\.result)
        var byFile = Dictionary(grouping: repositoryDiagnostics(results), by: \.file)
        let filter = SuppressionFilter(rules: rules, configuration: configuration)
        var diagnostics: [Diagnostic] = []
        for check in checks {
            let path = check.result.file.path
            diagnostics += filter.apply(check.suppressions, to: check.diagnostics + (byFile.removeValue(forKey: path) ?? []), file: path,
                                        compiled: check.result.succeeded)
        }
        diagnostics += byFile.values.joined()
        if strict { diagnostics = diagnostics.strict() }
        return Outcome(results: results, diagnostics: diagnostics.sortedForPresentation())
    }

    private func repositoryDiagnostics(_ results: [CompileResult]) -> [Diagnostic] {
        rules.all.flatMap { rule -> [Diagnostic] in
            guard case .repository(let check) = rule.check, let severity = configuration.severity(of: rule) else { return [] }
            return check(results).map { diagnostic in
                var configured = diagnostic
                configured.severity = severity
                return configured
            }
        }
    }
}
