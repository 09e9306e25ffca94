/// What a card does: its kind together with that kind's config. A card of one kind
/// can never carry another kind's config. (Its `kind` and the switches over it are in
/// `Kinds/KindDispatch.swift`.)
public enum CardContent: Hashable, Sendable {
    case countdown(CountdownConfig)
    case countup(CountupConfig)
    case info(InfoConfig)
    case repetition(RepetitionConfig)
    case rest(RestConfig)
    case interval(IntervalConfig)
    case checklist(ChecklistConfig)
    case randomDuration(RandomDurationConfig)
}
