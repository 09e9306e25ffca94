import ArgumentParser
import Foundation
import SeqcAuthoring
import SeqcCompiler

/// `seqc decompile FILE.json`: runtime JSON back to a routine file.
struct DecompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decompile",
        abstract: "Turn runtime JSON back into a canonical routine file.",
        discussion: """
        Reads the authored 'sequence' of runtime JSON (- for standard input) and writes
        routine YAML that builds to byte-identical runtime JSON: the routine id and pinned
        card ids are kept, defaults are left out and durations are written in units.
        An unknown card kind or a newer formatVersion is refused (exit 1).

        Examples:
          seqc decompile build/morning-hiit.json -o morning-hiit.routine.yaml
          curl -s https://example.com/routine.json | seqc decompile -
        """
    )

    @Argument(help: "Runtime JSON to read, or - for standard input.")
    var file: String

    @Option(name: .shortAndLong, help: "Write the routine here instead of standard output.")
    var output: String?

    func run() throws {
        let data: Data
        do {
            data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: file))
        } catch {
            Terminal.standardError.write("seqc: error: cannot read \(TerminalText.escaped(file)): "
                + TerminalText.escaped((error as NSError).localizedFailureReason ?? error.localizedDescription) + "\n")
            throw ExitCode(1)
        }
        do {
            try AuthoringOutput.write(try Decompiler.routine(fromRuntimeJSON: data), to: output)
        } catch let failure as Decompiler.Failure {
            Terminal.standardError.write("seqc: error: \(TerminalText.escaped(file)): \(TerminalText.escaped(failure.description))\n")
            throw ExitCode(1)
        }
    }
}
