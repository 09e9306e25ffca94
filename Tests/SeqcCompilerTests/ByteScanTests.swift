import Testing

@testable import SeqcCompiler

/// The eight-at-a-time searches find what a byte-by-byte walk finds, wherever the byte
/// of interest sits in its word and whatever surrounds it.
@Suite struct ByteScanTests {
    /// Bytes around every boundary the searches treat specially.
    private static let alphabet: [UInt8] = [0x00, 0x09, 0x0A, 0x0D, 0x0E, 0x20, 0x23, 0x41, 0x7F, 0x80, 0x85, 0xC2, 0xE2, 0xFF]

    private func texts() -> [[UInt8]] {
        var texts: [[UInt8]] = [[]]
        // One byte of interest at every offset of a run of plain letters, and pairs of them.
        for length in [1, 7, 8, 9, 15, 16, 17, 31] {
            for position in 0..<length {
                for byte in Self.alphabet {
                    var text = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    text[position] = byte
                    texts.append(text)
                    if position + 3 < length {
                        text[position + 3] = 0x0A
                        texts.append(text)
                    }
                }
            }
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<300 {
            var text: [UInt8] = []
            for _ in 0..<40 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let pick = Int(state >> 59)
                text.append(pick < Self.alphabet.count ? Self.alphabet[pick] : UInt8(ascii: "x"))
            }
            texts.append(text)
        }
        return texts
    }

    @Test func bytesBelowALimitOrNonASCII() {
        for text in texts() {
            text.withUnsafeBufferPointer { buffer in
                for (limit, nonASCII) in [(UInt8(0x0E), true), (0x0E, false), (0, true), (0x80, false), (1, false)] {
                    for start in [0, 1, 5, 8, 9] {
                        var expected = Swift.max(start, 0)
                        while expected < text.count, !(text[expected] < limit || (nonASCII && text[expected] >= 0x80)) { expected += 1 }
                        let found = ByteScan.firstIndex(in: buffer, from: start, below: limit, orNonASCII: nonASCII)
                        #expect(found == Swift.min(expected, text.count), "\(text) \(limit) \(nonASCII) \(start)")
                    }
                }
            }
        }
    }

    @Test func oneByteValue() {
        for text in texts() {
            text.withUnsafeBufferPointer { buffer in
                for target in Self.alphabet {
                    for start in [0, 1, 8, 9] {
                        let expected = text.indices.first { $0 >= start && text[$0] == target } ?? text.count
                        #expect(ByteScan.firstIndex(of: target, in: buffer, from: start) == expected, "\(text) \(target) \(start)")
                    }
                }
            }
        }
    }
}
