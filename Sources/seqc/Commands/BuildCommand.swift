import ArgumentParser
import Foundation
import SeqcCompiler

/// `seqc build FILE...`: compile routines to runtime JSON and report what they became.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Compile routines to runtime JSON, with a report of authored versus runtime cards.",
        discussion: """
        Each routine is written as ID.json in --out-dir, or to -o PATH for a single input (-o - writes to standard output and moves the report to standard error). Writes are atomic and all or nothing: when any input has an error, or a write fails, or seqc is interrupted, no file is replaced. Outputs never replace an input or a *.routine.yaml file; missing directories are created.

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
        try AuthoringOutput.check(output, inputs: files)
        try AuthoringOutput.check(report, inputs: files)
    }

    func run() throws {
        let destination: BuildDestination = switch output {
        case "-": .standardOutput
        case let path?: .file(path)
        case nil: .directory(outDir ?? ".")
        }
        var transaction = OutputTransaction.onCommandLine()
        let outcome = try Builder(strict: common.strict).build(paths: files, to: destination, staging: &transaction)
        try DiagnosticPrinter(format: format, terminal: .standardError, noColor: common.noColor)
            .print(outcome.diagnostics, results: outcome.results, summaryLine: false)
        let reportJSON = report == nil ? nil : try outcome.report.jsonData()
        if outcome.succeeded {
            // The report joins the outputs: all of them are written, or none.
            if let report, let reportJSON { transaction.add(reportJSON, to: report) }
            try transaction.commitOrExit()
        } else if report == "-", let reportJSON {
            Terminal.standardOutput.write(reportJSON)
        }
        if report != "-" {
            (destination == .standardOutput ? Terminal.standardError : .standardOutput).write(outcome.report.text)
        }
        if !outcome.succeeded { throw ExitCode(1) }
    }
}
