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

    private func write(into out: inout [UInt8], depth: Int) {
        switch self {
        case .object(let object):
            let members = object.members
            guard !members.isEmpty else { return out.append(contentsOf: Array("{}".utf8)) }
            out.append(UInt8(ascii: "{"))
            for (index, member) in members.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.newline(&out, depth + 1)
                Self.writeString(member.key, into: &out)
                out.append(contentsOf: [UInt8(ascii: ":"), 0x20])
                member.value.write(into: &out, depth: depth + 1)
            }
            Self.newline(&out, depth)
            out.append(UInt8(ascii: "}"))
        case .array(let items):
            guard !items.isEmpty else { return out.append(contentsOf: Array("[]".utf8)) }
            out.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                Self.newline(&out, depth + 1)
                item.write(into: &out, depth: depth + 1)
            }
            Self.newline(&out, depth)
            out.append(UInt8(ascii: "]"))
        case .string(let text):
            Self.writeString(text, into: &out)
        case .int(let value):
            out.append(contentsOf: Array(String(value).utf8))
        case .bool(let value):
            out.append(contentsOf: Array((value ? "true" : "false").utf8))
        case .null:
            out.append(contentsOf: Array("null".utf8))
        }
    }

    private static func newline(_ out: inout [UInt8], _ depth: Int) {
        out.append(0x0A)
        out.append(contentsOf: repeatElement(0x20, count: depth * 2))
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
            case UInt8(ascii: "\""): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"): out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0x08: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
            case 0x0C: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
            case 0x00..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                out.append(contentsOf: Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
