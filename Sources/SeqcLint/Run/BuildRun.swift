import SeqcCompiler

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one `seqc build` run was asked to do, as plain values: the command line's options
/// (the executable's `BuildOptionTable` fills them, through the parser or without it),
/// run by ``run(paths:)``.
package struct BuildRequest: Equatable, Sendable {
    package var files: [String] = []
    package var filesFrom: String?
    package var outDir: String?
    package var output: String?
    package var report: String?
    package var format: DiagnosticFormat = .text
    package var config: String?
    package var stdinFilename: String?
    package var jobs: Int?
    package var strict = false
    package var quiet = false
    package var colors = ColorSetting()
    /// `--check-across-files`: only the checks between routines, writing nothing.
    package var acrossFilesOnly = false
    /// `--summary FILE`: where a Markdown summary is appended (by the caller, which
    /// watches the run through a ``RunObserver``).
    package var summary: String?
    /// `--no-text-report`: diagnostics only, no text report of what was built.
    package var noTextReport = false

    package init() {}

    /// Where the runtime JSON goes: `-o -`, `-o FILE` or `--out-dir` (the current directory
    /// by default).
    package var destination: BuildDestination {
        switch output {
        case "-": .standardOutput
        case let path?: .file(path)
        case nil: .directory(outDir ?? ".")
        }
    }

    /// Runs the build: `paths` are ``files`` as the command line gave their bytes (a name
    /// that is not UTF-8 stays itself). Ends by throwing ``RunExit`` for any exit code but
    /// 0, or ``OutputFailure`` for a report that could not be read back.
    package func run(paths: [RawPath]) throws {
        var nobody: NoRunObserver?
        try run(paths: paths, observer: &nobody)
    }

    /// ``run(paths:)``, with each routine shown to `observer` as the run checks it (a
    /// `--summary`); `observer` is left as the run left it, whatever the run's ending.
    package func run<Observer: RunObserver>(paths: [RawPath], observer: inout Observer?) throws {
        let printer = DiagnosticPrinter(format: format, terminal: .standardError, colors: colors, quiet: quiet)
        let given = paths + (try FilesFrom.paths(filesFrom))
        let inputs = LintInputs.gather(
            paths: given, configurationPath: config, stdinName: stdinFilename,
            workingDirectory: .currentDirectory, jobs: jobs ?? LintRunner.defaultJobs)
        try checkInputs(inputs, given: given, printer: printer)
        if acrossFilesOnly {
            try AcrossFilesCheck(printer: printer, strict: strict, jobs: jobs).run(inputs, stdinName: stdinFilename)
            return
        }
        if output != nil, inputs.files.count != 1 {
            // Several paths can come from --files-from even though -o was checked against the command line.
            let holder = given.count == 1 ? TerminalText.escaped(given[0].display) : "the inputs"
            Terminal.standardError.write(
                "seqc: error: -o takes a single input; \(holder) hold\(given.count == 1 ? "s" : "") \(SummaryLine.plural(inputs.files.count, "routine file")); use --out-dir\n"
            )
            throw RunExit(2)
        }
        InputChecks.noteEmptyDirectories(inputs, quiet: quiet)
        let (staged, succeeded) = try stage(inputs, printer: printer, observer: &observer)
        try printReport(staged, succeeded: succeeded)
        if !succeeded { throw RunExit(1) }
    }

    /// What is said about the inputs before any routine is read: a configuration error,
    /// the one routine of `-o` excluded, what was skipped, nothing found.
    private func checkInputs(_ inputs: LintInputs, given: [RawPath], printer: DiagnosticPrinter) throws {
        try InputChecks.stopOnConfigurationErrors(inputs, printer: printer, what: "no routine was built")
        if output != nil, inputs.files.count == 0, let excluded = inputs.skipped.first(where: \.isExcluded) {
            // The one routine named is left out by its configuration: -o has nothing to build.
            Terminal.standardError.write(
                "seqc: error: \(TerminalText.escaped(excluded.display)) is \(TerminalText.escaped(excluded.reason)), so -o has no routine to build; nothing was written\n"
            )
            throw RunExit(2)
        }
        InputChecks.noteSkipped(inputs, quiet: quiet)
        try InputChecks.stopWhenNothingFound(inputs, given: given, list: filesFrom)
    }

    /// Checks every routine as lint does (configuration, suppressions, `--strict`) and
    /// stages the outputs of a build with no error; returns the staging, committed when the
    /// build succeeded, and whether it did.
    ///
    /// Streamed, so memory stays flat in the file count: each output is encoded on the
    /// file's worker and staged beside its target as its file is checked, and the commit
    /// renames them all into place, or removes them when any input had an error.
    private func stage<Observer: RunObserver>(
        _ inputs: LintInputs, printer: DiagnosticPrinter, observer: inout Observer?
    ) throws -> (BuildStaging, Bool) {
        let destination = destination
        let runner = LintRunner(strict: strict, jobs: jobs ?? LintRunner.defaultJobs)
        let leading = runner.leadingProblems(inputs) + inputs.configurationDiagnostics
        var staged = BuildStaging(destination: destination, report: report, failed: leading.hasErrors, text: printsText)
        staged.transaction.protect(inputs)
        var diagnostics = StreamedReport(printer: printer, toFile: false)
        observer?.add(leading: leading)
        do {
            try runner.stream(
                LintFiles(inputs, stdinName: stdinFilename, limits: runner.compiler.limits), leading: leading,
                leadingSources: inputs.configurations.compactMap(\.source), keepingErrorsAcrossFiles: true,
                produce: { [text = staged.writtenText != nil, observing = observer != nil] result in
                    (BuildStaging.Encoded(result, writingTo: destination, text: text), observing ? Observer.row(result) : nil)
                },
                consume: { result, diagnostics, product in
                    if let row = product.1 { observer?.add(row, diagnostics: diagnostics) }
                    try staged.add(result, diagnostics: diagnostics, encoded: product.0)
                },
                report: { try diagnostics.add($0) })
            _ = try diagnostics.finish(files: inputs.files.count, summary: nil)
        } catch {
            // Whatever stopped the run, nothing it staged stays behind.
            staged.transaction.discardStaged()
            // A waiting part of the report that could not be read back.
            if let failure = error as? OutputFailure { throw failure.reported() }
            throw error
        }
        let succeeded = !diagnostics.hasErrors
        if succeeded {
            // The report joins the outputs: all of them are written, or none.
            try staged.commitOrExit()
        } else {
            staged.transaction.discardStaged()
        }
        return (staged, succeeded)
    }

    /// Whether the text report is printed: it goes to standard output unless `--report -`
    /// takes it, or `-q` or `--no-text-report` drops it.
    private var printsText: Bool { !quiet && !noTextReport && report != "-" }

    /// Prints the report for people, or `--report -`'s JSON of a build that failed.
    private func printReport(_ staged: BuildStaging, succeeded: Bool) throws {
        // The text report goes beside the outputs' stream, never into it.
        let textTerminal = destination == .standardOutput ? Terminal.standardError : .standardOutput
        do {
            if succeeded, let text = staged.writtenText {
                // Made as the routines were checked, and printed only now the outputs are in place.
                let code = textTerminal.write(text)
                if code != 0 { throw OutputFailure.reportLost(errno: code > 0 ? code : EIO) }
            } else if !succeeded, report == "-" {
                let json = SpoolFile()
                try staged.reports.writeJSON(written: false, to: json)
                _ = Terminal.standardOutput.write(json)
            } else if printsText {
                try staged.reports.writeText(written: succeeded) { textTerminal.write($0) }
            }
        } catch let failure as OutputFailure {
            // The report's temporary file could not be read back.
            throw failure.reported()
        }
    }
}
