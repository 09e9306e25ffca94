import Foundation
import SeqcModel

extension RoutineRunner {
    /// Whether the card at `position` ends when its time runs out: a countdown or rest
    /// with `autoComplete`, and a random duration (which has no tap to wait for).
    func endsByItself(_ position: Int) -> Bool {
        switch runtimeCards[position].card.content {
        case .countdown(let config): config.autoComplete
        case .rest(let config): config.autoComplete
        case .randomDuration: true
        case .interval, .countup, .info, .repetition, .checklist: false
        }
    }

    /// The length of the card at `position`: fixed, or drawn; nil for an untimed card or
    /// a random one not yet started.
    func seconds(at position: Int) -> Int? {
        switch runtimeCards[position].card.content {
        case .countdown(let config): config.durationSeconds
        case .rest(let config): config.durationSeconds
        case .randomDuration: drawnSeconds[position]
        // Never in a runtime list: the document's decoder checks that it is the expansion.
        case .interval, .countup, .info, .repetition, .checklist: nil
        }
    }

    /// The routine's time before it is played: a range, because random durations are not
    /// drawn yet, plus the untimed cards.
    public var timing: TimingSummary { TimingSummary(of: runtimeCards.map(\.card)) }

    /// The timed cards' total with the draws made so far; nil while a random duration is
    /// undrawn. (No overflow: the decoder bounds durations and card counts.)
    public var plannedSeconds: Int? {
        var total = 0
        for position in runtimeCards.indices where runtimeCards[position].card.kind.isTimed {
            guard let seconds = seconds(at: position) else { return nil }
            total += seconds
        }
        return total
    }

    /// Ticks item `item` of the checklist `cardID`, or unticks it.
    public mutating func toggle(item: Int, ofChecklist cardID: UUID) {
        if checkedItems[cardID, default: []].remove(item) == nil {
            checkedItems[cardID, default: []].insert(item)
        }
    }

    /// The ticked items of the checklist `cardID`.
    public func checkedItems(ofChecklist cardID: UUID) -> Set<Int> {
        checkedItems[cardID] ?? []
    }

    /// Whether every item of a checklist card is ticked.
    public func isComplete(_ card: Card) -> Bool {
        guard case .checklist(let config) = card.content else { return false }
        return checkedItems(ofChecklist: card.id).isSuperset(of: config.items.indices)
    }
}
