import Foundation
import TimerKit

/// A clock the test moves by hand: no test sleeps.
final class ManualClock: PlayerClock, @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: TimeInterval

    init(at seconds: TimeInterval = 0) { self.seconds = seconds }

    var now: Date { lock.withLock { Date(timeIntervalSinceReferenceDate: seconds) } }

    /// Moves the clock on by `interval` seconds.
    func advance(_ interval: TimeInterval) { lock.withLock { seconds += interval } }
}

/// A generator that repeats one sequence, so a test knows what a draw gives.
struct SplitMix: RandomNumberGenerator, Sendable {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
