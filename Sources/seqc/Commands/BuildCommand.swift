import ArgumentParser
import Foundation
import SeqcCompiler

/// `seqc build FILE...`: compile routines to runtime JSON and report what they became.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile routines to runtime JSON, with a report of authored versus runtime cards.",
        discussion: """
        Each routine is written as ID.json in --out-dir, or to -o PATH for a single input (-o - writes to standard output and moves the report to standard error). Writes are atomic and all or nothing: when any input has an error, no file is written.

        Examples:
          seqc build Examples/morning-hiit.routine.yaml
          seqc build routines/*.routine.yaml --out-dir build --report build/report.json
          seqc build focus.routine.yaml -o - | jq .runtime.cards
        """
    )

    @Argument(help: "Routine files to compile.")
    var files: [String]

    @Option(name: .customLong("out-dir"), help: "The directory for ID.json outputs (default: the current directory).")
    var outDir: String?

    @Option(name: .shortAndLong, help: "The output file for a single input; '-' for standard output.")
    var output: String?

    @Option(help: "Also write the report as JSON to this file ('-': standard output, instead of the text report).")
    var report: String?

    @Option(help: "How to print diagnostics on standard error: text, json, sarif or github.")
    var format: DiagnosticFormat = .text

    @OptionGroup var common: CommonOptions

    func validate() throws {
        if output != nil && outDir != nil { throw ValidationError("use either --out-dir or -o, not both") }
        if output != nil && files.count != 1 { throw ValidationError("-o takes a single input; use --out-dir for several") }
        if report == "-" && output == "-" { throw ValidationError("--report - and -o - would both write to standard output") }
    }

    func run() throws {
        let destination: BuildDestination = switch output {
        case "-": .standardOutput
        case let path?: .file(path)
        case nil: .directory(outDir ?? ".")
        }
        let outcome: Builder.Outcome
        do {
            outcome = try Builder(strict: common.strict).build(paths: files, to: destination)
        } catch let failure as Builder.WriteFailure {
            Terminal.standardError.write("seqc: error: \(TerminalText.escaped(failure.description))\n")
            throw ExitCode(3)
        }
        try DiagnosticPrinter(format: format, terminal: .standardError, noColor: common.noColor)
            .print(outcome.diagnostics, results: outcome.results, summaryLine: false)
        if let json = outcome.standardOutput { Terminal.standardOutput.write(json) }
        if report == "-" {
            Terminal.standardOutput.write(try outcome.report.jsonData())
        } else {
            (destination == .standardOutput ? Terminal.standardError : .standardOutput).write(outcome.report.text)
        }
        if let report, report != "-", outcome.succeeded {
            do {
                try Builder.writeAtomically(try outcome.report.jsonData(), to: report)
            } catch let failure as Builder.WriteFailure {
                Terminal.standardError.write("seqc: error: \(TerminalText.escaped(failure.description))\n")
                throw ExitCode(3)
            }
        }
        if !outcome.succeeded { throw ExitCode(1) }
    }
}
