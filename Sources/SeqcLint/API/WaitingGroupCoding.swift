import SeqcCompiler

/// One file's part of a streamed report as bytes, so that a part that has to wait for
/// files still to come can wait on disk (``LintPendingReport``): lengths and numbers as
/// eight bytes, text as its length and its UTF-8. Only seqc reads what it wrote here, in
/// the same run; anything it cannot read back whole is reported as lost, never guessed.
enum WaitingGroupCoding {
    /// The bytes of `diagnostics`, `sources` and `excerpts`.
    static func encode(diagnostics: [Diagnostic], sources: [SourceFile], excerpts: [SourceFile]) -> [UInt8] {
        var writer = Writer()
        writer.count(diagnostics.count)
        for diagnostic in diagnostics { writer.diagnostic(diagnostic) }
        for files in [sources, excerpts] {
            writer.count(files.count)
            for file in files {
                writer.text(file.path)
                writer.count(file.bytes.count)
                writer.bytes += file.bytes
            }
        }
        return writer.bytes
    }

    /// What ``encode(diagnostics:sources:excerpts:)`` wrote, or nil when `bytes` are not that.
    static func decode(_ bytes: [UInt8]) -> (diagnostics: [Diagnostic], sources: [SourceFile], excerpts: [SourceFile])? {
        var reader = Reader(bytes: bytes)
        guard let count = reader.count() else { return nil }
        var diagnostics: [Diagnostic] = []
        for _ in 0..<count {
            guard let diagnostic = reader.diagnostic() else { return nil }
            diagnostics.append(diagnostic)
        }
        var lists: [[SourceFile]] = []
        for _ in 0..<2 {
            guard let count = reader.count() else { return nil }
            var files: [SourceFile] = []
            for _ in 0..<count {
                guard let path = reader.text(), let length = reader.count(), let content = reader.take(length) else { return nil }
                files.append(SourceFile(path: path, bytes: Array(content)))
            }
            lists.append(files)
        }
        guard reader.isAtEnd else { return nil }
        return (diagnostics, lists[0], lists[1])
    }

    private struct Writer {
        var bytes: [UInt8] = []

        mutating func count(_ value: Int) {
            withUnsafeBytes(of: Int64(value).littleEndian) { bytes += $0 }
        }

        mutating func text(_ value: String) {
            count(value.utf8.count)
            bytes += value.utf8
        }

        mutating func range(_ value: SourceRange) {
            for number in [value.start.line, value.start.column, value.end.line, value.end.column] { count(number) }
        }

        mutating func diagnostic(_ value: Diagnostic) {
            text(value.file)
            range(value.range)
            text(value.severity.rawValue)
            text(value.rule.rawValue)
            text(value.message)
            // One word of flags: whether a help line follows, and ``Diagnostic/afterRecovery``.
            count((value.help == nil ? 0 : 1) | (value.afterRecovery ? 2 : 0))
            if let help = value.help { text(help) }
            count(value.notes.count)
            for note in value.notes {
                text(note.file)
                range(note.range)
                text(note.message)
            }
            count(value.fixIts.count)
            for fixIt in value.fixIts {
                range(fixIt.range)
                text(fixIt.replacement)
                text(fixIt.safety.rawValue)
            }
        }
    }

    private struct Reader {
        let bytes: [UInt8]
        var offset = 0

        var isAtEnd: Bool { offset == bytes.count }

        mutating func take(_ length: Int) -> ArraySlice<UInt8>? {
            guard length >= 0, length <= bytes.count - offset else { return nil }
            defer { offset += length }
            return bytes[offset..<(offset + length)]
        }

        mutating func count() -> Int? {
            guard let word = take(8) else { return nil }
            let value = Int64(littleEndian: word.withUnsafeBytes { $0.loadUnaligned(as: Int64.self) })
            return value >= 0 ? Int(value) : nil
        }

        mutating func text() -> String? {
            guard let length = count(), let content = take(length) else { return nil }
            return String(decoding: content, as: UTF8.self)
        }

        mutating func sourceRange() -> SourceRange? {
            guard let line = count(), let column = count(), let endLine = count(), let endColumn = count() else { return nil }
            return SourceRange(
                start: SourcePosition(line: line, column: column), end: SourcePosition(line: endLine, column: endColumn))
        }

        mutating func diagnostic() -> Diagnostic? {
            guard let file = text(), let range = sourceRange(), let severity = text().flatMap(Severity.init(rawValue:)),
                let rule = text(), let message = text(), let flags = count(), flags < 4
            else { return nil }
            var help: String?
            if flags & 1 != 0 {
                guard let text = text() else { return nil }
                help = text
            }
            guard let noteCount = count() else { return nil }
            var notes: [DiagnosticNote] = []
            for _ in 0..<noteCount {
                guard let file = text(), let range = sourceRange(), let message = text() else { return nil }
                notes.append(DiagnosticNote(file: file, range: range, message: message))
            }
            guard let fixCount = count() else { return nil }
            var fixIts: [FixIt] = []
            for _ in 0..<fixCount {
                guard let range = sourceRange(), let replacement = text(), let safety = text().flatMap(FixSafety.init(rawValue:)) else {
                    return nil
                }
                fixIts.append(FixIt(range: range, replacement: replacement, safety: safety))
            }
            var diagnostic = Diagnostic(
                file: file, range: range, severity: severity, rule: RuleID(rule), message: message, help: help, notes: notes,
                fixIts: fixIts)
            diagnostic.afterRecovery = flags & 2 != 0
            return diagnostic
        }
    }
}
