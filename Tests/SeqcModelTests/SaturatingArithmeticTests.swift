import SeqcModel
import Testing

/// seqc's one saturating sum and product: an overflow gives the bound the true result
/// lies beyond, never a trap and never the opposite bound.
@Suite struct SaturatingArithmeticTests {
    @Test func sumsStopAtTheBoundTheyPass() {
        #expect(Int.max.saturatingAdd(1) == .max)
        #expect((Int.max - 1).saturatingAdd(5) == .max)
        #expect(Int.min.saturatingAdd(-1) == .min)
        #expect(40.saturatingAdd(2) == 42)
        #expect(Int.max.saturatingAdd(-1) == .max - 1)
    }

    @Test func productsStopAtTheBoundTheyPass() {
        #expect(Int.max.saturatingMultiply(2) == .max)
        #expect(Int.min.saturatingMultiply(2) == .min)
        #expect(Int.min.saturatingMultiply(-1) == .max)
        #expect((-3).saturatingMultiply(Int.max) == .min)
        #expect(6.saturatingMultiply(7) == 42)
    }

    @Test func totalsOfHostileRoutinesSaturate() {
        let interval = Card(title: "x", content: .interval(IntervalConfig(workSeconds: .max, restSeconds: .max, rounds: .max)))
        let timing = TimingSummary(of: [interval, interval])
        #expect(timing.minSeconds == .max && timing.maxSeconds == .max)
        #expect(Expansion.runtimeCardCount(of: [interval, interval]) == .max)
    }
}
