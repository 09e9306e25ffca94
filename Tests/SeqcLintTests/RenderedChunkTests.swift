import SeqcModel
import Testing

@testable import SeqcCompiler
@testable import SeqcLint

/// A cached report chunk is printed only when it holds nothing the renderer would have
/// escaped: the check agrees with ``TerminalText``, passes what the renderer writes
/// whatever the text, and fails once any escaped scalar is planted in it.
@Suite struct RenderedChunkTests {
    /// Every scalar up to U+30000: the check's set is the one ``TerminalText`` escapes.
    @Test func theCheckEscapesWhatTerminalTextEscapes() {
        for value in 0...0x30000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(RenderedChunk.isEscaped(scalar) == (TerminalText.escape(scalar) != nil), "U+\(String(value, radix: 16))")
        }
    }

    /// Generated diagnostics whose paths, messages, help and notes hold controls, C1,
    /// bidirectional overrides and colour sequences: rendered plain or in colour (text
    /// and GitHub), the output is safe; with any escaped scalar or a stray escape
    /// sequence planted anywhere in it, it is not.
    @Test func whatTheRendererWritesIsSafeAndNothingPlantedIs() {
        var random = SplitMix(state: 4041)
        let pieces = ["a", "é", "🙂", "\u{1B}[31m", "\u{1B}]0;t\u{07}", "\u{9B}", "\u{202E}", "\u{2028}", "\t", "\r", "##[", "\n", " "]
        func text() -> String { (0..<Int.random(in: 1...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined() }
        let planted = ["\u{1B}]0;x\u{07}", "\u{1B}[2J", "\u{07}", "\u{9B}", "\u{202E}", "\u{0}", "\u{7F}", "\u{1B}(0"]
        for trial in 0..<400 {
            let position = SourcePosition(line: 1, column: 1)
            let diagnostic = Diagnostic(
                file: text(), range: SourceRange(start: position, end: position), severity: [.warning, .error][trial % 2],
                rule: RuleRegistry.standard.all.randomElement(using: &random)!.id, message: text(), help: text(),
                notes: [DiagnosticNote(file: text(), range: SourceRange(start: position, end: position), message: text())])
            let style: TextStyle = trial % 3 == 0 ? .ansi : .plain
            let rendered =
                trial % 4 == 0
                ? GitHubAnnotationRenderer.render(diagnostic) : TextDiagnosticRenderer(style: style).render(diagnostic)
            var bytes = Array(rendered.utf8)
            #expect(RenderedChunk.isSafe(bytes, styled: style == .ansi), "\(rendered.debugDescription)")
            let at = Int.random(in: 0...bytes.count, using: &random)
            bytes.insert(contentsOf: Array(planted.randomElement(using: &random)!.utf8), at: at)
            #expect(!RenderedChunk.isSafe(bytes, styled: true), "\(String(decoding: bytes, as: UTF8.self).debugDescription)")
        }
        #expect(!RenderedChunk.isSafe([0xFF, 0x0A], styled: false))
    }
}
