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

    private struct Writer: DiagnosticByteWriter {
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
    }

    /// Reads what ``Writer`` wrote; every read is nil past the end or on a number above
    /// `Int.max`, and no read goes outside `bytes`, whatever they hold.
    private struct Reader: DiagnosticByteReader {
        let bytes: ArraySlice<UInt8>
        var offset: Int
        let file: String

        var remaining: Int { bytes.endIndex - offset }

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
    }
}
