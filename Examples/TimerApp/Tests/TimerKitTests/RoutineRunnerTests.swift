import Foundation
import SeqcModel
import Testing
import TimerKit

/// Playing the bundled routines through the runner, as the app's player screen does,
/// with a clock the test moves.
@Suite struct RoutineRunnerTests {
    func runner(_ name: String, clock: ManualClock, seed: UInt64 = 1) throws -> RoutineRunner {
        RoutineRunner(document: try RoutineLibrary.document(named: name), clock: clock, generator: SplitMix(state: seed))
    }

    @Test func autoCompletingCardsAdvanceByThemselvesAndUntimedOnesWaitForATap() throws {
        let clock = ManualClock()
        var runner = try runner("box-breathing", clock: clock)
        runner.start()
        #expect(runner.state().waitsForTap)  // the info card
        clock.advance(600)
        let now1 = runner.state()
        #expect(now1.progress.position == 1)
        let tapped2 = runner.completeCurrentCard()
        #expect(tapped2)
        // Eight rounds of 4 s work and 4 s rest without the final rest: 60 s, no tap.
        clock.advance(59)
        var state = runner.state()
        #expect(state.progress.current?.card.title == "Breathe - Work 8/8")
        #expect(state.remainingSeconds == 1)
        clock.advance(1)
        state = runner.state()
        #expect(state.progress.current?.card.title == "Free breathing")
        #expect(state.waitsForTap && state.remainingSeconds == nil && state.elapsedSeconds == 0)
        clock.advance(3600)
        let now3 = runner.state()
        #expect(now3.progress.current?.card.title == "Free breathing")
        let now4 = runner.state()
        #expect(now4.elapsedSeconds == 3600)
        let tapped5 = runner.completeCurrentCard()
        #expect(tapped5)
        let now6 = runner.state()
        #expect(now6.isFinished)
        let tapped7 = runner.completeCurrentCard()
        #expect(!tapped7)
    }

    @Test func aCountdownWithoutAutoCompleteWaitsAtZero() throws {
        let clock = ManualClock()
        var runner = try runner("focus-block", clock: clock)
        runner.start()
        for item in 0..<3 { runner.toggle(item: item, ofChecklist: runner.runtimeCards[0].id) }
        let tapped8 = runner.completeCurrentCard()
        #expect(tapped8)
        clock.advance(25 * 60 + 90)
        let state = runner.state()
        #expect(state.progress.current?.card.title == "Focus")
        #expect(state.remainingSeconds == 0 && state.elapsedSeconds == 25 * 60 + 90 && state.waitsForTap)
        let tapped9 = runner.completeCurrentCard()
        #expect(tapped9)
        clock.advance(5 * 60)
        let now10 = runner.state()
        #expect(now10.isFinished)
    }

    @Test func aPauseAcrossACardBoundaryFreezesTheCardItBeganOn() throws {
        let clock = ManualClock()
        var runner = try runner("box-breathing", clock: clock)
        runner.start()
        runner.completeCurrentCard()
        // Nobody asks until 6 s in (the first work card ended at 4 s); the pause lands 2 s
        // into the rest, and a resume ten minutes later finds it there.
        clock.advance(6)
        runner.pause()
        clock.advance(600)
        var state = runner.state()
        #expect(state.isPaused && state.progress.current?.card.title == "Breathe - Rest 1/8")
        #expect(state.elapsedSeconds == 2 && state.remainingSeconds == 2)
        runner.resume()
        clock.advance(2)
        state = runner.state()
        #expect(state.progress.current?.card.title == "Breathe - Work 2/8")
        #expect(state.elapsedSeconds == 0)
        // A pause 1 s before a boundary, over it on the wall clock: the card still has 1 s.
        clock.advance(3)
        runner.pause()
        clock.advance(10)
        runner.resume()
        clock.advance(0.5)
        let now11 = runner.state()
        #expect(now11.progress.current?.card.title == "Breathe - Work 2/8")
        let now12 = runner.state()
        #expect(now12.remainingSeconds == 0.5)
        clock.advance(0.5)
        let now13 = runner.state()
        #expect(now13.progress.current?.card.title == "Breathe - Rest 2/8")
    }

