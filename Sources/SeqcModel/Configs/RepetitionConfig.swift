/// A count of repetitions the user performs.
public struct RepetitionConfig: Hashable, Sendable {
    /// The number of repetitions, at least 1.
    public let reps: Int

    /// Clamps `reps` to at least 1, as the app does.
    public init(reps: Int) {
        self.reps = reps.atLeastOne
    }
}
