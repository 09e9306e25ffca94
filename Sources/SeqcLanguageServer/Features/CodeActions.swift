import SeqcCompiler
import SeqcLint

extension InitializeResult.Capabilities.CodeActions {
    static let quickFix = "quickfix"
    static let fixAll = "source.fixAll"
}

extension LanguageServer {
    /// A quick fix for each diagnostic with a fix-it that touches `range` (safe ones
    /// preferred, unsafe ones labelled), and "fix all safe problems" when any applies:
    /// the text `seqc lint --fix` would write, as one edit.
    func codeActions(_ params: RangeParams) -> [CodeAction] {
        let uri = params.textDocument.uri
        guard let analysis = analysis(of: uri), var document = documents[uri] else { return [] }
        let crlf = document.bytes.firstIndex(of: 0x0A).map { $0 > 0 && document.bytes[$0 - 1] == 0x0D } ?? false
        var actions: [CodeAction] = []
        for diagnostic in analysis.diagnostics {
            guard let safety = diagnostic.fixSafety else { continue }
            let range = document.range(of: diagnostic.range)
            guard Self.touches(range, params.range) else { continue }
            let edits = diagnostic.fixIts.map {
                TextEdit(range: document.range(of: $0.range), newText: crlf ? Self.crlf($0.replacement) : $0.replacement)
            }
            let words = FixDescription.describe(diagnostic).map { ": " + ($0.split(separator: "\n").first.map(String.init) ?? $0) } ?? ""
            actions.append(
                CodeAction(
                    title: (safety == .safe ? "Fix" : "Fix (unsafe)") + words + " [\(diagnostic.rule)]", kind: Self.quickFix,
                    diagnostics: [lspDiagnostic(diagnostic, in: &document, configuration: analysis.configuration)],
                    isPreferred: safety == .safe,
                    edit: WorkspaceEdit(changes: [uri: edits])))
        }
        if let fixAll = fixAllAction(analysis, document: document) { actions.append(fixAll) }
        return actions
    }

    private static let quickFix = InitializeResult.Capabilities.CodeActions.quickFix

    /// The whole text after every safe fix, as `seqc lint --fix` makes it (passes until
    /// nothing applies, a pass that makes things worse discarded); nil when nothing changes.
    private func fixAllAction(_ analysis: Analysis, document: OpenDocument) -> CodeAction? {
        guard analysis.result != nil, analysis.diagnostics.contains(where: { $0.fixSafety == .safe }) else { return nil }
        guard case .fixed(let fixed) = fixAll(analysis, document: document) else { return nil }
        let whole = LSPRange(
            start: LSPPosition(line: 0, character: 0), end: document.converter.position(ofOffset: document.bytes.count))
        let edit = TextEdit(range: whole, newText: String(decoding: fixed, as: UTF8.self))
        return CodeAction(
            title: "Fix all safe problems in this file", kind: InitializeResult.Capabilities.CodeActions.fixAll, diagnostics: nil,
            isPreferred: nil, edit: WorkspaceEdit(changes: [document.uri: [edit]]))
    }

    /// The fix engine's outcome for the document's text, run once per text and kept with
    /// its analysis: a client asks for code actions at every cursor move, and the engine
    /// checks the whole file once per pass.
    private func fixAll(_ analysis: Analysis, document: OpenDocument) -> OpenDocument.FixAll {
        if let kept = document.fixAll { return kept }
        fixEngineRuns += 1
        let engine = FixEngine(runner: LintRunner(configuration: analysis.configuration, jobs: 1))
        let outcome = engine.fix(SourceFile(path: analysis.path, bytes: document.bytes))
        let made: OpenDocument.FixAll = outcome.changed ? .fixed(outcome.fixed.bytes) : .unchanged
        documents[document.uri]?.fixAll = made
        return made
    }

    /// Whether two ranges meet (an empty range at a diagnostic's edge counts).
    static func touches(_ lhs: LSPRange, _ rhs: LSPRange) -> Bool {
        func before(_ a: LSPPosition, _ b: LSPPosition) -> Bool { (a.line, a.character) < (b.line, b.character) }
        return !before(lhs.end, rhs.start) && !before(rhs.end, lhs.start)
    }

    /// A replacement's line breaks as CR LF, for a file that uses them (as `--fix` writes).
    static func crlf(_ text: String) -> String {
        var out = ""
        var previous: Character?
        for character in text {
            if character == "\n", previous != "\r" { out.append("\r") }
            out.append(character)
            previous = character
        }
        return out
    }
}
