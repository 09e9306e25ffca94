/// The eight kinds of card the player knows. The raw value is the discriminator used in
/// routine YAML (as the kind key) and in runtime JSON (as `kind`).
public enum CardKind: String, CaseIterable, Codable, Hashable, Sendable {
    case countdown
    case countup
    case info
    case repetition
    case rest
    case interval
    case checklist
    case randomDuration

    /// The title a card of this kind gets when its authored title is empty or null.
    public var displayName: String {
        switch self {
        case .countdown: "Countdown"
        case .countup: "Count Up"
        case .info: "Info"
        case .repetition: "Repetition"
        case .rest: "Rest"
        case .interval: "Interval"
        case .checklist: "Checklist"
        case .randomDuration: "Random Duration"
        }
    }

    /// Whether a runtime card of this kind has a known length, so it counts towards a
    /// routine's time range. `interval` never reaches the runtime list; it is timed
    /// through the countdown and rest cards it expands into.
    public var isTimed: Bool {
        switch self {
        case .countdown, .rest, .interval, .randomDuration: true
        case .countup, .info, .repetition, .checklist: false
        }
    }
}
