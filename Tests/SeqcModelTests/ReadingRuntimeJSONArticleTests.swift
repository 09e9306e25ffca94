// The code of the DocC article Sources/SeqcModel/SeqcModel.docc/ReadingRuntimeJSON.md.
// Each region between a `// article code` line and an `// end article code` line is one
// of its ```swift blocks, byte for byte and in order (`theArticleShowsThisFilesCode`
// checks), so the tests below run exactly what the article shows. Edit the article and
// this file together.

// article code
import Foundation
import SeqcModel
// end article code
import Testing

// article code
/// The routine in `data`, or the sentence an app shows when it cannot be opened.
func openRoutine(_ data: Data) -> Result<RuntimeDocument, OpenFailure> {
    do {
        return .success(try RuntimeDocument.decode(from: data))
    } catch RuntimeDecodingError.newerFormatVersion(let version) {
        return .failure(OpenFailure(message: "This routine needs a newer version of the app (format \(version))."))
    } catch let RuntimeDecodingError.invalidJSON(problem) {
        return .failure(OpenFailure(message: "This file is not valid JSON (line \(problem.line)): \(problem)."))
    } catch {
        return .failure(OpenFailure(message: "This routine cannot be opened: \(error)."))
    }
}

struct OpenFailure: Error {
    let message: String
}
// end article code

// article code
/// The line a player shows above each card: its place in the routine and, for a work
/// phase, the round.
func captions(for document: RuntimeDocument) -> [String] {
    let total = document.runtimeCards.count
    return document.runtimeCards.enumerated().map { index, runtimeCard in
        var caption = "\(index + 1) of \(total)"
        if let origin = runtimeCard.origin, origin.phase == .work {
            caption += " · round \(origin.round) of \(origin.rounds)"
        }
        return caption
    }
}
// end article code

// article code
/// What a routine's detail screen shows: "20 cards, 8 rounds, 11:20 to 11:45, plus 2 untimed".
func overview(of document: RuntimeDocument) -> String {
    let cards = document.runtimeCards
    let rounds = cards.filter { $0.origin?.phase == .work }.count
    let timing = TimingSummary(of: cards.map(\.card))
    let clock = { (seconds: Int) in "\(seconds / 60):" + String(format: "%02d", seconds % 60) }
    var text = "\(cards.count) cards, \(rounds) rounds, \(clock(timing.minSeconds))"
    if timing.maxSeconds != timing.minSeconds { text += " to \(clock(timing.maxSeconds))" }
    if timing.untimedCards > 0 { text += ", plus \(timing.untimedCards) untimed" }
    return text
}
// end article code

// article code
/// `document` with one more round of the interval at `index`, as JSON to save; nil when
/// that card is not an interval, or the routine would grow past what seqc reads back.
func addingRound(to document: RuntimeDocument, intervalAt index: Int) throws -> Data? {
    var routine = document.sequence
    guard case .interval(var interval) = routine.cards[index].content, interval.rounds < RoutineLimits.maxCount else {
        return nil
    }
    interval.rounds += 1
    routine.cards[index].content = .interval(interval)
    guard Expansion.runtimeCardCount(of: routine.cards) <= RoutineLimits.maxRuntimeCards else { return nil }
    return try RuntimeDocument(sequence: routine).jsonData()
}
// end article code

