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

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
