import Foundation
import SeqcModel

/// Plays one routine. It keeps both lists the runtime JSON carries: the authored
/// ``sequence`` (what the app shows when editing) and the expanded ``runtimeCards`` (what
/// the player walks). Every count, position and time it answers comes from the runtime
/// list, so an interval of eight rounds counts as the sixteen cards the user sees.
///
/// Time is never counted: the runner keeps the instant the card on screen started and
/// the pauses since (``PauseLog``), and computes elapsed and remaining time from them and
/// the clock whenever it is asked (``state()``). A card that ends by itself (a countdown
/// or rest with `autoComplete`, a random duration) ends at the instant its time ran out,
/// and the next card starts at that instant, even when nobody asked in between: a
/// player suspended for ten minutes is on the right card, at the right second, when it
/// wakes. A card without `autoComplete`, and every untimed card, waits for
/// ``completeCurrentCard()``.
public struct RoutineRunner: Sendable {
    /// The routine as authored, intervals unexpanded.
    public let sequence: SequenceDefinition
    /// The cards the player walks, in order.
    public let runtimeCards: [RuntimeCard]
    let clock: any PlayerClock
    var generator: any RandomNumberGenerator & Sendable
    /// The position of the card on screen in ``runtimeCards`` as of the last update;
    /// ``cardCount`` once finished.
    var index = 0
    /// When the card on screen started (or the routine finished); nil before ``start()``.
    var cardStartedAt: Date?
    var pauses = PauseLog()
    /// Random durations drawn so far, by runtime position: drawn when the card first
    /// starts, then frozen, so going back to it (or pausing it) never changes its length.
    var drawnSeconds: [Int: Int] = [:]
    /// Ticked checklist items (their positions), by card id, so a checklist keeps its
    /// state when the player moves away and comes back.
    var checkedItems: [UUID: Set<Int>] = [:]

    /// A runner that reads the time from `clock` and draws random durations from
    /// `generator` (inject a seeded one to replay a session).
    public init(
        document: RuntimeDocument, clock: any PlayerClock = SystemClock(),
        generator: any RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()
    ) {
        sequence = document.sequence
        runtimeCards = document.runtimeCards
        self.clock = clock
        self.generator = generator
    }

    /// How many cards the player walks (runtime cards, not authored ones).
    public var cardCount: Int { runtimeCards.count }
    public var isStarted: Bool { cardStartedAt != nil }

    /// Starts the first card now. Starting again does nothing.
    public mutating func start() {
        guard cardStartedAt == nil else { return }
        startCard(at: 0, at: clock.now)
    }

    /// Freezes the card's time now (after passing every card that ended before now).
    public mutating func pause() {
        update()
        pauses.pause(at: clock.now)
    }

    /// Lets the card's time run again from now.
    public mutating func resume() {
        update()
        pauses.resume(at: clock.now)
    }

    /// Ends the card on screen as a tap does and starts the next one now. Refused (false)
    /// before the start, after the end, and on a checklist with an unticked item.
    @discardableResult
    public mutating func completeCurrentCard() -> Bool {
        update()
        guard isStarted, index < cardCount else { return false }
        if case .checklist = runtimeCards[index].card.content, !isComplete(runtimeCards[index].card) { return false }
        startCard(at: index + 1, at: clock.now)
        return true
    }

    /// Goes back one card (staying on the first) and starts it again now.
    public mutating func goBack() {
        update()
        guard isStarted else { return }
        startCard(at: max(index - 1, 0), at: clock.now)
    }

    /// Passes every card that ended by itself up to now, each next card starting at the
    /// instant the one before ran out.
    public mutating func update() {
        guard var start = cardStartedAt else { return }
        let now = clock.now
        while index < cardCount, endsByItself(index), let seconds = seconds(at: index),
            let end = pauses.instant(after: TimeInterval(seconds), from: start), end <= now
        {
            startCard(at: index + 1, at: end)
            start = end
        }
    }

    /// What the player shows now: ``update()``, then the card on screen, its times and
    /// the cards after it.
    public mutating func state() -> PlayerState {
        update()
        let now = clock.now
        let elapsed = cardStartedAt.map { pauses.activeSeconds(from: $0, to: now) } ?? 0
        let current = index < cardCount ? runtimeCards[index] : nil
        let remaining = current != nil && isStarted ? seconds(at: index).map { max(0, TimeInterval($0) - elapsed) } : nil
        return PlayerState(
            isStarted: isStarted, isPaused: pauses.isPaused, elapsedSeconds: isStarted && current != nil ? elapsed : 0,
            remainingSeconds: remaining, waitsForTap: isStarted && current != nil && !endsByItself(index),
            progress: PlayerProgress(cards: runtimeCards, index: index))
    }

    /// Makes the card at `position` the one on screen from `instant`, drawing its random
    /// duration the first time it starts.
    mutating func startCard(at position: Int, at instant: Date) {
        index = min(position, cardCount)
        cardStartedAt = instant
        pauses.forget(before: instant)
        guard index < cardCount, drawnSeconds[index] == nil else { return }
        if case .randomDuration(let range) = runtimeCards[index].card.content {
            drawnSeconds[index] = Int.random(in: range.minSeconds...range.maxSeconds, using: &generator)
        }
    }
}
