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
        var bytes = withUnsafeBytes(of: namespace.uuid) { Array($0) }
        bytes.append(contentsOf: Array(name.utf8))
        var hash = Array(Insecure.SHA1.hash(data: bytes).prefix(16))
        hash[6] = (hash[6] & 0x0F) | 0x50
        hash[8] = (hash[8] & 0x3F) | 0x80
        self.init(
            uuid: (
                hash[0], hash[1], hash[2], hash[3], hash[4], hash[5], hash[6], hash[7],
                hash[8], hash[9], hash[10], hash[11], hash[12], hash[13], hash[14], hash[15]
            ))
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
