import ArgumentParser
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

        Examples:
          seqc lint
          seqc lint routines/ --strict
          cat draft.routine.yaml | seqc lint - --format json
        """
    )

    @Argument(help: "Files, directories, or - for standard input.")
    var paths: [String] = []

    @Option(help: "Output format: text or json.")
    var format: DiagnosticFormat = .text

    @Option(name: .customLong("stdin-filename"), help: "The name standard input is reported under.")
    var stdinFilename: String?

    @OptionGroup var common: CommonOptions

    func run() throws {
        let outcome = LintRunner(strict: common.strict).lint(paths: paths.isEmpty ? ["."] : paths, stdinName: stdinFilename)
        try DiagnosticPrinter(format: format, terminal: .standardOutput, noColor: common.noColor)
            .print(outcome.diagnostics, results: outcome.results, summaryLine: true)
        if outcome.diagnostics.hasErrors { throw ExitCode(1) }
    }
}
