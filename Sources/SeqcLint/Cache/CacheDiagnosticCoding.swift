import SeqcCompiler

/// A cache entry's findings as bytes (``LintCacheEntry``), kept small because every hit
/// reads them and the index holds one set per file: numbers as LEB128 (seven bits a
/// byte), text as its length and its UTF-8, and a file name only where it is not the
/// entry's own file (which the entry's key already names), so a hit's findings share
/// one copy of that name.
enum CacheDiagnosticCoding {
    /// Appends `diagnostics`, found in the file named `file`, to `bytes`.
    static func encode(_ diagnostics: [Diagnostic], file: String, into bytes: inout [UInt8]) {
        var writer = Writer(bytes: bytes, file: file)
        bytes = []
        writer.number(diagnostics.count)
        for diagnostic in diagnostics { writer.diagnostic(diagnostic) }
        bytes = writer.bytes
    }

    /// The findings in the file named `file` that ``encode(_:file:into:)`` wrote as
    /// exactly `bytes`; nil for anything else.
    static func decode(_ bytes: ArraySlice<UInt8>, file: String) -> [Diagnostic]? {
        var reader = Reader(bytes: bytes, offset: bytes.startIndex, file: file)
        // Each finding takes more than one byte: a count past the bytes is damage, not a reservation.
        guard let count = reader.number(), count <= bytes.count else { return nil }
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(count)
        for _ in 0..<count {
            guard let diagnostic = reader.diagnostic() else { return nil }
            diagnostics.append(diagnostic)
        }
        return reader.offset == bytes.endIndex ? diagnostics : nil
    }

    private struct Writer {
        var bytes: [UInt8]
        let file: String

        mutating func number(_ value: Int) {
            var rest = UInt64(bitPattern: Int64(value))
            while rest >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
                rest >>= 7
            }
            bytes.append(UInt8(rest))
        }

        mutating func text(_ value: String) {
            number(value.utf8.count)
            bytes += value.utf8
        }

        /// 0 for the entry's own file, else 1 and the name.
        mutating func fileName(_ value: String) {
            if value == file {
                number(0)
            } else {
                number(1)
                text(value)
            }
        }

        mutating func range(_ value: SourceRange) {
            for number in [value.start.line, value.start.column, value.end.line, value.end.column] { self.number(number) }
        }

        mutating func diagnostic(_ value: Diagnostic) {
            fileName(value.file)
            range(value.range)
            text(value.severity.rawValue)
            text(value.rule.rawValue)
            text(value.message)
            // One number of flags: whether a help line follows, and ``Diagnostic/afterRecovery``.
            number((value.help == nil ? 0 : 1) | (value.afterRecovery ? 2 : 0))
            if let help = value.help { text(help) }
            number(value.notes.count)
            for note in value.notes {
                fileName(note.file)
                range(note.range)
                text(note.message)
            }
            number(value.fixIts.count)
            for fixIt in value.fixIts {
                range(fixIt.range)
                text(fixIt.replacement)
                text(fixIt.safety.rawValue)
            }
        }
    }

    /// Reads what ``Writer`` wrote; every read is nil past the end or on a number above
    /// `Int.max`, and no read goes outside `bytes`, whatever they hold.
    private struct Reader {
        let bytes: ArraySlice<UInt8>
        var offset: Int
        let file: String

        mutating func number() -> Int? {
            var value: UInt64 = 0
            var shift: UInt64 = 0
            while offset < bytes.endIndex, shift < 64 {
                let byte = bytes[offset]
                offset += 1
                value |= UInt64(byte & 0x7F) << shift
                if byte < 0x80 { return value <= UInt64(Int.max) ? Int(value) : nil }
                shift += 7
            }
            return nil
        }

        mutating func text() -> String? {
            guard let length = number(), length <= bytes.endIndex - offset else { return nil }
            defer { offset += length }
            return String(decoding: bytes[offset..<(offset + length)], as: UTF8.self)
        }

        mutating func fileName() -> String? {
            switch number() {
            case 0: file
            case 1: text()
            default: nil
            }
        }

        mutating func range() -> SourceRange? {
            guard let line = number(), let column = number(), let endLine = number(), let endColumn = number() else { return nil }
            return SourceRange(start: SourcePosition(line: line, column: column), end: SourcePosition(line: endLine, column: endColumn))
        }

        mutating func diagnostic() -> Diagnostic? {
            guard let file = fileName(), let range = range(), let severity = text().flatMap(Severity.init(rawValue:)),
                let rule = text(), let message = text(), let flags = number(), flags < 4
            else { return nil }
            var help: String?
            if flags & 1 != 0 {
                guard let text = text() else { return nil }
                help = text
            }
            guard
                let notes = list({ reader -> DiagnosticNote? in
                    guard let file = reader.fileName(), let range = reader.range(), let message = reader.text() else { return nil }
                    return DiagnosticNote(file: file, range: range, message: message)
                }),
                let fixIts = list({ reader -> FixIt? in
                    guard let range = reader.range(), let replacement = reader.text(),
                        let safety = reader.text().flatMap(FixSafety.init(rawValue:))
                    else { return nil }
                    return FixIt(range: range, replacement: replacement, safety: safety)
                })
            else { return nil }
            var diagnostic = Diagnostic(
                file: file, range: range, severity: severity, rule: RuleID(rule), message: message, help: help, notes: notes,
                fixIts: fixIts)
            diagnostic.afterRecovery = flags & 2 != 0
            return diagnostic
        }

        /// A count, then that many items read by `item`; nil when any is not there.
        mutating func list<Item>(_ item: (inout Reader) -> Item?) -> [Item]? {
            guard let count = number(), count <= bytes.endIndex - offset else { return nil }
            var items: [Item] = []
            for _ in 0..<count {
                guard let next = item(&self) else { return nil }
                items.append(next)
            }
            return items
        }
    }
}
