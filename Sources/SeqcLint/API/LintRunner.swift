import SeqcCompiler

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

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

    /// Lints the files of `inputs`, each with its own configuration; `stdinName` names
    /// standard input in output.
    package func lint(_ inputs: LintInputs, stdinName: String? = nil) -> Outcome {
        lint(inputs, loaded: load(inputs, stdinName: stdinName))
    }

    /// The bytes of each file of `inputs`, in order, or why they could not be read.
    package func load(_ inputs: LintInputs, stdinName: String? = nil) -> [Result<SourceFile, Diagnostic>] {
        let files = inputs.files
        let limits = compiler.limits
        return ParallelWork.map(files.count, jobs: jobs) { index in
            let file = files[index]
            return file.isStandardInput
                ? SourceLoader.load("-", displayName: stdinName, limits: limits)
                : SourceLoader.load(file.path, displayName: file.path.display, limits: limits)
        }
    }

    /// Lints the files of `inputs` as `loaded` holds them (by `--fix`, the fixed text).
    package func lint(_ inputs: LintInputs, loaded: [Result<SourceFile, Diagnostic>]) -> Outcome {
        let files = inputs.files
        let compiler = compiler, rules = rules
        let checks = ParallelWork.map(files.count, jobs: jobs) { index in
            FileChecker(compiler: compiler, rules: rules, configuration: files[index].configuration).check(loaded[index])
        }
        return finish(checks, configurations: files.map(\.configuration), extra: inputs.problems)
    }

    /// Lints sources already in memory, as one run.
    public func lint(sources: [SourceFile]) -> Outcome {
        let checker = FileChecker(compiler: compiler, rules: rules, configuration: configuration)
        return finish(
            ParallelWork.map(sources.count, jobs: jobs) { checker.check(.success(sources[$0])) },
            configurations: sources.map { _ in configuration })
    }

    /// The rules across files, then each file's suppressions under its own configuration,
    /// then `--strict`. `extra` (problems found before any file was read) joins as is.
    private func finish(_ checks: [FileCheck], configurations: [LintConfiguration], extra: [Diagnostic] = []) -> Outcome {
        let results = checks.map(\.result)
        let byPath = Dictionary(zip(results.map(\.file.path), configurations), uniquingKeysWith: { first, _ in first })
        var byFile = Dictionary(grouping: repositoryDiagnostics(results, configurations: byPath), by: \.file)
        var diagnostics: [Diagnostic] = extra
        for (check, configuration) in zip(checks, configurations) {
            let path = check.result.file.path
            let filter = SuppressionFilter(rules: rules, configuration: configuration)
            diagnostics += filter.apply(
                check.suppressions, to: check.diagnostics + (byFile.removeValue(forKey: path) ?? []), file: path,
                compiled: check.result.succeeded)
        }
        diagnostics += byFile.values.joined()
        if strict { diagnostics = diagnostics.strict() }
        return Outcome(results: results, diagnostics: diagnostics.sortedForPresentation())
    }

    /// The rules across files, each finding with the severity its own file's configuration gives.
    private func repositoryDiagnostics(_ results: [CompileResult], configurations: [String: LintConfiguration]) -> [Diagnostic] {
        rules.all.flatMap { rule -> [Diagnostic] in
            guard case .repository(let check) = rule.check else { return [] }
            return check(results).compactMap { diagnostic in
                guard let severity = (configurations[diagnostic.file] ?? configuration).severity(of: rule) else { return nil }
                var configured = diagnostic
                configured.severity = severity
                return configured
            }
        }
    }
}
