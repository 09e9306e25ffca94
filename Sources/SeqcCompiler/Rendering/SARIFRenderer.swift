import SeqcModel

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// SARIF 2.1.0 for code scanning: one run whose driver lists every rule, and one result
/// per diagnostic with its region, notes as related locations and fix-its as fixes.
/// Columns are Unicode scalars, as the run's `columnKind` says.
public enum SARIFRenderer {
    /// The SARIF log for `diagnostics`, with every rule of `rules` in the driver, in order.
    /// The rules' text comes from the rule registry (SeqcLint), which passes it in.
    ///
    /// Written straight into bytes in seqc's JSON layout (``StableJSON``), keys in sorted
    /// order as `JSONEncoder`'s `.sortedKeys` puts them and absent members left out: the
    /// text `JSONEncoder` made of the same log, without the time (the whole log is encoded
    /// at a run's end, on one thread).
    public static func render(_ diagnostics: [Diagnostic], rules: [SARIFRule]) throws -> Data {
        let document = SARIFDocument(rules: rules, capacity: 4096 + rules.count * 2048 + diagnostics.count * 1024)
        for diagnostic in diagnostics { document.add(diagnostic) }
        document.finish(files: 0)
        return document.drainedData()
    }

    /// The log's layout, in the order it is written: its opening, each result, its end.
    fileprivate static func beginLog<Sink: JSONSink & ~Copyable>(_ writer: inout Sink) {
        writer.beginObject()
        writer.member("$schema")
        writer.string(name: "https://json.schemastore.org/sarif-2.1.0.json")
        writer.member("runs")
        writer.beginArray()
        writer.element()
        writer.beginObject()
        writer.member("columnKind")
        writer.string(name: "unicodeCodePoints")
        writer.member("results")
        writer.beginArray()
    }

    fileprivate static func endLog<Sink: JSONSink & ~Copyable>(_ writer: inout Sink, rules: [SARIFRule]) {
        writer.endArray()
        writer.member("tool")
        writer.beginObject()
        writer.member("driver")
        writer.beginObject()
        writer.member("name")
        writer.string(name: "seqc")
        writer.member("rules")
        writer.beginArray()
        for rule in rules {
            writer.element()
            writeDescriptor(rule, to: &writer)
        }
        writer.endArray()
        writer.member("semanticVersion", string: SeqcVersion.current)
        writer.member("version", string: SeqcVersion.current)
        writer.endObject()
        writer.endObject()
        writer.endObject()
        writer.endArray()
        writer.member("version")
        writer.string(name: "2.1.0")
        writer.endObject()
    }

    /// The whole log of `diagnostics`, the one layout ``SARIFDocument`` writes a result at
    /// a time, walked into `sink` (a counter or a tree, in tests).
    package static func write<Sink: JSONSink & ~Copyable>(_ diagnostics: [Diagnostic], rules: [SARIFRule], to sink: inout Sink) {
        var indices: [RuleID: Int] = [:]
        for (index, rule) in rules.enumerated() where indices[rule.id] == nil { indices[rule.id] = index }
        beginLog(&sink)
        for diagnostic in diagnostics {
            sink.element()
            writeResult(diagnostic, ruleIndex: indices[diagnostic.rule], to: &sink)
        }
        endLog(&sink, rules: rules)
    }

