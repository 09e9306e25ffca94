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
package struct PrettyJSONWriter: JSONSink, ~Copyable {
    /// What has been written so far.
    private var out: JSONByteBuffer
    private var depth = 0
    /// Whether the innermost open container has no member or element yet.
    private var isEmptyContainer = false

    package init(capacity: Int = 8192) {
        out = JSONByteBuffer(capacity: capacity)
    }

    /// What has been written so far.
    package var bytes: [UInt8] { out.bytes }

    /// How many bytes have been written since the start or the last ``drain(_:)``.
    package var byteCount: Int { out.count }

    /// Hands the bytes written since the start or the last drain to `body` and forgets
    /// them, with the document still open where it was: a report of thousands of
    /// diagnostics goes out a piece at a time instead of being held whole.
    package mutating func drain(_ body: (UnsafeRawBufferPointer) -> Void) {
        out.withBytes(body)
        out.removeAll()
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
        // The separator, the indentation and the quoted key with its colon in one piece,
        // into room reserved for it: every member of every card starts here.
        // Wrapping arithmetic: the depth is a document's nesting and the key one of seqc's
        // own names, so no sum here comes near overflowing, and the checks were a sixth
        // of the instructions of every member.
        let lead = isEmptyContainer ? 0 : 1
        isEmptyContainer = false
        let spaces = depth &* 2
        key.withUTF8Buffer { key in
            let line = lead &+ 1 &+ spaces
            let start = out.room(upTo: line &+ 8 &+ key.count &+ 4)
            if lead == 1 { start.initialize(to: UInt8(ascii: ",")) }
            (start + lead).initialize(to: 0x0A)
            Self.fillSpaces(UnsafeMutableRawPointer(start + lead + 1), count: spaces)
            let quoted = start + line
            quoted.initialize(to: UInt8(ascii: "\""))
            JSONText.copyShort(key, to: quoted + 1)
            (quoted + 1 + key.count).initialize(to: UInt8(ascii: "\""))
            (quoted + 2 + key.count).initialize(to: UInt8(ascii: ":"))
            (quoted + 3 + key.count).initialize(to: UInt8(ascii: " "))
            out.advance(by: line &+ key.count &+ 4)
        }
    }

    /// Spaces at `start`, eight at a time: up to seven more than `count` are written, into
    /// room the caller reserved past them.
    @inline(__always)
    private static func fillSpaces(_ start: UnsafeMutableRawPointer, count: Int) {
        var filled = 0
        while filled < count {
            start.storeBytes(of: 0x2020_2020_2020_2020 as UInt64, toByteOffset: filled, as: UInt64.self)
            filled &+= 8
        }
    }

    /// A member with a number value: a report's objects are mostly these.
    package mutating func member(_ key: StaticString, int value: Int) {
        member(key)
        int(value)
    }

    /// A member with a string value, escaped as ``string(_:)`` escapes it.
    package mutating func member(_ key: StaticString, string value: String) {
        member(key)
        string(value)
    }

    /// Starts the next member of the innermost object under a key known only at run time.
    package mutating func member(named key: String) {
        separate()
        JSONText.writeString(key, into: &out)
        append(": ")
    }

    /// Starts the next element of the innermost array: its value is written next.
    package mutating func element() { separate() }

    /// A string value, escaped as `JSONEncoder` does with `.withoutEscapingSlashes`.
    package mutating func string(_ text: String) { JSONText.writeString(text, into: &out) }

    /// An expanded card's title as a string value, without making the title: the interval's
    /// title escaped, the suffix as it is (it never needs escaping).
    package mutating func phaseTitle(_ intervalTitle: String, phase: RuntimeCard.Phase, round: Int, rounds: Int) {
        out.append(UInt8(ascii: "\""))
        intervalTitle.withUTF8InPlace { JSONText.writeBody($0, into: &out) }
        Expansion.writePhaseSuffix(phase, round: round, rounds: rounds, into: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// A string value from seqc's own source, written as it is with its quotes in one piece.
    package mutating func string(name text: StaticString) {
        text.withUTF8Buffer { JSONText.writeQuoted($0, into: &out) }
    }

    /// A UUID as a string value, in its lower-case text form, without making the text.
    package mutating func uuid(_ id: UUID) {
        out.append(UInt8(ascii: "\""))
        id.appendLowercased(to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// A number value.
    package mutating func int(_ value: Int) { JSONText.writeInt(value, into: &out) }

    /// A boolean value.
    package mutating func bool(_ value: Bool) { append(value ? "true" : "false") }

    /// A null value.
    package mutating func null() { append("null") }

    /// Ends the document with its final line break, leaving it to ``drain(_:)``.
    package mutating func endDocument() { out.append(0x0A) }

    /// Ends the document with its final line break and returns it.
    package mutating func finish() -> [UInt8] {
        endDocument()
        return out.bytes
    }

    /// Ends the document with its final line break and returns it as `Data` that owns the
    /// writer's buffer, not a copy of it (a build writes every document this way).
    package consuming func finishData() -> Data {
        endDocument()
        return out.takeData()
    }

    private mutating func open(_ bracket: UInt8) {
        out.append(bracket)
        depth += 1
        isEmptyContainer = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        if !isEmptyContainer { newline() }
        out.append(bracket)
        // The enclosing container holds at least this one now.
        isEmptyContainer = false
    }

    private mutating func separate() {
        newline(after: isEmptyContainer ? nil : UInt8(ascii: ","))
        isEmptyContainer = false
    }

    /// A line break and the indentation, after `byte` when there is one, in one piece:
    /// written before every member and element.
    private mutating func newline(after byte: UInt8? = nil) {
        let spaces = depth * 2
        let lead = byte == nil ? 0 : 1
        // The spaces go eight at a time, the last word past the line's end into room
        // reserved for it; the next piece writes over what is past the end.
        let start = out.room(upTo: lead + 1 + spaces + 8)
        if let byte { start.initialize(to: byte) }
        (start + lead).initialize(to: 0x0A)
        Self.fillSpaces(UnsafeMutableRawPointer(start + lead + 1), count: spaces)
        out.advance(by: lead + 1 + spaces)
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { out.append(bytes: $0) }
    }
}

/// The scalar parts of seqc's JSON text, shared by ``PrettyJSONWriter`` and
/// ``JSONValue/serialized()`` so the two cannot write a string or a number differently.
enum JSONText {
    /// `value` in decimal, as `String(value)` writes it, without making the string.
    static func writeInt(_ value: Int, into out: inout some JSONByteOutput & ~Copyable) {
        if value == 0 { return out.append(UInt8(ascii: "0")) }
        if value < 0 { out.append(UInt8(ascii: "-")) }
        // The magnitude as unsigned, so Int.min does not overflow. Its digits are counted
        // first and written in place from the last: no reversing, no growing per digit.
        var magnitude = value.magnitude
        let digits = digitCount(magnitude)
        out.append(count: digits) { start in
            var index = digits - 1
            while index >= 0 {
                start[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
                index -= 1
            }
        }
    }

    /// The length of `value` in decimal, as ``writeInt(_:into:)`` writes it.
    static func decimalLength(_ value: Int) -> Int {
        (value < 0 ? 1 : 0) + digitCount(value.magnitude)
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
    /// escapes it: one for `"`, `\` and the five short escapes, five for `\u00XX` (a
    /// control, or a `:` or `[` that ``WorkflowCommandEscape`` escapes).
    static func escapingExtra(_ text: String) -> Int {
        var extra = 0
        var command = WorkflowCommandEscape()
        for byte in text.utf8 {
            if command.escapes(byte) {
                extra += 5
                continue
            }
            guard needsEscape(byte) else { continue }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x0A, 0x0D, 0x09, 0x08, 0x0C: extra += 1
            default: extra += 5
            }
        }
        return extra
    }

    /// `text` quoted and escaped as `JSONEncoder` with `.withoutEscapingSlashes` does, and
    /// with ``WorkflowCommandEscape``'s escapes, so no `::`, `##[` or `##vso[` is written.
    static func writeString(_ text: String, into out: inout some JSONByteOutput & ~Copyable) {
        text.withUTF8InPlace { writeString(utf8: $0, into: &out) }
    }

    /// ``writeString(_:into:)`` of text given as its UTF-8 bytes.
    private static func writeString(utf8: UnsafeBufferPointer<UInt8>, into out: inout some JSONByteOutput & ~Copyable) {
        if !containsEscape(utf8) {
            // Almost every string a build writes.
            writeQuoted(utf8, into: &out)
        } else {
            out.append(UInt8(ascii: "\""))
            writeEscaped(utf8, into: &out)
            out.append(UInt8(ascii: "\""))
        }
    }

    /// `utf8` escaped, without quotes: the start of a string whose rest follows.
    static func writeBody(_ utf8: UnsafeBufferPointer<UInt8>, into out: inout some JSONByteOutput & ~Copyable) {
        if !containsEscape(utf8) {
            out.append(bytes: utf8)
        } else {
            writeEscaped(utf8, into: &out)
        }
    }

    /// Every byte of `utf8`, escaped where it needs it: JSON's escapes, and the `:` or `[`
    /// that would complete a CI runner's command (``WorkflowCommandEscape``).
    private static func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>, into out: inout some JSONByteOutput & ~Copyable) {
        var command = WorkflowCommandEscape()
        for byte in utf8 {
            if command.escapes(byte) {
                writeUnicodeEscape(byte, into: &out)
            } else {
                writeEscaped(byte, into: &out)
            }
        }
    }

    /// `bytes`, which need no escaping, between quotes, in one piece.
    static func writeQuoted(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout some JSONByteOutput & ~Copyable) {
        let length = bytes.count
        out.append(count: length + 2) { start in
            start.initialize(to: UInt8(ascii: "\""))
            if let base = bytes.baseAddress { (start + 1).initialize(from: base, count: length) }
            (start + 1 + length).initialize(to: UInt8(ascii: "\""))
        }
    }

    /// `bytes` at `target`. Up to 16 bytes (a member's key) go as two words that overlap
    /// rather than a call to `memcpy`, reading and writing only within the bytes themselves.
    @inline(__always)
    static func copyShort(_ bytes: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) {
        guard let base = bytes.baseAddress else { return }
        let count = bytes.count
        let source = UnsafeRawPointer(base)
        let destination = UnsafeMutableRawPointer(target)
        if count >= 8, count <= 16 {
            destination.storeBytes(of: source.loadUnaligned(as: UInt64.self), as: UInt64.self)
            destination.storeBytes(
                of: source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self), toByteOffset: count - 8, as: UInt64.self)
        } else if count >= 4, count < 8 {
            destination.storeBytes(of: source.loadUnaligned(as: UInt32.self), as: UInt32.self)
            destination.storeBytes(
                of: source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self), toByteOffset: count - 4, as: UInt32.self)
        } else {
            target.initialize(from: base, count: count)
        }
    }

    /// Whether any byte of `utf8` needs escaping, eight bytes at a time: each test below
    /// is exact about whether its word holds such a byte (not about where). Bytes below
    /// 0x20 set their high bit after the subtraction; a quote or a backslash becomes a
    /// zero byte after its XOR, found as a byte below 1. Text that holds a `:` or a `#`
    /// (found the same way) is walked once more for what ``WorkflowCommandEscape``
    /// escapes: most text holds neither.
    private static func containsEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = utf8.baseAddress else { return false }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let count = utf8.count
        var index = 0
        var commandBytes: UInt64 = 0
        while index + 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            let flags = ((word &- ones &* 0x20) & ~word) | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
            if flags & highBits != 0 { return true }
            let colon = word ^ (ones &* 0x3A)
            let hash = word ^ (ones &* 0x23)
            commandBytes |= ((colon &- ones) & ~colon) | ((hash &- ones) & ~hash)
            index += 8
        }
        while index < count {
            let byte = base[index]
            if needsEscape(byte) { return true }
            if byte == UInt8(ascii: ":") || byte == UInt8(ascii: "#") { commandBytes = highBits }
            index += 1
        }
        return commandBytes & highBits != 0 && WorkflowCommandEscape.containsBreak(utf8)
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    private static func writeEscaped(_ byte: UInt8, into out: inout some JSONByteOutput & ~Copyable) {
        switch byte {
        case UInt8(ascii: "\""): escape(UInt8(ascii: "\""), into: &out)
        case UInt8(ascii: "\\"): escape(UInt8(ascii: "\\"), into: &out)
        case 0x0A: escape(UInt8(ascii: "n"), into: &out)
        case 0x0D: escape(UInt8(ascii: "r"), into: &out)
        case 0x09: escape(UInt8(ascii: "t"), into: &out)
        case 0x08: escape(UInt8(ascii: "b"), into: &out)
        case 0x0C: escape(UInt8(ascii: "f"), into: &out)
        case 0x00..<0x20: writeUnicodeEscape(byte, into: &out)
        default: out.append(byte)
        }
    }

    /// `byte`, an ASCII character, as `\u00XX` (lower-case hex, as `JSONEncoder` writes a
    /// control): a control, or a `:` or `[` that ``WorkflowCommandEscape`` escapes.
    static func writeUnicodeEscape(_ byte: UInt8, into out: inout some JSONByteOutput & ~Copyable) {
        escape(UInt8(ascii: "u"), into: &out)
        out.append(UInt8(ascii: "0"))
        out.append(UInt8(ascii: "0"))
        out.append(UInt8.lowercaseHexDigit(byte >> 4))
        out.append(UInt8.lowercaseHexDigit(byte & 0x0F))
    }

    private static func escape(_ letter: UInt8, into out: inout some JSONByteOutput & ~Copyable) {
        out.append(UInt8(ascii: "\\"))
        out.append(letter)
    }

}
