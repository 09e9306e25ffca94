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
                      [--no-cache] [--cache-dir DIR]
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
            (kept across line moves; errors that stop a build are always reported).

            --fix applies every safe fix-it in place (keeping the meaning exactly, such
            as 45S -> 45s), repeating until nothing more applies (at most 10 passes),
            then reports what remains. --unsafe-fixes also applies the guesses (a
            did-you-mean between close names). Files are replaced atomically and only
            when their text changes; excluded files are never touched; a pass that would
            make a file worse is left out and reported. --diff prints what --fix would
            change as a unified diff and writes nothing (exit 1 when there is something
            to fix, or errors would remain). With -, the fixed text goes to standard
            output and the report to standard error.

            Findings are cached by each file's bytes, its configuration, the options
            and seqc's build, in the user's cache directory ($XDG_CACHE_HOME/seqc or
            ~/.cache/seqc; ~/Library/Caches/seqc on macOS): an unchanged file is not
            checked again. A cache directory inside the linted tree or its git work tree
            is not used (a pull request could have committed it); with CI set, the cache
            is off unless --cache-dir names one. --fix, --diff and --summary use none;
            --no-cache turns it off.

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

    @Option(LintOptionTable.filesFrom.spelling)
    var filesFrom: String?

    @Option(LintOptionTable.format.spelling)
    var format: DiagnosticFormat?

    @Option(LintOptionTable.output.spelling)
    var output: String?

    @Option(LintOptionTable.stdinFilename.spelling)
    var stdinFilename: String?

    @Option(LintOptionTable.config.spelling)
    var config: String?

    @Option(LintOptionTable.baseline.spelling)
    var baseline: String?

    @Option(LintOptionTable.writeBaseline.spelling)
    var writeBaseline: String?

    @Option(LintOptionTable.maxWarnings.spelling)
    var maxWarnings: Int?

    @Option(SharedOptions.jobs)
    var jobs: Int?

    @Flag(LintOptionTable.fix.spelling)
    var fix = false

    @Flag(LintOptionTable.unsafeFixes.spelling)
    var unsafeFixes = false

    @Flag(LintOptionTable.diff.spelling)
    var diff = false

    @Flag(LintOptionTable.noCache.spelling)
    var noCache = false

    @Option(LintOptionTable.cacheDir.spelling)
    var cacheDir: String?

    @OptionGroup var common: CommonOptions

    /// The command line as plain values: what the run reads.
    var request: LintRequest {
        var request = LintRequest()
        LintOptionTable.table.request(from: self, into: &request)
        return request
    }

    func validate() throws { try request.validate() }

    func run() throws { try request.run() }
}
