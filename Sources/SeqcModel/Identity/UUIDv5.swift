import Crypto
import Foundation

extension UUID {
    /// A name-based UUID, RFC 9562 version 5 (SHA-1): the same namespace and name
    /// always give the same UUID, on every machine.
    public init(version5Namespace namespace: UUID, name: String) {
        var bytes = withUnsafeBytes(of: namespace.uuid) { Array($0) }
        bytes.append(contentsOf: Array(name.utf8))
        var hash = Array(Insecure.SHA1.hash(data: bytes).prefix(16))
        hash[6] = (hash[6] & 0x0F) | 0x50
        hash[8] = (hash[8] & 0x3F) | 0x80
        self.init(uuid: (
            hash[0], hash[1], hash[2], hash[3], hash[4], hash[5], hash[6], hash[7],
            hash[8], hash[9], hash[10], hash[11], hash[12], hash[13], hash[14], hash[15]
        ))
    }

    /// The canonical lower-case text form RFC 9562 asks for on output.
    public var lowercasedString: String { uuidString.lowercased() }
}
