#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// seqc's JSON layout for its tool outputs (reports, diagnostics, SARIF, rule listings):
/// keys sorted, two-space indentation, `"key": value`, empty containers as `{}` and `[]`,
/// a final newline, the same bytes on every platform, no `::`, `##[` or `##vso[` in a
/// string's raw bytes (``WorkflowCommandEscape``). Runtime JSON has the same layout
/// but is written straight from the model by ``PrettyJSONWriter`` (see
/// ``RuntimeDocument/jsonData()``), and a test holds the two equal.
package enum StableJSON {
    /// `value` encoded with `JSONEncoder` and laid out as above. The layout is produced
    /// here rather than by Foundation, so it is the same on every platform.
    package static func encode<Value: Encodable>(_ value: Value) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return prettyPrinted(try encoder.encode(value))
    }

    /// Re-indents compact JSON (no whitespace outside strings, as JSONEncoder writes it),
    /// and escapes inside its strings what ``WorkflowCommandEscape`` escapes.
    static func prettyPrinted(_ compact: Data) -> Data {
        let bytes = [UInt8](compact)
        var layout = Layout()
        layout.out.reserveCapacity(bytes.count * 2)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if layout.inString {
                layout.appendStringByte(byte)
                continue
            }
            // `{}` and `[]` stay as they are: the closing byte is two above the opening one.
            let empty = (byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")) && index < bytes.count && bytes[index] == byte + 2
            if empty {
                layout.out += [byte, bytes[index]]
                index += 1
            } else {
                layout.appendStructural(byte)
            }
        }
        layout.out.append(0x0A)
        return Data(layout.out)
    }

    /// The bytes laid out so far, and where the walk is: how deep, and inside a string.
    private struct Layout {
        var out: [UInt8] = []
        var depth = 0
        var inString = false
        var escaped = false
        var command = WorkflowCommandEscape()

        mutating func newline() {
            out.append(0x0A)
            out.append(contentsOf: repeatElement(0x20, count: depth * 2))
        }

        /// A byte inside a string. JSONEncoder writes `:` and `[` as they are; escaped here
        /// as PrettyJSONWriter escapes them, so the two write the same bytes. The bytes of
        /// JSONEncoder's own escapes are neither `:` nor `[`, and end what a command began,
        /// as the byte PrettyJSONWriter escapes does.
        mutating func appendStringByte(_ byte: UInt8) {
            if escaped {
                escaped = false
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
            } else if byte == UInt8(ascii: "\"") {
                inString = false
            }
            if inString, command.escapes(byte) {
                JSONText.writeUnicodeEscape(byte, into: &out)
            } else {
                out.append(byte)
            }
        }

        /// A byte outside strings: brackets indent, commas break lines, colons get a space.
        mutating func appendStructural(_ byte: UInt8) {
            switch byte {
            case UInt8(ascii: "\""):
                inString = true
                command = WorkflowCommandEscape()
                out.append(byte)
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                out.append(byte)
                depth += 1
                newline()
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                newline()
                out.append(byte)
            case UInt8(ascii: ","):
                out.append(byte)
                newline()
            case UInt8(ascii: ":"):
                out.append(contentsOf: [byte, 0x20])
            default:
                out.append(byte)
            }
        }
    }
}
