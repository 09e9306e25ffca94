/// A countdown whose length is drawn once, when it starts, from `minSeconds...maxSeconds`.
public struct RandomDurationConfig: Hashable, Sendable {
    /// The shortest length, at least 1 second.
    public let minSeconds: Int
    /// The longest length, never below `minSeconds`.
    public let maxSeconds: Int

    /// Raises `minSeconds` to at least 1 first, then `maxSeconds` to at least the
    /// resolved minimum, so the range is never inverted. This order is the app's.
    public init(minSeconds: Int, maxSeconds: Int) {
        let resolvedMin = minSeconds.atLeastOne
        self.minSeconds = resolvedMin
        self.maxSeconds = Swift.max(resolvedMin, maxSeconds)
    }
}
