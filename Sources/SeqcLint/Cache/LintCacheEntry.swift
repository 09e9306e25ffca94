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

    /// The entry as bytes: a flags word, the id, its place, then the diagnostics as a
    /// waiting report part holds them (``WaitingGroupCoding``).
    package var encoded: [UInt8] {
        var bytes: [UInt8] = []
        let flags = (succeeded ? 1 : 0) | (slug != nil ? 2 : 0) | (slugRange != nil ? 4 : 0)
        Self.append(flags, to: &bytes)
        if let slug {
            Self.append(slug.utf8.count, to: &bytes)
            bytes += slug.utf8
        }
        if let slugRange {
            for number in [slugRange.start.line, slugRange.start.column, slugRange.end.line, slugRange.end.column] {
                Self.append(number, to: &bytes)
            }
        }
        return bytes + WaitingGroupCoding.encode(diagnostics: diagnostics, sources: [], excerpts: [])
    }

    /// The entry `bytes` encode; nil for anything else (a damaged index is a miss).
    package init?(decoding bytes: ArraySlice<UInt8>) {
        var offset = bytes.startIndex
        func number() -> Int? {
            guard bytes.endIndex - offset >= 8 else { return nil }
            var value: UInt64 = 0
            for index in (0..<8).reversed() { value = value << 8 | UInt64(bytes[offset + index]) }
            offset += 8
            return value <= UInt64(Int.max) ? Int(value) : nil
        }
        guard let flags = number(), flags < 8 else { return nil }
        var slug: String?
        if flags & 2 != 0 {
            guard let length = number(), length <= bytes.endIndex - offset else { return nil }
            slug = String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
            offset += length
        }
        var slugRange: SourceRange?
        if flags & 4 != 0 {
            guard let line = number(), let column = number(), let endLine = number(), let endColumn = number() else { return nil }
            slugRange = SourceRange(
                start: SourcePosition(line: line, column: column), end: SourcePosition(line: endLine, column: endColumn))
        }
        guard let part = WaitingGroupCoding.decode(Array(bytes[offset...])), part.sources.isEmpty, part.excerpts.isEmpty else {
            return nil
        }
        self.init(succeeded: flags & 1 != 0, slug: slug, slugRange: slugRange, diagnostics: part.diagnostics)
    }

    private static func append(_ value: Int, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: UInt64(value).littleEndian) { bytes += $0 }
    }
}
