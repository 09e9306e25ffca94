import ArgumentParser
import SeqcCompiler
import SeqcLint

/// `seqc build PATH...`: compile routines to runtime JSON and report what they became.
/// The options are ``BuildOptionTable``'s; the run is the library's (``BuildRequest/run(paths:)``).
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile routines to runtime JSON, with a report of authored versus runtime cards.",
        usage: """
            seqc build PATH... [--out-dir DIR | -o FILE] [--report FILE] [--strict]
                       [--files-from FILE|-] [--format FORMAT] [--config FILE]
                       [--stdin-filename NAME] [--no-text-report] [--jobs N] [-q]
                       [--color WHEN]
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

    @Option(BuildOptionTable.filesFrom.spelling)
    var filesFrom: String?

    @Option(BuildOptionTable.outDir.spelling)
    var outDir: String?

    @Option(BuildOptionTable.output.spelling)
    var output: String?

    @Option(BuildOptionTable.report.spelling)
    var report: String?

    @Option(BuildOptionTable.format.spelling)
    var format: DiagnosticFormat = .text

    @Option(BuildOptionTable.config.spelling)
    var config: String?

    @Option(BuildOptionTable.stdinFilename.spelling)
    var stdinFilename: String?

    @Option(SharedOptions.jobs)
    var jobs: Int?

    @Flag(BuildOptionTable.checkAcrossFiles.spelling)
    var checkAcrossFiles = false

    @Flag(BuildOptionTable.noTextReport.spelling)
    var noTextReport = false

    @OptionGroup var common: CommonOptions

    /// The command line as plain values: what the run reads.
    var request: BuildRequest {
        var request = BuildRequest()
        BuildOptionTable.table.request(from: self, into: &request)
        return request
    }

    func validate() throws { try request.validate() }

    func run() throws { try request.run() }
}
