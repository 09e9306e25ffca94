#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(CryptoKit)
import CryptoKit
#else
import Crypto
#endif

/// A version 5 name, written piece by piece into one byte buffer and hashed once, so that
/// no string of the whole name is made: every card of every routine is named this way,
/// and each SHA-1 update has a fixed cost of its own.
package struct Version5Name: ~Copyable {
    fileprivate var bytes = JSONByteBuffer(capacity: 128)

    fileprivate init(namespace: UUID) {
        withUnsafeBytes(of: namespace.uuid) { bytes.append(bytes: $0.assumingMemoryBound(to: UInt8.self)) }
    }

    /// Appends `text`'s UTF-8 bytes to the name.
    package mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(bytes: $0) }
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
        var name = Version5Name(namespace: namespace)
        write(&name)
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        name.bytes.withBytes { Insecure.SHA1.hash(data: $0) }.withUnsafeBytes { digest in
            withUnsafeMutableBytes(of: &uuid) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: digest.prefix(16))) }
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
    private static let textLength = 36

    /// Writes the text form into the first 36 bytes of `text`; returns 36.
    private func writeLowercased(into text: UnsafeMutableBufferPointer<UInt8>) -> Int {
        precondition(text.count >= Self.textLength)
        // Written through pointers, group by group (8-4-4-4-12 digits): every id of every
        // card a build writes is written here, twice for an expanded card.
        return withUnsafeBytes(of: uuid) { bytes in
            Self.hexDigits.withUTF8Buffer { digits in
                var source = bytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
                var target = text.baseAddress!
                func writeGroup(of length: Int) {
                    for _ in 0..<length {
                        target.initialize(to: digits[Int(source.pointee >> 4)])
                        (target + 1).initialize(to: digits[Int(source.pointee & 0x0F)])
                        target += 2
                        source += 1
                    }
                }
                func writeHyphen() {
                    target.initialize(to: UInt8(ascii: "-"))
                    target += 1
                }
                writeGroup(of: 4)
                writeHyphen()
                writeGroup(of: 2)
                writeHyphen()
                writeGroup(of: 2)
                writeHyphen()
                writeGroup(of: 2)
                writeHyphen()
                writeGroup(of: 6)
                return Self.textLength
            }
        }
    }

    private static let hexDigits: StaticString = "0123456789abcdef"

}
