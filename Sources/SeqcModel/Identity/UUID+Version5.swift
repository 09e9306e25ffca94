#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A version 5 name, written piece by piece into one byte buffer and hashed once, so that
/// no string of the whole name is made: every card of every routine is named this way.
package struct Version5Name: ~Copyable {
    fileprivate var bytes: JSONByteBuffer

    /// A name written into `room` (see ``JSONByteBuffer/init(writingInto:)``).
    fileprivate init(namespace: UUID, room: UnsafeMutableBufferPointer<UInt8>) {
        bytes = JSONByteBuffer(writingInto: room)
        withUnsafeBytes(of: namespace.uuid) { bytes.append(bytes: $0.assumingMemoryBound(to: UInt8.self)) }
    }

    /// Appends `text`'s UTF-8 bytes to the name.
    package mutating func append(_ text: String) {
        text.withUTF8InPlace { bytes.append(bytes: $0) }
    }

    /// Appends fixed text to the name.
    package mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(bytes: $0) }
    }

    /// Appends `uuid`'s canonical lower-case text (``UUID/lowercasedString``).
    package mutating func append(uuidText uuid: UUID) {
        uuid.appendLowercased(to: &bytes)
    }

    /// Appends `value` in decimal, as string interpolation writes it.
    package mutating func append(_ value: Int) {
        JSONText.writeInt(value, into: &bytes)
    }
}

extension UUID {
    /// A name-based UUID, RFC 9562 version 5 (SHA-1): the same namespace and name
    /// always give the same UUID, on every machine.
    package init(version5Namespace namespace: UUID, name: String) {
        self.init(version5Namespace: namespace) { $0.append(name) }
    }

    /// A name-based UUID whose name `write` appends in pieces: the same UUID as
    /// ``init(version5Namespace:name:)`` with the pieces joined.
    package init(version5Namespace namespace: UUID, writingName write: (inout Version5Name) -> Void) {
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        // The name is written on the stack: every card of every build is named here, and a
        // name longer than the room (a long title) moves to the heap by itself.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { room in
            var name = Version5Name(namespace: namespace, room: room)
            write(&name)
            let digest = name.bytes.withBytes { SHA1.digest($0) }.first16Bytes
            withUnsafeMutableBytes(of: &uuid) {
                $0.storeBytes(of: digest.0.bigEndian, toByteOffset: 0, as: UInt64.self)
                $0.storeBytes(of: digest.1.bigEndian, toByteOffset: 8, as: UInt64.self)
            }
        }
        uuid.6 = (uuid.6 & 0x0F) | 0x50
        uuid.8 = (uuid.8 & 0x3F) | 0x80
        self.init(uuid: uuid)
    }

    /// The canonical lower-case text form RFC 9562 asks for on output. Written out by
    /// hand: it is on the path of every card id, and `uuidString` goes through printf.
    package var lowercasedString: String {
        // Written into the string's own storage: no array made and copied.
        String(unsafeUninitializedCapacity: Self.textLength) { writeLowercased(into: $0) }
    }

    /// Appends ``lowercasedString``'s bytes to `out` without making the string.
    func appendLowercased(to out: inout some JSONByteOutput & ~Copyable) {
        out.append(count: Self.textLength) { text in
            _ = writeLowercased(into: UnsafeMutableBufferPointer(start: text, count: Self.textLength))
        }
    }

    /// The length of the text form: 32 hex digits and four hyphens.
    static let textLength = 36

    /// Writes the text form into the first 36 bytes of `text`; returns 36.
    func writeLowercased(into text: UnsafeMutableBufferPointer<UInt8>) -> Int {
        precondition(text.count >= Self.textLength)
        // Eight digits at a time (8-4-4-4-12 is four words of eight, two of them split by
        // a hyphen): every id of every card a build writes is written here, twice for an
        // expanded card.
        let target = UnsafeMutableRawPointer(text.baseAddress!)
        withUnsafeBytes(of: uuid) { bytes in
            let first = Self.hexDigits(of: UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: 0, as: UInt32.self)))
            let second = Self.hexDigits(of: UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: 4, as: UInt32.self)))
            let third = Self.hexDigits(of: UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: 8, as: UInt32.self)))
            let fourth = Self.hexDigits(of: UInt32(bigEndian: bytes.loadUnaligned(fromByteOffset: 12, as: UInt32.self)))
            target.storeBytes(of: first.bigEndian, toByteOffset: 0, as: UInt64.self)
            target.storeBytes(of: UInt32(truncatingIfNeeded: second >> 32).bigEndian, toByteOffset: 9, as: UInt32.self)
            target.storeBytes(of: UInt32(truncatingIfNeeded: second).bigEndian, toByteOffset: 14, as: UInt32.self)
            target.storeBytes(of: UInt32(truncatingIfNeeded: third >> 32).bigEndian, toByteOffset: 19, as: UInt32.self)
            target.storeBytes(of: UInt32(truncatingIfNeeded: third).bigEndian, toByteOffset: 24, as: UInt32.self)
            target.storeBytes(of: fourth.bigEndian, toByteOffset: 28, as: UInt64.self)
            target.storeBytes(of: UInt8(ascii: "-"), toByteOffset: 8, as: UInt8.self)
            target.storeBytes(of: UInt8(ascii: "-"), toByteOffset: 13, as: UInt8.self)
            target.storeBytes(of: UInt8(ascii: "-"), toByteOffset: 18, as: UInt8.self)
            target.storeBytes(of: UInt8(ascii: "-"), toByteOffset: 23, as: UInt8.self)
        }
        return Self.textLength
    }

    /// The eight lower-case hex digits of `value` as the bytes of one word, the first
    /// digit in the most significant byte: each nibble is spread into a byte of its own,
    /// then each byte becomes its digit, `a` to `f` for those of ten and above.
    static func hexDigits(of value: UInt32) -> UInt64 {
        var spread = UInt64(value)
        spread = ((spread & 0xFFFF_0000) << 16) | (spread & 0x0000_FFFF)
        spread = ((spread & 0x0000_FF00_0000_FF00) << 8) | (spread & 0x0000_00FF_0000_00FF)
        spread = ((spread & 0x00F0_00F0_00F0_00F0) << 4) | (spread & 0x000F_000F_000F_000F)
        // A byte of ten or more reaches 16 when 6 is added: its 0x10 bit, moved down, is 1.
        let letters = ((spread &+ 0x0606_0606_0606_0606) >> 4) & 0x0101_0101_0101_0101
        // '0' for every digit, and 'a' - '0' - 10 more for the letters.
        return spread &+ 0x3030_3030_3030_3030 &+ letters &* 0x27
    }

}
