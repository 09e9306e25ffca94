/// Work/rest rounds. Authoring only: expansion turns it into countdown and rest cards.
public struct IntervalConfig: Hashable, Sendable {
    /// The length of each work phase, at least 1 second: a smaller value set here becomes 1.
    public var workSeconds: Int {
        didSet { workSeconds = workSeconds.atLeastOne }
    }
    /// The length of each rest phase, at least 1 second: a smaller value set here becomes 1.
    public var restSeconds: Int {
        didSet { restSeconds = restSeconds.atLeastOne }
    }
    /// The number of rounds, at least 1: a smaller value set here becomes 1.
    public var rounds: Int {
        didSet { rounds = rounds.atLeastOne }
    }
    /// Whether the last round ends with a rest.
    public var finalRest: Bool

    /// Clamps `workSeconds`, `restSeconds` and `rounds` to at least 1, as the app does.
    public init(workSeconds: Int, restSeconds: Int, rounds: Int, finalRest: Bool = true) {
        self.workSeconds = workSeconds.atLeastOne
        self.restSeconds = restSeconds.atLeastOne
        self.rounds = rounds.atLeastOne
        self.finalRest = finalRest
    }

    /// How many runtime cards this interval becomes; saturates rather than overflowing
    /// for a config built in code with an absurd `rounds`.
    public var runtimeCardCount: Int {
        let (pairs, overflow) = rounds.multipliedReportingOverflow(by: 2)
        return overflow ? .max : pairs - (finalRest ? 0 : 1)
    }
}
