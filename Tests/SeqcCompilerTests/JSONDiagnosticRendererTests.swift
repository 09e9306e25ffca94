import Foundation
import SeqcModel
import Testing

@testable import SeqcCompiler

/// `--format json` is written straight into bytes; these hold it to the text
/// `JSONEncoder` (`.sortedKeys`, `.withoutEscapingSlashes`) made of the same document in
/// seqc's layout, which is what it was written with before and what the goldens hold.
@Suite struct JSONDiagnosticRendererTests {
    /// Texts that need escaping, or look as if they might.
    static let texts = [
        "plain", "", "quote \" and backslash \\", "slash / stays", "tab\tnew line\ncarriage\r",
        "control \u{01}\u{1F}\u{7F}", "é, 中文, 🏋️‍♀️", "line separator \u{2028} and \u{2029}", "nul \u{0} inside",
    ]

    static func diagnostics() -> [Diagnostic] {
        var made: [Diagnostic] = []
        for (index, text) in texts.enumerated() {
            let range = SourceRange(start: .init(line: index + 1, column: 3), end: .init(line: index + 2, column: 1_000_000))
            made.append(
                Diagnostic(
                    file: "routines/\(text).routine.yaml", range: range, severity: index % 2 == 0 ? .error : .warning,
                    rule: RuleID("rule-\(index)"), message: "message \(text)", help: index % 3 == 0 ? nil : "help \(text)",
                    notes: (0..<(index % 3)).map { DiagnosticNote(file: "other \(text)", range: range, message: "note \($0) \(text)") },
                    fixIts: (0..<(index % 4)).map {
                        FixIt(range: range, replacement: "fix \($0) \(text)", safety: $0 % 2 == 0 ? .safe : .unsafe)
                    }))
        }
        return made
    }

    @Test func theTextIsJSONEncodersForEveryShapeOfDiagnostic() throws {
        let all = Self.diagnostics()
        for count in [0, 1, all.count] {
            let shown = Array(all.prefix(count))
            let written = try JSONDiagnosticRenderer.render(shown, files: 7)
            let encoded = try StableJSON.encode(Reference.Document(shown, files: 7))
            #expect(String(decoding: written, as: UTF8.self) == String(decoding: encoded, as: UTF8.self), "\(count) diagnostics")
        }
    }

    @Test func theTextParsesBackToTheDiagnostics() throws {
        let all = Self.diagnostics()
        let parsed = try #require(
            try JSONSerialization.jsonObject(with: JSONDiagnosticRenderer.render(all, files: 3)) as? [String: Any])
        let entries = try #require(parsed["diagnostics"] as? [[String: Any]])
        #expect(entries.map { $0["message"] as? String } == all.map(\.message))
        #expect(entries.map { $0["file"] as? String } == all.map(\.file))
        #expect(entries.map { $0["help"] as? String } == all.map(\.help))
    }

    /// The document as it was encoded with `JSONEncoder`.
    enum Reference {
        struct Document: Encodable {
            let version = 1
            let columnKind = "unicodeCodePoints"
            let diagnostics: [Entry]
            let summary: Summary

            init(_ diagnostics: [Diagnostic], files: Int) {
                self.diagnostics = diagnostics.map(Entry.init)
                let summary = DiagnosticSummary(files: files, diagnostics: diagnostics)
                self.summary = Summary(files: summary.files, errors: summary.errors, warnings: summary.warnings)
            }
        }

        struct Summary: Encodable {
            let files: Int
            let errors: Int
            let warnings: Int
        }

        struct Entry: Encodable {
            let file: String
            let line: Int
            let column: Int
            let endLine: Int
            let endColumn: Int
            let severity: Severity
            let rule: RuleID
            let message: String
            let help: String?
            let notes: [Note]?
            let fixIts: [Fix]?

            init(_ diagnostic: Diagnostic) {
                file = diagnostic.file
                line = diagnostic.range.start.line
                column = diagnostic.range.start.column
                endLine = diagnostic.range.end.line
                endColumn = diagnostic.range.end.column
                severity = diagnostic.severity
                rule = diagnostic.rule
                message = diagnostic.message
                help = diagnostic.help
                notes = diagnostic.notes.isEmpty ? nil : diagnostic.notes.map(Note.init)
                fixIts = diagnostic.fixIts.isEmpty ? nil : diagnostic.fixIts.map(Fix.init)
            }
        }

        struct Note: Encodable {
            let file: String
            let line: Int
            let column: Int
            let message: String
            init(_ note: DiagnosticNote) {
                file = note.file
                line = note.range.start.line
                column = note.range.start.column
                message = note.message
            }
        }

        struct Fix: Encodable {
            let line: Int
            let column: Int
            let endLine: Int
            let endColumn: Int
            let replacement: String
            let safety: String
            init(_ fix: FixIt) {
                line = fix.range.start.line
                column = fix.range.start.column
                endLine = fix.range.end.line
                endColumn = fix.range.end.column
                replacement = fix.replacement
                safety = fix.safety.rawValue
            }
        }
    }
}
