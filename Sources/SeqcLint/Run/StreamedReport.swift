import SeqcCompiler

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A run's report, written as the parts of a streamed run arrive
/// (``LintRunner/stream(_:leading:leadingSources:produce:consume:report:)``): text and
/// GitHub output go out part by part, so a repository's report needs no more memory than
/// its largest part. JSON and SARIF are one document each, written a diagnostic at a time
/// (``DiagnosticDocument``) into a temporary file and printed whole at
/// ``finish(files:summary:)``, so a run that stops early prints none of it; a report for
/// a file (`-o`) is kept there too. Either way it costs disk, not memory.
package struct StreamedReport {
    package let printer: DiagnosticPrinter
    /// Whether the report is kept for a file rather than printed.
    package let toFile: Bool
    /// Takes the known findings out, when linting against a baseline.
    package var baseline: Baseline.Matcher?
    /// Whether to gather what `--write-baseline` writes.
    package let recordsBaseline: Bool
    /// The lint cache the run's files came from: its rendered chunks are written instead of
    /// rendering their findings, and what is rendered anew for them is kept in it.
    package var cache: LintCache?

    package private(set) var baselineEntries: [Baseline.Entry] = []
    /// The diagnostics reported so far (after the baseline), counted.
    package private(set) var errors = 0
    package private(set) var warnings = 0
    /// Diagnostics reported whose fix is unsafe.
    package private(set) var unsafelyFixable = 0
    /// Diagnostics reported whose fix is safe.
    package private(set) var safelyFixable = 0
    /// JSON or SARIF: the document, written as the diagnostics arrive.
    private let document: DiagnosticDocument?
    /// Where the report waits for its end: the document's bytes, or a report for a file.
    private let kept: SpoolFile?

    package init(printer: DiagnosticPrinter, toFile: Bool, baseline: Baseline.Matcher? = nil, recordsBaseline: Bool = false) {
        self.printer = printer
        self.toFile = toFile
        self.baseline = baseline
        self.recordsBaseline = recordsBaseline
        document = printer.document()
        kept = toFile || document != nil ? SpoolFile() : nil
    }

    /// The rendering this report is made under, when a file's chunk rendered before may
    /// stand for its findings (``LintCache/reportRendering``): text or GitHub output, no
    /// baseline read or written. A report for a file is rendered without colour.
    package var chunkRendering: ChunkRendering? {
        guard document == nil, baseline == nil, !recordsBaseline else { return nil }
        let style = toFile ? TextStyle.plain : printer.colors.style(for: printer.terminal)
        return ChunkRendering(format: printer.format, style: style, quiet: printer.quiet)
    }

    /// Whether any diagnostic reported is an error.
    package var hasErrors: Bool { errors > 0 }

    /// Adds one file's counts, made from its findings or kept beside its rendered chunk.
    private mutating func count(_ counts: LintReportCounts) {
        errors += counts.errors
        warnings += counts.warnings
        unsafelyFixable += counts.unsafelyFixable
        safelyFixable += counts.safelyFixable
    }

    /// Reports one part.
    package mutating func add(_ part: LintReportPart) throws {
        if recordsBaseline { baselineEntries += Baseline.entries(of: part.diagnostics, sources: part.sources) }
        let diagnostics = baseline?.newFindings(in: part.diagnostics, sources: part.sources) ?? part.diagnostics
        var counted = LintReportCounts()
        for diagnostic in diagnostics { counted.add(diagnostic) }
        count(counted)
        for chunked in part.chunks { count(chunked.counts) }
        if let document, let kept {
            assert(part.chunks.isEmpty, "a document is made of findings, which a chunk stands in for")
            // `--quiet` shows errors only, in the document as in text.
            for diagnostic in diagnostics where !printer.quiet || diagnostic.severity == .error { document.add(diagnostic) }
            if document.pendingByteCount >= DiagnosticDocumentDefaults.capacity / 2 { document.drain { kept.append($0) } }
        } else if let kept {
            kept.append(try printer.render(diagnostics, sources: part.sources, files: 0, summary: nil, cached: cached(part)).utf8)
        } else {
            try printer.print(diagnostics, sources: part.sources, files: 0, summary: nil, cached: cached(part))
        }
    }

    /// What of `part` may come from the cache: nothing with a baseline, which takes
    /// findings out of what a chunk was rendered from. The part's chunks
    /// (``chunkRendering``) stand for findings it does not hold: they are always written.
    private func cached(_ part: LintReportPart) -> CachedRendering {
        guard let cache, baseline == nil, !part.cached.isEmpty else { return CachedRendering(chunks: part.chunks) }
        return CachedRendering(files: part.cached, chunks: part.chunks) { content, rendering, text in
            cache.remember(rendered: text, rendering: rendering, for: content)
        }
    }

    /// Ends the report of a run over `files` files: the summary line, or the close of the
    /// JSON or SARIF document, which is then printed whole. Returns the report, to be
    /// written to its file, when it goes to one.
    package mutating func finish(files: Int, summary: ((DiagnosticSummary) -> String)?) throws -> SpoolFile? {
        var counts = DiagnosticSummary(files: files, diagnostics: [])
        counts.errors = errors
        counts.warnings = warnings
        if let document, let kept {
            document.finish(files: files)
            document.drain { kept.append($0) }
        } else {
            let ending = printer.quiet ? "" : summary.map { $0(counts) + "\n" } ?? ""
            if let kept {
                kept.append(ending.utf8)
            } else if !ending.isEmpty {
                printer.terminal.write(ending)
            }
        }
        if toFile { return kept }
        if let kept {
            let code = printer.terminal.write(kept)
            if code != 0 { throw OutputFailure.waitingReportLost(errno: code > 0 ? code : EIO) }
        }
        return nil
    }
}
