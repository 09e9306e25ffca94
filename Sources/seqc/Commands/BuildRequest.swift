import ArgumentParser
import SeqcCompiler
import SeqcLint

/// `seqc build`'s options, each declared once: ``BuildCommand`` declares its parser's
/// properties with these spellings, and ``BuildRequest/direct(_:)`` reads a plain command
/// line by them.
enum BuildOptionTable {
    typealias Option = CommandOption<BuildRequest>

    static let filesFrom = Option.text(OptionSpelling("files-from", help: FilesFrom.help, completion: .file()), { $0.filesFrom = $1 })
    static let outDir = Option.text(
        OptionSpelling("out-dir", help: "The directory for ID.json outputs (default: the current directory).", completion: .directory),
        { $0.outDir = $1 })
    static let output = Option.text(
        OptionSpelling(
            "output", short: "o", help: "The output file for a single input; '-' for standard output.",
            completion: .file(extensions: ["json"])),
        { $0.output = $1 })
    static let report = Option.text(
        OptionSpelling(
            "report", help: "Also write the report as JSON to this file ('-': standard output, instead of the text report).",
            completion: .file(extensions: ["json"])),
        { $0.report = $1 })
    static let format = Option.defaultedChoice(
        OptionSpelling("format", help: "How diagnostics are printed on standard error."), { $0.format = $1 })
    static let config = Option.text(
        OptionSpelling(
            "config",
            help: "The configuration file (default: for each file, the nearest .seqc.yml or .seqc.yaml from its directory upward).",
            completion: .file(extensions: ["yml", "yaml"])),
        { $0.config = $1 })
    static let stdinFilename = Option.text(
        OptionSpelling("stdin-filename", help: "The name standard input (-) is reported under."), { $0.stdinFilename = $1 })
    static let checkAcrossFiles = Option.flag(
        OptionSpelling(
            flag: "check-across-files",
            help: """
                Write nothing and report only problems between routines: two with one id, and two \
                whose file names differ only in case or suffix (for build tools that build each \
                routine alone and name its output after its file, as the SwiftPM plugin does).
                """),
        { $0.acrossFilesOnly = $1 })
    static let noTextReport = Option.flag(
        OptionSpelling(
            flag: "no-text-report",
            help: """
                Print no report of what each routine became, only diagnostics (the SwiftPM \
                build plugin passes it, so that a build log holds only what needs attention).
                """),
        { $0.noTextReport = $1 })

    static let table = OptionTable<BuildRequest>(
        options: [filesFrom, outDir, output, report, format, config, stdinFilename, checkAcrossFiles, noTextReport]
            + SharedOptions.options(),
        setPaths: { $0.files = $1 }, pathsProperty: "files")
}

extension BuildRequest {
    /// The request for `arguments` (the subcommand first) when they are `build` with
    /// paths and options that ``PlainArguments`` reads exactly as the parser would (a test
    /// holds the two equal, and another tries thousands of mixed command lines). Nil for
    /// anything else, which the parser handles, help and errors included: the parser's
    /// reflection costs more than a small build.
    static func direct(_ arguments: [String]) -> BuildRequest? {
        guard arguments.first == "build" else { return nil }
        return PlainArguments.request(arguments, table: BuildOptionTable.table, into: BuildRequest())
    }

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

    /// The library's build of the paths as the command line gave their bytes.
    func run() throws {
        try SummaryObserver.watching(summary, command: "build") { observer in
            try run(paths: RawArguments.paths(files), observer: &observer)
        }
    }
}
