import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// Rounds attached where the language has none repair to the block meant, and fixing them
/// converges; a near miss with more than one reading does not build after `--fix
/// --unsafe-fixes` (docs/decisions.md, "No silent guess"). Drafts come from
/// ``RoundsPlacementGenerator``.
@Suite struct RoundsPlacementTests {
    static func compiled(_ text: String) -> [String]? {
        Compiler().compile(SourceFile(path: "draft.routine.yaml", text: text)).sequence?.cards.map { "\($0.title) \($0.content)" }
    }

    static func check(_ draft: RoundsPlacementGenerator.Draft, _ name: String) {
        FixConvergenceTests.checkConvergence(draft.text, name)
        let fixed = String(decoding: FixConvergenceTests.fixed(draft.text, allowing: .unsafe).fixed.bytes, as: UTF8.self)
        guard let canonical = draft.canonical else {
            #expect(compiled(fixed) == nil, "\(name) has no one reading but builds\n\(draft.text)\nfixed:\n\(fixed)")
            return
        }
        let expected = compiled(canonical)
        #expect(expected != nil, "\(name): its intent does not compile\n\(canonical)")
        #expect(compiled(fixed) == expected, "\(name)\n\(draft.text)\nfixed:\n\(fixed)\nmeant:\n\(canonical)")
    }

    @Test func roundsBesideTheRoutinesCardsAreOneBlock() {
        var generator = RoundsPlacementGenerator(seed: 0x5EC0_3961)
        for index in 0..<80 { Self.check(generator.routineRounds(index), "routine-rounds draft \(index)") }
    }

    @Test func aCardPlayedOnceMovesOutOfItsBlock() {
        var generator = RoundsPlacementGenerator(seed: 0x5EC0_3962)
        for index in 0..<60 { Self.check(generator.onceMarked(index), "once-marked draft \(index)") }
    }

    @Test func aBlockWithNoCardsTakesTheCardsAfterItUpToAPhaseOrABlock() {
        var generator = RoundsPlacementGenerator(seed: 0x5EC0_3964)
        for index in 0..<40 { Self.check(generator.followingCards(index), "following-cards draft \(index)") }
    }

    @Test func jsonSectionsWithoutRoundsAreTheirCardsInPlace() {
        var generator = RoundsPlacementGenerator(seed: 0x5EC0_3965)
        for index in 0..<30 { Self.check(generator.jsonSections(index), "json-sections draft \(index)") }
    }

    @Test func aRoutinesOneGroupOfRoundsIsItsOneBlock() {
        var generator = RoundsPlacementGenerator(seed: 0x5EC0_3966)
        for index in 0..<36 { Self.check(generator.routineGroup(index), "routine-group draft \(index)") }
    }

    @Test func aNearMissWithMoreThanOneReadingDoesNotBuild() {
        var generator = RoundsPlacementGenerator(seed: 0x5EC0_3963)
        for index in 0..<48 { Self.check(generator.ambiguous(index), "ambiguous draft \(index)") }
    }
}
