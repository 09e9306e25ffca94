import Foundation
import SeqcModel
import Testing

@testable import SeqcCompiler

/// Each JSON report has one layout, walked by any sink: the lint reports' bytes are held
/// to their `JSONEncoder` oracles elsewhere (`JSONDiagnosticRendererTests`,
/// `SARIFRendererBytesTests`); here the same walk into a counter counts those bytes, and
/// into a tree gives what the bytes read back as, every object's keys sorted.
@Suite struct ReportSinkTests {
    static let diagnostics: [Diagnostic] = {
        var diagnostics = JSONDiagnosticRendererTests.diagnostics()
        diagnostics.append(
            Diagnostic(
                file: "/abs/path with space/ü:x.routine.yaml", range: SourceRange(at: .start), severity: .note, rule: "rule-1",
                message: "m"))
        return diagnostics
    }()

    @Test func theJSONDocumentIsOneWalk() throws {
        for count in 0...Self.diagnostics.count {
            let shown = Array(Self.diagnostics.prefix(count))
            let bytes = [UInt8](try JSONDiagnosticRenderer.render(shown, files: count + 2))
            var counter = JSONByteCounter(limit: .max)
            JSONDiagnosticRenderer.write(shown, files: count + 2, to: &counter)
            var tree = JSONTreeSink()
            JSONDiagnosticRenderer.write(shown, files: count + 2, to: &tree)
            try Self.expect(bytes: bytes, counter: counter, tree: tree, "\(count) diagnostics")
        }
    }

    @Test func theSARIFLogIsOneWalk() throws {
        for count in 0...Self.diagnostics.count {
            let shown = Array(Self.diagnostics.prefix(count))
            for rules in [[], SARIFRendererBytesTests.rules] {
                let bytes = [UInt8](try SARIFRenderer.render(shown, rules: rules))
                var counter = JSONByteCounter(limit: .max)
                SARIFRenderer.write(shown, rules: rules, to: &counter)
                var tree = JSONTreeSink()
                SARIFRenderer.write(shown, rules: rules, to: &tree)
                try Self.expect(bytes: bytes, counter: counter, tree: tree, "\(count) diagnostics, \(rules.count) rules")
            }
        }
    }

    private static func expect(bytes: [UInt8], counter: JSONByteCounter, tree: JSONTreeSink, _ what: String) throws {
        #expect(counter.total + 1 == bytes.count, "the count is the bytes but the final line break: \(what)")
        #expect(tree.root?.keysSorted == true, "\(what)")
        #expect(tree.root == (try JSONTreeSink.tree(of: bytes)), "\(what)")
    }
}
