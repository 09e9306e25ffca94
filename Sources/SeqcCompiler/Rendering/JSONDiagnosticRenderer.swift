import SeqcModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The `--format json` document (docs/language.md, Diagnostics): `{version, diagnostics, summary}`, plus
/// `columnKind: unicodeCodePoints` saying what columns count (as SARIF's run does).
///
/// Written straight into bytes in seqc's JSON layout (``StableJSON``), keys in sorted order
/// as `JSONEncoder`'s `.sortedKeys` puts them, and a member whose value is absent left
/// out: the same text `JSONEncoder` made of the same document, in a tenth of the time
/// (a lint of 10,000 files reports 11,000 diagnostics, all encoded at its end).
public enum JSONDiagnosticRenderer {
    public static func render(_ diagnostics: [Diagnostic], files: Int) throws -> Data {
        let document = JSONDiagnosticDocument(capacity: 512 + diagnostics.count * 512)
        for diagnostic in diagnostics { document.add(diagnostic) }
        document.finish(files: files)
        return document.drainedData()
    }

    fileprivate static func beginDocument<Sink: JSONSink & ~Copyable>(_ writer: inout Sink) {
        writer.beginObject()
        writer.member("columnKind")
        writer.string(name: "unicodeCodePoints")
        writer.member("diagnostics")
        writer.beginArray()
    }

    fileprivate static func endDocument<Sink: JSONSink & ~Copyable>(_ writer: inout Sink, summary: DiagnosticSummary) {
        writer.endArray()
        writer.member("summary")
        writer.beginObject()
        writer.member("errors", int: summary.errors)
        writer.member("files", int: summary.files)
        writer.member("warnings", int: summary.warnings)
        writer.endObject()
        writer.member("version", int: 1)
        writer.endObject()
    }

    /// The whole document of `diagnostics`, the one layout ``JSONDiagnosticDocument``
    /// writes a diagnostic at a time, walked into `sink` (a counter or a tree, in tests).
    package static func write<Sink: JSONSink & ~Copyable>(_ diagnostics: [Diagnostic], files: Int, to sink: inout Sink) {
        beginDocument(&sink)
        for diagnostic in diagnostics {
            sink.element()
            write(diagnostic, to: &sink)
        }
        endDocument(&sink, summary: DiagnosticSummary(files: files, diagnostics: diagnostics))
    }

    fileprivate static func write<Sink: JSONSink & ~Copyable>(_ diagnostic: Diagnostic, to writer: inout Sink) {
        writer.beginObject()
        if diagnostic.afterRecovery {
            writer.member("afterRecovery")
            writer.bool(true)
        }
        writer.member("column", int: diagnostic.range.start.column)
        writer.member("endColumn", int: diagnostic.range.end.column)
        writer.member("endLine", int: diagnostic.range.end.line)
        writer.member("file", string: diagnostic.file)
        if !diagnostic.fixIts.isEmpty {
            writer.member("fixIts")
            writer.beginArray()
            for fix in diagnostic.fixIts {
                writer.element()
                writer.beginObject()
                writer.member("column", int: fix.range.start.column)
                writer.member("endColumn", int: fix.range.end.column)
                writer.member("endLine", int: fix.range.end.line)
                writer.member("line", int: fix.range.start.line)
                writer.member("replacement", string: fix.replacement)
                // `safe` or `unsafe`: whether `seqc lint --fix` applies it without `--unsafe-fixes`.
                writer.member("safety", string: fix.safety.rawValue)
                writer.endObject()
            }
            writer.endArray()
        }
        if let help = diagnostic.help {
            writer.member("help", string: help)
        }
        writer.member("line", int: diagnostic.range.start.line)
        writer.member("message", string: diagnostic.message)
        if !diagnostic.notes.isEmpty {
            writer.member("notes")
            writer.beginArray()
            for note in diagnostic.notes {
                writer.element()
                writer.beginObject()
                writer.member("column", int: note.range.start.column)
                writer.member("file", string: note.file)
                writer.member("line", int: note.range.start.line)
                writer.member("message", string: note.message)
                writer.endObject()
            }
            writer.endArray()
        }
        writer.member("rule", string: diagnostic.rule.rawValue)
        writer.member("severity", string: diagnostic.severity.rawValue)
        writer.endObject()
    }
}

/// The `--format json` document written a diagnostic at a time, as ``JSONDiagnosticRenderer``
/// writes it whole (which is built on this, so the two cannot differ): a lint of a
/// repository hands its diagnostics over as its files are checked, and keeps none.
public final class JSONDiagnosticDocument: DiagnosticDocument {
    private var writer: PrettyJSONWriter
    private var summary = DiagnosticSummary(files: 0, diagnostics: [])

    /// The document's opening, with room for `capacity` bytes before a drain.
    public init(capacity: Int = DiagnosticDocumentDefaults.capacity) {
        writer = PrettyJSONWriter(capacity: capacity)
        JSONDiagnosticRenderer.beginDocument(&writer)
    }

    public func add(_ diagnostic: Diagnostic) {
        switch diagnostic.severity {
        case .error: summary.errors += 1
        case .warning: summary.warnings += 1
        case .note: break
        }
        writer.element()
        JSONDiagnosticRenderer.write(diagnostic, to: &writer)
    }

    public func finish(files: Int) {
        summary.files = files
        JSONDiagnosticRenderer.endDocument(&writer, summary: summary)
        writer.endDocument()
    }

    public var pendingByteCount: Int { writer.byteCount }

    public func drain(_ body: (UnsafeRawBufferPointer) -> Void) { writer.drain(body) }
}
