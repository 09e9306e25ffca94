import Foundation
import SeqcModel
import Testing
import TimerKit

/// Playing the bundled routines through the runner, as the app's player screen does.
@Suite struct RoutineRunnerTests {
    /// A generator that repeats one sequence, so a test knows what a draw gives.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func playingToTheEndWalksTheRuntimeList() throws {
        var runner = RoutineRunner(document: try RoutineLibrary.document(named: "box-breathing"))
        #expect(runner.sequence.cards.count == 3)
        #expect(runner.cardCount == 17)
        #expect(runner.position == "1 of 17")
        var played: [String] = []
        var seconds = 0
        while let card = runner.currentCard {
            played.append(card.card.title)
            seconds += runner.startCurrentCard() ?? 0
            runner.advance()
        }
        #expect(runner.isFinished)
        #expect(runner.position == nil)
        #expect(played.count == 17)
        #expect(played.count(where: { $0.hasPrefix("Breathe - Work") }) == 8)
        #expect(played.count(where: { $0.hasPrefix("Breathe - Rest") }) == 7)
        #expect(seconds == 60)
        #expect(runner.plannedSeconds == 60)
    }

    @Test func countsComeFromTheRuntimeList() throws {
        var runner = RoutineRunner(document: try RoutineLibrary.document(named: "strength-circuit"))
        // The repeat block reaches the player as its rounds, a rest between them.
        for _ in 0..<6 { runner.advance() }
        #expect(runner.currentCard?.card.title == "Goblet squats 2/3")
        #expect(runner.position == "7 of 21")
        #expect(runner.completedCount == 6)
        #expect(runner.remainingCount == 15)
        runner.goBack()
        #expect(runner.currentCard?.card.title == "Circuit - Rest 1/2")
        for _ in 0..<8 { runner.advance() }
        #expect(runner.currentCard?.card.title == "Swings - Work 1/3")
    }

    @Test func aRandomDurationIsDrawnOnceAndFrozen() throws {
        var runner = RoutineRunner(document: try RoutineLibrary.document(named: "strength-circuit"))
        while runner.currentCard?.card.kind != .randomDuration { runner.advance() }
        let card = try #require(runner.currentCard?.card)
        #expect(runner.seconds(of: card) == nil)
        #expect(runner.plannedSeconds == nil)
        var generator = SplitMix(state: 1)
        let started = runner.startCurrentCard(using: &generator)
        let drawn = try #require(started)
        #expect((30...90).contains(drawn))
        // Pausing, leaving and coming back never draws again, whatever the generator says.
        runner.advance()
        runner.goBack()
        var other = SplitMix(state: 99)
        for _ in 0..<20 {
            let again = runner.startCurrentCard(using: &other)
            #expect(again == drawn)
        }
        #expect(runner.plannedSeconds == 180 + 3 * 45 + 2 * 60 + 3 * 60 + drawn)
    }

    @Test func checklistStateIsKeptByCardID() throws {
        var runner = RoutineRunner(document: try RoutineLibrary.document(named: "focus-block"))
        let checklist = try #require(runner.currentCard?.card)
        runner.toggle(item: 0, ofChecklist: checklist.id)
        runner.toggle(item: 2, ofChecklist: checklist.id)
        runner.advance()
        runner.goBack()
        #expect(runner.checkedItems(ofChecklist: checklist.id) == [0, 2])
        #expect(!runner.isComplete(checklist))
        runner.toggle(item: 1, ofChecklist: checklist.id)
        #expect(runner.isComplete(checklist))
        runner.toggle(item: 1, ofChecklist: checklist.id)
        #expect(runner.checkedItems(ofChecklist: checklist.id) == [0, 2])
        #expect(runner.checkedItems(ofChecklist: try #require(runner.runtimeCards.last?.id)).isEmpty)
    }
}
