/// A countdown whose length is drawn once, when it starts, from `minSeconds...maxSeconds`.
public struct RandomDurationConfig: Hashable, Sendable {
    /// The shortest length, at least 1 second. Setting it clamps as the initializer does,
    /// raising ``maxSeconds`` with it when it passes it.
    public var minSeconds: Int {
        didSet {
            minSeconds = minSeconds.atLeastOne
            maxSeconds = Swift.max(minSeconds, maxSeconds)
        }
    }
    /// The longest length, never below ``minSeconds``: a smaller value set here becomes it.
    public var maxSeconds: Int {
        didSet { maxSeconds = Swift.max(minSeconds, maxSeconds) }
    }

    /// Raises `minSeconds` to at least 1 first, then `maxSeconds` to at least the
    /// resolved minimum, so the range is never inverted. This order is the app's.
    public init(minSeconds: Int, maxSeconds: Int) {
        let resolvedMin = minSeconds.atLeastOne
        self.minSeconds = resolvedMin
        self.maxSeconds = Swift.max(resolvedMin, maxSeconds)
    }
}
