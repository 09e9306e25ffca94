import Foundation
import SeqcModel
import Testing

@testable import SeqcCompiler

@Suite struct ReaderTests {
    @Test func theSpecExampleCompiles() throws {
        let result = compile(
            """
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

    /// A mapping past 16 keys is searched through an index: a key twice is still found,
    /// before and after the index is made, with the note at the first.
    @Test func duplicateKeysAreFoundInLongMappings() throws {
        for (count, repeated) in [(10, 3), (17, 2), (40, 30)] {
            var yaml = "title: Long\ncards:\n  - info: A\n"
            for index in 1...count { yaml += "x\(index): 1\n" }
            yaml += "x\(repeated): 2\n"
            let duplicates = compile(yaml).diagnostics.filter { $0.rule == .duplicateKey }
            #expect(duplicates.map(\.message) == ["key 'x\(repeated)' appears twice in this mapping"], "\(count) keys")
            #expect(duplicates.first?.range.start.line == count + 4, "\(count) keys")
            #expect(duplicates.first?.notes.map(\.range.start.line) == [repeated + 3], "\(count) keys")
        }
    }

    @Test func theIDDefaultsFromTheFileName() throws {
        let result = compile("title: T\ncards:\n  - info: x\n", name: "dir/Leg Day.routine.yaml")
        #expect(result.document?.sequence.slug == "leg-day")
        #expect(result.slugRange == nil)
    }

    @Test func cardIDsSurviveReordering() throws {
        let cards = [
            "  - countdown: A\n    duration: 5\n", "  - rest: B\n    duration: 5\n", "  - countdown: A\n    duration: 9\n", "  - info: C\n",
        ]
        let forward = try #require(compile("title: T\ncards:\n" + cards.joined()).document)
        let reordered = try #require(compile("title: T\ncards:\n" + [cards[1], cards[3], cards[0], cards[2]].joined()).document)
        let ids = { (document: RuntimeDocument) in
            Dictionary(uniqueKeysWithValues: document.sequence.cards.map { ("\($0.title)\($0.content)", $0.id) })
        }
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
        let result = compile(
            "title: T\nextra: 1\ncards:\n  - countdwon: A\n  - rest: B\n    duration: 1.5\n  - repetition: C\n    reps: \"3\"\n")
        // 'countdwon' is read as the countdown it means, so its missing duration is found too.
        #expect(
            result.findings == ["unknown-key@2:1", "missing-field@4:5", "unknown-kind@4:5", "invalid-duration@6:15", "wrong-type@8:11"])
        #expect(result.document == nil)
    }

    @Test func unknownKeysOfferTheNearestWithAFixIt() throws {
        let result = compile("title: T\ncards:\n  - countdown: A\n    duration: 5\n    autoComplet: false\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.rule == .unknownKey)
        #expect(diagnostic.help == "did you mean 'autoComplete'?")
        #expect(diagnostic.fixIts == [FixIt(range: diagnostic.range, replacement: "autoComplete", safety: .unsafe)])
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

    /// Issue 7: -9223372036854775808 was "over the limit" while -5 clamped.
    @Test(arguments: ["-5", "-9223372036854775808", "-99999999999999999999999"])
    func negativesOfAnySizeClampToOne(_ written: String) throws {
        let result = compile("title: T\ncards:\n  - repetition: R\n    reps: \(written)\n  - rest: S\n    duration: \(written)\n")
        #expect(result.findings == ["clamped@4:11", "clamped@6:15"])
        #expect(
            result.diagnostics.map(\.message) == [
                "'reps' is \(written) (below the minimum of 1); using 1",
                "'duration' is \(written) (below the minimum of 1); using 1",
            ])
        let cards = try #require(result.document).sequence.cards
        #expect(
            cards.map(\.content) == [.repetition(RepetitionConfig(reps: 1)), .rest(RestConfig(durationSeconds: 1, autoComplete: true))])
    }

    @Test func theRuntimeCardLimitIsCheckedBeforeExpanding() {
        let result = compile("title: T\ncards:\n  - interval: I\n    work: 1\n    rest: 1\n    rounds: 5001\n")
        #expect(result.findings == ["too-many-cards@2:1"])
        let atLimit = compile("title: T\ncards:\n  - interval: I\n    work: 1\n    rest: 1\n    rounds: 5000\n")
        #expect(atLimit.document?.runtimeCards.count == 10_000)
    }

    /// Issue 7: an interval's title is copied into every runtime card, so a small file could
    /// describe gigabytes. The size is counted before building, and the interval that
    /// passes the limit is named.
    @Test func runtimeJSONPastTheLimitIsAResourceLimitAtTheInterval() throws {
        let title = String(repeating: "t", count: 2000)
        let source = "title: T\ncards:\n  - info: &t \(title)\n  - interval: *t\n    work: 1\n    rest: 1\n    rounds: 2500\n"
        let result = compile(source)
        #expect(result.findings == ["resource-limit@4:5"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(
            diagnostic.message
                == "this interval's runtime cards make the runtime JSON larger than 8 MiB, the most seqc writes for one routine")
        #expect(result.document == nil)
    }

    @Test func runtimeJSONAtTheLimitCompiles() throws {
        let routine = "title: T\ncards:\n  - interval: I\n    work: 1\n    rest: 1\n    rounds: 20\n"
        let size = try #require(compile(routine).document).jsonData().count
        var limits = YAMLLimits()
        limits.maxRuntimeJSONBytes = size
        #expect(Compiler(limits: limits).compile(SourceFile(path: "test.routine.yaml", text: routine)).document != nil)
        limits.maxRuntimeJSONBytes = size - 1
        let over = Compiler(limits: limits).compile(SourceFile(path: "test.routine.yaml", text: routine))
        #expect(over.findings == ["resource-limit@3:5"])
        #expect(over.diagnostics.first?.message.contains("larger than \(size - 1) bytes") == true)
    }

    @Test func aliasedTextInEveryCardCountsEveryCopy() {
        let title = String(repeating: "t", count: 100_000)
        let cards = String(repeating: "  - info: *t\n", count: 100)
        let result = compile("title: T\ntags: [&t \(title)]\ncards:\n\(cards)")
        // Each card holds the text twice (authored and runtime): the 42nd passes 8 MiB.
        #expect(result.findings == ["resource-limit@45:5"])
        #expect(result.diagnostics.first?.message.hasPrefix("this card makes the runtime JSON larger than 8 MiB") == true)
    }

    @Test func aliasesReuseCardsAndValues() throws {
        let document = try #require(
            compile("title: T\ncards:\n  - &c\n    rest: R\n    duration: &d 20s\n  - countdown: W\n    duration: *d\n  - *c\n").document)
        #expect(document.sequence.cards.map(\.title) == ["R", "W", "R"])
        #expect(document.sequence.cards[0].id != document.sequence.cards[2].id)
        #expect(document.sequence.cards[1].content == .countdown(CountdownConfig(durationSeconds: 20)))
    }

    @Test func versionMustBeOne() {
        #expect(compile("seqc: 2\ntitle: T\ncards:\n  - info: x\n").findings == ["unsupported-version@1:7"])
        #expect(compile("seqc: \"1\"\ntitle: T\ncards:\n  - info: x\n").findings == ["wrong-type@1:7"])
    }
}
