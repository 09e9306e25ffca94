/// Turns a path's bytes into text that can be shown and never mistaken for another path.
///
/// A Unix file name is any bytes but `/` and NUL, while Swift's `String` holds only valid
/// UTF-8, so an invalid byte cannot be shown as itself. Each one becomes `\xHH` (two
/// lower-case hex digits), and a backslash becomes `\\` so that a name which really
/// contains `\xff` stays distinct from one holding the byte 0xff. Valid UTF-8 is kept.
/// Paths are opened by their bytes, never by this text.
package enum PathDisplay {
    package static func string<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        // ASCII without a backslash is shown as it is: nearly every path.
        if bytes.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\\") }) { return String(decoding: bytes, as: UTF8.self) }
        var text = ""
        var iterator = bytes.makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        var pending = Array(bytes)[...]
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if scalar == "\\" { text += "\\\\" } else { text.unicodeScalars.append(scalar) }
                pending = pending.dropFirst(encoded.count)
            case .error(let length):
                for byte in pending.prefix(length) { text += "\\x" + hex(byte) }
                pending = pending.dropFirst(length)
            case .emptyInput:
                return text
            }
        }
    }

    /// The bytes `shown` was made from, for text ``string(_:)`` made: `\\` is a
    /// backslash and `\xHH` the byte HH; everything else stands for its own UTF-8.
    /// SARIF names a file by a URI of its real bytes, not of how seqc shows them.
    package static func bytes(of shown: String) -> [UInt8] {
        let text = Array(shown.utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: "\\"), index + 1 < text.count {
                if text[index + 1] == UInt8(ascii: "\\") {
                    bytes.append(byte)
                    index += 2
                    continue
                }
                if text[index + 1] == UInt8(ascii: "x"), index + 3 < text.count,
                    let high = hexValue(text[index + 2]), let low = hexValue(text[index + 3])
                {
                    bytes.append(high << 4 | low)
                    index += 4
                    continue
                }
            }
            bytes.append(byte)
            index += 1
        }
        return bytes
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        String(decoding: [UInt8.lowercaseHexDigit(byte >> 4), UInt8.lowercaseHexDigit(byte & 0x0F)], as: UTF8.self)
    }
}
