import ArgumentParser
import SeqcCompiler
import SeqcLint

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `seqc build PATH...`: compile routines to runtime JSON and report what they became.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile routines to runtime JSON, with a report of authored versus runtime cards.",
        usage: """
            seqc build PATH... [--out-dir DIR | -o FILE] [--report FILE] [--strict]
                       [--files-from FILE|-] [--format FORMAT] [--config FILE]
                       [--stdin-filename NAME] [--jobs N] [-q] [--color WHEN]
            """,
        discussion: """
            Each routine is written as ID.json in --out-dir, or to -o PATH for a single
            input (-o - writes to standard output and moves the report to standard error).
            Writes are atomic and all or nothing: when any input has an error, or a write
            fails, or seqc is interrupted, no file is replaced. Outputs never replace an
            input or a *.routine.yaml file; missing directories are created.

            Inputs, configuration and suppressions are those of `seqc lint`: directories
            are searched for *.routine.yaml and *.routine.yml, each file follows its
            nearest .seqc.yml (rule severities, exclusions) and its # seqc:disable
            comments, and build reports what lint reports. Compile errors and two
            routines with one id always stop the build. --files-from FILE adds the paths
            listed in FILE (- for standard input) as lint does: NUL-separated or one a line.

            Exit codes: 0 built, 1 errors (or warnings with --strict), 2 bad command
            line or configuration, 3 internal failure.

            Examples:
              seqc build Examples/morning-hiit.routine.yaml
              seqc build routines/ --out-dir build --report build/report.json
              seqc build focus.routine.yaml -o - | jq .runtime.cards
              git ls-files -z '*.routine.yaml' | seqc build --files-from - --out-dir build
            """
    )

    @Argument(help: "Routine files or directories to compile.", completion: .file(extensions: ["yaml", "yml"]))
    var files: [String] = []

    @Option(name: .customLong("files-from"), help: FilesFrom.help, completion: .file())
    var filesFrom: String?

    @Option(
        name: .customLong("out-dir"), help: "The directory for ID.json outputs (default: the current directory).", completion: .directory)
    var outDir: String?

    @Option(
        name: .shortAndLong, help: "The output file for a single input; '-' for standard output.", completion: .file(extensions: ["json"]))
    var output: String?

    @Option(
        help: "Also write the report as JSON to this file ('-': standard output, instead of the text report).",
        completion: .file(extensions: ["json"]))
    var report: String?

    @Option(help: "How diagnostics are printed on standard error.")
    var format: DiagnosticFormat = .text

    @Option(
        help: "The configuration file (default: for each file, the nearest .seqc.yml or .seqc.yaml from its directory upward).",
        completion: .file(extensions: ["yml", "yaml"]))
    var config: String?

    @Option(name: .customLong("stdin-filename"), help: "The name standard input (-) is reported under.")
    var stdinFilename: String?

    @Option(help: "How many files to check at once (default: every core).")
    var jobs: Int?

    @OptionGroup var common: CommonOptions

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if output != nil && outDir != nil { throw ValidationError("use either --out-dir or -o, not both") }
        if files.isEmpty && filesFrom == nil {
            throw ValidationError("give the routine files or directories to build, or --files-from FILE")
        }
        try FilesFrom.validate(filesFrom, positional: files)
        if output != nil && filesFrom == nil && files.count != 1 {
            throw ValidationError("-o takes a single input; use --out-dir for several")
        }
        if report == "-" && output == "-" { throw ValidationError("--report - and -o - would both write to standard output") }
        try AuthoringOutput.check(output, inputs: files + [filesFrom].compactMap { $0 })
        try AuthoringOutput.check(report, inputs: files + [filesFrom].compactMap { $0 })
    }

    func run() throws {
        let destination: BuildDestination =
            switch output {
            case "-": .standardOutput
            case let path?: .file(path)
            case nil: .directory(outDir ?? ".")
            }
        let printer = DiagnosticPrinter(format: format, terminal: .standardError, colors: common.colors.setting, quiet: common.quiet)
        let given = RawArguments.paths(files) + (try FilesFrom.paths(filesFrom))
        let inputs = LintInputs.gather(
            paths: given, configurationPath: config, stdinName: stdinFilename,
            workingDirectory: .currentDirectory)
        try InputChecks.stopOnConfigurationErrors(inputs, printer: printer, what: "no routine was built")
        InputChecks.noteSkipped(inputs, quiet: common.quiet)
        try InputChecks.stopWhenNothingFound(inputs, given: given, list: filesFrom)
        if output != nil, inputs.files.count != 1 {
            // Several paths can come from --files-from even though -o was checked against the command line.
            let holder = given.count == 1 ? TerminalText.escaped(given[0].display) : "the inputs"
            Terminal.standardError.write(
                "seqc: error: -o takes a single input; \(holder) hold\(given.count == 1 ? "s" : "") \(SummaryLine.plural(inputs.files.count, "routine file")); use --out-dir\n"
            )
            throw ExitCode(2)
        }
        InputChecks.noteEmptyDirectories(inputs, quiet: common.quiet)
        // Lint's checks, so build and lint agree on every file: configuration, suppressions,
        // --strict. Streamed, so memory stays flat in the file count: each output is encoded
        // on the file's worker and staged beside its target as its file is checked, and the
        // commit renames them all into place, or removes them when any input had an error.
        let runner = LintRunner(strict: common.strict, jobs: jobs ?? LintRunner.defaultJobs)
        let leading = runner.leadingProblems(inputs) + inputs.configurationDiagnostics
        var staged = BuildStaging(destination: destination, report: report, failed: leading.hasErrors)
        staged.transaction.protect(inputs: inputs.files.map { String(decoding: $0.path.bytes, as: UTF8.self) })
        var diagnostics = StreamedReport(printer: printer, toFile: false)
        do {
            try runner.stream(
                LintFiles(inputs, stdinName: stdinFilename, limits: runner.compiler.limits), leading: leading,
                leadingSources: inputs.configurations.compactMap(\.source), keepingErrorsAcrossFiles: true,
                produce: { result in result.document.map { document in Result { try document.jsonData() } } },
                consume: { result, diagnostics, output in try staged.add(result, diagnostics: diagnostics, output: output) },
                report: { try diagnostics.add($0) })
            _ = try diagnostics.finish(files: inputs.files.count, summary: nil)
        } catch {
            // Whatever stopped the run, nothing it staged stays behind.
            staged.transaction.discardStaged()
            throw error
        }
        let succeeded = !diagnostics.hasErrors
        let outcome = BuildReport(routines: succeeded ? staged.routines : staged.routines.map { $0.unwritten() })
        let reportJSON = report == nil ? nil : try outcome.jsonData()
        if succeeded {
            // The report joins the outputs: all of them are written, or none.
            if let report, let reportJSON { staged.transaction.add(reportJSON, to: report) }
            try staged.commitOrExit()
        } else {
            staged.transaction.discardStaged()
            if report == "-", let reportJSON { Terminal.standardOutput.write(reportJSON) }
        }
        if report != "-", !common.quiet {
            (destination == .standardOutput ? Terminal.standardError : .standardOutput).write(outcome.text)
        }
        if !succeeded { throw ExitCode(1) }
    }
}
