import SeqcModel
import Testing

@testable import SeqcCompiler

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `seqc lint` compiles without card identities; everything else it sees must be what a
/// build sees.
@Suite struct UnidentifiedCardsTests {
    static let routine = """
        title: Circuit
        cards:
          - countdown: Warm-up
            duration: 90s
          - interval: Sprints
            work: 20s
            rest: 10s
            rounds: 400
          - repetition: Push-ups
            id: push-ups
            reps: 500
          - countdown: Warm-up
            duration: 30s
          - repetition: Squats
            id: push-ups
            reps: 5
        """

    @Test func onlyTheIdsDiffer() throws {
        let file = SourceFile(path: "circuit.routine.yaml", text: Self.routine)
        let identified = Compiler().compile(file)
        let unidentified = Compiler(identifiesCards: false).compile(file)
        #expect(identified.cardsIdentified)
        #expect(!unidentified.cardsIdentified)
        // The duplicate pinned id is still reported, and the clamps are the same.
        #expect(unidentified.diagnostics == identified.diagnostics)
        #expect(unidentified.diagnostics.contains { $0.rule == .duplicateCardID })
        #expect(unidentified.slug == identified.slug)
        #expect(unidentified.syntax?.cards.map(\.range) == identified.syntax?.cards.map(\.range))
    }

    @Test func unidentifiedCardsAllHaveTheNilUUID() throws {
        let source = SourceFile(path: "ok.routine.yaml", text: "title: Ok\ncards:\n  - countdown: A\n    duration: 5s\n  - info: B\n")
        let identified = try #require(Compiler().compile(source).sequence)
        let unidentified = try #require(Compiler(identifiesCards: false).compile(source).sequence)
        let nilUUID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
        #expect(unidentified.cards.allSatisfy { $0.id == nilUUID })
        #expect(identified.cards.allSatisfy { $0.id != nilUUID })
        #expect(unidentified.cards.map(\.title) == identified.cards.map(\.title))
        #expect(unidentified.cards.map(\.content) == identified.cards.map(\.content))
        #expect(unidentified.id == identified.id)
    }

    /// A runtime document of nil ids would be a silent corruption; asking for one stops.
    @Test func anUnidentifiedResultHasNoDocument() async {
        await #expect(processExitsWith: .failure) {
            let source = SourceFile(path: "ok.routine.yaml", text: "title: Ok\ncards:\n  - info: B\n")
            _ = Compiler(identifiesCards: false).compile(source).document
        }
    }
}
