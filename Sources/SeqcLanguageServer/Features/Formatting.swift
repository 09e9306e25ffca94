import SeqcAuthoring

extension LanguageServer {
    /// `seqc format`'s layout of the document as one edit of the whole text; no edit when
    /// it is laid out already or the formatter leaves it alone (a syntax error, a layout
    /// that would change its meaning: the diagnostics already say what is wrong).
    func formatting(_ params: DocumentParams) -> [TextEdit] {
        guard let document = documents[params.textDocument.uri], document.unheld == nil else { return [] }
        let outcome = RoutineFormatter.format(document.bytes, path: params.textDocument.uri)
        guard let formatted = outcome.formatted, formatted != document.bytes else { return [] }
        let whole = LSPRange(
            start: LSPPosition(line: 0, character: 0), end: document.converter.position(ofOffset: document.bytes.count))
        return [TextEdit(range: whole, newText: String(decoding: formatted, as: UTF8.self))]
    }
}
