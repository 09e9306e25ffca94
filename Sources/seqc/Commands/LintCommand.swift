import ArgumentParser
import SeqcCompiler
import SeqcLint

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `seqc lint [PATH...]`: check routines; with `--fix`, repair what can be repaired first.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check routines, and with --fix repair what can be repaired.",
        usage: """
            seqc lint [PATH...] [--files-from FILE|-] [--format FORMAT] [-o FILE]
                      [--strict] [-q] [--fix] [--unsafe-fixes] [--diff]
                      [--config FILE] [--baseline FILE] [--write-baseline FILE]
                      [--max-warnings N] [--jobs N] [--color WHEN]
            """,
        discussion: """
            Paths may be files, directories (searched for *.routine.yaml and *.routine.yml,
            skipping hidden folders) or - for standard input. No path: the current directory.
            --files-from FILE adds the paths listed in FILE (- for standard input), after
            those on the command line: NUL-separated when FILE holds a NUL byte (git
            ls-files -z), otherwise one a line; empty entries are skipped.

            Symbolic links to directories are not followed inside a walk; entries that
            are not regular files (FIFOs, sockets, devices) are skipped with a note.
            Finding no routine file at all is exit 2.

            Configuration comes from --config FILE or, for each file, the nearest file
            named .seqc.yml or .seqc.yaml from that file's directory upward (stopping at
            a directory holding .git): `rules: {RULE: off|warning|error}` and
            `exclude: [GLOB...]`, patterns relative to the configuration's directory.
            Comments silence one place: # seqc:disable-next-line RULE,
            # seqc:disable-line RULE, # seqc:disable-file RULE. `seqc rules` lists the
            rules; docs/ci.md shows CI setups.

            -o FILE writes the report to FILE instead of standard output. To adopt
            seqc in an existing repository, --write-baseline FILE records today's
            findings; --baseline FILE then reports only findings not recorded there
            (kept across line moves; compile errors are always reported).

            --fix applies every safe fix-it in place (keeping the meaning exactly, such
            as 45S -> 45s), repeating until nothing more applies (at most 10 passes),
            then reports what remains. --unsafe-fixes also applies the guesses (a
            did-you-mean between close names). Files are replaced atomically and only
            when their text changes; excluded files are never touched; a pass that would
            make a file worse is left out and reported. --diff prints what --fix would
            change as a unified diff and writes nothing (exit 1 when there is something
            to fix). With -, the fixed text goes to standard output and the report to
            standard error.

            Exit codes: 0 no errors, 1 errors (or warnings with --strict, or more than
            --max-warnings), 2 bad command line or configuration, 3 internal failure.

            Examples:
              seqc lint
              seqc lint routines/ --strict
              seqc lint --format sarif -o seqc.sarif
              seqc lint --write-baseline seqc-baseline.json
              seqc lint --baseline seqc-baseline.json
              seqc lint --fix routines/
              git ls-files -z '*.routine.yaml' | seqc lint --files-from -
              seqc lint --fix --diff
              seqc lint --fix --unsafe-fixes - < draft.routine.yaml > fixed.routine.yaml
              cat draft.routine.yaml | seqc lint - --stdin-filename draft.routine.yaml
            """
    )

    @Argument(help: "Files, directories, or - for standard input.", completion: .file(extensions: ["yaml", "yml"]))
    var paths: [String] = []

    @Option(name: .customLong("files-from"), help: FilesFrom.help, completion: .file())
    var filesFrom: String?

    @Option(help: "How diagnostics are printed (default: text; github when GITHUB_ACTIONS=true).")
    var format: DiagnosticFormat?

    @Option(name: .shortAndLong, help: "Write the report to this file instead of standard output.", completion: .file())
    var output: String?

    @Option(name: .customLong("stdin-filename"), help: "The name standard input is reported under.")
    var stdinFilename: String?

    @Option(
        help: "The configuration file (default: for each file, the nearest .seqc.yml or .seqc.yaml from its directory upward).",
        completion: .file(extensions: ["yml", "yaml"]))
    var config: String?

    @Option(help: "Report only findings not recorded in this baseline file.", completion: .file(extensions: ["json"]))
    var baseline: String?

    @Option(
        name: .customLong("write-baseline"), help: "Record every finding in this baseline file.", completion: .file(extensions: ["json"]))
    var writeBaseline: String?

    @Option(name: .customLong("max-warnings"), help: "Fail (exit 1) when there are more than this many warnings.")
    var maxWarnings: Int?

    @Option(help: "How many files to check at once (default: every core).")
    var jobs: Int?

    @Flag(help: "Apply safe fix-its to the files in place, then report what remains.")
    var fix = false

    @Flag(name: .customLong("unsafe-fixes"), help: "With --fix, also apply unsafe fix-its (guesses at what was meant).")
    var unsafeFixes = false

    @Flag(help: "With --fix, print the changes as a unified diff instead of writing them (exit 1 when there are any).")
    var diff = false

    @OptionGroup var common: CommonOptions

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
        let environment = ProcessInfo.processInfo.environment
        let format = format ?? (environment["GITHUB_ACTIONS"] == "true" ? .github : .text)
        let printer = DiagnosticPrinter(format: format, terminal: .standardOutput, colors: common.colors, quiet: common.quiet)
        let listed = try FilesFrom.paths(filesFrom)
        let given = paths.isEmpty && filesFrom == nil ? [RawPath(".")] : RawArguments.paths(paths) + listed
        // A baseline that cannot be read stops the run before any routine is.
        let known = try baseline.map(Self.readBaseline)
        let inputs = LintInputs.gather(
            paths: given, configurationPath: config, stdinName: stdinFilename,
            workingDirectory: .currentDirectory)
        try InputChecks.stopOnConfigurationErrors(inputs, printer: printer, what: "no routine was checked", output: output)
        InputChecks.noteSkipped(inputs, quiet: common.quiet)
        try InputChecks.stopWhenNothingFound(inputs, given: given, list: filesFrom)
        InputChecks.noteEmptyDirectories(inputs, quiet: common.quiet)
        let runner = LintRunner(strict: common.strict, jobs: jobs ?? LintRunner.defaultJobs)
        var files = LintFiles(inputs, stdinName: stdinFilename, limits: runner.compiler.limits)
        var reportTo = printer
        var fixing: FixRun?
        if fix || diff {
            let loaded = runner.load(inputs, stdinName: stdinFilename)
            let run = FixRun(inputs: inputs, loaded: loaded, runner: runner, allowing: unsafeFixes ? .unsafe : .safe)
            fixing = run
            run.warn(quiet: common.quiet)
            if diff {
                Terminal.standardOutput.write(run.diff())
                if !common.quiet { Terminal.standardError.write(run.summary(verb: "would fix") + "\n") }
                if Terminal.lostOutput { throw ExitCode(3) }
                throw ExitCode(run.changedFiles > 0 ? 1 : 0)
            }
            try run.write()
            files = LintFiles(inputs, loaded: run.fixed)
            if inputs.files.contains(where: \.isStandardInput) {
                // Standard output holds the fixed text; the report goes to standard error.
                reportTo = DiagnosticPrinter(format: format, terminal: .standardError, colors: common.colors, quiet: common.quiet)
            }
        }
        // Streamed: each part of the report goes out as soon as no file still to come sorts
        // before it, and a checked file is dropped, so memory stays flat in the file count.
        var report = StreamedReport(
            printer: output == nil ? reportTo : printer, toFile: output != nil, baseline: known?.matcher(),
            recordsBaseline: writeBaseline != nil)
        try runner.stream(
            files, leading: runner.leadingProblems(inputs) + inputs.configurationDiagnostics,
            leadingSources: inputs.configurations.compactMap(\.source), produce: { _ in () }, consume: { _, _, _ in },
            report: { try report.add($0) })
        var transaction = OutputTransaction.onCommandLine()
        transaction.protect(inputs: inputs.files.map { String(decoding: $0.path.bytes, as: UTF8.self) })
        if let writeBaseline {
            transaction.add(try Baseline(entries: report.baselineEntries).jsonData(), to: writeBaseline)
        }
        // Like ruff's --output-file: the whole report, summary included, goes to the file.
        if let text = try report.finish(files: files.count, summary: SummaryLine.text), let output {
            transaction.add(Data(text.utf8), to: output)
        }
        try transaction.commitOrExit()
        if let fixing, !common.quiet, format == .text || format == .github {
            // Like ruff's "Found 3 errors (2 fixed, 1 remaining)": after the report, on standard error.
            Terminal.standardError.write(
                fixing.summary(verb: "fixed") + FixRun.unsafeHint(unsafelyFixable: report.unsafelyFixable, unsafeFixes: unsafeFixes) + "\n")
        }
        if report.hasErrors { throw ExitCode(1) }
        let warnings = report.warnings
        if let maxWarnings, warnings > maxWarnings {
            Terminal.standardError.write(
                "seqc: error: \(SummaryLine.plural(warnings, "warning")), more than --max-warnings \(maxWarnings)\n")
            throw ExitCode(1)
        }
    }

    /// The baseline at `path`; a missing or malformed one is bad command-line use (exit 2),
    /// reported at its line and column where there is one.
    private static func readBaseline(_ path: String) throws -> Baseline {
        let shown = TerminalText.escaped(path)
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            let reason =
                !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
                ? "no such file"
                : isDirectory.boolValue ? "it is a directory" : "it cannot be read"
            Terminal.standardError.write("seqc: error: \(shown): cannot read the baseline: \(reason)\n")
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
