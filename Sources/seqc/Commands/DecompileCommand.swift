import ArgumentParser
import SeqcAuthoring
import SeqcCompiler
import SeqcLint

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `seqc decompile FILE.json`: runtime JSON back to a routine file.
struct DecompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decompile",
        abstract: "Turn runtime JSON back into a canonical routine file.",
        usage: """
            seqc decompile FILE [-o FILE] [--force] [--stdin-filename NAME]
                           [--color WHEN]
            """,
        discussion: """
            Reads the authored 'sequence' of runtime JSON (- for standard input) and
            writes routine YAML that builds to byte-identical runtime JSON: the routine
            id and pinned card ids are kept, defaults are left out and durations are
            written in units. The JSON is read as strictly as routines are, within the
            same limits (8 MiB, 64 levels of nesting, 10000 cards): malformed JSON, a
            key twice in one object, an unknown card kind or a newer formatVersion is
            an error at its line and column (exit 1). An existing -o file is not
            replaced without --force (exit 1), and never the input.

            Examples:
              seqc decompile build/morning-hiit.json -o morning-hiit.routine.yaml
              curl -s https://example.com/r.json | seqc decompile - --stdin-filename r.json
            """
    )

    @Argument(help: "Runtime JSON to read, or - for standard input.", completion: .file(extensions: ["json"]))
    var file: String

    @Option(
        name: .shortAndLong, help: "Write the routine here instead of standard output.", completion: .file(extensions: ["yaml", "yml"]))
    var output: String?

    @Option(name: .customLong("stdin-filename"), help: "The name standard input is reported under (default: <stdin>).")
    var stdinFilename: String?

    @OptionGroup var colors: ColorOptions

    @Flag(help: "Replace the -o file if it exists.")
    var force = false

    func validate() throws {
        try AuthoringOutput.check(output, inputs: [file], routineSource: true)
    }

    func run() throws {
        let result: Decompiler.Result
        switch SourceLoader.load(file, displayName: file == "-" ? stdinFilename : nil) {
        case .success(let source): result = Decompiler.decompile(source)
        case .failure(let problem): result = Decompiler.Result(routine: nil, diagnostics: [problem])
        }
        guard let routine = result.routine else { try AuthoringOutput.refuse(result.diagnostics, colors: colors.setting) }
        try AuthoringOutput.write(routine, to: output, replacing: force ? .always : .never, inputs: [file])
    }
}
