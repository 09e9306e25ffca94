import SeqcModel
import Testing

@testable import SeqcCompiler

/// The runtime JSON's field names (`durationSeconds: 300`) become the routine's field and
/// duration form in one fix; `config:`/`settings:` nesting is moved up into the card.
@Suite struct RuntimeNameRepairTests {
    @Test func durationSecondsBecomesDurationInMinutes() throws {
        let repair = Repair("title: T\ncards:\n  - countdown: A\n    durationSeconds: 300\n")
        let diagnostic = try #require(repair.only(.unknownKey))
        #expect(repair.before.diagnostics.count == 1)
        #expect(diagnostic.range.start == SourcePosition(line: 4, column: 5))
        #expect(diagnostic.message == "unknown key 'durationSeconds' in a countdown card")
        #expect(diagnostic.help == "'durationSeconds' is the runtime JSON's name; a routine writes 'duration: 5m'")
        #expect(
            diagnostic.fixIts == [
                FixIt(range: SourceRange(start: .init(line: 4, column: 5), end: .init(line: 4, column: 20)), replacement: "duration"),
                FixIt(range: SourceRange(start: .init(line: 4, column: 22), end: .init(line: 4, column: 25)), replacement: "5m"),
            ])
        #expect(repair.fixed == "title: T\ncards:\n  - countdown: A\n    duration: 5m\n")
        #expect(repair.after.diagnostics.isEmpty)
        // Read as the duration it means before any fix.
        #expect(repair.before.syntax?.cards.first?.fields["duration"] != nil)
    }

    @Test(arguments: [
        ("interval", "workSeconds: 30\n    restSeconds: 15\n    rounds: 8", "work: 30s\n    rest: 15s\n    rounds: 8"),
        ("countup", "targetSeconds: 90", "target: 1m30s"),
        ("randomDuration", "minSeconds: 20\n    maxSeconds: 3600", "min: 20s\n    max: 1h"),
        ("rest", "durationSeconds: 45s\n    auto_complete: false", "duration: 45s\n    autoComplete: false"),
    ])
    func everyRuntimeSecondsNameIsRepaired(kind: String, written: String, fixed: String) throws {
        let repair = Repair("title: T\ncards:\n  - \(kind): A\n    \(written)\n")
        #expect(repair.before.diagnostics.allSatisfy { $0.rule == .unknownKey && $0.fixSafety == .safe })
        #expect(repair.fixed == "title: T\ncards:\n  - \(kind): A\n    \(fixed)\n")
        #expect(repair.after.diagnostics.isEmpty)
    }

    @Test func aRuntimeNameBesideItsFieldGetsNoFix() throws {
        let result = compile("title: T\ncards:\n  - countdown: A\n    duration: 5m\n    durationSeconds: 300\n")
        #expect(result.findings == ["unknown-key@5:5"])
        #expect(result.diagnostics[0].fixIts.isEmpty)
        #expect(result.diagnostics[0].help == "'durationSeconds' means 'duration', which this mapping already has")
    }

    @Test func aNestedConfigIsMovedUpIntoTheCard() throws {
        let yaml = """
            title: T
            cards:
              - type: countdown
                title: Warm-up
                config:
                  durationSeconds: 300
                  autoComplete: false
              - checklist: Cool down
                settings:
                  items:
                    - Calves
                    - Quads

            """
        let repair = Repair(yaml)
        #expect(repair.before.findings == ["unknown-kind@3:5", "unknown-key@5:5", "unknown-key@6:7", "unknown-key@9:5"])
        let nesting = repair.before.diagnostics[1]
        #expect(nesting.message == "a card's fields are written in the card itself, not under 'config:'")
        #expect(nesting.fixSafety == .safe)
        #expect(
            nesting.fixIts == [
                FixIt(range: SourceRange(start: .init(line: 5, column: 1), end: .init(line: 6, column: 3)), replacement: ""),
                FixIt(range: SourceRange(start: .init(line: 7, column: 1), end: .init(line: 7, column: 3)), replacement: ""),
            ])
        #expect(
            repair.fixed == """
                title: T
                cards:
                  - countdown: Warm-up
                    duration: 5m
                    autoComplete: false
                  - checklist: Cool down
                    items:
                      - Calves
                      - Quads

                """)
        #expect(repair.after.diagnostics.isEmpty)
    }

    /// A flow `config:` loses its key and braces; two pairs in a block card would be left
    /// side by side, so there they go one a line.
    @Test func aFlowConfigMovesIntoTheCard() throws {
        let result = compile("title: T\ncards:\n  - countdown: A\n    config: {durationSeconds: 300}\n")
        #expect(result.findings == ["unknown-key@4:5", "unknown-key@4:14"])
        #expect(result.diagnostics[0].fixIts.map(\.replacement) == ["", ""])
        #expect(result.diagnostics[1].fixIts.map(\.replacement) == ["duration", "5m"])
        let fixed = ShapeRepairTests.repaired("title: T\ncards: [{countdown: A, \"config\": {\"durationMs\": 90000, id: a}}]\n")
        #expect(fixed == "title: T\ncards: [{countdown: A, duration: 1m30s, id: a}]\n")
        let twoInABlock = compile("title: T\ncards:\n  - countdown: A\n    config: {durationSeconds: 300, id: a}\n")
        #expect(twoInABlock.diagnostics[0].fixIts.map(\.replacement) == ["durationSeconds: 300\n    id: a"])
        let twice = ShapeRepairTests.repaired("title: T\ncards:\n  - countdown: A\n    config: {durationSeconds: 300, id: a}\n")
        #expect(twice == "title: T\ncards:\n  - countdown: A\n    duration: 5m\n    id: a\n")
    }

    @Test func aConfigWhoseKeysAreAlsoOnTheCardGetsNoFix() throws {
        let result = compile("title: T\ncards:\n  - countdown: A\n    duration: 5m\n    config:\n      duration: 30s\n")
        #expect(result.findings == ["unknown-key@5:5"])
        #expect(result.diagnostics[0].fixIts.isEmpty)
    }
}

/// Fix-its never edit text a key does not own: an alias's node is the anchored one.
@Suite struct AliasedRepairTests {
    @Test func anAliasedRuntimeValueIsRenamedButNotRewritten() throws {
        let result = compile("title: T\ncards:\n  - repetition: R\n    reps: &n 300\n  - countdown: A\n    durationSeconds: *n\n")
        #expect(result.findings == ["unknown-key@6:5"])
        #expect(result.diagnostics[0].fixIts.map(\.replacement) == ["duration"])
    }

    @Test func anAliasedTitleGetsNoFix() throws {
        let result = compile("title: &t Warm-up\ncards:\n  - type: countdown\n    title: *t\n    duration: 5m\n")
        #expect(result.findings == ["unknown-kind@3:5"])
        #expect(result.diagnostics[0].fixIts.isEmpty)
    }

    @Test func aMisspeltKeyBesideTheKeyItMeansGetsNoFix() throws {
        let result = compile("title: T\ncards:\n  - countdown: A\n    duration: 5m\n    durration: 6m\n")
        #expect(result.findings == ["unknown-key@5:5"])
        #expect(result.diagnostics[0].fixIts.isEmpty)
    }
}
