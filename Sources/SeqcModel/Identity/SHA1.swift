/// SHA-1 (FIPS 180-4), for version 5 UUIDs only: ids are names, not secrets, and RFC 9562
/// fixes the hash. Written here rather than taken from swift-crypto: on Linux that package
/// compiles BoringSSL from source, about two minutes of two cores for every clean build,
/// twice (the plugins' `seqc` is built for the host as well), for one short function. One
/// implementation on every platform, so an id cannot depend on where it was made.
enum SHA1 {
    /// The 20-byte digest of `message`.
    static func digest(_ message: UnsafeRawBufferPointer) -> Digest {
        var state = State()
        // Whole blocks straight from the message; the tail and the padding (a 1 bit, zeros,
        // and the length in bits, big-endian) from a block or two on the stack.
        let wholeBlocks = message.count / 64
        for block in 0..<wholeBlocks {
            state.compress(UnsafeRawBufferPointer(rebasing: message[(block * 64)..<(block * 64 + 64)]))
        }
        let tail = message.count - wholeBlocks * 64
        withUnsafeTemporaryAllocation(byteCount: 128, alignment: 8) { last in
            last.initializeMemory(as: UInt8.self, repeating: 0)
            if tail > 0 {
                last.copyMemory(from: UnsafeRawBufferPointer(rebasing: message[(wholeBlocks * 64)...]))
            }
            last[tail] = 0x80
            // Eight bytes of length must fit after the 1 bit: 55 tail bytes or fewer take one block.
            let blocks = tail < 56 ? 1 : 2
            let bits = UInt64(truncatingIfNeeded: message.count) &* 8
            last.storeBytes(of: bits.bigEndian, toByteOffset: blocks * 64 - 8, as: UInt64.self)
            for block in 0..<blocks {
                state.compress(UnsafeRawBufferPointer(rebasing: last[(block * 64)..<(block * 64 + 64)]))
            }
        }
        return state.digest
    }

    /// The five words of a digest, most significant first.
    struct Digest {
        var words: (UInt32, UInt32, UInt32, UInt32, UInt32)

        /// The first 16 bytes, big-endian: what a version 5 UUID is made of.
        var first16Bytes: (UInt64, UInt64) {
            (UInt64(words.0) << 32 | UInt64(words.1), UInt64(words.2) << 32 | UInt64(words.3))
        }
    }

    /// The running hash.
    private struct State {
        var h0: UInt32 = 0x6745_2301
        var h1: UInt32 = 0xEFCD_AB89
        var h2: UInt32 = 0x98BA_DCFE
        var h3: UInt32 = 0x1032_5476
        var h4: UInt32 = 0xC3D2_E1F0

        var digest: Digest { Digest(words: (h0, h1, h2, h3, h4)) }

        /// Folds one 64-byte block into the state.
        mutating func compress(_ block: UnsafeRawBufferPointer) {
            // The message schedule in sixteen words, each overwritten as its successor is
            // made: the eighty-word form needs a fifth of a kilobyte more for nothing.
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 16) { schedule in
                for index in 0..<16 {
                    schedule[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
                }
                var a = h0
                var b = h1
                var c = h2
                var d = h3
                var e = h4
                // Round t uses word t; from 16 on, word t is made from four earlier ones.
                func word(_ t: Int) -> UInt32 {
                    if t < 16 { return schedule[t] }
                    let mixed = schedule[(t - 3) & 15] ^ schedule[(t - 8) & 15] ^ schedule[(t - 14) & 15] ^ schedule[t & 15]
                    let next = mixed.rotatedLeft(1)
                    schedule[t & 15] = next
                    return next
                }
                func round(_ t: Int, _ mix: UInt32, _ constant: UInt32) {
                    let next = a.rotatedLeft(5) &+ mix &+ e &+ constant &+ word(t)
                    e = d
                    d = c
                    c = b.rotatedLeft(30)
                    b = a
                    a = next
                }
                for t in 0..<20 { round(t, (b & c) | (~b & d), 0x5A82_7999) }
                for t in 20..<40 { round(t, b ^ c ^ d, 0x6ED9_EBA1) }
                for t in 40..<60 { round(t, (b & c) | (b & d) | (c & d), 0x8F1B_BCDC) }
                for t in 60..<80 { round(t, b ^ c ^ d, 0xCA62_C1D6) }
                h0 = h0 &+ a
                h1 = h1 &+ b
                h2 = h2 &+ c
                h3 = h3 &+ d
                h4 = h4 &+ e
            }
        }
    }
}

extension UInt32 {
    /// The bits moved `count` places towards the most significant, those falling off
    /// coming back in at the bottom.
    @inline(__always)
    fileprivate func rotatedLeft(_ count: UInt32) -> UInt32 {
        (self << count) | (self >> (32 - count))
    }
}
