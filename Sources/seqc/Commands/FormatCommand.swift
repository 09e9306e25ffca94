import ArgumentParser
import SeqcLint

/// `seqc format [PATH...]`: lay routines out in the one canonical layout (docs/format.md).
struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Lay routines out in the canonical layout: indentation, spacing and blank lines.",
        usage: """
            seqc format [PATH...] [--files-from FILE|-] [--check] [--diff]
                        [--config FILE] [--stdin-filename NAME] [-q] [--jobs N]
                        [--color WHEN]
            """,
        discussion: """
            Paths are found as `seqc lint` finds them (files, directories searched for
            *.routine.yaml and *.routine.yml, - for standard input; no path: the current
            directory), with the same configuration's exclude patterns.

            The layout changes indentation, spacing, line breaks and blank lines only:
            keys keep their order, values their quoting and flow or block style, and
            every comment is kept. The result reads as exactly the same YAML (this is
            checked for every file). A file with a syntax error is left as it is, with
            the error (exit 1). docs/format.md describes the layout.

            Files are replaced atomically and only when their text changes. --check
            changes nothing: it names each file that is not formatted and exits 1 when
            there is one. --diff prints the changes as a unified diff instead (exit 1
            when there are any). With -, the formatted text goes to standard output.

            Exit codes: 0 formatted, 1 a file not formatted (--check, --diff) or left
            alone for an error, 2 bad command line or configuration, 3 internal failure.

            Examples:
              seqc format
              seqc format --check routines/
              seqc format --diff draft.routine.yaml
              seqc format - < draft.routine.yaml > tidy.routine.yaml
            """
    )

    @Argument(help: "Files, directories, or - for standard input.", completion: .file(extensions: ["yaml", "yml"]))
    var paths: [String] = []

    @Option(FormatOptionTable.filesFrom.spelling)
    var filesFrom: String?

    @Flag(FormatOptionTable.check.spelling)
    var check = false

    @Flag(FormatOptionTable.diff.spelling)
    var diff = false

    @Option(FormatOptionTable.config.spelling)
    var config: String?

    @Option(FormatOptionTable.stdinFilename.spelling)
    var stdinFilename: String?

    @Option(SharedOptions.jobs)
    var jobs: Int?

    @Flag(SharedOptions.quiet)
    var quiet = false

    @OptionGroup var colors: ColorOptions

    /// The command line as plain values: what the run reads.
    var request: FormatRequest {
        var request = FormatRequest()
        FormatOptionTable.table.request(from: self, into: &request)
        return request
    }

    func validate() throws { try request.validate() }

    func run() throws { try request.run() }
}
