/// The hard limits of the routine language. Values past them are errors, not clamps.
public enum RoutineLimits {
    /// The longest duration a card may have: 7 days.
    public static let maxDurationSeconds = 604_800
    /// The most `reps` or `rounds` a card may have.
    public static let maxCount = 10_000
    /// The most runtime cards one routine may expand into.
    public static let maxRuntimeCards = 10_000
    /// The smallest duration, `reps` or `rounds`; smaller values are raised to it.
    public static let minimumValue = 1
}

extension Int {
    /// `self`, raised to at least `RoutineLimits.minimumValue`.
    var atLeastOne: Int { Swift.max(RoutineLimits.minimumValue, self) }
}
