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

    @Flag(
        name: .customLong("check-across-files"),
        help: """
            Write nothing and report only problems between routines: two with one id, and two \
            whose file names differ only in case or suffix (for build tools that build each \
            routine alone and name its output after its file, as the SwiftPM plugin does).
            """)
    var checkAcrossFiles = false

    @OptionGroup var common: CommonOptions

    /// The command line as plain values: what the run reads.
    var request: BuildRequest {
        BuildRequest(
            files: files, filesFrom: filesFrom, outDir: outDir, output: output, report: report, format: format, config: config,
            stdinFilename: stdinFilename, jobs: jobs, strict: common.strict, quiet: common.quiet, colors: common.colors.setting,
            acrossFilesOnly: checkAcrossFiles)
    }

    func validate() throws { try request.validate() }

    func run() throws { try request.run() }
}
