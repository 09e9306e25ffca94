import ArgumentParser
import SeqcCompiler

/// Flags every checking command shares.
struct CommonOptions: ParsableArguments {
    @Flag(help: "Treat every warning as an error.")
    var strict = false

    @Flag(name: .customLong("no-color"), help: "Never colour the output (also: the NO_COLOR environment variable).")
    var noColor = false
}

/// How diagnostics are printed.
enum DiagnosticFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}

/// Prints diagnostics in the chosen format.
struct DiagnosticPrinter {
    let format: DiagnosticFormat
    let terminal: Terminal
    let noColor: Bool

    func print(_ diagnostics: [Diagnostic], results: [CompileResult], summaryLine: Bool) throws {
        switch format {
        case .json:
            terminal.write(try JSONDiagnosticRenderer.render(diagnostics, files: results.count))
        case .text:
            let sources = Dictionary(results.map { ($0.file.path, $0.file) }, uniquingKeysWith: { first, _ in first })
            let renderer = TextDiagnosticRenderer(style: terminal.textStyle(noColor: noColor), sources: sources)
            terminal.write(diagnostics.map(renderer.render).joined())
            if summaryLine {
                let summary = DiagnosticSummary(files: results.count, diagnostics: diagnostics)
                terminal.write(SummaryLine.text(summary) + "\n")
            }
        }
    }
}

/// `checked 12 files: 2 errors, 3 warnings`.
enum SummaryLine {
    static func text(_ summary: DiagnosticSummary) -> String {
        "checked \(plural(summary.files, "file")): \(plural(summary.errors, "error")), \(plural(summary.warnings, "warning"))"
    }

    static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
