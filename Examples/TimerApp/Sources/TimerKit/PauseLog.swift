import Foundation

/// The intervals during which a routine was paused, and the pause still open, from which
/// the active (unpaused) time between two instants is computed. Pauses that ended before
/// the card on screen started are dropped (``forget(before:)``), so the log holds only
/// the pauses of one card however long the routine runs.
struct PauseLog: Sendable, Equatable {
    /// Closed pauses, in order, none overlapping.
    private(set) var closed: [DateInterval] = []
    /// When the open pause began; nil while running.
    private(set) var openSince: Date?

    var isPaused: Bool { openSince != nil }

    mutating func pause(at instant: Date) {
        guard openSince == nil else { return }
        openSince = instant
    }

    mutating func resume(at instant: Date) {
        guard let since = openSince else { return }
        openSince = nil
        if instant > since { closed.append(DateInterval(start: since, end: instant)) }
    }

    /// Drops the pauses that ended before `instant`: no card from then on overlaps them.
    mutating func forget(before instant: Date) {
        closed.removeAll { $0.end <= instant }
    }

    /// The unpaused seconds from `start` to `end` (0 when `end` is not after `start`).
    func activeSeconds(from start: Date, to end: Date) -> TimeInterval {
        guard end > start else { return 0 }
        var paused: TimeInterval = 0
        for pause in closed { paused += Self.overlap(pause.start, pause.end, start, end) }
        if let since = openSince { paused += Self.overlap(since, .distantFuture, start, end) }
        return end.timeIntervalSince(start) - paused
    }

    /// The instant at which `seconds` of unpaused time have passed since `start`, or nil
    /// when the open pause begins before they have (the timer is frozen until a resume).
    func instant(after seconds: TimeInterval, from start: Date) -> Date? {
        var time = start
        var left = seconds
        for pause in closed where pause.end > time {
            let running = max(0, pause.start.timeIntervalSince(time))
            if running >= left { return time.addingTimeInterval(left) }
            left -= running
            time = max(time, pause.end)
        }
        if let since = openSince {
            let running = max(0, since.timeIntervalSince(time))
            return running >= left ? time.addingTimeInterval(left) : nil
        }
        return time.addingTimeInterval(left)
    }

    private static func overlap(_ a: Date, _ b: Date, _ c: Date, _ d: Date) -> TimeInterval {
        max(0, min(b, d).timeIntervalSince(max(a, c)))
    }
}
