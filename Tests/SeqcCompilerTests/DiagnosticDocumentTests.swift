import Foundation
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A JSON or SARIF report is written a diagnostic at a time and drained as a run goes
/// (``DiagnosticDocument``): drained at any point, the pieces in order are the document
/// the renderer makes of the same diagnostics, byte for byte. (The renderers' own tests
/// hold that document to `JSONEncoder`'s text.)
@Suite struct DiagnosticDocumentTests {
    static let diagnostics = JSONDiagnosticRendererTests.diagnostics()

    /// Adds `diagnostics` to `document`, draining after every `every` of them (and once
    /// before the first), then closes it; returns the pieces joined and how many there were.
    private func streamed(_ document: DiagnosticDocument, every: Int, files: Int) -> (bytes: Data, pieces: Int) {
        var bytes = Data()
        var pieces = 0
        let drain = {
            document.drain { piece in
                bytes.append(contentsOf: piece)
                pieces += 1
            }
        }
        drain()
        for (index, diagnostic) in Self.diagnostics.enumerated() {
            document.add(diagnostic)
            if (index + 1) % every == 0 { drain() }
        }
        document.finish(files: files)
        drain()
        return (bytes, pieces)
    }

    @Test(arguments: [1, 2, 5, 1_000])
    func jsonDrainedAnywhereIsTheRenderedDocument(every: Int) throws {
        let rendered = try JSONDiagnosticRenderer.render(Self.diagnostics, files: 9)
        for capacity in [1, 64, DiagnosticDocumentDefaults.capacity] {
            let (bytes, pieces) = streamed(JSONDiagnosticDocument(capacity: capacity), every: every, files: 9)
            #expect(String(decoding: bytes, as: UTF8.self) == String(decoding: rendered, as: UTF8.self), "capacity \(capacity)")
            #expect(pieces == 2 + Self.diagnostics.count / every)
        }
    }

    @Test(arguments: [1, 3, 1_000])
    func sarifDrainedAnywhereIsTheRenderedLog(every: Int) throws {
        let rendered = try SARIFRenderer.render(Self.diagnostics, rules: SARIFRendererBytesTests.rules)
        for capacity in [1, 64, DiagnosticDocumentDefaults.capacity] {
            let document = SARIFDocument(rules: SARIFRendererBytesTests.rules, capacity: capacity)
            let (bytes, _) = streamed(document, every: every, files: 9)
            #expect(String(decoding: bytes, as: UTF8.self) == String(decoding: rendered, as: UTF8.self), "capacity \(capacity)")
        }
    }

    /// The summary counts what was added: errors and warnings, not notes.
    @Test func theSummaryCountsTheDiagnosticsAdded() throws {
        let document = JSONDiagnosticDocument()
        for severity in [Severity.error, .warning, .warning, .note] {
            document.add(Diagnostic(file: "a", range: SourceRange(at: .start), severity: severity, rule: "r", message: "m"))
        }
        document.finish(files: 4)
        let parsed = try #require(try JSONSerialization.jsonObject(with: document.drainedData()) as? [String: Any])
        let summary = try #require(parsed["summary"] as? [String: Int])
        #expect(summary == ["errors": 1, "warnings": 2, "files": 4])
    }
}
