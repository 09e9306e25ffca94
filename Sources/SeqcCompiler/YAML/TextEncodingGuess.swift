/// How a file that is not UTF-8 was most likely saved, so its diagnostic says what to do
/// ("save it as UTF-8") instead of naming the first byte libyaml could not read. Routines
/// are UTF-8 (docs/language.md); editors on Windows still save UTF-16 with a byte order
/// mark, or a legacy code page, and a binary file is sometimes named `*.routine.yaml`.
enum TextEncodingGuess: Equatable {
    case utf16(bigEndian: Bool, marked: Bool)
    case utf32(bigEndian: Bool, marked: Bool)
    /// A file with NUL bytes that is no UTF-16 or UTF-32 text: `kind` names it when its
    /// first bytes are a well-known signature.
    case binary(kind: String?)

    /// How many bytes at the start are looked at: enough for a line or two of text.
    static let sampleLength = 512

    /// The guess for a file whose first bytes show it is not UTF-8 at all, or nil when
    /// they may be UTF-8 (whose errors, if any, libyaml finds at their position).
    static func ofStart(_ bytes: [UInt8]) -> TextEncodingGuess? {
        if bytes.starts(with: [0xFF, 0xFE, 0, 0]) { return .utf32(bigEndian: false, marked: true) }
        if bytes.starts(with: [0, 0, 0xFE, 0xFF]) { return .utf32(bigEndian: true, marked: true) }
        if bytes.starts(with: [0xFF, 0xFE]) { return .utf16(bigEndian: false, marked: true) }
        if bytes.starts(with: [0xFE, 0xFF]) { return .utf16(bigEndian: true, marked: true) }
        if let kind = signature(of: bytes) { return .binary(kind: kind) }
        let sample = bytes.prefix(sampleLength)
        // Nearly every file has no NUL: that is found a word at a time, before any is counted.
        let firstNUL = bytes.withUnsafeBufferPointer { buffer in
            ByteScan.firstIndex(of: 0, in: UnsafeBufferPointer(rebasing: buffer.prefix(sampleLength)), from: 0)
        }
        guard firstNUL < sample.count else { return nil }
        let nuls = sample.count { $0 == 0 }
        if let wide = unmarkedWideText(Array(sample)) { return wide }
        // A stray NUL in text is an error at its own position (libyaml's); many are binary.
        return nuls * 16 > sample.count ? .binary(kind: nil) : nil
    }

    /// UTF-16 or UTF-32 without a mark: text in those is mostly ASCII, so one byte of each
    /// unit is set and the others are NUL, always at the same places.
    private static func unmarkedWideText(_ sample: [UInt8]) -> TextEncodingGuess? {
        for width in [4, 2] where sample.count >= width * 2 {
            let units = sample.count / width
            for setByte in [0, width - 1] {
                let matches = (0..<units).filter { unit in
                    (0..<width).allSatisfy { offset in (sample[unit * width + offset] != 0) == (offset == setByte) }
                }.count
                // Nearly every unit: a few non-ASCII characters (é is one set byte too, but
                // a CJK character sets two) do not hide the pattern.
                guard matches * 10 >= units * 9 else { continue }
                let bigEndian = setByte == width - 1
                return width == 4 ? .utf32(bigEndian: bigEndian, marked: false) : .utf16(bigEndian: bigEndian, marked: false)
            }
        }
        return nil
    }

    /// The kind of file its first bytes announce, for the few a routine is mistaken for.
    private static func signature(of bytes: [UInt8]) -> String? {
        // Most files start with none of the signatures' first bytes.
        guard let first = bytes.first, signatures.contains(where: { $0.bytes[0] == first }) else { return nil }
        return signatures.first { bytes.starts(with: $0.bytes) }?.kind
    }

    /// The first bytes of the binary formats a routine file is mistaken for, and what each
    /// is: made once, not for every file read.
    private static let signatures: [(bytes: [UInt8], kind: String)] = [
        ([0x89, 0x50, 0x4E, 0x47], "a PNG image"), ([0xFF, 0xD8, 0xFF], "a JPEG image"),
        ([0x50, 0x4B, 0x03, 0x04], "a zip archive (an .xlsx or .docx is one)"), ([0x1F, 0x8B], "a gzip archive"),
        (Array("%PDF".utf8), "a PDF document"), (Array("SQLite format 3".utf8), "an SQLite database"),
        ([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74], "a binary property list"),
    ]

    /// What the diagnostic at 1:1 says.
    var message: String {
        switch self {
        case .utf16(let bigEndian, let marked):
            return
                "this file is saved as UTF-16 (\(bigEndian ? "big" : "little")-endian\(marked ? ", with a byte order mark" : "")); save it as UTF-8"
        case .utf32(let bigEndian, let marked):
            return
                "this file is saved as UTF-32 (\(bigEndian ? "big" : "little")-endian\(marked ? ", with a byte order mark" : "")); save it as UTF-8"
        case .binary(let kind?):
            return "this file is \(kind), not UTF-8 text"
        case .binary(nil):
            return "this file holds NUL bytes, so it is not UTF-8 text"
        }
    }
}
