import SeqcCompiler
import SeqcLint

extension LanguageServer {
    func didOpen(_ params: DidOpenParams) {
        let item = params.textDocument
        documents[item.uri] = OpenDocument(uri: item.uri, version: item.version, text: item.text, encoding: encoding)
        publishDiagnostics(item.uri)
    }

    func didChange(_ params: DidChangeParams) {
        guard var document = documents[params.textDocument.uri] else { return }
        for change in params.contentChanges { document.apply(change) }
        document.version = params.textDocument.version
        documents[params.textDocument.uri] = document
        publishDiagnostics(params.textDocument.uri)
    }

    func didClose(_ params: DocumentParams) {
        guard documents.removeValue(forKey: params.textDocument.uri) != nil else { return }
        notify("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: params.textDocument.uri, version: nil, diagnostics: []))
    }

    /// A saved configuration file changes what every open routine is checked with.
    func didSave(_ params: DocumentParams) {
        let name = params.textDocument.uri.split(separator: "/").last.map(String.init) ?? ""
        guard ConfigurationLoader.fileNames.contains(name) else { return }
        for uri in documents.keys.sorted() {
            documents[uri]?.analysis = nil
            publishDiagnostics(uri)
        }
    }

    /// The document's analysis, made when its text has none yet.
    func analysis(of uri: String) -> Analysis? {
        guard var document = documents[uri] else { return nil }
        if let analysis = document.analysis { return analysis }
        let analysis = checker.check(uri: uri, bytes: document.bytes)
        document.analysis = analysis
        documents[uri] = document
        return analysis
    }

    func publishDiagnostics(_ uri: String) {
        guard let analysis = analysis(of: uri), var document = documents[uri] else { return }
        let diagnostics = analysis.diagnostics.map { lspDiagnostic($0, in: &document) }
        notify("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: uri, version: document.version, diagnostics: diagnostics))
    }

    /// A seqc diagnostic as the protocol's: the same place, message, help and rule, the
    /// rule linked to its documentation when a base URL is set.
    func lspDiagnostic(_ diagnostic: Diagnostic, in document: inout OpenDocument) -> LSPDiagnostic {
        var message = diagnostic.message
        if let help = diagnostic.help { message += "\nhelp: " + help }
        let related = diagnostic.notes.filter { $0.file == diagnostic.file }.map {
            DiagnosticRelatedInformation(location: .init(uri: document.uri, range: document.range(of: $0.range)), message: $0.message)
        }
        return LSPDiagnostic(
            range: document.range(of: diagnostic.range), severity: Self.severity(diagnostic.severity), code: diagnostic.rule.rawValue,
            codeDescription: documentationLink(diagnostic.rule).map(CodeDescription.init), source: "seqc", message: message,
            relatedInformation: related.isEmpty ? nil : related)
    }

    func documentationLink(_ rule: RuleID) -> String? {
        guard let base = documentationBaseURL, !base.isEmpty else { return nil }
        return base + "#" + rule.rawValue
    }

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}
