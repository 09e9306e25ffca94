import Foundation
import SeqcModel
import Testing
import TimerKit

/// Random sessions (seeded, so a failure replays) of taps, pauses, resumes, going back,
/// checklist ticks and waits of every length, played by the runner and by an oracle that
/// counts whole seconds one by one. The runner never counts: after every step its state,
/// computed from timestamps, must be the oracle's.
@Suite struct RunnerSessionPropertyTests {
    @Test(arguments: ["box-breathing", "focus-block", "strength-circuit"])
    func theRunnerAgreesWithASecondBySecondOracle(routine: String) throws {
        let document = try RoutineLibrary.document(named: routine)
        var script = SplitMix(state: 41)
        for session in 0..<60 {
            let clock = ManualClock(at: 1_000)
            var runner = RoutineRunner(document: document, clock: clock, generator: SplitMix(state: UInt64(session)))
            var oracle = TickOracle(cards: document.runtimeCards, generator: SplitMix(state: UInt64(session)))
            runner.start()
            oracle.start()
            for step in 0..<80 {
                let action = Int.random(in: 0..<10, using: &script)
                switch action {
                case 0:
                    let tapped = runner.completeCurrentCard()
                    let expected = oracle.complete()
                    #expect(tapped == expected)
                case 1:
                    runner.pause()
                    oracle.paused = true
                case 2:
                    runner.resume()
                    oracle.paused = false
                case 3:
                    runner.goBack()
                    oracle.goBack()
                case 4:
                    let item = Int.random(in: 0..<3, using: &script)
                    if let card = oracle.current {
                        runner.toggle(item: item, ofChecklist: card.id)
                        oracle.toggle(item, of: card.id)
                    }
                default:
                    // Mostly short waits, sometimes a long stay in the background.
                    let seconds = action == 9 ? Int.random(in: 0...4_000, using: &script) : Int.random(in: 0...20, using: &script)
                    clock.advance(TimeInterval(seconds))
                    for _ in 0..<seconds { oracle.tick() }
                }
                let state = runner.state()
                let context = "\(routine), session \(session), step \(step)"
                #expect(state.progress.position == oracle.index + 1, "\(context)")
                #expect(state.isPaused == oracle.paused, "\(context)")
                #expect(state.elapsedSeconds == TimeInterval(oracle.elapsed), "\(context)")
                #expect(state.remainingSeconds == oracle.remaining.map(TimeInterval.init), "\(context)")
                #expect(state.waitsForTap == (oracle.current != nil && !oracle.endsByItself), "\(context)")
            }
        }
    }
}

/// The player as a tick counter: one call of ``tick()`` a second, the simplest model of the
/// rules, which the timestamp arithmetic must match.
struct TickOracle {
    let cards: [RuntimeCard]
    var generator: SplitMix
    var index = 0
    var elapsed = 0
    var paused = false
    var drawn: [Int: Int] = [:]
    var checked: [UUID: Set<Int>] = [:]

    init(cards: [RuntimeCard], generator: SplitMix) {
        self.cards = cards
        self.generator = generator
    }

    var current: Card? { index < cards.count ? cards[index].card : nil }

    var length: Int? {
        switch current?.content {
        case .countdown(let config)?: config.durationSeconds
        case .rest(let config)?: config.durationSeconds
        case .randomDuration?: drawn[index]
        default: nil
        }
    }

    var endsByItself: Bool {
        switch current?.content {
        case .countdown(let config)?: config.autoComplete
        case .rest(let config)?: config.autoComplete
        case .randomDuration?: true
        default: false
        }
    }

    var remaining: Int? { current == nil ? nil : length.map { max(0, $0 - elapsed) } }

    mutating func start() { move(to: 0) }

    mutating func move(to position: Int) {
        index = min(position, cards.count)
        elapsed = 0
        if let card = current, case .randomDuration(let range) = card.content, drawn[index] == nil {
            drawn[index] = Int.random(in: range.minSeconds...range.maxSeconds, using: &generator)
        }
    }

    mutating func tick() {
        guard !paused, current != nil else { return }
        elapsed += 1
        if endsByItself, let length, elapsed >= length { move(to: index + 1) }
    }

    mutating func complete() -> Bool {
        guard let card = current else { return false }
        if case .checklist(let config) = card.content, !checked[card.id, default: []].isSuperset(of: config.items.indices) {
            return false
        }
        move(to: index + 1)
        return true
    }

    mutating func goBack() { move(to: max(index - 1, 0)) }

    mutating func toggle(_ item: Int, of card: UUID) {
        if checked[card, default: []].remove(item) == nil { checked[card, default: []].insert(item) }
    }
}
