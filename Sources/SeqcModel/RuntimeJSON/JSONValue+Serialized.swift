#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writing ordered JSON. Runtime JSON is built as a ``JSONValue`` and serialized here
/// directly: several times faster than going through `JSONEncoder`, on the path every
/// build takes.
extension JSONValue {
    /// Serialized with seqc's layout (see ``StableJSON/encode(_:)``): two-space
    /// indentation, `"key": value`, `{}` and `[]` when empty, a final newline. Members
    /// keep their order; string escaping matches `JSONEncoder` with `.withoutEscapingSlashes`.
    package func serialized() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(8192)
        write(into: &out, depth: 0)
        out.append(0x0A)
        return out
    }

    /// The serialized text.
    package var text: String { String(decoding: serialized(), as: UTF8.self) }

    /// The serialized bytes.
    package var data: Data { Data(serialized()) }

    // Bytes are appended one at a time or from static text: an array literal or a
    // `String` per value would allocate on every member of every card, and a build
    // serializes every card it writes.
    private func write(into out: inout [UInt8], depth: Int) {
        switch self {
        case .object(let object):
            let members = object.members
            guard !members.isEmpty else { return Self.append("{}", to: &out) }
            out.append(UInt8(ascii: "{"))
            var first = true
            for member in members {
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                Self.newline(&out, depth + 1)
                Self.writeString(member.key, into: &out)
                out.append(UInt8(ascii: ":"))
                out.append(0x20)
                member.value.write(into: &out, depth: depth + 1)
            }
            Self.newline(&out, depth)
            out.append(UInt8(ascii: "}"))
        case .array(let items):
            guard !items.isEmpty else { return Self.append("[]", to: &out) }
            out.append(UInt8(ascii: "["))
            var first = true
            for item in items {
                if !first { out.append(UInt8(ascii: ",")) }
                first = false
                Self.newline(&out, depth + 1)
                item.write(into: &out, depth: depth + 1)
            }
            Self.newline(&out, depth)
            out.append(UInt8(ascii: "]"))
        case .string(let text):
            Self.writeString(text, into: &out)
        case .int(let value):
            Self.writeInt(value, into: &out)
        case .bool(let value):
            Self.append(value ? "true" : "false", to: &out)
        case .null:
            Self.append("null", to: &out)
        }
    }

    private static func append(_ text: StaticString, to out: inout [UInt8]) {
        text.withUTF8Buffer { out.append(contentsOf: $0) }
    }

    /// `value` in decimal, as `String(value)` writes it, without making the string.
    private static func writeInt(_ value: Int, into out: inout [UInt8]) {
        if value == 0 { return out.append(UInt8(ascii: "0")) }
        if value < 0 { out.append(UInt8(ascii: "-")) }
        // The magnitude as unsigned, so Int.min does not overflow.
        var magnitude = value.magnitude
        let start = out.count
        while magnitude > 0 {
            out.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        }
        out[start...].reverse()
    }

    private static func newline(_ out: inout [UInt8], _ depth: Int) {
        out.append(0x0A)
        for _ in 0..<(depth * 2) { out.append(0x20) }
    }

    private static func writeString(_ text: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        let utf8 = text.utf8
        if !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            out.append(contentsOf: utf8)
            out.append(UInt8(ascii: "\""))
            return
        }
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""): escape(UInt8(ascii: "\""), into: &out)
            case UInt8(ascii: "\\"): escape(UInt8(ascii: "\\"), into: &out)
            case 0x0A: escape(UInt8(ascii: "n"), into: &out)
            case 0x0D: escape(UInt8(ascii: "r"), into: &out)
            case 0x09: escape(UInt8(ascii: "t"), into: &out)
            case 0x08: escape(UInt8(ascii: "b"), into: &out)
            case 0x0C: escape(UInt8(ascii: "f"), into: &out)
            case 0x00..<0x20:
                append("\\u00", to: &out)
                out.append(hexDigit(byte >> 4))
                out.append(hexDigit(byte & 0x0F))
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    private static func escape(_ letter: UInt8, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\\"))
        out.append(letter)
    }

    private static func hexDigit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
