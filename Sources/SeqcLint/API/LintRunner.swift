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
    /// Where files checked before get their findings without being compiled again
    /// (``LintCache``); nil checks every file. A hit's result has no routine, so a run
    /// whose `produce` reads routines (a build, `--summary`) has none.
    package var cache: LintCache?

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
    /// standard input in output. Holds every result: ``stream(_:leading:leadingSources:produce:consume:report:)``
    /// is the way to lint a repository without.
    package func lint(_ inputs: LintInputs, stdinName: String? = nil) -> Outcome {
        collect(LintFiles(inputs, stdinName: stdinName, limits: compiler.limits), leading: leadingProblems(inputs))
    }

    /// The bytes of each file of `inputs`, in order, or why they could not be read.
    package func load(_ inputs: LintInputs, stdinName: String? = nil) -> [Result<SourceFile, Diagnostic>] {
        precondition(!inputs.identitiesDeferred, "files loaded together are not told apart by identity")
        let files = LintFiles(inputs, stdinName: stdinName, limits: compiler.limits)
        return ParallelWork.map(files.count, jobs: jobs, files.load)
    }

    /// Lints the files of `inputs` as `loaded` holds them (by `--fix`, the fixed text).
    package func lint(_ inputs: LintInputs, loaded: [Result<SourceFile, Diagnostic>]) -> Outcome {
        collect(LintFiles(inputs, loaded: loaded), leading: leadingProblems(inputs))
    }

    /// Lints sources already in memory, as one run.
    public func lint(sources: [SourceFile]) -> Outcome {
        let configuration = configuration
        return collect(
            LintFiles(
                count: sources.count, name: { sources[$0].path }, configuration: { _ in configuration },
                load: { .success(sources[$0]) }),
            leading: [])
    }

    /// The problems found before any file was read (a path that does not exist), as a
    /// run reports them: `--strict` applied. Configuration diagnostics are the caller's.
    package func leadingProblems(_ inputs: LintInputs) -> [Diagnostic] {
        strict ? inputs.problems.strict() : inputs.problems
    }

    /// A streamed run, every result and diagnostic kept.
    private func collect(_ files: LintFiles, leading: [Diagnostic]) -> Outcome {
        var results: [CompileResult] = []
        var diagnostics: [Diagnostic] = []
        // Each result whole, routine included: `consume` sees it with its routine dropped.
        // The report of sources in memory waits in memory too, so no part is ever read
        // back from a file and the stream has nothing that can fail.
        try! stream(
            files, leading: leading, waitingReportBudget: nil, produce: { $0 },
            consume: { _, _, whole in results.append(whole) }, report: { diagnostics += $0.diagnostics })
        return Outcome(results: results, diagnostics: diagnostics)
    }
}

extension LintFiles {
    /// The files of `inputs`, read from disk (standard input named `stdinName`).
    package init(_ inputs: LintInputs, stdinName: String?, limits: YAMLLimits) {
        let files = inputs.files
        let name: @Sendable (Int) -> String = {
            files.isStandardInput(at: $0) ? stdinName ?? SourceLoader.standardInputName : files.path(at: $0).display
        }
        if inputs.identitiesDeferred {
            // Every file was listed as a regular file in the one directory searched.
            self.init(
                count: files.count, name: name, configuration: { files.configuration(at: $0) },
                openingWithIdentity: { index in
                    let path = files.path(at: index)
                    let (loaded, identity) = SourceLoader.loadNotingIdentity(
                        path, displayName: path.display, limits: limits, knownRegular: true, root: files.root(at: index))
                    // A file that could not be opened is known by its path, as discovery
                    // would have known it: an unreadable file reached by two names is one.
                    return (loaded, identity ?? FileStatus.of(path, followingLinks: false)?.identity)
                })
            stamp = { LintFileStamp.of(files.path(at: $0)) }
            return
        }
        self.init(
            count: files.count, name: name, configuration: { files.configuration(at: $0) },
            load: { index in
                if files.isStandardInput(at: index) { return SourceLoader.load("-", displayName: stdinName, limits: limits) }
                let path = files.path(at: index)
                // Discovery knows a file's identity only when it saw a regular file there.
                return SourceLoader.load(
                    path, displayName: path.display, limits: limits, knownRegular: files.identity(at: index) != nil,
                    root: files.root(at: index))
            })
        stamp = { files.isStandardInput(at: $0) ? nil : LintFileStamp.of(files.path(at: $0)) }
    }

    /// The files of `inputs` as `loaded` already holds them.
    package init(_ inputs: LintInputs, loaded: [Result<SourceFile, Diagnostic>]) {
        let files = inputs.files
        self.init(
            count: files.count,
            name: { index in
                switch loaded[index] {
                case .success(let file): file.path
                case .failure(let problem): problem.file
                }
            },
            configuration: { files.configuration(at: $0) }, load: { loaded[$0] })
    }
}
