import SeqcModel
import Testing

/// The configs clamp exactly as the app does (SPEC section 1).
@Suite struct ClampingTests {
    @Test(arguments: [(-5, 1), (0, 1), (1, 1), (90, 90)])
    func durationsAreAtLeastOneSecond(_ written: Int, _ used: Int) {
        #expect(CountdownConfig(durationSeconds: written).durationSeconds == used)
        #expect(RestConfig(durationSeconds: written).durationSeconds == used)
        #expect(CountupConfig(targetSeconds: written).targetSeconds == used)
        #expect(RepetitionConfig(reps: written).reps == used)
    }

    @Test func defaultsAreAutoCompleteAndFinalRest() {
        #expect(CountdownConfig(durationSeconds: 5).autoComplete)
        #expect(RestConfig(durationSeconds: 5).autoComplete)
        #expect(IntervalConfig(workSeconds: 1, restSeconds: 1, rounds: 1).finalRest)
        #expect(CountupConfig().targetSeconds == nil)
        #expect(InfoConfig().text == nil)
    }

    @Test func intervalClampsEachPart() {
        let config = IntervalConfig(workSeconds: 0, restSeconds: -1, rounds: 0, finalRest: false)
        #expect(config.workSeconds == 1)
        #expect(config.restSeconds == 1)
        #expect(config.rounds == 1)
        #expect(config.runtimeCardCount == 1)
    }

    @Test func randomDurationRaisesMinFirstThenMax() {
        let inverted = RandomDurationConfig(minSeconds: 30, maxSeconds: 10)
        #expect((inverted.minSeconds, inverted.maxSeconds) == (30, 30))
        let bothLow = RandomDurationConfig(minSeconds: 0, maxSeconds: -4)
        #expect((bothLow.minSeconds, bothLow.maxSeconds) == (1, 1))
        let maxBelowRawMin = RandomDurationConfig(minSeconds: -10, maxSeconds: 0)
        #expect((maxBelowRawMin.minSeconds, maxBelowRawMin.maxSeconds) == (1, 1))
    }

    @Test func anEmptyChecklistCannotBeBuilt() {
        #expect(ChecklistConfig(items: []) == nil)
        #expect(ChecklistConfig(items: ["One"])?.items == ["One"])
    }

    @Test func anEmptyCardTitleBecomesTheDisplayName() {
        let card = Card(id: Identity.sequenceID(slug: "x"), title: "", content: .rest(RestConfig(durationSeconds: 5)))
        #expect(card.title == "Rest")
    }
}
