import SeqcCompiler

/// What a file's own check gives that later stages read, as the cache keeps it: the
/// file's findings (positions, severities, notes, fix-its) and what the checks across
/// files read of its routine (whether it compiled, its id and where the id is set). The
/// file's text is not kept: a hit has the bytes in hand, since they are its key.
package struct LintCacheEntry: Equatable, Sendable {
    package var succeeded: Bool
    package var slug: String?
    package var slugRange: SourceRange?
    package var diagnostics: [Diagnostic]

    package init(succeeded: Bool, slug: String?, slugRange: SourceRange?, diagnostics: [Diagnostic]) {
        self.succeeded = succeeded
        self.slug = slug
        self.slugRange = slugRange
        self.diagnostics = diagnostics
    }

    /// What `check` recorded.
    init(_ check: FileCheck) {
        self.init(
            succeeded: check.result.succeeded, slug: check.result.slug, slugRange: check.result.slugRange,
            diagnostics: check.diagnostics)
    }

    /// The check of `file` this entry stands for, suppression comments scanned anew from
    /// the bytes in hand.
    func check(of file: SourceFile) -> FileCheck {
        let result = CompileResult(recordedFor: file, slug: slug, slugRange: slugRange, succeeded: succeeded, diagnostics: [])
        return FileCheck(result: result, diagnostics: diagnostics, suppressions: SuppressionScanner.scan(file))
    }

    /// The entry of a check of the file named `file` as bytes: a flags word, the id, its
    /// place, then the diagnostics, compactly (``CacheDiagnosticCoding``).
    package func encoded(file: String) -> [UInt8] {
        var writer = CacheBytesWriter()
        writer.number((succeeded ? 1 : 0) | (slug != nil ? 2 : 0) | (slugRange != nil ? 4 : 0))
        if let slug { writer.counted(Array(slug.utf8)) }
        if let slugRange {
            for number in [slugRange.start.line, slugRange.start.column, slugRange.end.line, slugRange.end.column] {
                writer.number(number)
            }
        }
        CacheDiagnosticCoding.encode(diagnostics, file: file, into: &writer.bytes)
        return writer.bytes
    }

    /// The entry `bytes` encode for a check of the file named `file`; nil for anything
    /// else (a damaged index is a miss).
    package init?(decoding bytes: ArraySlice<UInt8>, file: String) {
        var reader = CacheBytesReader(bytes)
        guard let flags = reader.count(), flags < 8 else { return nil }
        var slug: String?
        if flags & 2 != 0 {
            guard let text = reader.counted() else { return nil }
            slug = String(decoding: text, as: UTF8.self)
        }
        var slugRange: SourceRange?
        if flags & 4 != 0 {
            guard let line = reader.count(), let column = reader.count(), let endLine = reader.count(), let endColumn = reader.count()
            else { return nil }
            slugRange = SourceRange(
                start: SourcePosition(line: line, column: column), end: SourcePosition(line: endLine, column: endColumn))
        }
        guard let diagnostics = CacheDiagnosticCoding.decode(reader.rest(), file: file) else { return nil }
        self.init(succeeded: flags & 1 != 0, slug: slug, slugRange: slugRange, diagnostics: diagnostics)
    }
}
