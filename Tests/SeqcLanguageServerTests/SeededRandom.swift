/// SplitMix64: the same cases on every run and machine.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A string of `count` scalars drawn from ASCII, line breaks of every kind seqc or the
    /// protocol knows, two- and three-byte scalars and astral ones (emoji, outside the BMP).
    mutating func text(scalars count: Int) -> String {
        let pool: [String] = [
            "a", "b", " ", "-", ":", "#", "\n", "\r\n", "\r", "\u{85}", "\u{2028}", "\u{2029}", "é", "ß", "€", "漢", "😀", "🏋️",
            "𝄞", "\u{10FFFF}", "\t",
        ]
        var text = ""
        for _ in 0..<count { text += pool[Int(next() % UInt64(pool.count))] }
        return text
    }
}
