import Foundation
import SeqcModel
import Testing

@Suite struct ExpansionTests {
    static func sequence(_ contents: [(String, CardContent)]) -> SequenceDefinition {
        let cards = contents.enumerated().map { index, item in
            Card(
                id: Identity.cardID(routineSlug: "t", kind: item.1.kind, title: item.0, occurrence: index + 1), title: item.0,
                content: item.1)
        }
        return SequenceDefinition(id: Identity.sequenceID(slug: "t"), slug: "t", title: "T", cards: cards)
    }

    @Test func intervalsBecomeWorkAndRestPairs() throws {
        let interval = IntervalConfig(workSeconds: 30, restSeconds: 15, rounds: 3)
        let sequence = Self.sequence([("Sprints", .interval(interval))])
        let runtime = Expansion.runtimeCards(of: sequence)
        #expect(
            runtime.map(\.card.title) == [
                "Sprints - Work 1/3", "Sprints - Rest 1/3", "Sprints - Work 2/3",
                "Sprints - Rest 2/3", "Sprints - Work 3/3", "Sprints - Rest 3/3",
            ])
        #expect(runtime[0].card.content == .countdown(CountdownConfig(durationSeconds: 30, autoComplete: true)))
        #expect(runtime[1].card.content == .rest(RestConfig(durationSeconds: 15, autoComplete: true)))
        let intervalID = sequence.cards[0].id
        #expect(runtime[3].origin == .init(cardId: intervalID, phase: .rest, round: 2, rounds: 3))
        #expect(runtime[3].id == Identity.expandedCardID(intervalID: intervalID, phase: .rest, round: 2))
        #expect(Set(runtime.map(\.id)).count == runtime.count)
    }

    @Test func finalRestFalseDropsTheLastRest() {
        let interval = IntervalConfig(workSeconds: 30, restSeconds: 15, rounds: 2, finalRest: false)
        let runtime = Expansion.runtimeCards(of: Self.sequence([("EMOM", .interval(interval))]))
        #expect(runtime.map(\.card.title) == ["EMOM - Work 1/2", "EMOM - Rest 1/2", "EMOM - Work 2/2"])
    }

    @Test func otherCardsPassThroughUnchanged() {
        let sequence = Self.sequence([("Note", .info(InfoConfig(text: "Hi"))), ("Go", .countdown(CountdownConfig(durationSeconds: 5)))])
        let runtime = Expansion.runtimeCards(of: sequence)
        #expect(runtime.map(\.card) == sequence.cards)
        #expect(runtime.allSatisfy { $0.origin == nil })
    }

    @Test func theCountIsKnownWithoutExpanding() {
        let sequence = Self.sequence([
            ("A", .interval(IntervalConfig(workSeconds: 1, restSeconds: 1, rounds: 10_000))),
            ("B", .interval(IntervalConfig(workSeconds: 1, restSeconds: 1, rounds: 4, finalRest: false))),
            ("C", .info(InfoConfig())),
        ])
        #expect(Expansion.runtimeCardCount(of: sequence.cards) == 20_000 + 7 + 1)
    }

    /// Each kind's count, known without expanding, is the expansion's: kinds with no card
    /// absent from the table, and at their ordinals, zero for those.
    @Test func theKindCountsAreKnownWithoutExpanding() {
        let sequence = Self.sequence([
            ("A", .interval(IntervalConfig(workSeconds: 1, restSeconds: 1, rounds: 3))),
            ("B", .interval(IntervalConfig(workSeconds: 1, restSeconds: 1, rounds: 1, finalRest: false))),
            ("C", .info(InfoConfig())), ("D", .rest(RestConfig(durationSeconds: 5))), ("E", .info(InfoConfig())),
        ])
        var expanded: [CardKind: Int] = [:]
        for runtime in Expansion.runtimeCards(of: sequence) { expanded[runtime.card.kind, default: 0] += 1 }
        #expect(Expansion.runtimeKindCounts(of: sequence.cards) == expanded)
        #expect(expanded == [.countdown: 4, .rest: 4, .info: 2])
        let byOrdinal = Expansion.runtimeKindCountsByOrdinal(of: sequence.cards)
        #expect(CardKind.allCases.map { byOrdinal[$0.ordinal] } == CardKind.allCases.map { expanded[$0] ?? 0 })
        #expect(CardKind.allCases.map(\.ordinal) == Array(CardKind.allCases.indices))
    }

    @Test func timingCountsRandomRangesAndUntimedCards() {
        let sequence = Self.sequence([
            ("Go", .countdown(CountdownConfig(durationSeconds: 60))),
            ("Wait", .randomDuration(RandomDurationConfig(minSeconds: 5, maxSeconds: 20))),
            ("Do", .repetition(RepetitionConfig(reps: 3))),
            ("I", .interval(IntervalConfig(workSeconds: 10, restSeconds: 5, rounds: 2, finalRest: false))),
        ])
        let runtime = TimingSummary(of: Expansion.runtimeCards(of: sequence).map(\.card))
        #expect(runtime == TimingSummary(minSeconds: 60 + 5 + 25, maxSeconds: 60 + 20 + 25, untimedCards: 1))
        #expect(TimingSummary(of: sequence.cards) == runtime)
    }
}
