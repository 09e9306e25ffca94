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

    /// The entry of a check of the file named `file` as bytes: a flags word, the id, its
    /// place, what a report counts of the findings (``LintReportCounts``, as a run with
    /// `strict` or without counts them), then the findings, compactly
    /// (``CacheDiagnosticCoding``). The counts come before the findings so that a hit
    /// reported by its rendered chunk reads them without decoding the findings
    /// (``LintCacheEntry/Skimmed``).
    package func encoded(file: String, strict: Bool = false) -> [UInt8] {
        var writer = CacheBytesWriter()
        writer.number((succeeded ? 1 : 0) | (slug != nil ? 2 : 0) | (slugRange != nil ? 4 : 0))
        if let slug { writer.counted(Array(slug.utf8)) }
        if let slugRange {
            for number in [slugRange.start.line, slugRange.start.column, slugRange.end.line, slugRange.end.column] {
                writer.number(number)
            }
        }
        let counts = LintReportCounts(of: strict ? diagnostics.strict() : diagnostics)
        for number in [counts.findings, counts.errors, counts.warnings, counts.safelyFixable, counts.unsafelyFixable] {
            writer.number(number)
        }
        CacheDiagnosticCoding.encode(diagnostics, file: file, into: &writer.bytes)
        return writer.bytes
    }

    /// The entry `bytes` encode for a check of the file named `file`; nil for anything
    /// else (a damaged index is a miss).
    package init?(decoding bytes: ArraySlice<UInt8>, file: String) {
        guard let skimmed = Skimmed(bytes), let diagnostics = skimmed.diagnostics(file: file) else { return nil }
        self.init(succeeded: skimmed.succeeded, slug: skimmed.slug, slugRange: skimmed.slugRange, diagnostics: diagnostics)
    }

    /// An entry read up to its findings, which stay bytes until something asks for them:
    /// a hit whose report is its rendered chunk needs only the counts.
    package struct Skimmed: Sendable {
        package var succeeded: Bool
        package var slug: String?
        package var slugRange: SourceRange?
        package var counts: LintReportCounts
        /// The findings' bytes (``CacheDiagnosticCoding``), not yet checked.
        package var findings: ArraySlice<UInt8>

        /// The entry `bytes` begin; nil when they do not begin with one. The findings are
        /// not read: ``diagnostics(file:)`` reads them, and is nil when they are damaged.
        package init?(_ bytes: ArraySlice<UInt8>) {
            var reader = CacheBytesReader(bytes)
            guard let flags = reader.count(), flags < 8 else { return nil }
            if flags & 2 != 0 {
                guard let text = reader.counted() else { return nil }
                slug = String(decoding: text, as: UTF8.self)
            }
            if flags & 4 != 0 {
                guard let line = reader.count(), let column = reader.count(), let endLine = reader.count(),
                    let endColumn = reader.count()
                else { return nil }
                slugRange = SourceRange(
                    start: SourcePosition(line: line, column: column), end: SourcePosition(line: endLine, column: endColumn))
            }
            guard let findings = reader.count(), let errors = reader.count(), let warnings = reader.count(),
                let safelyFixable = reader.count(), let unsafelyFixable = reader.count()
            else { return nil }
            succeeded = flags & 1 != 0
            counts = LintReportCounts(
                findings: findings, errors: errors, warnings: warnings, safelyFixable: safelyFixable, unsafelyFixable: unsafelyFixable)
            self.findings = reader.rest()
        }

        /// The findings, in the file named `file`; nil when their bytes are damaged.
        package func diagnostics(file: String) -> [Diagnostic]? {
            CacheDiagnosticCoding.decode(findings, file: file)
        }
    }
}

/// What a report counts of one file's findings (``StreamedReport``): how many it shows
/// (exact repeats once, as ``Swift/Array/sortedForPresentation()`` keeps them), how many
/// are errors and warnings, and how many have a safe or an unsafe fix. Kept beside a cache
/// entry's findings, so that a hit reported by its rendered chunk is counted without them.
package struct LintReportCounts: Equatable, Sendable {
    package var findings = 0
    package var errors = 0
    package var warnings = 0
    package var safelyFixable = 0
    package var unsafelyFixable = 0

    package init(findings: Int = 0, errors: Int = 0, warnings: Int = 0, safelyFixable: Int = 0, unsafelyFixable: Int = 0) {
        self.findings = findings
        self.errors = errors
        self.warnings = warnings
        self.safelyFixable = safelyFixable
        self.unsafelyFixable = unsafelyFixable
    }

    /// The counts of one file's final findings, `diagnostics` (suppressions and
    /// `--strict` already applied), as its report shows them.
    package init(of diagnostics: [Diagnostic]) {
        let shown = diagnostics.sortedForPresentation()
        findings = shown.count
        for diagnostic in shown { add(diagnostic) }
    }

    /// Counts `diagnostic` as one more finding shown.
    package mutating func add(_ diagnostic: Diagnostic) {
        switch diagnostic.severity {
        case .error: errors += 1
        case .warning: warnings += 1
        default: break
        }
        switch diagnostic.fixSafety {
        case .unsafe?: unsafelyFixable += 1
        case .safe?: safelyFixable += 1
        case nil: break
        }
    }
}