    @Test func aResumeLongAfterTheEndOfACardCatchesUpToTheRightCard() throws {
        let clock = ManualClock()
        var runner = try runner("strength-circuit", clock: clock)
        runner.start()
        for item in 0..<3 { runner.toggle(item: item, ofChecklist: runner.runtimeCards[0].id) }
        runner.completeCurrentCard()
        // The warm-up (3 min) is left in the background for an hour: it ended long ago, and
        // the first set (a repetition) has been waiting since, its time counted from the end.
        clock.advance(3600)
        var state = runner.state()
        #expect(state.progress.current?.card.title == "Goblet squats 1/3")
        #expect(state.elapsedSeconds == 3600 - 180)
        // Paused, then resumed a day later on a timed rest: still its full length left.
        runner.completeCurrentCard()
        runner.pause()
        clock.advance(86_400)
        runner.resume()
        state = runner.state()
        #expect(state.progress.current?.card.title == "Breathe 1/3" && state.remainingSeconds == 45)
        clock.advance(45 + 7)
        state = runner.state()
        #expect(state.progress.current?.card.title == "Push-ups 1/3" && state.elapsedSeconds == 7)
    }

    @Test func aChecklistIsGatedOnItsItems() throws {
        let clock = ManualClock()
        var runner = try runner("focus-block", clock: clock)
        runner.start()
        let checklist = runner.runtimeCards[0]
        runner.toggle(item: 0, ofChecklist: checklist.id)
        runner.toggle(item: 2, ofChecklist: checklist.id)
        let tapped14 = runner.completeCurrentCard()
        #expect(!tapped14)
        let now15 = runner.state()
        #expect(now15.progress.current == checklist)
        runner.toggle(item: 1, ofChecklist: checklist.id)
        runner.toggle(item: 1, ofChecklist: checklist.id)
        let tapped16 = runner.completeCurrentCard()
        #expect(!tapped16)
        runner.toggle(item: 1, ofChecklist: checklist.id)
        let tapped17 = runner.completeCurrentCard()
        #expect(tapped17)
        runner.goBack()
        #expect(runner.checkedItems(ofChecklist: checklist.id) == [0, 1, 2])
    }

    @Test func aRandomDurationIsDrawnOnceWhenItStarts() throws {
        let clock = ManualClock()
        var runner = try runner("strength-circuit", clock: clock, seed: 7)
        let random = try #require(runner.runtimeCards.firstIndex { $0.card.kind == .randomDuration })
        runner.start()
        #expect(runner.plannedSeconds == nil)
        for item in 0..<3 { runner.toggle(item: item, ofChecklist: runner.runtimeCards[0].id) }
        while runner.state().progress.position - 1 < random { runner.completeCurrentCard() }
        var expected = SplitMix(state: 7)
        let drawn = Int.random(in: 30...90, using: &expected)
        let now18 = runner.state()
        #expect(now18.remainingSeconds == TimeInterval(drawn))
        #expect(runner.plannedSeconds == 180 + 3 * 45 + 2 * 60 + 3 * 60 + drawn)
        // Leaving and coming back, or replaying from another runner of the same seed, never
        // draws another length.
        runner.completeCurrentCard()
        runner.goBack()
        let now19 = runner.state()
        #expect(now19.remainingSeconds == TimeInterval(drawn))
        clock.advance(TimeInterval(drawn))
        let now20 = runner.state()
        #expect(now20.progress.current?.card.kind == .info)
    }

    @Test func progressShowsUpNextThenAndHowManyMore() throws {
        let clock = ManualClock()
        var runner = try runner("box-breathing", clock: clock)
        runner.start()
        var progress = runner.state().progress
        #expect(progress.current?.card.title == "Sit tall" && progress.upNext?.card.title == "Breathe - Work 1/8")
        #expect(progress.then?.card.title == "Breathe - Rest 1/8")
        #expect(progress.moreText == "+14 more" && progress.positionText == "1 of 17")
        runner.completeCurrentCard()
        clock.advance(8 * 6 + 4 + 2)
        progress = runner.state().progress
        #expect(progress.current?.card.title == "Breathe - Rest 7/8" && progress.positionText == "15 of 17")
        #expect(progress.upNext?.card.title == "Breathe - Work 8/8" && progress.then?.card.title == "Free breathing")
        #expect(progress.moreText == nil && progress.completedCount == 14 && progress.remainingCount == 3)
    }
}
