/// SHA-1 of arbitrary bytes for seqc's own tools (the lint cache's keys), through the
/// same compression as card ids (``SHA1``): the processor's SHA instructions where it has
/// them. Not part of the app-facing model.
package enum ContentDigest {
    /// The 20 bytes of the SHA-1 digest of `message`.
    package static func sha1(_ message: UnsafeRawBufferPointer) -> [UInt8] {
        let words = SHA1.digest(message).words
        var bytes: [UInt8] = []
        bytes.reserveCapacity(20)
        for word in [words.0, words.1, words.2, words.3, words.4] {
            withUnsafeBytes(of: word.bigEndian) { bytes += $0 }
        }
        return bytes
    }

    /// The SHA-1 digest of `message`.
    package static func sha1(_ message: [UInt8]) -> [UInt8] {
        message.withUnsafeBytes { sha1($0) }
    }
}
