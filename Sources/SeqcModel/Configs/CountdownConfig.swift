/// A countdown over a fixed duration.
public struct CountdownConfig: Hashable, Sendable {
    /// The length, at least 1 second: a smaller value set here becomes 1.
    public var durationSeconds: Int {
        didSet { durationSeconds = durationSeconds.atLeastOne }
    }
    /// Whether the card completes by itself when the countdown reaches zero.
    public var autoComplete: Bool

    /// Clamps `durationSeconds` to at least 1, as the app does.
    public init(durationSeconds: Int, autoComplete: Bool = true) {
        self.durationSeconds = durationSeconds.atLeastOne
        self.autoComplete = autoComplete
    }
}
