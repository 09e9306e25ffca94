import SeqcModel
import Testing

@testable import SeqcCompiler

/// `- type: countdown` + `title: Warm-up`, and `- countdown:` with `title:` under it, are
/// rewritten to `- countdown: Warm-up` by one fix of several edits.
@Suite struct CardHeadRepairTests {
    @Test func aDiscriminatorAndATitleBecomeTheKindKey() throws {
        let repair = Repair("title: T\ncards:\n  - type: countdown\n    title: Warm-up\n    duration: 5m\n")
        let diagnostic = try #require(repair.only(.unknownKind))
        #expect(repair.before.diagnostics.count == 1)
        #expect(diagnostic.range.start == SourcePosition(line: 3, column: 5))
        #expect(diagnostic.message == "'type: countdown' is not how a card names its kind")
        #expect(diagnostic.help == "the kind is the card's key and the title its value: write '- countdown: Warm-up'")
        #expect(
            diagnostic.fixIts == [
                FixIt(
                    range: SourceRange(start: .init(line: 3, column: 5), end: .init(line: 3, column: 20)), replacement: "countdown: Warm-up"
                ),
                FixIt(range: SourceRange(start: .init(line: 4, column: 1), end: .init(line: 5, column: 1)), replacement: ""),
            ])
        #expect(repair.fixed == "title: T\ncards:\n  - countdown: Warm-up\n    duration: 5m\n")
        #expect(repair.after.diagnostics.isEmpty)
        // Read as the card it means, so the document is the repaired one's.
        #expect(repair.before.syntax?.cards.first?.fields.keys.sorted() == ["duration"])
    }

    @Test func kindAndNameInAnyOrderWithQuotesKept() throws {
        let repair = Repair("title: T\ncards:\n  - name: \"Hold: still\"\n    kind: randomDuration\n    min: 20s\n    max: 45s\n")
        #expect(try #require(repair.only(.unknownKind)).fixSafety == .safe)
        #expect(repair.fixed == "title: T\ncards:\n  - randomDuration: \"Hold: still\"\n    min: 20s\n    max: 45s\n")
        #expect(repair.after.diagnostics.isEmpty)
    }

    @Test func aDiscriminatorWithoutATitleLeavesTheCardUntitled() throws {
        let repair = Repair("title: T\ncards:\n  - type: info\n    text: Hello\n")
        #expect(repair.fixed == "title: T\ncards:\n  - info:\n    text: Hello\n")
        #expect(repair.after.diagnostics.isEmpty)
    }

    @Test func aMisspeltDiscriminatorValueIsAnUnsafeGuess() throws {
        let repair = Repair("title: T\ncards:\n  - type: countdwon\n    title: A\n    duration: 5m\n")
        #expect(try #require(repair.only(.unknownKind)).fixSafety == .unsafe)
        #expect(repair.after.diagnostics.isEmpty)
    }

    /// In a flow mapping the title's key becomes the kind and the type pair goes, its comma with it.
    @Test func aFlowMappingGetsItsKeysRewritten() throws {
        for (draft, fixed) in [
            ("{type: countdown, title: A, duration: 5m}", "{countdown: A, duration: 5m}"),
            ("{title: A, duration: 5m, type: countdown}", "{countdown: A, duration: 5m}"),
            ("{\"name\": \"A\", \"kind\": \"count_down\", \"duration\": \"5m\"}", "{countdown: \"A\", \"duration\": \"5m\"}"),
        ] {
            let repair = Repair("title: T\ncards:\n  - \(draft)\n")
            #expect(repair.before.diagnostics.map(\.rule) == [.unknownKind])
            #expect(repair.before.diagnostics.first?.fixSafety == .safe)
            #expect(repair.fixed == "title: T\ncards:\n  - \(fixed)\n")
            #expect(repair.after.diagnostics.isEmpty)
        }
    }

    @Test func aTitleUnderAnEmptyKindKeyMovesUp() throws {
        let repair = Repair("title: T\ncards:\n  - countdown:\n    title: Warm-up\n    duration: 5m\n")
        let diagnostic = try #require(repair.only(.unknownKey))
        #expect(repair.before.diagnostics.count == 1)
        #expect(diagnostic.range.start == SourcePosition(line: 4, column: 5))
        #expect(diagnostic.message == "unknown key 'title' in a countdown card")
        #expect(diagnostic.help == "a card's title is the value of its kind key: write '- countdown: Warm-up'")
        #expect(diagnostic.fixIts.count == 2)
        #expect(diagnostic.fixSafety == .safe)
        #expect(repair.fixed == "title: T\ncards:\n  - countdown: Warm-up\n    duration: 5m\n")
        #expect(repair.after.diagnostics.isEmpty)
    }

    @Test func aTitledKindKeyKeepsTitleAsAnUnknownKey() throws {
        let result = compile("title: T\ncards:\n  - countdown: A\n    title: B\n    duration: 5m\n")
        #expect(result.findings == ["unknown-key@4:5"])
        #expect(result.diagnostics[0].fixIts.isEmpty)
    }
}
