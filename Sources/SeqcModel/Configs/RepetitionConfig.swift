/// A count of repetitions the user performs.
public struct RepetitionConfig: Hashable, Sendable {
    /// The number of repetitions, at least 1: a smaller value set here becomes 1.
    public var reps: Int {
        didSet { reps = reps.atLeastOne }
    }

    /// Clamps `reps` to at least 1, as the app does.
    public init(reps: Int) {
        self.reps = reps.atLeastOne
    }
}
