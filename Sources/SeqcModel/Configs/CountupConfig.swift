/// A stopwatch the user stops, with an optional goal.
public struct CountupConfig: Hashable, Sendable {
    /// The goal, at least 1 second when present: a smaller value set here becomes 1.
    public var targetSeconds: Int? {
        didSet { targetSeconds = targetSeconds.map(\.atLeastOne) }
    }

    /// Clamps a present `targetSeconds` to at least 1, as the app does.
    public init(targetSeconds: Int? = nil) {
        self.targetSeconds = targetSeconds.map(\.atLeastOne)
    }
}
