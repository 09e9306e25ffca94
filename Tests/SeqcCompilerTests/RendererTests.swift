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
                      = fix: replace with 'countdown'

                """)
    }

    @Test func aFixOfSeveralEditsIsShownAsOneWithItsSafetyInEveryFormat() throws {
        let source = SourceFile(path: "f.yaml", text: "a: 1\nb: 2\nc: 3\n")
        let range = { (line: Int, column: Int, endColumn: Int) in
            SourceRange(start: .init(line: line, column: column), end: .init(line: line, column: endColumn))
        }
        let diagnostic = Diagnostic(
            file: "f.yaml", range: range(1, 1, 2), severity: .error, rule: .unknownKey, message: "m",
            fixIts: [
                FixIt(range: range(1, 1, 2), replacement: "x"), FixIt(range: range(2, 1, 1), replacement: "# "),
                FixIt(
                    range: SourceRange(start: .init(line: 3, column: 1), end: .init(line: 4, column: 1)), replacement: "",
                    safety: .unsafe),
            ])
        let text = TextDiagnosticRenderer(sources: ["f.yaml": source]).render(diagnostic)
        #expect(text.contains("      = fix (unsafe): replace 1:1 with 'x'; insert '# ' at 2:1; delete line 3\n"))
        let sarif = try JSONSerialization.jsonObject(with: SARIFRenderer.render([diagnostic], rules: [])) as? [String: Any]
        let result = ((sarif?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first
        let fixes = try #require(result?["fixes"] as? [[String: Any]])
        #expect(fixes.count == 1)
        let changes = try #require(fixes[0]["artifactChanges"] as? [[String: Any]])
        #expect(changes.count == 1)
        #expect((changes[0]["replacements"] as? [[String: Any]])?.count == 3)
        let description = (fixes[0]["description"] as? [String: Any])?["text"] as? String
        #expect(description == "unsafe fix: replace 1:1 with 'x'; insert '# ' at 2:1; delete line 3")
        let json = String(decoding: try JSONDiagnosticRenderer.render([diagnostic], files: 1), as: UTF8.self)
        #expect(json.components(separatedBy: "\"safety\": \"safe\"").count == 3)
        #expect(json.components(separatedBy: "\"safety\": \"unsafe\"").count == 2)
        #expect(GitHubAnnotationRenderer.render(diagnostic).contains("%0Afix (unsafe): replace 1:1 with 'x'"))
    }

    @Test func fixWordsNameIndentationOnlyWhenTheTextIsIndentation() {
        let source = SourceFile(path: "f.yaml", text: "\tkey: 1\nabc: 2\n")
        let line = { (line: Int, endColumn: Int, replacement: String) in
            Diagnostic(
                file: "f.yaml", range: SourceRange(at: .init(line: line, column: 1)), severity: .error, rule: .yamlSyntax, message: "m",
                fixIts: [
                    FixIt(
                        range: SourceRange(start: .init(line: line, column: 1), end: .init(line: line, column: endColumn)),
                        replacement: replacement)
                ])
        }
        #expect(FixDescription.describe(line(1, 2, "  "), source: source) == "indent with 2 spaces")
        #expect(FixDescription.describe(line(2, 4, ""), source: source) == "delete 'abc'")
        #expect(FixDescription.describe(line(1, 2, "  ")) == "replace with '  '")
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
