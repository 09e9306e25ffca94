/// Finding the next byte of interest in a file, eight bytes at a time. Every file a run
/// reads is walked for its lines, its `#`s and its non-ASCII breaks before libyaml sees
/// it; most bytes are none of those, and a word of eight that holds none is passed over
/// with a few operations instead of eight comparisons. Tests hold each search equal to
/// the byte-by-byte one.
package enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The index of the first byte from `start` that is below `limit` (at most 0x80), or
    /// 0x80 and above when `orNonASCII`; `buffer.count` when there is none.
    package static func firstIndex(
        in buffer: UnsafeBufferPointer<UInt8>, from start: Int, below limit: UInt8, orNonASCII: Bool
    ) -> Int {
        guard let base = buffer.baseAddress else { return buffer.count }
        let count = buffer.count
        var index = Swift.max(start, 0)
        let lowFlag = ones &* UInt64(limit)
        while index + 8 <= count {
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
            // A byte below `limit` sets its high bit here (the lowest such byte exactly);
            // a byte with its own high bit set is excluded, and flagged by the second mask.
            var flags = limit == 0 ? 0 : (word &- lowFlag) & ~word & highBits
            if orNonASCII { flags |= word & highBits }
            if flags != 0 { return index + flags.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < count {
            let byte = base[index]
            if byte < limit || (orNonASCII && byte >= 0x80) { return index }
            index += 1
        }
        return count
    }

    /// The index of the first `target` byte from `start`; `buffer.count` when there is none.
    package static func firstIndex(of target: UInt8, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = buffer.baseAddress else { return buffer.count }
        let count = buffer.count
        var index = Swift.max(start, 0)
        let pattern = ones &* UInt64(target)
        while index + 8 <= count {
            // The target's bytes become zero bytes, found as bytes below 1 are above.
            let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ pattern
            let flags = (word &- ones) & ~word & highBits
            if flags != 0 { return index + flags.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < count {
            if base[index] == target { return index }
            index += 1
        }
        return count
    }
}
