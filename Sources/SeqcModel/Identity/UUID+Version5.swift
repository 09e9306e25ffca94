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

extension UUID {
    /// A name-based UUID, RFC 9562 version 5 (SHA-1): the same namespace and name
    /// always give the same UUID, on every machine.
    package init(version5Namespace namespace: UUID, name: String) {
        // Hashed in place: this runs for every card of every routine.
        var sha1 = Insecure.SHA1()
        withUnsafeBytes(of: namespace.uuid) { sha1.update(bufferPointer: $0) }
        var name = name
        name.withUTF8 { sha1.update(bufferPointer: UnsafeRawBufferPointer($0)) }
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        sha1.finalize().withUnsafeBytes { digest in
            withUnsafeMutableBytes(of: &uuid) { $0.copyMemory(from: UnsafeRawBufferPointer(rebasing: digest.prefix(16))) }
        }
        uuid.6 = (uuid.6 & 0x0F) | 0x50
        uuid.8 = (uuid.8 & 0x3F) | 0x80
        self.init(uuid: uuid)
    }

    /// The canonical lower-case text form RFC 9562 asks for on output. Written out by
    /// hand: it is on the path of every card id, and `uuidString` goes through printf.
    package var lowercasedString: String {
        let hex = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(36)
        withUnsafeBytes(of: uuid) { bytes in
            for (index, byte) in bytes.enumerated() {
                if index == 4 || index == 6 || index == 8 || index == 10 { text.append(UInt8(ascii: "-")) }
                text.append(hex[Int(byte >> 4)])
                text.append(hex[Int(byte & 0x0F)])
            }
        }
        return String(decoding: text, as: UTF8.self)
    }
}
