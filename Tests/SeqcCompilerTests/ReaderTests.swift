import Foundation
@testable import SeqcCompiler
import SeqcModel
import Testing

@Suite struct ReaderTests {
    @Test func theSpecExampleCompiles() throws {
        let result = compile("""
            seqc: 1
            id: morning-hiit
            title: Morning HIIT
            summary: Short sprint session before work
            tags: [hiit, morning]
            cards:
              - info: Get ready
                text: Water bottle, towel, open space.
              - countdown: Warm-up
                duration: 5m
              - interval: Sprints
                work: 30s
                rest: 15s
                rounds: 8
            """)
        let document = try #require(result.document)
        #expect(result.diagnostics.isEmpty)
        #expect(document.sequence.slug == "morning-hiit")
        #expect(document.sequence.tags == ["hiit", "morning"])
        #expect(document.sequence.cards.map(\.kind) == [.info, .countdown, .interval])
        #expect(document.sequence.cards[2].content == .interval(IntervalConfig(workSeconds: 30, restSeconds: 15, rounds: 8)))
        #expect(document.runtimeCards.count == 2 + 16)
    }

    @Test func scalarsAreReadByTheFieldsType() throws {
        let document = try #require(compile("title: no\nsummary: 1:30\ncards:\n  - info: yes\n    text: 0x1F\n").document)
        #expect(document.sequence.title == "no")
        #expect(document.sequence.summary == "1:30")
        #expect(document.sequence.cards[0].title == "yes")
        #expect(document.sequence.cards[0].content == .info(InfoConfig(text: "0x1F")))
    }

    @Test func theIDDefaultsFromTheFileName() throws {
        let result = compile("title: T\ncards:\n  - info: x\n", name: "dir/Leg Day.routine.yaml")
        #expect(result.document?.sequence.slug == "leg-day")
        #expect(result.slugRange == nil)
    }

    @Test func cardIDsSurviveReordering() throws {
        let cards = ["  - countdown: A\n    duration: 5\n", "  - rest: B\n    duration: 5\n", "  - countdown: A\n    duration: 9\n", "  - info: C\n"]
        let forward = try #require(compile("title: T\ncards:\n" + cards.joined()).document)
        let reordered = try #require(compile("title: T\ncards:\n" + [cards[1], cards[3], cards[0], cards[2]].joined()).document)
        let ids = { (document: RuntimeDocument) in Dictionary(uniqueKeysWithValues: document.sequence.cards.map { ("\($0.title)\($0.content)", $0.id) }) }
        #expect(ids(forward) == ids(reordered))
        #expect(Set(forward.sequence.cards.map(\.id)).count == 4)
    }

    @Test func pinnedIDsAreUsedAndMustBeUnique() throws {
        let pinned = try #require(compile("id: r\ntitle: T\ncards:\n  - info: A\n    id: intro\n").document)
        #expect(pinned.sequence.cards[0].id == Identity.cardID(routineSlug: "r", pinnedSlug: "intro"))
        #expect(pinned.sequence.cards[0].slug == "intro")
        let twice = compile("title: T\ncards:\n  - info: A\n    id: x\n  - info: B\n    id: x\n")
        #expect(twice.findings == ["duplicate-card-id@6:9"])
        #expect(twice.diagnostics[0].notes.first?.range.start == SourcePosition(line: 4, column: 9))
    }

    @Test func intervalTakesRestAsAField() throws {
        let document = try #require(compile("title: T\ncards:\n  - interval: I\n    rest: 5\n    work: 10\n    rounds: 2\n").document)
        #expect(document.sequence.cards[0].content == .interval(IntervalConfig(workSeconds: 10, restSeconds: 5, rounds: 2)))
    }

    @Test func everyProblemInAFileIsReportedInOneRun() {
        let result = compile("title: T\nextra: 1\ncards:\n  - countdwon: A\n  - rest: B\n    duration: 1.5\n  - repetition: C\n    reps: \"3\"\n")
        // 'countdwon' is read as the countdown it means, so its missing duration is found too.
        #expect(result.findings == ["unknown-key@2:1", "missing-field@4:5", "unknown-kind@4:5", "invalid-duration@6:15", "wrong-type@8:11"])
        #expect(result.document == nil)
    }

    @Test func unknownKeysOfferTheNearestWithAFixIt() throws {
        let result = compile("title: T\ncards:\n  - countdown: A\n    duration: 5\n    autoComplet: false\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.rule == .unknownKey)
        #expect(diagnostic.help == "did you mean 'autoComplete'?")
        #expect(diagnostic.fixIts == [FixIt(range: diagnostic.range, replacement: "autoComplete")])
    }

    @Test func booleansTakeTrueOrFalseOnlyWithAFix() throws {
        let result = compile("title: T\ncards:\n  - rest: R\n    duration: 5\n    autoComplete: on\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.rule == .wrongType)
        #expect(diagnostic.help == "write `true` or `false`")
        #expect(diagnostic.fixIts.map(\.replacement) == ["true"])
    }

    @Test func clampsAreWarningsWithTheValueUsed() throws {
        let result = compile("title: T\ncards:\n  - randomDuration: R\n    min: 0\n    max: -3\n")
        #expect(result.findings == ["clamped@4:10", "clamped@5:10"])
        #expect(result.diagnostics.allSatisfy { $0.severity == .warning })
        #expect(result.diagnostics.map { $0.fixIts.map(\.replacement) } == [["1"], ["1"]])
        #expect(result.document?.sequence.cards[0].content == .randomDuration(RandomDurationConfig(minSeconds: 1, maxSeconds: 1)))
    }

    @Test func theRuntimeCardLimitIsCheckedBeforeExpanding() {
        let result = compile("title: T\ncards:\n  - interval: I\n    work: 1\n    rest: 1\n    rounds: 5001\n")
        #expect(result.findings == ["too-many-cards@2:1"])
        let atLimit = compile("title: T\ncards:\n  - interval: I\n    work: 1\n    rest: 1\n    rounds: 5000\n")
        #expect(atLimit.document?.runtimeCards.count == 10_000)
    }

    @Test func aliasesReuseCardsAndValues() throws {
        let document = try #require(compile("title: T\ncards:\n  - &c\n    rest: R\n    duration: &d 20s\n  - countdown: W\n    duration: *d\n  - *c\n").document)
        #expect(document.sequence.cards.map(\.title) == ["R", "W", "R"])
        #expect(document.sequence.cards[0].id != document.sequence.cards[2].id)
        #expect(document.sequence.cards[1].content == .countdown(CountdownConfig(durationSeconds: 20)))
    }

    @Test func versionMustBeOne() {
        #expect(compile("seqc: 2\ntitle: T\ncards:\n  - info: x\n").findings == ["unsupported-version@1:7"])
        #expect(compile("seqc: \"1\"\ntitle: T\ncards:\n  - info: x\n").findings == ["wrong-type@1:7"])
    }
}
