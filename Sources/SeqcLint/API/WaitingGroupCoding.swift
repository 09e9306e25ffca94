import SeqcCompiler

/// One file's part of a streamed report as bytes, so that a part that has to wait for
/// files still to come can wait on disk (``LintPendingReport``): lengths and numbers as
/// eight bytes, text as its length and its UTF-8. Only seqc reads what it wrote here, in
/// the same run; anything it cannot read back whole is reported as lost, never guessed.
enum WaitingGroupCoding {
    /// The bytes of `diagnostics`, `sources` and `excerpts`.
    static func encode(diagnostics: [Diagnostic], sources: [SourceFile], excerpts: [SourceFile]) -> [UInt8] {
        var writer = Writer()
        writer.number(diagnostics.count)
        for diagnostic in diagnostics { writer.diagnostic(diagnostic) }
        for files in [sources, excerpts] {
            writer.number(files.count)
            for file in files {
                writer.text(file.path)
                writer.number(file.bytes.count)
                writer.bytes += file.bytes
            }
        }
        return writer.bytes
    }

    /// What ``encode(diagnostics:sources:excerpts:)`` wrote, or nil when `bytes` are not that.
    static func decode(_ bytes: [UInt8]) -> (diagnostics: [Diagnostic], sources: [SourceFile], excerpts: [SourceFile])? {
        var reader = Reader(bytes: bytes)
        guard let count = reader.number() else { return nil }
        var diagnostics: [Diagnostic] = []
        for _ in 0..<count {
            guard let diagnostic = reader.diagnostic() else { return nil }
            diagnostics.append(diagnostic)
        }
        var lists: [[SourceFile]] = []
        for _ in 0..<2 {
            guard let count = reader.number() else { return nil }
            var files: [SourceFile] = []
            for _ in 0..<count {
                guard let path = reader.text(), let length = reader.number(), let content = reader.take(length) else { return nil }
                files.append(SourceFile(path: path, bytes: Array(content)))
            }
            lists.append(files)
        }
        guard reader.isAtEnd else { return nil }
        return (diagnostics, lists[0], lists[1])
    }

    private struct Writer: DiagnosticByteWriter {
        var bytes: [UInt8] = []

        mutating func number(_ value: Int) {
            withUnsafeBytes(of: Int64(value).littleEndian) { bytes += $0 }
        }

        mutating func text(_ value: String) {
            number(value.utf8.count)
            bytes += value.utf8
        }

        mutating func fileName(_ value: String) {
            text(value)
        }
    }

    private struct Reader: DiagnosticByteReader {
        let bytes: [UInt8]
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }
        var remaining: Int { bytes.count - offset }

        mutating func take(_ length: Int) -> ArraySlice<UInt8>? {
            guard length >= 0, length <= bytes.count - offset else { return nil }
            defer { offset += length }
            return bytes[offset..<(offset + length)]
        }

        mutating func number() -> Int? {
            guard let word = take(8) else { return nil }
            let value = Int64(littleEndian: word.withUnsafeBytes { $0.loadUnaligned(as: Int64.self) })
            return value >= 0 ? Int(value) : nil
        }

        mutating func text() -> String? {
            guard let length = number(), let content = take(length) else { return nil }
            return String(decoding: content, as: UTF8.self)
        }

        mutating func fileName() -> String? {
            text()
        }
    }
}
