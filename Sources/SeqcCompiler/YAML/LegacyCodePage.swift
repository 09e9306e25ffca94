/// Windows-1252, the code page most text that is not UTF-8 was saved in (a superset of
/// Latin-1 for printable text): a byte libyaml cannot read as UTF-8 is named with the
/// character it is there, so "byte 0xE9" reads as the 'é' the author typed.
enum LegacyCodePage {
    /// Bytes 0x80 to 0x9F; the five the code page leaves undefined are nil.
    private static let high: [Character?] = [
        "€", nil, "‚", "ƒ", "„", "…", "†", "‡", "ˆ", "‰", "Š", "‹", "Œ", nil, "Ž", nil,
        nil, "‘", "’", "“", "”", "•", "–", "—", "˜", "™", "š", "›", "œ", nil, "ž", "Ÿ",
    ]

    /// The printable character `byte` is in Windows-1252, or nil for ASCII, controls and
    /// the undefined bytes.
    static func character(for byte: UInt8) -> Character? {
        switch byte {
        case 0x80...0x9F: return high[Int(byte - 0x80)]
        case 0xA0: return nil  // a no-break space would show as nothing
        case 0xA1...0xFF: return Character(Unicode.Scalar(byte))
        default: return nil
        }
    }

    /// The offset of the first byte that starts no valid UTF-8 sequence, or nil.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
