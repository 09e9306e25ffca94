import Foundation
import SeqcModel
import Testing

/// An app edits a routine as values, and no edit can break an invariant.
@Suite struct EditingTests {
    static func routine() -> SequenceDefinition {
        SequenceDefinition(
            slug: "legs", title: "Leg day",
            cards: [
                Card(title: "Warm-up", content: .countdown(CountdownConfig(durationSeconds: 300))),
                Card(title: "Squats", content: .repetition(RepetitionConfig(reps: 12))),
                Card(title: "Sprints", content: .interval(IntervalConfig(workSeconds: 30, restSeconds: 15, rounds: 4))),
            ])
    }

    @Test func renamingKeepsTheIdentity() {
        var routine = Self.routine()
        let id = routine.cards[1].id
        routine.title = "Legs, properly"
        routine.cards[1].title = "Goblet squats"
        #expect(routine.title == "Legs, properly")
        #expect(routine.cards[1].title == "Goblet squats")
        #expect(routine.cards[1].id == id)
        #expect(RuntimeDocument(sequence: routine).runtimeCards[1].card.title == "Goblet squats")
    }

    @Test func anEmptyCardTitleBecomesTheKindsName() {
        var card = Card(title: "", content: .rest(RestConfig(durationSeconds: 30)))
        #expect(card.title == "Rest")
        card.title = "Breathe"
        card.title = ""
        #expect(card.title == "Rest")
    }

    @Test func aBlankRoutineTitleBecomesUntitled() {
        var routine = Self.routine()
        routine.title = ""
        #expect(routine.title == SequenceDefinition.untitled)
        routine.title = " \t"
        #expect(routine.title == "Untitled")
        #expect(SequenceDefinition(slug: "x", title: "\n").title == "Untitled")
    }

    @Test func settingAConfigClampsItAsItsInitializerDoes() {
        var countdown = CountdownConfig(durationSeconds: 60)
        countdown.durationSeconds = 0
        #expect(countdown == CountdownConfig(durationSeconds: 1))
        var rest = RestConfig(durationSeconds: 60)
        rest.durationSeconds = -5
        #expect(rest.durationSeconds == 1)
        var countup = CountupConfig(targetSeconds: 10)
        countup.targetSeconds = 0
        #expect(countup.targetSeconds == 1)
        countup.targetSeconds = nil
        #expect(countup.targetSeconds == nil)
        var reps = RepetitionConfig(reps: 5)
        reps.reps = 0
        #expect(reps.reps == 1)
        var interval = IntervalConfig(workSeconds: 30, restSeconds: 15, rounds: 4)
        interval.workSeconds = 0
        interval.restSeconds = -1
        interval.rounds = 0
        #expect(interval == IntervalConfig(workSeconds: 1, restSeconds: 1, rounds: 1))
        var random = RandomDurationConfig(minSeconds: 10, maxSeconds: 20)
        random.minSeconds = 30
        #expect((random.minSeconds, random.maxSeconds) == (30, 30), "raising the minimum raises the maximum with it")
        random.maxSeconds = 5
        #expect((random.minSeconds, random.maxSeconds) == (30, 30), "the range is never inverted")
        random.minSeconds = 0
        #expect((random.minSeconds, random.maxSeconds) == (1, 30))
        var checklist = ChecklistConfig(items: ["a"])!
        checklist.items = []
        #expect(checklist.items == ["a"], "a checklist is never empty")
        checklist.items = ["b", "c"]
        #expect(checklist.items == ["b", "c"])
    }

    @Test func changingADurationInARoutineIsClamped() throws {
        var routine = Self.routine()
        guard case .countdown(var config) = routine.cards[0].content else { throw Failure() }
        config.durationSeconds = -30
        routine.cards[0].content = .countdown(config)
        #expect(routine.cards[0].content == .countdown(CountdownConfig(durationSeconds: 1)))
        #expect(TimingSummary(of: RuntimeDocument(sequence: routine).runtimeCards.map(\.card)).minSeconds == 1 + 4 * 45)
    }

