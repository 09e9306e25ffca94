import SeqcModel

/// The time axis under a timeline: where its ticks go and how they read.
struct TimeAxis {
    /// The axis's end, in seconds: the longest run, at least one second.
    let end: Int
    /// Seconds between ticks.
    let step: Int

    /// Steps a reader counts in: seconds, minutes, hours.
    private static let steps = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400]

    /// An axis to `seconds` with at most `maxTicks` intervals.
    init(to seconds: Int, maxTicks: Int = 10) {
        let end = Swift.max(1, seconds)
        let day = 86400
        self.end = end
        step = Self.steps.first { end / $0 <= maxTicks } ?? day * (end / (day * maxTicks) + 1)
    }

    /// The ticks' seconds, from 0 to the end.
    var ticks: [Int] { Array(stride(from: 0, through: end, by: step)) }

    /// A clock reading: `0:45`, `12:00`, `1:05:00`.
    static func clock(_ seconds: Int) -> String { TimingSummary.clock(seconds) }

    /// A range as a clock: `4:00`, or `4:00–4:30`.
    static func clock(_ range: SecondsRange) -> String {
        range.isExact ? clock(range.low) : "\(clock(range.low))–\(clock(range.high))"
    }
}
