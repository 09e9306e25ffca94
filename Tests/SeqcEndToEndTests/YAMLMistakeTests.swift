import Foundation
import Testing

/// The YAML mistakes people make, each a fixture in Fixtures/yaml-mistakes built by the
/// real binary: its text and JSON diagnostics (`NAME.out`) are golden, and the tests
/// below pin the line, column, message, help and fix-it each family must keep.
@Suite struct YAMLMistakeTests {
    static let directory = "Tests/SeqcEndToEndTests/Fixtures/yaml-mistakes"

    static var fixtures: [String] {
        let url = SeqcProcess.packageRoot.appendingPathComponent(directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".routine.yaml") }.map { String($0.dropLast(".routine.yaml".count)) }.sorted()
    }

    @Test(arguments: fixtures)
    func fixtureMatchesGolden(_ name: String) throws {
        let path = "\(Self.directory)/\(name).routine.yaml"
        let text = try SeqcProcess.run(["lint", "--no-color", path])
        let json = try SeqcProcess.run(["lint", "--format", "json", path])
        #expect(!text.signalled && !json.signalled)
        #expect(text.exitCode == json.exitCode)
        let golden = SeqcProcess.packageRoot.appendingPathComponent(Self.directory).appendingPathComponent("\(name).out")
        Golden.check("\(text.transcript)--- json\n\(json.stdout)", against: golden)
    }

    // MARK: - Syntax errors in a routine's terms

    @Test func tabIndentationSaysTabAndReplacesItWithSpaces() throws {
        let found = try diagnostics("tab-indentation")
        #expect(found.count == 1)
        try expect(
            found[0], rule: "yaml-syntax", at: 4, 1, "a tab indents this line; YAML indents with spaces",
            help: "indent it with 4 spaces", fixIt: Fix(4, 1, 4, 2, "    "))
    }

    @Test func missingColonAfterAKindIsAtTheKind() throws {
        let found = try diagnostics("missing-colon-after-kind")
        #expect(found.count == 1)
        try expect(
            found[0], rule: "yaml-syntax", at: 3, 5, "missing ':' after 'countdown'",
            help: "write '- countdown:'", fixIt: Fix(3, 14, 3, 14, ":"))
        // libyaml noticed it on the next line; its words stay there as a note.
        #expect(found[0].notes.first?.line == 4)
    }

    @Test func missingColonAfterAKeyIsAtTheKey() throws {
        let found = try diagnostics("missing-colon-after-key")
        #expect(found.count == 1)
        try expect(
            found[0], rule: "yaml-syntax", at: 4, 5, "missing ':' after 'duration'",
            help: "write 'duration: 1m'", fixIt: Fix(4, 13, 4, 13, ":"))
    }

    @Test func colonInsideATitleIsQuoted() throws {
        let routine = try diagnostics("colon-in-title")
        #expect(routine.count == 1)
        try expect(
            routine[0], rule: "yaml-syntax", at: 1, 12, "the title contains ': ', which YAML reads as a second key",
            help: "quote the title: title: \"Legs: the hard day\"", fixIt: Fix(1, 8, 1, 26, "\"Legs: the hard day\""))
        let card = try diagnostics("colon-in-card-title")
        try expect(
            card[0], rule: "yaml-syntax", at: 3, 22, "the card title contains ': ', which YAML reads as a second key",
            help: "quote the card title: countdown: \"Squats: deep\"", fixIt: Fix(3, 16, 3, 28, "\"Squats: deep\""))
    }

    @Test func aListOfCardsWithoutCardsKeyGetsOne() throws {
        let found = try diagnostics("list-without-cards")
        #expect(found.count == 1)
        try expect(
            found[0], rule: "yaml-syntax", at: 2, 1, "this list of cards has no 'cards:' key above it",
            help: "put 'cards:' on a line of its own above the first card", fixIt: Fix(2, 1, 2, 1, "cards:\n"))
    }

    @Test func anUnclosedQuoteIsReportedWhereItOpens() throws {
        let found = try diagnostics("unclosed-quote")
        #expect(found.count == 1)
        try expect(
            found[0], rule: "yaml-syntax", at: 3, 16, "the quote opened here is never closed",
            help: "YAML reads on to the end of the file; end the value with \"", fixIt: Fix(3, 23, 3, 23, "\""))
        let later = try diagnostics("unclosed-quote-closed-later")
        try expect(
            later[0], rule: "yaml-syntax", at: 3, 16, "the quote opened here is never closed",
            help: "YAML reads on to the next \", on line 5; end the value with \"", fixIt: Fix(3, 23, 3, 23, "\""))
    }

    @Test func fieldsIndentedTooFarOrNotEnoughAreLinedUp() throws {
        let far = try diagnostics("field-indented-too-far")
        #expect(far.count == 1)
        try expect(
            far[0], rule: "yaml-syntax", at: 4, 1, "'duration' is indented more than the card's other fields",
            help: "YAML reads a line indented further as part of the value above it; line 'duration' up with 'countdown'",
            fixIt: Fix(4, 1, 4, 7, "    "))
        let short = try diagnostics("field-indented-not-enough")
        #expect(short.count == 1)
        try expect(
            short[0], rule: "yaml-syntax", at: 5, 1, "'autoComplete' is indented less than the card's other fields",
            help: "line 'autoComplete' up with 'countdown' at column 5", fixIt: Fix(5, 1, 5, 4, "    "))
        let card = try diagnostics("card-indented-too-far")
        try expect(
            card[0], rule: "yaml-syntax", at: 5, 1, "this card is indented more than the cards above it",
            help: "line up the '-' of every item in a list", fixIt: Fix(5, 1, 5, 4, "  "))
    }

    @Test func topLevelKeysGetTheSameTreatment() throws {
        let colon = try diagnostics("missing-colon-after-title-key")
        try expect(
            colon[0], rule: "yaml-syntax", at: 1, 1, "missing ':' after 'title'",
            help: "write 'title: Legs'", fixIt: Fix(1, 6, 1, 6, ":"))
        let first = try diagnostics("indented-first-key")
        try expect(
            first[0], rule: "yaml-syntax", at: 1, 1, "'title' is indented more than the routine's other keys",
            help: "start the routine's keys at the beginning of the line", fixIt: Fix(1, 1, 1, 3, ""))
        let later = try diagnostics("indented-top-level-key")
        try expect(
            later[0], rule: "yaml-syntax", at: 2, 1, "'cards' is indented more than the routine's other keys",
            help: "YAML reads a line indented further as part of the value above it; line 'cards' up with 'title'",
            fixIt: Fix(2, 1, 2, 2, ""))
    }

    @Test func aColonInContinuedTextIsNotCalledAnIndentedKey() throws {
        let found = try diagnostics("colon-in-continued-text")
        #expect(found.count == 1)
        #expect(found.first?.line == 5 && found.first?.column == 18)
        #expect(found.first?.message == "the text contains ': ', which YAML reads as a second key")
        #expect(found.first?.fixIts.isEmpty == true, "quoting two lines is not a clear fix")
    }

    @Test func threeSyntaxErrorsInThreeCardsAreAllReported() throws {
        let found = try diagnostics("three-errors")
        #expect(found.map(\.rule) == ["yaml-syntax", "yaml-syntax", "yaml-syntax"])
        #expect(found.map(\.line) == [3, 6, 8])
        #expect(
            found.map(\.message) == [
                "the card title contains ': ', which YAML reads as a second key",
                "a tab indents this line; YAML indents with spaces",
                "missing ':' after 'duration'",
            ])
    }

    @Test func parsingResumesAtTopLevelKeysToo() throws {
        let found = try diagnostics("errors-in-keys-and-cards")
        #expect(found.map(\.line) == [1, 3, 7])
        #expect(
            found.map(\.message) == [
                "the title contains ': ', which YAML reads as a second key",
                "missing ':' after 'countdown'",
                "the '[' opened here is never closed",
            ])
        #expect(found.last?.fixIts == [Fix(7, 12, 7, 12, "]")])
    }

    // MARK: - Silent surprises

    @Test func aHashInATitleIsAWarningWithAQuotingFixIt() throws {
        let run = try SeqcProcess.run(["lint", "--format", "json", "\(Self.directory)/comment-in-text.routine.yaml"])
        #expect(run.exitCode == 0, "a warning alone does not fail lint")
        let found = try decode(run.stdout)
        #expect(found.map(\.severity) == ["warning", "warning", "warning"])
        try expect(
            found[0], rule: "comment-in-text", at: 1, 16, "YAML reads '#3' as a comment, so the title is 'Leg day'",
            help: "quote the title to keep the '#': \"Leg day #3\"", fixIt: Fix(1, 8, 1, 18, "\"Leg day #3\""))
        try expect(
            found[1], rule: "comment-in-text", at: 3, 23, "YAML reads '#1' as a comment, so the card title is 'Squats'",
            help: "quote the card title to keep the '#': \"Squats #1\"", fixIt: Fix(3, 16, 3, 25, "\"Squats #1\""))
        #expect(found[2].line == 6, "'# a comment on purpose' on line 4 is left alone")
        let strict = try SeqcProcess.run(["lint", "--strict", "\(Self.directory)/comment-in-text.routine.yaml"])
        #expect(strict.exitCode == 1)
    }

    @Test func aKeyInAnotherCaseIsOneDiagnosticAndStillRead() throws {
        let found = try diagnostics("key-case")
        #expect(!found.contains { $0.rule == "missing-field" }, "\(found.map(\.message))")
        #expect(found.count == 4)
        try expect(
            found[0], rule: "unknown-key", at: 2, 1, "unknown key 'Cards' in a routine",
            help: "keys are case-sensitive: did you mean 'cards'?", fixIt: Fix(2, 1, 2, 6, "cards"))
        try expect(
            found[1], rule: "unknown-kind", at: 3, 5, "unknown kind 'Countdown'",
            help: "kinds are case-sensitive: did you mean 'countdown'?", fixIt: Fix(3, 5, 3, 14, "countdown"))
        try expect(
            found[2], rule: "unknown-key", at: 5, 5, "unknown key 'auto_complete' in a countdown card",
            help: "keys are written in camelCase, without '_', '-' or spaces: did you mean 'autoComplete'?",
            fixIt: Fix(5, 5, 5, 18, "autoComplete"))
        try expect(
            found[3], rule: "unknown-key", at: 8, 5, "unknown key 'AutoComplete' in a countdown card",
            help: "keys are case-sensitive: did you mean 'autoComplete'?", fixIt: Fix(8, 5, 8, 17, "autoComplete"))
    }

    @Test func oneWrongKeyDoesNotHideTheCardsOtherProblems() throws {
        let found = try diagnostics("wrong-key-hides-nothing")
        #expect(
            found.map(\.rule) == [
                "unknown-key", "invalid-duration", "wrong-type",  // durration: 5x, autoComplete: yes
                "unknown-kind", "invalid-duration",  // countdwon, duration: 5y
                "wrong-type", "invalid-duration",  // a list as title, duration: soon
            ])
        #expect(found.map(\.line) == [4, 4, 5, 6, 7, 8, 9])
    }

    // MARK: - Support

    struct Fix: Equatable {
        let line, column, endLine, endColumn: Int
        let replacement: String
        init(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int, _ replacement: String) {
            (self.line, self.column, self.endLine, self.endColumn, self.replacement) = (line, column, endLine, endColumn, replacement)
        }
    }

    struct Found {
        let rule, severity, message: String
        let line, column: Int
        let help: String?
        let fixIts: [Fix]
        let notes: [(line: Int, message: String)]
    }

    private func diagnostics(_ name: String) throws -> [Found] {
        let run = try SeqcProcess.run(["lint", "--format", "json", "\(Self.directory)/\(name).routine.yaml"])
        #expect(run.exitCode == 1, "\(name): \(run.stderr)")
        return try decode(run.stdout)
    }

    private func decode(_ output: String) throws -> [Found] {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let list = try #require(object["diagnostics"] as? [[String: Any]])
        return list.map { item in
            let fixIts = (item["fixIts"] as? [[String: Any]] ?? []).map {
                Fix(
                    $0["line"] as? Int ?? 0, $0["column"] as? Int ?? 0, $0["endLine"] as? Int ?? 0,
                    $0["endColumn"] as? Int ?? 0, $0["replacement"] as? String ?? "")
            }
            let notes = (item["notes"] as? [[String: Any]] ?? []).map { ($0["line"] as? Int ?? 0, $0["message"] as? String ?? "") }
            return Found(
                rule: item["rule"] as? String ?? "", severity: item["severity"] as? String ?? "",
                message: item["message"] as? String ?? "", line: item["line"] as? Int ?? 0,
                column: item["column"] as? Int ?? 0, help: item["help"] as? String,
                fixIts: fixIts, notes: notes)
        }
    }

    private func expect(
        _ found: Found, rule: String, at line: Int, _ column: Int, _ message: String,
        help: String, fixIt: Fix, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(found.rule == rule, sourceLocation: sourceLocation)
        #expect(found.line == line && found.column == column, "at \(found.line):\(found.column)", sourceLocation: sourceLocation)
        #expect(found.message == message, sourceLocation: sourceLocation)
        #expect(found.help == help, sourceLocation: sourceLocation)
        #expect(found.fixIts == [fixIt], sourceLocation: sourceLocation)
    }
}
