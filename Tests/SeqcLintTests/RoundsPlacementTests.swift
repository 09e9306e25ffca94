import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// Rounds attached where the language has none repair to the block meant, and fixing them
/// converges; a near miss with more than one reading does not build after `--fix
/// --unsafe-fixes` (docs/decisions.md, "No silent guess"). Drafts come from
/// ``RoundsPlacementGenerator``.
@Suite struct RoundsPlacementTests {
    private func check(_ draft: RoundsPlacementGenerator.Draft, _ name: String) {
        RepairCheck.check(draft.text, meaning: draft.canonical, name)
    }

    @Test func roundsBesideTheRoutinesCardsAreOneBlock() {
        var generator = RoundsPlacementGenerator(seed: 0x5EC0_3961)
        for index in 0..<80 { check(generator.routineRounds(index), "routine-rounds draft \(index)") }
    }

    @Test func aCardPlayedOnceMovesOutOfItsBlock() {
        var generator = RoundsPlacementGenerator(seed: 0x5EC0_3962)
        for index in 0..<60 { check(generator.onceMarked(index), "once-marked draft \(index)") }
    }

    @Test func aBlockWithNoCardsTakesTheCardsAfterItUpToAPhaseOrABlock() {
        var generator = RoundsPlacementGenerator(seed: 0x5EC0_3964)
        for index in 0..<40 { check(generator.followingCards(index), "following-cards draft \(index)") }
    }

    @Test func jsonSectionsWithoutRoundsAreTheirCardsInPlace() {
        var generator = RoundsPlacementGenerator(seed: 0x5EC0_3965)
        for index in 0..<30 { check(generator.jsonSections(index), "json-sections draft \(index)") }
    }

    @Test func aRoutinesOneGroupOfRoundsIsItsOneBlock() {
        var generator = RoundsPlacementGenerator(seed: 0x5EC0_3966)
        for index in 0..<36 { check(generator.routineGroup(index), "routine-group draft \(index)") }
    }

    @Test func aNearMissWithMoreThanOneReadingDoesNotBuild() {
        var generator = RoundsPlacementGenerator(seed: 0x5EC0_3963)
        for index in 0..<48 { check(generator.ambiguous(index), "ambiguous draft \(index)") }
    }
}
