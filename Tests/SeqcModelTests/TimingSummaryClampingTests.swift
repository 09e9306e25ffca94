import SeqcModel
import Testing

/// `TimingSummary`'s public initializer clamps as the configs do: whatever it is given,
/// the summary is a range from a non-negative minimum up, never inverted.
@Suite struct TimingSummaryClampingTests {
    /// Values from every region that matters: negative, zero, small, and the extremes.
    static func value(_ random: inout SeedGenerator) -> Int {
        switch random.next() % 5 {
        case 0: return -Int(random.next() % 1000)
        case 1: return Int(random.next() % 3)
        case 2: return Int(random.next() % 100_000)
        case 3: return [Int.min, Int.max, Int.min + 1, Int.max - 1][Int(random.next() % 4)]
        default: return Int(truncatingIfNeeded: random.next())
        }
    }

    @Test func anySummaryIsANonNegativeRangeThatKeepsWhatWasValid() {
        var random = SeedGenerator(state: 0x7131_5EED)
        for _ in 0..<20_000 {
            let (low, high, untimed) = (Self.value(&random), Self.value(&random), Self.value(&random))
            let summary = TimingSummary(minSeconds: low, maxSeconds: high, untimedCards: untimed)
            #expect(summary.minSeconds >= 0 && summary.minSeconds <= summary.maxSeconds, "\(low) \(high) → \(summary)")
            #expect(summary.untimedCards >= 0, "\(untimed) → \(summary)")
            // A valid range is kept as given; only what breaks the invariant moves.
            #expect(summary.minSeconds == max(0, low))
            #expect(summary.maxSeconds == max(max(0, low), high))
            #expect(summary.untimedCards == max(0, untimed))
            // The text never shows a range that runs backwards.
            #expect(!summary.text.hasPrefix("-"), "\(summary.text)")
        }
    }

    @Test func anInvertedRangeBecomesItsMinimum() {
        let summary = TimingSummary(minSeconds: 90, maxSeconds: 30, untimedCards: -2)
        #expect((summary.minSeconds, summary.maxSeconds, summary.untimedCards) == (90, 90, 0))
        #expect(summary.text == "1:30")
    }
}

/// SplitMix64: a tiny seeded generator, so the cases are the same on every machine.
struct SeedGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
