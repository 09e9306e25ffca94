/// Work/rest rounds. Authoring only: expansion turns it into countdown and rest cards.
public struct IntervalConfig: Hashable, Sendable {
    /// The length of each work phase, at least 1 second.
    public let workSeconds: Int
    /// The length of each rest phase, at least 1 second.
    public let restSeconds: Int
    /// The number of rounds, at least 1.
    public let rounds: Int
    /// Whether the last round ends with a rest.
    public let finalRest: Bool

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
