import ArgumentParser
import Foundation
import SeqcCompiler
import SeqcLint

/// `seqc lint [PATH...]`: check routines without writing anything.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check routines without writing anything.",
        discussion: """
        Paths may be files, directories (searched for *.routine.yaml and *.routine.yml,
        skipping hidden folders) or - for standard input. No path: the current directory.

        Symbolic links to directories are not followed inside a walk; entries that
        are not regular files (FIFOs, sockets, devices) are skipped with a note.
        Finding no routine file at all is exit 2.

        Configuration comes from --config FILE or, for each file, the nearest
        .seqc.yml or .seqc.yaml from that file's directory upward (stopping at a
        directory holding .git): `rules: {RULE: off|warning|error}` and
        `exclude: [GLOB...]`, patterns relative to the configuration's directory.
        Comments silence one place: # seqc:disable-next-line RULE,
        # seqc:disable-line RULE, # seqc:disable-file RULE. `seqc rules` lists the
        rules; docs/ci.md shows CI setups.

        Exit codes: 0 no errors, 1 errors (or warnings with --strict, or more than
        --max-warnings), 2 bad command line or configuration, 3 internal failure.

        Examples:
          seqc lint
          seqc lint routines/ --strict
          seqc lint --format sarif > seqc.sarif
          cat draft.routine.yaml | seqc lint - --stdin-filename draft.routine.yaml --format json
        """
    )

    @Argument(help: "Files, directories, or - for standard input.")
    var paths: [String] = []

    @Option(help: "Output format: text, json, sarif or github (default: text; github when GITHUB_ACTIONS=true).")
    var format: DiagnosticFormat?

    @Option(name: .customLong("stdin-filename"), help: "The name standard input is reported under.")
    var stdinFilename: String?

    @Option(help: "The configuration file (default: for each file, the nearest .seqc.yml or .seqc.yaml from its directory upward).")
    var config: String?

    @Option(name: .customLong("max-warnings"), help: "Fail (exit 1) when there are more than this many warnings.")
    var maxWarnings: Int?

    @Option(help: "How many files to check at once (default: every core).")
    var jobs: Int?

    @OptionGroup var common: CommonOptions

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let maxWarnings, maxWarnings < 0 { throw ValidationError("--max-warnings must be 0 or more") }
    }

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let format = format ?? (environment["GITHUB_ACTIONS"] == "true" ? .github : .text)
        let printer = DiagnosticPrinter(format: format, terminal: .standardOutput, noColor: common.noColor)
        let given = paths.isEmpty ? [RawPath(".")] : RawArguments.paths(paths)
        let inputs = LintInputs.gather(paths: given, configurationPath: config, stdinName: stdinFilename,
                                       workingDirectory: .currentDirectory)
        let configurationDiagnostics = inputs.configurationDiagnostics
        let configurationSources = inputs.configurations.compactMap(\.source)
        if configurationDiagnostics.hasErrors {
            try printer.print(configurationDiagnostics, sources: configurationSources, files: 0) { _ in
                "invalid configuration: \(SummaryLine.plural(configurationDiagnostics.count, "problem")); no routine was checked"
            }
            throw ExitCode(2)
        }
        for skipped in inputs.skipped { Terminal.standardError.write("seqc: note: skipped \(TerminalText.escaped(skipped.display)): \(TerminalText.escaped(skipped.reason))\n") }
        if inputs.foundNothing {
            let places = given.map(\.display).joined(separator: ", ")
            Terminal.standardError.write("seqc: error: no routine files (*.routine.yaml, *.routine.yml) found in \(TerminalText.escaped(places))\n")
            throw ExitCode(2)
        }
        for directory in inputs.emptyDirectories {
            Terminal.standardError.write("seqc: note: no routine files (*.routine.yaml, *.routine.yml) found in \(TerminalText.escaped(directory))\n")
        }
        let runner = LintRunner(strict: common.strict, jobs: jobs ?? LintRunner.defaultJobs)
        let outcome = runner.lint(inputs, stdinName: stdinFilename)
        let diagnostics = (configurationDiagnostics + outcome.diagnostics).sortedForPresentation()
        // An unreadable file has no text to show under its diagnostic.
        let sources = outcome.results.map(\.file).filter { !$0.bytes.isEmpty } + configurationSources
        try printer.print(diagnostics, sources: sources, files: outcome.files, summary: SummaryLine.text)
        if diagnostics.hasErrors { throw ExitCode(1) }
        let warnings = DiagnosticSummary(files: outcome.files, diagnostics: diagnostics).warnings
        if let maxWarnings, warnings > maxWarnings {
            Terminal.standardError.write("seqc: error: \(SummaryLine.plural(warnings, "warning")), more than --max-warnings \(maxWarnings)\n")
            throw ExitCode(1)
        }
    }
}
