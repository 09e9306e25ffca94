import Foundation
import SeqcModel

/// Plays one routine. It keeps both lists the runtime JSON carries: the authored
/// ``sequence`` (what the app shows when editing) and the expanded ``runtimeCards`` (what
/// the player walks). Every count, position and time it answers comes from the runtime
/// list, so an interval of eight rounds counts as the sixteen cards the user sees.
public struct RoutineRunner: Sendable {
    /// The routine as authored, intervals unexpanded.
    public let sequence: SequenceDefinition
    /// The cards the player walks, in order.
    public let runtimeCards: [RuntimeCard]
    /// The position of the card on screen in ``runtimeCards``; ``cardCount`` once finished.
    public private(set) var index = 0
    /// Random durations drawn so far, by card id: drawn once, then frozen, so going back
    /// to a card (or pausing and resuming it) never changes its length.
    private var drawnSeconds: [UUID: Int] = [:]
    /// Ticked checklist items (their positions), by card id, so a checklist keeps its
    /// state when the player moves away and comes back.
    private var checkedItems: [UUID: Set<Int>] = [:]

    public init(document: RuntimeDocument) {
        sequence = document.sequence
        runtimeCards = document.runtimeCards
    }

    /// How many cards the player walks (runtime cards, not authored ones).
    public var cardCount: Int { runtimeCards.count }
    /// The card on screen; nil once the routine is finished.
    public var currentCard: RuntimeCard? { runtimeCards.indices.contains(index) ? runtimeCards[index] : nil }
    public var isFinished: Bool { index == cardCount }
    /// Cards done, and cards left including the one on screen.
    public var completedCount: Int { index }
    public var remainingCount: Int { cardCount - index }
    /// `3 of 20` for the third card, as the player's header shows it.
    public var position: String? { isFinished ? nil : "\(index + 1) of \(cardCount)" }

    /// Moves to the next card; after the last one the routine is finished.
    public mutating func advance() {
        index = min(index + 1, cardCount)
    }

    /// Moves back one card, staying on the first.
    public mutating func goBack() {
        index = max(index - 1, 0)
    }

    /// Starts the card on screen and returns how long it counts down: a countdown's or a
    /// rest's duration, a random duration drawn from its range the first time it starts
    /// and the same draw every time after; nil for a card the user ends.
    public mutating func startCurrentCard<Generator: RandomNumberGenerator>(using generator: inout Generator) -> Int? {
        guard let card = currentCard?.card else { return nil }
        if case .randomDuration(let range) = card.content, drawnSeconds[card.id] == nil {
            drawnSeconds[card.id] = Int.random(in: range.minSeconds...range.maxSeconds, using: &generator)
        }
        return seconds(of: card)
    }

    /// ``startCurrentCard(using:)`` with the system's generator.
    public mutating func startCurrentCard() -> Int? {
        var generator = SystemRandomNumberGenerator()
        return startCurrentCard(using: &generator)
    }

    /// A card's length: fixed, or drawn; nil for an untimed card or a random one not yet started.
    public func seconds(of card: Card) -> Int? {
        switch card.content {
        case .countdown(let config): config.durationSeconds
        case .rest(let config): config.durationSeconds
        case .randomDuration: drawnSeconds[card.id]
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
        for card in runtimeCards.map(\.card) where card.kind.isTimed {
            guard let seconds = seconds(of: card) else { return nil }
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
