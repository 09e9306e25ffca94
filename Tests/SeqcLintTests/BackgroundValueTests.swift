import Dispatch
import Foundation
import Testing

@testable import SeqcLint

/// ``BackgroundValue``: the value is what its work makes, whichever thread makes it, and
/// asking for one never waits for work that no thread has started.
@Suite struct BackgroundValueTests {
    /// Values of generated work, taken at once or after the asking thread's own work: each
    /// is what the work returns.
    @Test func eachValueIsWhatItsWorkMakes() {
        var random = SplitMix(state: 403)
        for _ in 0..<200 {
            let input = UInt64.random(in: 0...UInt64.max, using: &random)
            let spin = Int.random(in: 0...2_000, using: &random)
            let value = BackgroundValue { (0..<spin).reduce(input) { $0 &* 31 &+ UInt64($1) } }
            // The asking thread asks at once, or once the pool may have started the work.
            if Bool.random(using: &random) { usleep(UInt32.random(in: 0...200, using: &random)) }
            #expect(value.value() == (0..<spin).reduce(input) { $0 &* 31 &+ UInt64($1) })
        }
    }

    /// A chain of values, each asked for from inside the work of the one before, on every
    /// pool thread at once: more waiting values than the pool has threads, which finishes
    /// only because a value no thread has started is made by the thread that asks for it.
    @Test(.timeLimit(.minutes(1))) func nestedValuesOnABusyPoolFinish() {
        @Sendable func chain(_ depth: Int) -> Int {
            guard depth > 0 else { return 0 }
            return BackgroundValue { chain(depth - 1) + 1 }.value()
        }
        let results = ParallelWork.map(8, jobs: 8) { _ in chain(64) }
        #expect(results == Array(repeating: 64, count: 8))
    }
}
