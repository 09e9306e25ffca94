#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Writes JSON in seqc's layout (see ``StableJSON/encode(_:)``) straight into bytes, as
/// the caller walks its own model: two-space indentation, `"key": value`, `{}` and `[]`
/// when empty. Runtime JSON is written this way on every build, so no tree of
/// ``JSONValue``s is made per card only to be serialized and thrown away.
/// ``JSONByteCounter`` counts what this writes; a test holds the two equal.
package struct PrettyJSONWriter: JSONSink {
    /// What has been written so far.
    package private(set) var bytes: [UInt8] = []
    private var depth = 0
    /// Whether the innermost open container has no member or element yet.
    private var isEmptyContainer = false

    package init(capacity: Int = 8192) {
        bytes.reserveCapacity(capacity)
    }

    /// Opens an object where a value goes.
    package mutating func beginObject() { open(UInt8(ascii: "{")) }

    /// Closes the innermost object.
    package mutating func endObject() { close(UInt8(ascii: "}")) }

    /// Opens an array where a value goes.
    package mutating func beginArray() { open(UInt8(ascii: "[")) }

    /// Closes the innermost array.
    package mutating func endArray() { close(UInt8(ascii: "]")) }

    /// Starts the next member of the innermost object: its value is written next.
    package mutating func member(_ key: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        append("\": ")
    }

    /// Starts the next member of the innermost object under a key known only at run time.
    package mutating func member(_ key: String) {
        separate()
        JSONText.writeString(key, into: &bytes)
        append(": ")
    }

    /// Starts the next element of the innermost array: its value is written next.
    package mutating func element() { separate() }

    /// A string value, escaped as `JSONEncoder` does with `.withoutEscapingSlashes`.
    package mutating func string(_ text: String) { JSONText.writeString(text, into: &bytes) }

    /// A UUID as a string value, in its lower-case text form, without making the text.
    package mutating func uuid(_ id: UUID) {
        bytes.append(UInt8(ascii: "\""))
        id.appendLowercased(to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// A number value.
    package mutating func int(_ value: Int) { JSONText.writeInt(value, into: &bytes) }

    /// A boolean value.
    package mutating func bool(_ value: Bool) { append(value ? "true" : "false") }

    /// A null value.
    package mutating func null() { append("null") }

    /// Ends the document with its final line break and returns it.
    package mutating func finish() -> [UInt8] {
        bytes.append(0x0A)
        return bytes
    }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        depth += 1
        isEmptyContainer = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !isEmptyContainer { newline() }
        bytes.append(bracket)
        // The enclosing container holds at least this one now.
        isEmptyContainer = false
    }

    private mutating func separate() {
        if !isEmptyContainer { bytes.append(UInt8(ascii: ",")) }
        isEmptyContainer = false
        newline()
    }

    private mutating func newline() {
        // A line break and the indentation, copied from one run of spaces at once.
        let count = depth * 2 + 1
        if count <= Self.lineBreakAndSpaces.utf8CodeUnitCount {
            Self.lineBreakAndSpaces.withUTF8Buffer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
        } else {
            bytes.append(0x0A)
            for _ in 0..<(depth * 2) { bytes.append(0x20) }
        }
    }

    /// A line break and 32 spaces: the indentation of 16 levels, deeper than runtime JSON goes.
    private static let lineBreakAndSpaces: StaticString = "\n                                "

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}

/// The scalar parts of seqc's JSON text, shared by ``PrettyJSONWriter`` and
/// ``JSONValue/serialized()`` so the two cannot write a string or a number differently.
enum JSONText {
    /// `value` in decimal, as `String(value)` writes it, without making the string.
    static func writeInt(_ value: Int, into out: inout [UInt8]) {
        if value == 0 { return out.append(UInt8(ascii: "0")) }
        if value < 0 { out.append(UInt8(ascii: "-")) }
        // The magnitude as unsigned, so Int.min does not overflow. Its digits are counted
        // first and written in place from the last: no reversing, no growing per digit.
        var magnitude = value.magnitude
        let digits = digitCount(magnitude)
        let start = out.count
        out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: digits))
        out.withUnsafeMutableBufferPointer { buffer in
            var index = start + digits - 1
            while magnitude > 0 {
                buffer[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                index -= 1
            }
        }
    }

    /// The decimal digits of `magnitude` (1 for 0); ``writeInt(_:into:)`` writes these
    /// and a `-` before a negative number.
    static func digitCount(_ magnitude: UInt) -> Int {
        var count = 1
        var rest = magnitude / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }

    /// The bytes escaping adds to `text` (its quotes aside), as ``writeString(_:into:)``
    /// escapes it: one for `"`, `\` and the five short escapes, five for `\u00XX`.
    static func escapingExtra(_ text: String) -> Int {
        var extra = 0
        for byte in text.utf8 where needsEscape(byte) {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, 0x0D, 0x09, 0x08, 0x0C: extra += 1
            default: extra += 5
            }
        }
        return extra
    }

    /// `text` quoted and escaped as `JSONEncoder` with `.withoutEscapingSlashes` does.
    static func writeString(_ text: String, into out: inout [UInt8]) {
        var text = text
        // Native strings are contiguous already; a bridged or lazily made one is copied
        // once here, so the bytes are read from a buffer rather than through the view.
        text.withUTF8 { utf8 in
            out.append(UInt8(ascii: "\""))
            if !utf8.contains(where: needsEscape) {
                out.append(contentsOf: utf8)
            } else {
                for byte in utf8 { writeEscaped(byte, into: &out) }
            }
            out.append(UInt8(ascii: "\""))
        }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private static func writeEscaped(_ byte: UInt8, into out: inout [UInt8]) {
        switch byte {
        case UInt8(ascii: "\""): escape(UInt8(ascii: "\""), into: &out)
        case UInt8(ascii: "\\"): escape(UInt8(ascii: "\\"), into: &out)
        case 0x0A: escape(UInt8(ascii: "n"), into: &out)
        case 0x0D: escape(UInt8(ascii: "r"), into: &out)
        case 0x09: escape(UInt8(ascii: "t"), into: &out)
        case 0x08: escape(UInt8(ascii: "b"), into: &out)
        case 0x0C: escape(UInt8(ascii: "f"), into: &out)
        case 0x00..<0x20:
            escape(UInt8(ascii: "u"), into: &out)
            out.append(UInt8(ascii: "0"))
            out.append(UInt8(ascii: "0"))
            out.append(UInt8.lowercaseHexDigit(byte >> 4))
            out.append(UInt8.lowercaseHexDigit(byte & 0x0F))
        default: out.append(byte)
        }
    }

    private static func escape(_ letter: UInt8, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\\"))
        out.append(letter)
    }

}
