import Foundation
import SeqcCompiler
import SeqcLint

extension FuzzChecks {
    /// Whether rendered output must be free of control characters the input put there
    /// (the renderers escape them: docs/decisions.md, "Text output escapes user text").
    static let requiresEscapedControlCharacters = true

    /// Lints `bytes` and renders every diagnostic in each output format: text (plain and
    /// ANSI, with snippets), JSON, SARIF and GitHub annotations. JSON and SARIF must parse
    /// as JSON, and each GitHub annotation must stay one workflow command on one line.
    public static func render(_ bytes: [UInt8]) {
        let file = source(bytes)
        let diagnostics = lintOutcome(bytes).diagnostics
        for style in [TextStyle.plain, .ansi] {
            let renderer = TextDiagnosticRenderer(style: style, sources: [file.path: file])
            for diagnostic in diagnostics {
                let text = renderer.render(diagnostic)
                if !text.hasSuffix("\n") { fuzzFailure("text output of [\(diagnostic.rule)] does not end its line") }
                if requiresEscapedControlCharacters, style == .plain, let bad = controlCharacter(in: text, allowing: "\n") {
                    fuzzFailure(
                        "plain text output of [\(diagnostic.rule)] holds U+\(String(bad.value, radix: 16)): \(text.debugDescription)")
                }
            }
        }
        do {
            let json = try JSONDiagnosticRenderer.render(diagnostics, files: 1)
            try parseJSON(json, format: "JSON")
            // A run writes the document a diagnostic at a time and drains it as it goes.
            let document = JSONDiagnosticDocument(capacity: 1)
            var streamed = Data()
            for diagnostic in diagnostics {
                document.add(diagnostic)
                document.drain { streamed.append(contentsOf: $0) }
            }
            document.finish(files: 1)
            document.drain { streamed.append(contentsOf: $0) }
            if streamed != json { fuzzFailure("the JSON document drained as it was written differs from the rendered one") }
            // The driver's rule table is the same for every input (and checked against the
            // SARIF schema by the tests); rendering only the rules that fired keeps the
            // fuzzer on what the input controls, at many more runs a second.
            let fired = Set(diagnostics.map(\.rule))
            let rules = RuleRegistry(RuleRegistry.standard.all.filter { fired.contains($0.id) })
            try parseJSON(SARIFRenderer.render(diagnostics, rules: rules), format: "SARIF")
        } catch {
            fuzzFailure("a renderer threw: \(error)")
        }
        for diagnostic in diagnostics {
            let annotation = GitHubAnnotationRenderer.render(diagnostic)
            let breaks = annotation.unicodeScalars.filter { $0 == "\n" || $0 == "\r" }
            if breaks.count != 1 || !annotation.hasSuffix("\n") || !annotation.hasPrefix("::") {
                fuzzFailure("GitHub annotation of [\(diagnostic.rule)] is not one command line: \(annotation.debugDescription)")
            }
            if requiresEscapedControlCharacters, let bad = controlCharacter(in: annotation, allowing: "\n") {
                fuzzFailure("GitHub annotation of [\(diagnostic.rule)] holds U+\(String(bad.value, radix: 16))")
            }
        }
    }

    /// The first C0 or C1 control character or DEL in `text`, other than `allowed` and the
    /// tab (harmless in a terminal or a log, and common in snippets).
    static func controlCharacter(in text: String, allowing allowed: Unicode.Scalar) -> Unicode.Scalar? {
        text.unicodeScalars.first { scalar in
            scalar != allowed && scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
        }
    }

    private static func parseJSON(_ data: Data, format: String) throws {
        guard (try? JSONSerialization.jsonObject(with: data)) is [String: Any] else {
            fuzzFailure("\(format) output is not a JSON object: \(String(decoding: data, as: UTF8.self))")
        }
    }
}
