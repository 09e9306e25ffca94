import SeqcCompiler
import SeqcLint

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A run's report, written as the parts of a streamed run arrive
/// (``LintRunner/stream(_:leading:leadingSources:produce:consume:report:)``): text and
/// GitHub output go out part by part, so a repository's report needs no more memory than
/// its largest part. JSON and SARIF are one document each, so they keep the diagnostics
/// (never the files) until ``finish(files:summary:)``; so does a report written to a file
/// with `-o`, as its text.
struct StreamedReport {
    let printer: DiagnosticPrinter
    /// Whether the report is kept for a file rather than printed.
    let toFile: Bool
    /// Takes the known findings out, when linting against a baseline.
    var baseline: Baseline.Matcher?
    /// Whether to gather what `--write-baseline` writes.
    let recordsBaseline: Bool

    private(set) var baselineEntries: [Baseline.Entry] = []
    /// The diagnostics reported so far (after the baseline), counted.
    private(set) var errors = 0
    private(set) var warnings = 0
    /// Diagnostics reported whose fix is unsafe.
    private(set) var unsafelyFixable = 0
    private var held: [Diagnostic] = []
    private var text = ""

    init(printer: DiagnosticPrinter, toFile: Bool, baseline: Baseline.Matcher? = nil, recordsBaseline: Bool = false) {
        self.printer = printer
        self.toFile = toFile
        self.baseline = baseline
        self.recordsBaseline = recordsBaseline
    }

    /// Whether any diagnostic reported is an error.
    var hasErrors: Bool { errors > 0 }

    /// Reports one part.
    mutating func add(_ part: LintReportPart) throws {
        if recordsBaseline { baselineEntries += Baseline.entries(of: part.diagnostics, sources: part.sources) }
        let diagnostics = baseline?.newFindings(in: part.diagnostics, sources: part.sources) ?? part.diagnostics
        for diagnostic in diagnostics {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            default: break
            }
            if diagnostic.fixSafety == .unsafe { unsafelyFixable += 1 }
        }
        switch printer.format {
        case .json, .sarif:
            held += diagnostics
        case .text, .github:
            if toFile {
                text += try printer.render(diagnostics, sources: part.sources, files: 0, summary: nil)
            } else {
                try printer.print(diagnostics, sources: part.sources, files: 0, summary: nil)
            }
        }
    }

    /// Ends the report of a run over `files` files: the summary line, or the whole JSON or
    /// SARIF document. Returns the report's text when it goes to a file.
    mutating func finish(files: Int, summary: ((DiagnosticSummary) -> String)?) throws -> String? {
        var counts = DiagnosticSummary(files: files, diagnostics: [])
        counts.errors = errors
        counts.warnings = warnings
        let ending: String
        switch printer.format {
        case .json, .sarif:
            ending = try printer.render(held, sources: [], files: files, summary: nil)
            held = []
        case .text, .github:
            ending = printer.quiet ? "" : summary.map { $0(counts) + "\n" } ?? ""
        }
        if toFile { return text + ending }
        if !ending.isEmpty { printer.terminal.write(ending) }
        return nil
    }
}
