extension CardKind {
    /// The kind's place in `allCases`, for tables kept in that order. A switch: finding
    /// the kind in `allCases` makes that array each time, and a kind as a dictionary key
    /// is hashed by its name.
    package var ordinal: Int {
        switch self {
        case .countdown: 0
        case .countup: 1
        case .info: 2
        case .repetition: 3
        case .rest: 4
        case .interval: 5
        case .checklist: 6
        case .randomDuration: 7
        }
    }
}