    /// A file path as a SARIF URI reference: relative paths stay relative (code scanning
    /// resolves them against the repository root), absolute ones become `file://` URIs.
    /// `path` is as seqc shows it (``PathDisplay``): a byte that is not UTF-8, shown
    /// `\xff`, is percent-encoded as itself (`%FF`), so the URI names the real file.
    static func uri(for path: String) -> String {
        var trimmed = PathDisplay.bytes(of: path)[...]
        while trimmed.starts(with: [UInt8(ascii: "."), UInt8(ascii: "/")]) { trimmed = trimmed.dropFirst(2) }
        let encoded = percentEncoded(trimmed)
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// Every byte outside the URL path characters (Foundation's
    /// `CharacterSet.urlPathAllowed`, all ASCII) and `:` as `%XX`, which is what
    /// `addingPercentEncoding(withAllowedCharacters:)` gave with that set, without Foundation.
    /// A `:` is encoded so a relative path's first segment cannot read as a URI scheme.
    private static func percentEncoded(_ path: ArraySlice<UInt8>) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.count)
        for byte in path {
            if byte < 0x80, uriPathBytes.contains(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The URL path characters less `:`.
    private static let uriPathBytes = Set("!$&'()*+,-./0123456789=@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~".utf8)

    private static func writeDescriptor<Sink: JSONSink & ~Copyable>(_ rule: SARIFRule, to writer: inout Sink) {
        writer.beginObject()
        writer.member("defaultConfiguration")
        writer.beginObject()
        writer.member("enabled")
        writer.bool(true)
        writer.member("level", string: level(rule.defaultSeverity))
        writer.endObject()
        writer.member("fullDescription")
        writeText(rule.rationale, to: &writer)
        writer.member("help")
        writeText(rule.helpText, markdown: rule.helpMarkdown, to: &writer)
        writer.member("id", string: rule.id.rawValue)
        writer.member("name", string: rule.name)
        writer.member("properties")
        writer.beginObject()
        writer.member("tags")
        writer.beginArray()
        for tag in rule.tags {
            writer.element()
            writer.string(tag)
        }
        writer.endArray()
        writer.endObject()
        writer.member("shortDescription")
        writeText(rule.summary, to: &writer)
        writer.endObject()
    }

    fileprivate static func writeResult<Sink: JSONSink & ~Copyable>(_ diagnostic: Diagnostic, ruleIndex: Int?, to writer: inout Sink) {
        writer.beginObject()
        // The diagnostic's one fix: all its edits, as replacements in one artifact change
        // (they are applied together or not at all); none without a fix.
        if let words = FixDescription.describe(diagnostic), let safety = diagnostic.fixSafety {
            writer.member("fixes")
            writer.beginArray()
            writer.element()
            writer.beginObject()
            writer.member("artifactChanges")
            writer.beginArray()
            writer.element()
            writer.beginObject()
            writer.member("artifactLocation")
            writeArtifact(diagnostic.file, to: &writer)
            writer.member("replacements")
            writer.beginArray()
            for fix in diagnostic.fixIts {
                writer.element()
                writer.beginObject()
                writer.member("deletedRegion")
                writeRegion(fix.range, to: &writer)
                writer.member("insertedContent")
                writeText(fix.replacement, to: &writer)
                writer.endObject()
            }
            writer.endArray()
            writer.endObject()
            writer.endArray()
            writer.member("description")
            writeText("\(safety.rawValue) fix: \(words)", to: &writer)
            writer.endObject()
            writer.endArray()
        }
        writer.member("level", string: level(diagnostic.severity))
        writer.member("locations")
        writer.beginArray()
        writer.element()
        writeLocation(file: diagnostic.file, range: diagnostic.range, to: &writer)
        writer.endArray()
        writer.member("message")
        writeText(diagnostic.message + (diagnostic.help.map { "\nhelp: " + $0 } ?? ""), to: &writer)
        if !diagnostic.notes.isEmpty {
            writer.member("relatedLocations")
            writer.beginArray()
            for (index, note) in diagnostic.notes.enumerated() {
                writer.element()
                writeLocation(file: note.file, range: note.range, id: index + 1, message: note.message, to: &writer)
            }
            writer.endArray()
        }
        writer.member("ruleId", string: diagnostic.rule.rawValue)
        if let ruleIndex {
            writer.member("ruleIndex", int: ruleIndex)
        }
        writer.endObject()
    }

    private static func writeLocation<Sink: JSONSink & ~Copyable>(
        file: String, range: SourceRange, id: Int? = nil, message: String? = nil, to writer: inout Sink
    ) {
        writer.beginObject()
        if let id {
            writer.member("id", int: id)
        }
        if let message {
            writer.member("message")
            writeText(message, to: &writer)
        }
        writer.member("physicalLocation")
        writer.beginObject()
        writer.member("artifactLocation")
        writeArtifact(file, to: &writer)
        writer.member("region")
        writeRegion(range, to: &writer)
        writer.endObject()
        writer.endObject()
    }

    private static func writeArtifact<Sink: JSONSink & ~Copyable>(_ file: String, to writer: inout Sink) {
        writer.beginObject()
        writer.member("uri", string: uri(for: file))
        writer.endObject()
    }

    private static func writeRegion<Sink: JSONSink & ~Copyable>(_ range: SourceRange, to writer: inout Sink) {
        writer.beginObject()
        writer.member("endColumn", int: range.end.column)
        writer.member("endLine", int: range.end.line)
        writer.member("startColumn", int: range.start.column)
        writer.member("startLine", int: range.start.line)
        writer.endObject()
    }

    /// A SARIF message or description: `{"markdown"?, "text"}`.
    private static func writeText<Sink: JSONSink & ~Copyable>(_ text: String, markdown: String? = nil, to writer: inout Sink) {
        writer.beginObject()
        if let markdown {
            writer.member("markdown", string: markdown)
        }
        writer.member("text", string: text)
        writer.endObject()
    }

    private static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }
}

/// A SARIF log written a result at a time, as ``SARIFRenderer`` writes it whole (which is
/// built on this, so the two cannot differ): the results come first in the run, and the
/// driver's rules, known from the start, after them.
public final class SARIFDocument: DiagnosticDocument {
    private var writer: PrettyJSONWriter
    private let rules: [SARIFRule]
    /// Each rule's index in the driver's list: its first place there.
    private let ruleIndices: [RuleID: Int]

    /// The log's opening, with every rule of `rules` to go in the driver, in order, and room
    /// for `capacity` bytes before a drain.
    public init(rules: [SARIFRule], capacity: Int = DiagnosticDocumentDefaults.capacity) {
        self.rules = rules
        var indices: [RuleID: Int] = [:]
        for (index, rule) in rules.enumerated() where indices[rule.id] == nil { indices[rule.id] = index }
        ruleIndices = indices
        writer = PrettyJSONWriter(capacity: capacity)
        SARIFRenderer.beginLog(&writer)
    }

    public func add(_ diagnostic: Diagnostic) {
        writer.element()
        SARIFRenderer.writeResult(diagnostic, ruleIndex: ruleIndices[diagnostic.rule], to: &writer)
    }

    /// Closes the log; SARIF counts no files, so `files` is not written.
    public func finish(files: Int) {
        SARIFRenderer.endLog(&writer, rules: rules)
        writer.endDocument()
    }

    public var pendingByteCount: Int { writer.byteCount }

    public func drain(_ body: (UnsafeRawBufferPointer) -> Void) { writer.drain(body) }
}
