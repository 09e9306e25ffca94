import SeqcCompiler

/// The colour flags as plain values, which a run can hold without the parser.
package struct ColorSetting: Equatable, Sendable {
    package var color: ColorChoice?
    package var noColor = false

    package init(color: ColorChoice? = nil, noColor: Bool = false) {
        self.color = color
        self.noColor = noColor
    }

    /// The choice the flags and the environment make together: an explicit flag wins,
    /// then `NO_COLOR`, then `FORCE_COLOR`, then whether the stream is a terminal.
    package func style(for terminal: Terminal) -> TextStyle {
        if noColor || color == .never { return .plain }
        if color == .always { return .ansi }
        return terminal.automaticStyle()
    }
}

/// `--color`'s values.
package enum ColorChoice: String, CaseIterable, Sendable {
    case auto
    case always
    case never
}

/// How diagnostics are printed.
package enum DiagnosticFormat: String, CaseIterable, Sendable {
    case text
    case json
    /// SARIF 2.1.0, for code scanning.
    case sarif
    /// GitHub Actions workflow commands, shown as annotations.
    case github
}

/// Prints diagnostics in the chosen format.
package struct DiagnosticPrinter {
    package let format: DiagnosticFormat
    package let terminal: Terminal
    /// Colour for text output, when it goes to `terminal`.
    package let colors: ColorSetting
    /// Errors only, and no summary line.
    package var quiet = false

    package init(format: DiagnosticFormat, terminal: Terminal, colors: ColorSetting, quiet: Bool = false) {
        self.format = format
        self.terminal = terminal
        self.colors = colors
        self.quiet = quiet
    }

    package func print(_ diagnostics: [Diagnostic], results: [CompileResult], summaryLine: Bool) throws {
        let summary: ((DiagnosticSummary) -> String)? = summaryLine ? { SummaryLine.text($0) } : nil
        try print(diagnostics, sources: results.map(\.file), files: results.count, summary: summary)
    }

    /// Prints `diagnostics` of a run that checked `files` files; `sources` give text output
    /// its snippets, and `summary` (text and github formats) its last line. `cached`:
    /// the files whose text or GitHub report may be taken from the lint cache, and
    /// `remember` keeps what is rendered anew for them (``CachedRendering``).
    package func print(
        _ diagnostics: [Diagnostic], sources: [SourceFile], files: Int, summary: ((DiagnosticSummary) -> String)?,
        cached: CachedRendering = CachedRendering()
    ) throws {
        switch format {
        case .json, .sarif:
            terminal.write(try render(diagnostics, sources: sources, files: files, summary: summary, style: colors.style(for: terminal)))
        case .text, .github:
            // Written in pieces of 64 KiB or so: a report of thousands of files given out of
            // order waits until the end and then goes out at once, and as one string it
            // was held twice over (each diagnostic's text, then all of them joined).
            var pending = ""
            let style = colors.style(for: terminal)
            forEachPiece(diagnostics, sources: sources, files: files, summary: summary, style: style, cached: cached) { piece in
                pending += piece
                if pending.utf8.count >= 1 << 16 {
                    terminal.write(pending)
                    pending = ""
                }
            }
            if !pending.isEmpty { terminal.write(pending) }
        }
    }

    /// The document a JSON or SARIF report is written into a diagnostic at a time; nil for
    /// text and GitHub output, which are written a part at a time.
    package func document() -> DiagnosticDocument? {
        switch format {
        case .json: JSONDiagnosticDocument()
        case .sarif: SARIFDocument()
        case .text, .github: nil
        }
    }

    /// The text `print` would write, in `style`: for a report written to a file.
    package func render(
        _ diagnostics: [Diagnostic], sources: [SourceFile], files: Int, summary: ((DiagnosticSummary) -> String)?,
        style: TextStyle = .plain, cached: CachedRendering = CachedRendering()
    ) throws -> String {
        let shown = quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
        switch format {
        case .json:
            return String(decoding: try JSONDiagnosticRenderer.render(shown, files: files), as: UTF8.self)
        case .sarif:
            return String(decoding: try SARIFRenderer.render(shown), as: UTF8.self)
        case .github, .text:
            var text = ""
            forEachPiece(diagnostics, sources: sources, files: files, summary: summary, style: style, cached: cached) { text += $0 }
            return text
        }
    }

    /// The text or GitHub report `render` makes, a file's diagnostics at a time and then
    /// the summary line, in order: the report is these pieces joined. A file in `cached`
    /// whose chunk was rendered under this rendering, and is safe to print, is that chunk.
    private func forEachPiece(
        _ diagnostics: [Diagnostic], sources: [SourceFile], files: Int, summary: ((DiagnosticSummary) -> String)?,
        style: TextStyle, cached: CachedRendering, _ body: (String) -> Void
    ) {
        let shown = quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
        let summary = quiet ? nil : summary
        let rendering = cached.files.isEmpty ? nil : ReportRendering.key(format: format, style: style, quiet: quiet)
        // Each file is shown from a copy of its own, whose line index (16 bytes a line,
        // made by the first snippet) goes once the file's diagnostics are written: a
        // report of thousands of files held none of them until its end.
        let byPath =
            format == .github ? [:] : Dictionary(sources.map { ($0.path, $0.unindexed()) }, uniquingKeysWith: { first, _ in first })
        var renderer = TextDiagnosticRenderer(style: style, sources: byPath)
        func render(_ diagnostic: Diagnostic) -> String {
            format == .github ? GitHubAnnotationRenderer.render(diagnostic) : renderer.render(diagnostic)
        }
        var chunks = cached.chunks[...]
        /// Writes the chunks of files whose names sort before `file` (all of them when nil).
        func writeChunks(before file: String?) {
            while let chunk = chunks.first, file.map({ chunk.file < $0 }) ?? true {
                if !chunk.text.isEmpty { body(String(decoding: chunk.text, as: UTF8.self)) }
                chunks.removeFirst()
            }
        }
        var start = shown.startIndex
        while start < shown.endIndex {
            let file = shown[start].file
            writeChunks(before: file)
            var end = start + 1
            while end < shown.endIndex, shown[end].file == file { end += 1 }
            if let rendering, let entry = cached.files[file] {
                if let chunk = entry.rendered, chunk.rendering == rendering, RenderedChunk.isSafe(chunk.text, styled: style == .ansi) {
                    body(String(decoding: chunk.text, as: UTF8.self))
                } else {
                    var text = ""
                    for diagnostic in shown[start..<end] { text += render(diagnostic) }
                    cached.remember?(entry.content, rendering, Array(text.utf8))
                    body(text)
                }
            } else {
                for diagnostic in shown[start..<end] { body(render(diagnostic)) }
            }
            if let shownFile = renderer.sources[file] { renderer.sources[file] = shownFile.unindexed() }
            start = end
        }
        writeChunks(before: nil)
        if let summary { body(summary(DiagnosticSummary(files: files, diagnostics: diagnostics)) + "\n") }
    }
}

/// The files of a report part whose text or GitHub report may come from the lint cache
/// (``LintReportPart/cached``), and what keeps a report rendered anew for one of them:
/// its entry's key, the rendering's key (``ReportRendering``) and the bytes.
package struct CachedRendering {
    package var files: [String: CachedReport]
    /// Files whose report is their chunk, checked already, in the order of their names
    /// (``LintReportPart/chunks``): written in their places among the others.
    package var chunks: [ChunkedFile]
    package var remember: ((LintCacheKey, LintCacheKey, [UInt8]) -> Void)?

    package init(
        files: [String: CachedReport] = [:], chunks: [ChunkedFile] = [],
        remember: ((LintCacheKey, LintCacheKey, [UInt8]) -> Void)? = nil
    ) {
        self.files = files
        self.chunks = chunks
        self.remember = remember
    }
}

/// `checked 12 files: 2 errors, 3 warnings`.
package enum SummaryLine {
    package static func text(_ summary: DiagnosticSummary) -> String {
        "checked \(plural(summary.files, "file")): \(plural(summary.errors, "error")), \(plural(summary.warnings, "warning"))"
    }

    package static func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
