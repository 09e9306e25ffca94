import Foundation
import SeqcModel
import Testing

@testable import SeqcCompiler

@Suite struct RendererTests {
    static let source = SourceFile(path: "routines/hiit.routine.yaml", text: "title: T\ncards:\n  - countdwon: Warm-up\n")
    static let diagnostic = Diagnostic(
        file: "routines/hiit.routine.yaml",
        range: SourceRange(start: .init(line: 3, column: 5), end: .init(line: 3, column: 14)),
        severity: .error, rule: .unknownKind, message: "unknown kind 'countdwon'", help: "did you mean 'countdown'?",
        fixIts: [FixIt(range: SourceRange(start: .init(line: 3, column: 5), end: .init(line: 3, column: 14)), replacement: "countdown")]
    )

    @Test func textMatchesTheSpecLayout() {
        let text = TextDiagnosticRenderer(sources: [Self.source.path: Self.source]).render(Self.diagnostic)
        #expect(
            text == """
                routines/hiit.routine.yaml:3:5: error: unknown kind 'countdwon' [unknown-kind]
                    3 |   - countdwon: Warm-up
                      |     ^~~~~~~~~
                      = help: did you mean 'countdown'?

                """)
    }

    @Test func colourIsOnlyDecoration() {
        let plain = TextDiagnosticRenderer(style: .plain, sources: [Self.source.path: Self.source]).render(Self.diagnostic)
        let coloured = TextDiagnosticRenderer(style: .ansi, sources: [Self.source.path: Self.source]).render(Self.diagnostic)
        #expect(coloured.contains("\u{1B}["))
        #expect(coloured.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression) == plain)
    }

    @Test func tabsKeepTheCaretAligned() {
        let source = SourceFile(path: "t.yaml", text: "a:\tb\n")
        let diagnostic = Diagnostic(
            file: "t.yaml", range: SourceRange(start: .init(line: 1, column: 4), end: .init(line: 1, column: 5)),
            severity: .warning, rule: "x", message: "m")
        let lines = TextDiagnosticRenderer(sources: ["t.yaml": source]).render(diagnostic).split(separator: "\n")
        // The tab after `a:` runs to the next stop of 4 columns; the caret sits under `b`.
        #expect(lines[1] == "    1 | a:  b")
        #expect(lines[2] == "      |     ^")
    }

    @Test func jsonMatchesTheSpecShape() throws {
        let data = try JSONDiagnosticRenderer.render([Self.diagnostic], files: 1)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["summary"] as? [String: Int] == ["files": 1, "errors": 1, "warnings": 0])
        let entry = try #require((object["diagnostics"] as? [[String: Any]])?.first)
        #expect(entry["file"] as? String == "routines/hiit.routine.yaml")
        #expect([entry["line"], entry["column"], entry["endLine"], entry["endColumn"]] as? [Int] == [3, 5, 3, 14])
        #expect(entry["severity"] as? String == "error")
        #expect(entry["rule"] as? String == "unknown-kind")
        #expect(entry["notes"] == nil, "empty notes are left out")
        let fix = try #require((entry["fixIts"] as? [[String: Any]])?.first)
        #expect(fix["replacement"] as? String == "countdown")
        #expect([fix["line"], fix["column"], fix["endLine"], fix["endColumn"]] as? [Int] == [3, 5, 3, 14])
    }

    @Test func reportClockFormat() {
        #expect(TimingSummary.clock(0) == "0:00")
        #expect(TimingSummary.clock(635) == "10:35")
        #expect(TimingSummary.clock(3600) == "1:00:00")
        #expect(TimingSummary.clock(3723) == "1:02:03")
    }
}
