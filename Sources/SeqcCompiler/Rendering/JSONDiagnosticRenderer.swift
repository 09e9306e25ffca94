import SeqcModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `--format json` document (docs/language.md, Diagnostics): `{version, diagnostics, summary}`, plus
/// `columnKind: unicodeCodePoints` saying what columns count (as SARIF's run does).
public enum JSONDiagnosticRenderer {
    public static func render(_ diagnostics: [Diagnostic], files: Int) throws -> Data {
        let summary = DiagnosticSummary(files: files, diagnostics: diagnostics)
        return try StableJSON.encode(Document(diagnostics: diagnostics.map(Entry.init), summary: .init(summary)))
    }

    private struct Document: Encodable {
        let version = 1
        let columnKind = "unicodeCodePoints"
        let diagnostics: [Entry]
        let summary: Summary
    }

    private struct Summary: Encodable {
        let files: Int
        let errors: Int
        let warnings: Int
        init(_ summary: DiagnosticSummary) {
            files = summary.files
            errors = summary.errors
            warnings = summary.warnings
        }
    }

    private struct Entry: Encodable {
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

    private struct Note: Encodable {
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

    private struct Fix: Encodable {
        let line: Int
        let column: Int
        let endLine: Int
        let endColumn: Int
        let replacement: String
        /// `safe` or `unsafe`: whether `seqc lint --fix` applies it without `--unsafe-fixes`.
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