/// Runs the article's code on the runtime JSON `seqc build` made of the reference routine
/// (Examples/expected/morning-hiit.json, a golden of the end-to-end tests): info, warm-up,
/// an eight-round interval, a checklist and a random duration.
@Suite struct ReadingRuntimeJSONArticleTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let article = root.appendingPathComponent("Sources/SeqcModel/SeqcModel.docc/ReadingRuntimeJSON.md")

    static func morningHIIT() throws -> Data {
        try Data(contentsOf: root.appendingPathComponent("Examples/expected/morning-hiit.json"))
    }

    static func decoded() throws -> RuntimeDocument {
        try RuntimeDocument.decode(from: morningHIIT())
    }

    /// The article's ```swift blocks, in order.
    static func articleBlocks() throws -> [String] {
        try codeRegions(in: String(contentsOf: article, encoding: .utf8), start: "```swift", end: "```")
    }

    /// The regions of this file marked as the article's code, in order.
    static func regionsOfThisFile() throws -> [String] {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        return codeRegions(in: source, start: "// article code", end: "// end article code")
    }

    /// The lines between each line equal to `start` and the next equal to `end`.
    static func codeRegions(in text: String, start: String, end: String) -> [String] {
        var regions: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == start {
                current = []
            } else if current != nil, line == end {
                regions.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return regions
    }

    @Test func theArticleShowsThisFilesCode() throws {
        let blocks = try Self.articleBlocks()
        let regions = try Self.regionsOfThisFile()
        #expect(blocks.count == 5)
        #expect(blocks.count == regions.count, "the article has \(blocks.count) Swift blocks, this file \(regions.count) regions")
        for (index, (block, region)) in zip(blocks, regions).enumerated() {
            #expect(block == region, "Swift block \(index + 1) of ReadingRuntimeJSON.md differs from this file's region \(index + 1)")
        }
    }

    @Test func opensTheRoutineSeqcBuilt() throws {
        let document = try openRoutine(Self.morningHIIT()).get()
        #expect(document.sequence.title == "Morning HIIT")
        #expect(document.sequence.cards.count == 5)
    }

    @Test func aRoutineFromANewerSeqcAsksForANewerApp() throws {
        let newer = try #require(String(data: Self.morningHIIT(), encoding: .utf8))
            .replacingOccurrences(of: "\"formatVersion\": 1", with: "\"formatVersion\": 2")
        let result = openRoutine(Data(newer.utf8))
        #expect(throws: OpenFailure.self) { try result.get() }
        if case .failure(let failure) = result {
            #expect(failure.message == "This routine needs a newer version of the app (format 2).")
        }
    }

    @Test func aKeyGivenTwiceIsNotValidJSONAndSaysWhere() {
        let result = openRoutine(Data("{\n  \"formatVersion\": 1,\n  \"formatVersion\": 1\n}\n".utf8))
        guard case .failure(let failure) = result else {
            Issue.record("a duplicate key was accepted")
            return
        }
        #expect(failure.message.hasPrefix("This file is not valid JSON (line 3): "), "\(failure.message)")
        #expect(failure.message.contains("'formatVersion' appears twice"), "\(failure.message)")
    }

    @Test func aRuntimeListThatIsNotTheExpansionCannotBeOpened() throws {
        // One runtime card removed: the file no longer plays what its sequence says.
        var object = try #require(try JSONSerialization.jsonObject(with: Self.morningHIIT()) as? [String: Any])
        var runtime = try #require(object["runtime"] as? [String: Any])
        var cards = try #require(runtime["cards"] as? [Any])
        cards.removeLast()
        runtime["cards"] = cards
        object["runtime"] = runtime
        let result = openRoutine(try JSONSerialization.data(withJSONObject: object))
        guard case .failure(let failure) = result else {
            Issue.record("a runtime list short of the expansion was accepted")
            return
        }
        #expect(failure.message.hasPrefix("This routine cannot be opened: 'runtime.cards' holds 19 cards"), "\(failure.message)")
    }

    @Test func captionsNumberEveryRuntimeCardAndNameWorkRounds() throws {
        let captions = captions(for: try Self.decoded())
        #expect(captions.count == 20)
        #expect(captions[0] == "1 of 20")
        #expect(captions[2] == "3 of 20 · round 1 of 8")
        #expect(captions[3] == "4 of 20", "a rest phase has no round in its caption")
        #expect(captions[16] == "17 of 20 · round 8 of 8")
        #expect(captions[19] == "20 of 20")
    }

    /// The numbers `seqc build` reports for the routine (Examples/expected/morning-hiit.report.txt):
    /// 20 runtime cards, 11:20 to 11:45, plus 2 untimed cards.
    @Test func theOverviewCountsWhatSeqcReports() throws {
        #expect(overview(of: try Self.decoded()) == "20 cards, 8 rounds, 11:20 to 11:45, plus 2 untimed")
        let report = try String(
            contentsOf: Self.root.appendingPathComponent("Examples/expected/morning-hiit.report.txt"), encoding: .utf8)
        #expect(report.contains("-> 20 runtime"))
        #expect(report.contains("time: 11:20 to 11:45, plus 2 untimed cards"))
    }

    @Test func addingARoundSavesARoutineExpandedAgain() throws {
        let document = try Self.decoded()
        let saved = try #require(try addingRound(to: document, intervalAt: 2))
        let reopened = try RuntimeDocument.decode(from: saved)
        #expect(reopened.runtimeCards.count == 22)
        #expect(overview(of: reopened) == "22 cards, 9 rounds, 12:05 to 12:30, plus 2 untimed")
        #expect(reopened.sequence.cards.map(\.id) == document.sequence.cards.map(\.id), "every card keeps its identity")
    }

    @Test func aCardThatIsNotAnIntervalGetsNoRound() throws {
        #expect(try addingRound(to: try Self.decoded(), intervalAt: 0) == nil)
    }

    @Test func anEditPastTheLimitsIsRefused() throws {
        let atMaxRounds = RuntimeDocument(
            sequence: SequenceDefinition(
                slug: "long", title: "Long",
                cards: [
                    Card(
                        title: "Sprints", content: .interval(IntervalConfig(workSeconds: 1, restSeconds: 1, rounds: RoutineLimits.maxCount))
                    )
                ]))
        #expect(try addingRound(to: atMaxRounds, intervalAt: 0) == nil, "rounds past RoutineLimits.maxCount")

        // 4,999 rounds and one more card: 9,999 runtime cards, and a 5,000th round would make 10,001.
        let nearMaxCards = RuntimeDocument(
            sequence: SequenceDefinition(
                slug: "long", title: "Long",
                cards: [
                    Card(title: "Sprints", content: .interval(IntervalConfig(workSeconds: 1, restSeconds: 1, rounds: 4_999))),
                    Card(title: "Done", content: .info(InfoConfig())),
                ]))
        #expect(nearMaxCards.runtimeCards.count == 9_999)
        #expect(try addingRound(to: nearMaxCards, intervalAt: 0) == nil, "runtime cards past RoutineLimits.maxRuntimeCards")
    }
}
