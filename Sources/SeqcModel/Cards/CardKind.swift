/// The eight kinds of card the player knows. The raw value is the discriminator used in
/// routine YAML (as the kind key) and in runtime JSON (as `kind`).
///
/// Each kind is described in its own file, `Sources/SeqcModel/Kinds/<Kind>.swift`.
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
    public var displayName: String { accept(DisplayNameOf()) }

    /// Whether a runtime card of this kind has a known length, so it counts towards a
    /// routine's time range. `interval` never reaches the runtime list; it is timed
    /// through the countdown and rest cards it expands into.
    public var isTimed: Bool { accept(IsTimed()) }
}