    @Test func insertDeleteAndReorder() {
        var routine = Self.routine()
        let ids = routine.cards.map(\.id)
        let plank = Card(title: "Plank", content: .countdown(CountdownConfig(durationSeconds: 45)))
        routine.insert(plank, at: 1)
        #expect(routine.cards.map(\.title) == ["Warm-up", "Plank", "Squats", "Sprints"])
        #expect(routine.cards[1].id == plank.id, "a new card keeps the fresh id it was made with")
        routine.append(Card(title: "Stretch", content: .info(InfoConfig())))
        #expect(routine.cards.last?.title == "Stretch")
        routine.removeCards(atOffsets: [0, 4])
        #expect(routine.cards.map(\.title) == ["Plank", "Squats", "Sprints"])
        routine.moveCards(fromOffsets: [0], toOffset: 3)
        #expect(routine.cards.map(\.title) == ["Squats", "Sprints", "Plank"])
        routine.moveCards(fromOffsets: [1, 2], toOffset: 0)
        #expect(routine.cards.map(\.title) == ["Sprints", "Plank", "Squats"])
        #expect(routine.cards.map(\.id) == [ids[2], plank.id, ids[1]], "moving keeps every id")
        routine.cards.remove(at: 1)
        #expect(routine.cards.map(\.id) == [ids[2], ids[1]])
    }

    @Test func aNewCardGetsAFreshIdentity() {
        let first = Card(title: "A", content: .info(InfoConfig()))
        let second = Card(title: "A", content: .info(InfoConfig()))
        #expect(first.id != second.id)
        #expect(first.slug == nil)
    }

    @Test func aDuplicatedCardGetsAFreshIdentity() throws {
        let json = try RuntimeJSONTests.pinnedDocument().jsonData()
        var routine = try RuntimeDocument.decode(from: json).sequence
        let pinned = routine.cards[0]
        #expect(pinned.slug == "warm-up")
        routine.insert(pinned, at: 0)
        #expect(routine.cards[1] == pinned, "the card already there keeps its id")
        #expect(routine.cards[0].id != pinned.id)
        #expect(routine.cards[0].slug == nil, "a pinned slug names one card")
        #expect(routine.cards[0].title == pinned.title && routine.cards[0].content == pinned.content)
        // Through the array as SwiftUI edits it, the later copy gets the fresh id.
        routine.cards.append(pinned)
        #expect(Set(routine.cards.map(\.id)).count == routine.cards.count)
        #expect(routine.cards[1].id == pinned.id)
    }

    /// SwiftUI passes an `IndexSet`; any other collection of offsets moves and removes the
    /// same cards, in the list's order, each once.
    @Test func offsetsAreASetWhateverTheirType() {
        let routine = Self.routine()
        for destination in 0...3 {
            var fromIndexSet = routine
            fromIndexSet.moveCards(fromOffsets: IndexSet([2, 0]), toOffset: destination)
            var fromArray = routine
            fromArray.moveCards(fromOffsets: [2, 0, 2], toOffset: destination)
            #expect(fromArray.cards == fromIndexSet.cards, "to \(destination)")
        }
        var moved = routine
        moved.moveCards(fromOffsets: [2, 0], toOffset: 2)
        #expect(moved.cards.map(\.title) == ["Squats", "Warm-up", "Sprints"])
        var removed = routine
        removed.removeCards(atOffsets: [2, 0, 2])
        var removedByIndexSet = routine
        removedByIndexSet.removeCards(atOffsets: IndexSet([0, 2]))
        #expect(removed.cards.map(\.title) == ["Squats"])
        #expect(removedByIndexSet.cards == removed.cards)
    }

    @Test func idsLoadedFromJSONAreKept() throws {
        let document = RuntimeJSONTests.pinnedDocument()
        var routine = try RuntimeDocument.decode(from: try document.jsonData()).sequence
        #expect(routine.id == document.sequence.id)
        #expect(routine.cards.map(\.id) == document.sequence.cards.map(\.id))
        routine.cards[1].title = "Renamed"
        routine.moveCards(fromOffsets: [0], toOffset: 2)
        #expect(Set(routine.cards.map(\.id)) == Set(document.sequence.cards.map(\.id)))
        let reloaded = try RuntimeDocument.decode(from: RuntimeDocument(sequence: routine).jsonData())
        #expect(reloaded.sequence == routine, "edits survive a save and load, ids included")
    }

    @Test func copiesAreIndependent() {
        let original = Self.routine()
        var copy = original
        copy.title = "Copy"
        copy.cards[0].title = "Changed"
        copy.removeCards(atOffsets: [2])
        #expect(original.title == "Leg day")
        #expect(original.cards.map(\.title) == ["Warm-up", "Squats", "Sprints"])
        #expect(copy.cards.map(\.title) == ["Changed", "Squats"])
        var card = original.cards[0]
        card.title = "Other"
        #expect(original.cards[0].title == "Warm-up")
    }

    @Test func aNewRoutinesIdComesFromItsSlug() {
        #expect(SequenceDefinition(slug: "legs", title: "A").id == Identity.sequenceID(slug: "legs"))
        #expect(SequenceDefinition(slug: "arms", title: "A").id != Self.routine().id)
    }

    private struct Failure: Error {}
}
