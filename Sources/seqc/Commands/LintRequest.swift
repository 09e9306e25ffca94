import ArgumentParser
import SeqcCompiler
import SeqcLint

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `seqc lint`'s options, each declared once: ``LintCommand`` declares its parser's
/// properties with these spellings, and ``LintRequest/direct(_:)`` reads a plain command
/// line by them.
enum LintOptionTable {
    typealias Option = CommandOption<LintRequest>

    static let filesFrom = Option.text(OptionSpelling("files-from", help: FilesFrom.help, completion: .file()), { $0.filesFrom = $1 })
    static let format = Option.choice(
        OptionSpelling("format", help: "How diagnostics are printed (default: text; github when GITHUB_ACTIONS=true)."), { $0.format = $1 })
    static let output = Option.text(
        OptionSpelling("output", short: "o", help: "Write the report to this file instead of standard output.", completion: .file()),
        { $0.output = $1 })
    static let stdinFilename = Option.text(
        OptionSpelling("stdin-filename", help: "The name standard input is reported under."), { $0.stdinFilename = $1 })
    static let config = Option.text(
        OptionSpelling(
            "config",
            help: "The configuration file (default: for each file, the nearest .seqc.yml or .seqc.yaml from its directory upward).",
            completion: .file(extensions: ["yml", "yaml"])),
        { $0.config = $1 })
    static let baseline = Option.text(
        OptionSpelling(
            "baseline", help: "Report only findings not recorded in this baseline file.", completion: .file(extensions: ["json"])),
        { $0.baseline = $1 })
    static let writeBaseline = Option.text(
        OptionSpelling("write-baseline", help: "Record every finding in this baseline file.", completion: .file(extensions: ["json"])),
        { $0.writeBaseline = $1 })
    static let maxWarnings = Option.count(
        OptionSpelling("max-warnings", help: "Fail (exit 1) when there are more than this many warnings."), { $0.maxWarnings = $1 })
    static let fix = Option.flag(
        OptionSpelling(flag: "fix", help: "Apply safe fix-its to the files in place, then report what remains."), { $0.fix = $1 })
    static let unsafeFixes = Option.flag(
        OptionSpelling(flag: "unsafe-fixes", help: "With --fix, also apply unsafe fix-its (guesses at what was meant)."),
        { $0.unsafeFixes = $1 })
    static let diff = Option.flag(
        OptionSpelling(
            flag: "diff", help: "With --fix, print the changes as a unified diff instead of writing them (exit 1 when there are any)."),
        { $0.diff = $1 })

    static let noCache = Option.flag(
        OptionSpelling(flag: "no-cache", help: "Check every file anew, neither reading nor writing the lint cache."),
        { $0.noCache = $1 })
    static let cacheDir = Option.text(
        OptionSpelling(
            "cache-dir",
            help: "Keep the lint cache in this directory (default: the user's cache directory; never one inside the linted tree).",
            completion: .directory),
        { $0.cacheDir = $1 })

    static let table = OptionTable<LintRequest>(
        options: [
            filesFrom, format, output, stdinFilename, config, baseline, writeBaseline, maxWarnings, fix, unsafeFixes, diff, noCache,
            cacheDir,
        ]
            + SharedOptions.options(),
        setPaths: { $0.paths = $1 }, pathsProperty: "paths")
}

/// What one `seqc lint` run was asked to do, as plain values (``LintOptionTable``).
/// ``LintCommand`` makes one from the parsed command line; ``direct(_:)`` makes one
/// without the parser for the calls hooks, editors and CI make, where the parser's
/// reflection would cost more than checking the file.
struct LintRequest: Equatable, SharedRequestOptions {
    var paths: [String] = []
    var filesFrom: String?
    var format: DiagnosticFormat?
    var output: String?
    var stdinFilename: String?
    var config: String?
    var baseline: String?
    var writeBaseline: String?
    var maxWarnings: Int?
    var jobs: Int?
    var fix = false
    var unsafeFixes = false
    var diff = false
    var noCache = false
    var cacheDir: String?
    var strict = false
    var quiet = false
    var colors = ColorSetting()
    var summary: String?

