import ArgumentParser
import SeqcCompiler
import SeqcLint

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
    /// SARIF 2.1.0, for code scanning.
    case sarif
    /// GitHub Actions workflow commands, shown as annotations.
    case github
}

/// Prints diagnostics in the chosen format.
struct DiagnosticPrinter {
    let format: DiagnosticFormat
    let terminal: Terminal
    let noColor: Bool

    func print(_ diagnostics: [Diagnostic], results: [CompileResult], summaryLine: Bool) throws {
        let summary: ((DiagnosticSummary) -> String)? = summaryLine ? { SummaryLine.text($0) } : nil
        try print(diagnostics, sources: results.map(\.file), files: results.count, summary: summary)
    }

    /// Prints `diagnostics` of a run that checked `files` files; `sources` give text output
    /// its snippets, and `summary` (text and github formats) its last line.
    func print(_ diagnostics: [Diagnostic], sources: [SourceFile], files: Int, summary: ((DiagnosticSummary) -> String)?) throws {
        let counts = DiagnosticSummary(files: files, diagnostics: diagnostics)
        switch format {
        case .json:
            terminal.write(try JSONDiagnosticRenderer.render(diagnostics, files: files))
        case .sarif:
            terminal.write(try SARIFRenderer.render(diagnostics))
        case .github:
            terminal.write(diagnostics.map(GitHubAnnotationRenderer.render).joined())
            if let summary { terminal.write(summary(counts) + "\n") }
        case .text:
            let byPath = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            let renderer = TextDiagnosticRenderer(style: terminal.textStyle(noColor: noColor), sources: byPath)
            terminal.write(diagnostics.map(renderer.render).joined())
            if let summary { terminal.write(summary(counts) + "\n") }
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
