internal import CSeqcSHA1

/// SHA-1 (FIPS 180-4), for version 5 UUIDs only: ids are names, not secrets, and RFC 9562
/// fixes the hash. Written here rather than taken from swift-crypto: on Linux that package
/// compiles BoringSSL from source, about two minutes of two cores for every clean build,
/// twice (the plugins' `seqc` is built for the host as well), for one short function.
///
/// Blocks are compressed by the processor's SHA instructions where it has them (x86-64's
/// SHA extensions, in CSeqcSHA1: a build's card ids were an eighth of its instructions),
/// and by the portable Swift code below everywhere else. Both compute the standard's
/// function, and the tests hold each to the standard's examples and to `sha1sum` at every
/// padding case, so an id cannot depend on where it was made.
enum SHA1 {
    /// How blocks are compressed.
    enum Compression: Sendable, CaseIterable {
        /// The Swift code in this file: every platform.
        case portable
        /// The processor's SHA instructions (CSeqcSHA1): only where ``isAvailable``.
        case hardware

        /// The fastest this processor runs, found once.
        static let fastest: Compression = Compression.hardware.isAvailable ? .hardware : .portable

        var isAvailable: Bool {
            switch self {
            case .portable: true
            case .hardware: seqc_sha1_hardware_available() != 0
            }
        }
    }

    /// The 20-byte digest of `message`.
    static func digest(_ message: UnsafeRawBufferPointer, using compression: Compression = .fastest) -> Digest {
        var state = State()
        // Whole blocks straight from the message; the tail and the padding (a 1 bit, zeros,
        // and the length in bits, big-endian) from a block or two on the stack.
        let wholeBlocks = message.count / 64
        if wholeBlocks > 0 {
            state.compress(UnsafeRawBufferPointer(rebasing: message[..<(wholeBlocks * 64)]), using: compression)
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
            state.compress(UnsafeRawBufferPointer(rebasing: last[..<(blocks * 64)]), using: compression)
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

        /// Folds `blocks` (a whole number of 64-byte blocks) into the state.
        mutating func compress(_ blocks: UnsafeRawBufferPointer, using compression: Compression) {
            switch compression {
            case .hardware:
                var words = (h0, h1, h2, h3, h4)
                withUnsafeMutablePointer(to: &words) { tuple in
                    tuple.withMemoryRebound(to: UInt32.self, capacity: 5) { state in
                        seqc_sha1_compress_hardware(state, blocks.baseAddress!, blocks.count / 64)
                    }
                }
                (h0, h1, h2, h3, h4) = words
            case .portable:
                for start in stride(from: 0, to: blocks.count, by: 64) {
                    compress(UnsafeRawBufferPointer(rebasing: blocks[start..<(start + 64)]))
                }
            }
        }

        /// Folds one 64-byte block into the state, in Swift.
        private mutating func compress(_ block: UnsafeRawBufferPointer) {
            // The whole schedule first, then the rounds five at a time, each round writing
            // its result over the word that leaves (e) and the rotated b in place: the five
            // variables change roles instead of moving, so no round copies four words
            // (every card id of a build is a hash of one or two blocks).
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 80) { buffer in
                let w = buffer.baseAddress!
                for t in 0..<16 {
                    w[t] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: t &* 4, as: UInt32.self))
                }
                for t in 16..<80 {
                    w[t] = (w[t &- 3] ^ w[t &- 8] ^ w[t &- 14] ^ w[t &- 16]).rotatedLeft(1)
                }
                var a = h0
                var b = h1
                var c = h2
                var d = h3
                var e = h4
                for t in stride(from: 0, to: 20, by: 5) { Self.fiveRounds(.choice, 0x5A82_7999, w, from: t, &a, &b, &c, &d, &e) }
                for t in stride(from: 20, to: 40, by: 5) { Self.fiveRounds(.parity, 0x6ED9_EBA1, w, from: t, &a, &b, &c, &d, &e) }
                for t in stride(from: 40, to: 60, by: 5) { Self.fiveRounds(.majority, 0x8F1B_BCDC, w, from: t, &a, &b, &c, &d, &e) }
                for t in stride(from: 60, to: 80, by: 5) { Self.fiveRounds(.parity, 0xCA62_C1D6, w, from: t, &a, &b, &c, &d, &e) }
                h0 = h0 &+ a
                h1 = h1 &+ b
                h2 = h2 &+ c
                h3 = h3 &+ d
                h4 = h4 &+ e
            }
        }

        /// The function of b, c and d a round mixes in: choice for rounds 0 to 19, parity
        /// for 20 to 39 and 60 to 79, majority for 40 to 59 (choice and majority in their
        /// three-operation forms).
        private enum Mix {
            case choice, parity, majority
        }

        /// Five rounds from round `t`, after which each variable is back in its own role.
        @inline(__always)
        private static func fiveRounds(
            _ mix: Mix, _ k: UInt32, _ w: UnsafeMutablePointer<UInt32>, from t: Int,
            _ a: inout UInt32, _ b: inout UInt32, _ c: inout UInt32, _ d: inout UInt32, _ e: inout UInt32
        ) {
            round(mix, k, a, &b, c, d, &e, w[t])
            round(mix, k, e, &a, b, c, &d, w[t &+ 1])
            round(mix, k, d, &e, a, b, &c, w[t &+ 2])
            round(mix, k, c, &d, e, a, &b, w[t &+ 3])
            round(mix, k, b, &c, d, e, &a, w[t &+ 4])
        }

        /// One round. In the standard's terms, the new a is rotl5(a) + f(b, c, d) + e + K + W
        /// and the new c is rotl30(b); here they are written over e and b, and the caller
        /// passes the variables on in their new roles. `mix` is a constant at every call,
        /// so the switch is gone once this is inlined.
        @inline(__always)
        private static func round(
            _ mix: Mix, _ k: UInt32, _ a: UInt32, _ b: inout UInt32, _ c: UInt32, _ d: UInt32, _ e: inout UInt32, _ w: UInt32
        ) {
            let mixed: UInt32
            switch mix {
            case .choice: mixed = d ^ (b & (c ^ d))
            case .parity: mixed = b ^ c ^ d
            case .majority: mixed = (b & c) | (d & (b | c))
            }
            e = e &+ a.rotatedLeft(5) &+ mixed &+ k &+ w
            b = b.rotatedLeft(30)
        }
    }
}

extension UInt32 {
    /// The bits moved `count` places towards the most significant, those falling off
    /// coming back in at the bottom.
    @inline(__always)
    fileprivate func rotatedLeft(_ count: UInt32) -> UInt32 {
        // Masking shifts: `count` is a constant below 32, and the checked forms cost a
        // comparison each in the eighty rounds of every block.
        (self &<< count) | (self &>> (32 &- count))
    }
}