    /// The request for `arguments` (the subcommand first) when they are `lint` with
    /// paths and options that ``PlainArguments`` reads exactly as the parser would (a test
    /// holds the two equal, and another tries thousands of mixed command lines). Nil for
    /// anything else, which the parser handles, help and errors included.
    ///
    /// The options a pre-commit hook (`--files-from -`), an editor (`- --stdin-filename`)
    /// or a CI step (`--format github`, `--jobs N`) passes are read here: through the
    /// parser, they cost a one-file lint twice its time.
    static func direct(_ arguments: [String]) -> LintRequest? {
        guard arguments.first == "lint" else { return nil }
        return PlainArguments.request(arguments, table: LintOptionTable.table, into: LintRequest())
    }

    func validate() throws {
        if unsafeFixes && !fix && !diff { throw ValidationError("--unsafe-fixes is used with --fix (or --diff)") }
        if diff {
            if output != nil { throw ValidationError("--diff prints the diff to standard output; it cannot be used with -o") }
            if writeBaseline != nil { throw ValidationError("--diff writes nothing; it cannot be used with --write-baseline") }
            if format != nil { throw ValidationError("--diff prints a unified diff, not a report; it cannot be used with --format") }
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let maxWarnings, maxWarnings < 0 { throw ValidationError("--max-warnings must be 0 or more") }
        if output == "-" { throw ValidationError("-o - is standard output, where the report goes anyway; leave -o out") }
        if let output, output == writeBaseline { throw ValidationError("-o and --write-baseline name the same file") }
        try FilesFrom.validate(filesFrom, positional: paths)
        try AuthoringOutput.check(output, inputs: paths + [baseline, config, filesFrom].compactMap { $0 })
        try AuthoringOutput.check(writeBaseline, inputs: paths + [config, filesFrom].compactMap { $0 })
    }

    func run() throws {
        try SummaryObserver.watching(summary, command: "lint") { observer in try run(observer: &observer) }
    }

    private func run(observer: inout SummaryObserver?) throws {
        let format = format ?? (Environment.value("GITHUB_ACTIONS") == "true" ? .github : .text)
        let printer = DiagnosticPrinter(format: format, terminal: .standardOutput, colors: colors, quiet: quiet)
        // Lint writes no runtime JSON, so its cards need no identities.
        var runner = LintRunner(
            compiler: Compiler(identifiesCards: false), strict: strict, jobs: jobs ?? LintRunner.defaultJobs)
        // The cache's files are read while the tree is walked: neither needs the other.
        let loadingCache = startCache(for: runner, observing: observer != nil)
        let (inputs, known) = try gatherInputs(printer: printer)
        runner.cache = cache(loadingCache?.value())
        var files = LintFiles(inputs, stdinName: stdinFilename, limits: runner.compiler.limits)
        var reportTo = printer
        var fixing: FixRun?
        if fix || diff {
            let run = try fixFirst(inputs, runner: runner)
            fixing = run
            files = LintFiles(inputs, loaded: run.fixed)
            if inputs.files.contains(where: \.isStandardInput) {
                // Standard output holds the fixed text; the report goes to standard error.
                reportTo = DiagnosticPrinter(format: format, terminal: .standardError, colors: colors, quiet: quiet)
            }
        }
        // Streamed: each part of the report goes out as soon as no file still to come sorts
        // before it, and a checked file is dropped, so memory stays flat in the file count.
        var report = StreamedReport(
            printer: output == nil ? reportTo : printer, toFile: output != nil, baseline: known?.matcher(),
            recordsBaseline: writeBaseline != nil)
        report.cache = runner.cache
        // A file's chunk may stand for its findings: `consume` below reads them only for
        // `--summary`, which runs without the cache.
        runner.cache?.reportRendering = report.chunkRendering
        var linted = files.count
        let leading = runner.leadingProblems(inputs) + inputs.configurationDiagnostics
        observer?.add(leading: leading)
        do {
            linted = try runner.stream(
                files, leading: leading, leadingSources: inputs.configurations.compactMap(\.source),
                produce: { [observing = observer != nil] result in observing ? SummaryObserver.row(result) : nil },
                consume: { _, diagnostics, row in if let row { observer?.add(row, diagnostics: diagnostics) } },
                report: { try report.add($0) })
        } catch let failure as OutputFailure {
            // A waiting part of the report that could not be read back.
            throw failure.reported()
        }
        runner.cache?.save()
        try writeFiles(of: &report, linted: linted, inputs: inputs)
        try end(
            report, fixing: fixing, format: format, configurationErrors: inputs.configurationDiagnostics.hasErrors,
            configurationFixes: inputs.configurationDiagnostics.filter { $0.fixSafety != nil })
    }

    /// Starts finding and reading the lint cache this run reads and writes, if any
    /// (``LintCacheLocation``), on another thread. `--fix` and `--diff` use none: they
    /// read every file to change it, and what they report is of the fixed text.
    /// `--summary` uses none: its rows read each routine's cards, which the cache does not
    /// keep.
    private func startCache(for runner: LintRunner, observing: Bool) -> BackgroundValue<(LintCacheLocation, LintCache?)>? {
        if fix || diff || observing || noCache { return nil }
        // `--files-from`'s paths are not read yet: the working directory stands for them.
        let roots = paths.isEmpty || filesFrom != nil ? paths + ["."] : paths
        let workingDirectory = FileManager.default.currentDirectoryPath
        return BackgroundValue { [cacheDir] in
            let location = LintCacheLocation.resolve(
                cacheDirectory: cacheDir, noCache: false, roots: roots, workingDirectory: workingDirectory)
            guard case .directory(let directory) = location else { return (location, nil) }
            return (location, LintCache(directory: directory, runner: runner))
        }
    }

    /// The lint cache `started` found, if any; a refused directory is said on standard error.
    private func cache(_ started: (location: LintCacheLocation, cache: LintCache?)?) -> LintCache? {
        guard let started else { return nil }
        if case .refused(let directory, let reason) = started.location, !quiet {
            Terminal.standardError.write(
                "seqc: note: not using the lint cache in \(TerminalText.escapedPath(directory)): \(TerminalText.escaped(reason))\n")
        }
        return started.cache
    }

    /// The run's inputs, and the baseline when one is given; what stops the run before
    /// any routine is read (a baseline that cannot be read, a configuration error,
    /// nothing found) is reported here.
    private func gatherInputs(printer: DiagnosticPrinter) throws -> (LintInputs, Baseline?) {
        let listed = try FilesFrom.paths(filesFrom)
        let given = paths.isEmpty && filesFrom == nil ? [RawPath(".")] : RawArguments.paths(paths) + listed
        // A baseline that cannot be read stops the run before any routine is.
        let known = try baseline.map(Self.readBaseline)
        // A run that writes no file needs no identities to protect its inputs: a lone
        // directory's files are told apart as they are read, not asked about first.
        let writesFiles = fix || diff || output != nil || writeBaseline != nil
        var inputs = LintInputs.gather(
            paths: given, configurationPath: config, stdinName: stdinFilename,
            workingDirectory: .currentDirectory, jobs: jobs ?? LintRunner.defaultJobs, deferringIdentities: !writesFiles)
        // A broken nested configuration stops only the routines it governs; `--config`
        // governs them all.
        if config == nil { inputs.leaveOutFilesUnderBrokenConfigurations() }
        if config != nil || inputs.files.isEmpty {
            try InputChecks.stopOnConfigurationErrors(inputs, printer: printer, what: "no routine was checked", output: output)
        }
        InputChecks.noteSkipped(inputs, quiet: quiet)
        try InputChecks.stopWhenNothingFound(inputs, given: given, list: filesFrom)
        InputChecks.noteEmptyDirectories(inputs, quiet: quiet)
        return (inputs, known)
    }

    /// `--fix`: the fixes applied and written, to be linted as fixed. `--diff` ends the
    /// run here, with the diff printed.
    private func fixFirst(_ inputs: LintInputs, runner: LintRunner) throws -> FixRun {
        let loaded = runner.load(inputs, stdinName: stdinFilename)
        var run = FixRun(inputs: inputs, loaded: loaded, runner: runner, allowing: unsafeFixes ? .unsafe : .safe)
        run.warn(quiet: quiet)
        if diff {
            Terminal.standardOutput.write(run.diff())
            if !quiet {
                // "would fix 0 problems" alone would hide fixes only --unsafe-fixes applies.
                let hint = FixRun.unsafeHint(unsafelyFixable: run.notAllowedFixes, unsafeFixes: unsafeFixes)
                Terminal.standardError.write(run.summary(verb: "would fix") + hint + "\n")
            }
            if Terminal.lostOutput { throw ExitCode(3) }
            // 1 when there is something to fix, as ruff's --diff, and (exit code 1 means
            // errors found) when errors would remain after the fixes.
            throw ExitCode(run.changedFiles > 0 || run.errorsRemain ? 1 : 0)
        }
        try run.write()
        return run
    }

    /// Ends `report` and writes the files the run was asked for (`-o`, `--write-baseline`),
    /// all or none.
    private func writeFiles(of report: inout StreamedReport, linted: Int, inputs: LintInputs) throws {
        var transaction = OutputTransaction.onCommandLine()
        if writeBaseline != nil || output != nil {
            // Only a run that writes a file can replace an input: others stat none of them.
            transaction.protect(inputs)
        }
        if let writeBaseline {
            transaction.add(try Baseline(entries: report.baselineEntries).jsonData(), to: writeBaseline)
        }
        // Like ruff's --output-file: the whole report, summary included, goes to the file.
        if let kept = try report.finish(files: linted, summary: SummaryLine.text), let output {
            transaction.add(kept, to: output)
        }
        try transaction.commitOrExit()
    }

    /// The fixes' summary, and the exit code the findings call for.
    private func end(
        _ report: StreamedReport, fixing: FixRun?, format: DiagnosticFormat, configurationErrors: Bool, configurationFixes: [Diagnostic]
    ) throws {
        if let fixing, !quiet, format == .text || format == .github {
            // Like ruff's "Found 3 errors (2 fixed, 1 remaining)": after the report, on standard error.
            Terminal.standardError.write(
                fixing.summary(verb: "fixed") + FixRun.unsafeHint(unsafelyFixable: report.unsafelyFixable, unsafeFixes: unsafeFixes) + "\n")
        }
        // Like ruff's "[*] 2 fixable with the `--fix` option": what a fix run would do, on
        // standard error beside the fix runs' own counts, so that the report's last line
        // stays its summary. Not after a report that was lost (`seqc lint | head`): the
        // line speaks of findings nobody saw.
        if fixing == nil, !quiet, format == .text, !Terminal.lostOutput {
            // A configuration's fix-its are for people: `--fix` never edits a configuration.
            let configuration = configurationFixes.map { $0.fixSafety }
            Terminal.standardError.write(
                Self.fixableLine(
                    safe: report.safelyFixable - configuration.filter { $0 == .safe }.count,
                    unsafe: report.unsafelyFixable - configuration.filter { $0 == .unsafe }.count))
        }
        // A fix that could not be written is an output that could not be written.
        if let fixing, !fixing.notWritten.isEmpty { throw ExitCode(3) }
        // The routines under a broken configuration were not checked: not a pass.
        if configurationErrors { throw ExitCode(2) }
        if report.hasErrors { throw ExitCode(1) }
        let warnings = report.warnings
        if let maxWarnings, warnings > maxWarnings {
            Terminal.standardError.write(
                "seqc: error: \(SummaryLine.plural(warnings, "warning")), more than --max-warnings \(maxWarnings)\n")
            throw ExitCode(1)
        }
    }

    /// `3 fixable with `--fix` (1 more with `--unsafe-fixes`)` and a line break; empty when
    /// nothing is fixable.
    static func fixableLine(safe: Int, unsafe: Int) -> String {
        if safe == 0 && unsafe == 0 { return "" }
        if safe == 0 { return "\(unsafe) fixable with `--fix --unsafe-fixes`\n" }
        return "\(safe) fixable with `--fix`" + (unsafe > 0 ? " (\(unsafe) more with `--unsafe-fixes`)" : "") + "\n"
    }

    /// The baseline at `path`; a missing, malformed or over-large one is bad command-line
    /// use (exit 2), reported at its line and column where there is one. Never more than
    /// ``Baseline/maxBytes`` + 1 bytes of it are read.
    private static func readBaseline(_ path: String) throws -> Baseline {
        let shown = TerminalText.escaped(path)
        let data: [UInt8]
        switch BoundedRead.contents(of: RawPath(path), limit: Baseline.maxBytes) {
        case .success(let bytes):
            data = bytes
        case .failure(let failure):
            Terminal.standardError.write("seqc: error: \(shown): cannot read the baseline: \(failure.reason)\n")
            throw ExitCode(2)
        }
        do {
            return try Baseline.read(data)
        } catch {
            let position = error.line.map { ":\($0)" + (error.column.map { ":\($0)" } ?? "") } ?? ""
            Terminal.standardError.write("seqc: error: \(shown)\(position): \(TerminalText.escaped(error.message))\n")
            throw ExitCode(2)
        }
    }
}
