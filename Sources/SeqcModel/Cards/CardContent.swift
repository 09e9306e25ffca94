/// What a card does: its kind together with that kind's config. A card of one kind
/// can never carry another kind's config.
public enum CardContent: Hashable, Sendable {
    case countdown(CountdownConfig)
    case countup(CountupConfig)
    case info(InfoConfig)
    case repetition(RepetitionConfig)
    case rest(RestConfig)
    case interval(IntervalConfig)
    case checklist(ChecklistConfig)
    case randomDuration(RandomDurationConfig)

    /// The discriminator of this content.
    public var kind: CardKind {
        switch self {
        case .countdown: .countdown
        case .countup: .countup
        case .info: .info
        case .repetition: .repetition
        case .rest: .rest
        case .interval: .interval
        case .checklist: .checklist
        case .randomDuration: .randomDuration
        }
    }
}
