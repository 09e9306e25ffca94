import ArgumentParser
import SeqcCompiler
import SeqcLint

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

/// What one `seqc build` run was asked to do, as plain values. ``BuildCommand`` makes one
/// from the parsed command line; ``direct(_:)`` makes one without the parser for the
/// calls scripts and CI make, where the parser's reflection costs more than a small
/// build.
struct BuildRequest: Equatable, SharedPlainOptions {
    var files: [String] = []
    var filesFrom: String?
    var outDir: String?
    var output: String?
    var report: String?
    var format: DiagnosticFormat = .text
    var config: String?
    var stdinFilename: String?
    var jobs: Int?
    var strict = false
    var quiet = false
    var colors = ColorSetting()
    /// `--check-across-files`: only the checks between routines, writing nothing.
    var acrossFilesOnly = false

    /// The request for `arguments` (the subcommand first) when they are `build` with
    /// paths and options that ``PlainArguments`` reads exactly as the parser would (a test
    /// holds the two equal, and another tries thousands of mixed command lines). Nil for
    /// anything else, which the parser handles, help and errors included.
    static func direct(_ arguments: [String]) -> BuildRequest? {
        guard arguments.first == "build" else { return nil }
        var request = BuildRequest()
        let plain = Self.plainArguments.walk(arguments, path: { request.files.append($0) }) { name, value in
            // A value an option cannot read (`--jobs x`, `--format xml`) is the parser's to report.
            switch name {
            case "--files-from": request.filesFrom = value
            case "--out-dir": request.outDir = value
            case "--output": request.output = value
            case "--report": request.report = value
            case "--format":
                guard let format: DiagnosticFormat = PlainArguments.choice(value) else { return false }
                request.format = format
            case "--config": request.config = value
            case "--stdin-filename": request.stdinFilename = value
            case "--check-across-files": request.acrossFilesOnly = true
            default: return request.readShared(name, value) ?? false
            }
            return true
        }
        guard plain else { return nil }
        return request
    }

    /// `build`'s options as ``PlainArguments`` reads them.
    private static let plainArguments = PlainArguments(
        valued: ["--files-from", "--out-dir", "--output", "--report", "--format", "--config", "--stdin-filename"] + sharedValued,
        flags: ["--check-across-files"] + sharedFlags,
        shortNames: [("-o", "--output"), ("-q", "--quiet")])

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
        if acrossFilesOnly, output != nil || outDir != nil || report != nil {
            throw ValidationError("--check-across-files writes nothing: it takes no -o, --out-dir or --report")
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
        let printer = DiagnosticPrinter(format: format, terminal: .standardError, colors: colors, quiet: quiet)
        let given = RawArguments.paths(files) + (try FilesFrom.paths(filesFrom))
        let inputs = LintInputs.gather(
            paths: given, configurationPath: config, stdinName: stdinFilename,
            workingDirectory: .currentDirectory, jobs: jobs ?? LintRunner.defaultJobs)
        try InputChecks.stopOnConfigurationErrors(inputs, printer: printer, what: "no routine was built")
        if output != nil, inputs.files.count == 0, let excluded = inputs.skipped.first(where: \.isExcluded) {
            // The one routine named is left out by its configuration: -o has nothing to build.
            Terminal.standardError.write(
                "seqc: error: \(TerminalText.escaped(excluded.display)) is \(TerminalText.escaped(excluded.reason)), so -o has no routine to build; nothing was written\n"
            )
            throw ExitCode(2)
        }
        InputChecks.noteSkipped(inputs, quiet: quiet)
        try InputChecks.stopWhenNothingFound(inputs, given: given, list: filesFrom)
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
            throw ExitCode(2)
        }
        InputChecks.noteEmptyDirectories(inputs, quiet: quiet)
        // Lint's checks, so build and lint agree on every file: configuration, suppressions,
        // --strict. Streamed, so memory stays flat in the file count: each output is encoded
        // on the file's worker and staged beside its target as its file is checked, and the
        // commit renames them all into place, or removes them when any input had an error.
        let runner = LintRunner(strict: strict, jobs: jobs ?? LintRunner.defaultJobs)
        let leading = runner.leadingProblems(inputs) + inputs.configurationDiagnostics
        // The text goes to standard output unless `--report -` takes it, or `-q` drops it.
        let printsText = !quiet && report != "-"
        var staged = BuildStaging(destination: destination, report: report, failed: leading.hasErrors, text: printsText)
        staged.transaction.protect(inputs)
        var diagnostics = StreamedReport(printer: printer, toFile: false)
        do {
            try runner.stream(
                LintFiles(inputs, stdinName: stdinFilename, limits: runner.compiler.limits), leading: leading,
                leadingSources: inputs.configurations.compactMap(\.source), keepingErrorsAcrossFiles: true,
                produce: { [text = staged.writtenText != nil] result in
                    BuildStaging.Encoded(result, writingTo: destination, text: text)
                },
                consume: { result, diagnostics, encoded in try staged.add(result, diagnostics: diagnostics, encoded: encoded) },
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
        if !succeeded { throw ExitCode(1) }
    }
}
