/// A stopwatch the user stops, with an optional goal.
public struct CountupConfig: Hashable, Sendable {
    /// The goal, at least 1 second when present.
    public let targetSeconds: Int?

    /// Clamps a present `targetSeconds` to at least 1, as the app does.
    public init(targetSeconds: Int? = nil) {
        self.targetSeconds = targetSeconds.map(\.atLeastOne)
    }
}
