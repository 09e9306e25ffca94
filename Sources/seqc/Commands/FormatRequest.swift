import ArgumentParser
import SeqcAuthoring
import SeqcCompiler
import SeqcLint

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `seqc format`'s options, each declared once (see ``LintOptionTable``).
enum FormatOptionTable {
    typealias Option = CommandOption<FormatRequest>

    static let filesFrom = Option.text(OptionSpelling("files-from", help: FilesFrom.help, completion: .file()), { $0.filesFrom = $1 })
    static let check = Option.flag(
        OptionSpelling(flag: "check", help: "Change nothing; name each file that is not formatted (exit 1 when there is one)."),
        { $0.check = $1 })
    static let diff = Option.flag(
        OptionSpelling(flag: "diff", help: "Change nothing; print the changes as a unified diff (exit 1 when there are any)."),
        { $0.diff = $1 })
    static let config = Option.text(
        OptionSpelling(
            "config",
            help: "The configuration file (default: for each file, the nearest .seqc.yml or .seqc.yaml from its directory upward).",
            completion: .file(extensions: ["yml", "yaml"])),
        { $0.config = $1 })
    static let stdinFilename = Option.text(
        OptionSpelling("stdin-filename", help: "The name standard input is reported under."), { $0.stdinFilename = $1 })

    static let table = OptionTable<FormatRequest>(
        options: [
            filesFrom, check, diff, config, stdinFilename, .count(SharedOptions.jobs, { $0.jobs = $1 }),
            .flag(SharedOptions.quiet, { $0.quiet = $1 }), .choice(SharedOptions.color, { $0.colors.color = $1 }),
            .flag(SharedOptions.noColor, { $0.colors.noColor = $1 }),
        ],
        setPaths: { $0.paths = $1 }, pathsProperty: "paths")
}

/// What one `seqc format` run was asked to do, as plain values (``FormatOptionTable``).
struct FormatRequest: Equatable {
    var paths: [String] = []
    var filesFrom: String?
    var check = false
    var diff = false
    var config: String?
    var stdinFilename: String?
    var jobs: Int?
    var quiet = false
    var colors = ColorSetting()

    func validate() throws {
        if check && diff { throw ValidationError("--check and --diff both change nothing; give one of them") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        try FilesFrom.validate(filesFrom, positional: paths)
    }

    func run() throws {
        let printer = DiagnosticPrinter(format: .text, terminal: .standardError, colors: colors, quiet: quiet)
        let inputs = try gatherInputs(printer: printer)
        let runner = LintRunner(compiler: Compiler(identifiesCards: false), strict: false, jobs: jobs ?? LintRunner.defaultJobs)
        let loaded = runner.load(inputs, stdinName: stdinFilename)
        var run = FormatRun(inputs: inputs, loaded: loaded, jobs: jobs ?? LintRunner.defaultJobs)
        try printer.print(run.diagnostics, sources: run.sources, files: inputs.files.count, summary: nil)
        if check {
            for path in run.changedPaths { Terminal.standardOutput.write("would reformat \(TerminalText.escapedPath(path))\n") }
        } else if diff {
            Terminal.standardOutput.write(run.diff())
        } else {
            try run.write()
        }
        if !quiet { Terminal.standardError.write(run.summary(verb: check || diff ? "would reformat" : "reformatted") + "\n") }
        if Terminal.lostOutput { throw ExitCode(3) }
        if !run.notWritten.isEmpty { throw ExitCode(3) }
        if !run.diagnostics.isEmpty || ((check || diff) && !run.changedPaths.isEmpty) { throw ExitCode(1) }
    }

    /// The files to format, found and configured as `seqc lint` finds them; what stops the
    /// run before any routine is read (a configuration error, nothing found) is reported here.
    private func gatherInputs(printer: DiagnosticPrinter) throws -> LintInputs {
        let listed = try FilesFrom.paths(filesFrom)
        let given = paths.isEmpty && filesFrom == nil ? [RawPath(".")] : RawArguments.paths(paths) + listed
        var inputs = LintInputs.gather(
            paths: given, configurationPath: config, stdinName: stdinFilename,
            workingDirectory: .currentDirectory, jobs: jobs ?? LintRunner.defaultJobs, deferringIdentities: false)
        if config == nil { inputs.leaveOutFilesUnderBrokenConfigurations() }
        if config != nil || inputs.files.isEmpty {
            try InputChecks.stopOnConfigurationErrors(inputs, printer: printer, what: "no routine was formatted", output: nil)
        }
        InputChecks.noteSkipped(inputs, quiet: quiet)
        try InputChecks.stopWhenNothingFound(inputs, given: given, list: filesFrom)
        return inputs
    }
}
