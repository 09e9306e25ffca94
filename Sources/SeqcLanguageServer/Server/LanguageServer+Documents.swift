import SeqcCompiler
import SeqcLint

extension LanguageServer {
    func didOpen(_ params: DidOpenParams) {
        let item = params.textDocument
        documents[item.uri] = nil
        documents[item.uri] = OpenDocument(
            uri: item.uri, version: item.version, text: item.text, encoding: encoding, room: room(besides: item.uri))
        publishDiagnostics(item.uri)
    }

    func didChange(_ params: DidChangeParams) {
        guard var document = documents[params.textDocument.uri] else { return }
        let room = room(besides: params.textDocument.uri)
        var cost = 0
        for change in params.contentChanges {
            cost += document.bytes.count + change.text.utf8.count
            guard cost <= changeBytesLimit else {
                document.drop(.tooManyEdits(params.contentChanges.count))
                break
            }
            document.apply(change, room: room)
        }
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
            documents[uri]?.forgetChecks()
            publishDiagnostics(uri)
        }
    }

    /// The bytes the document `uri` may hold: what the other open documents leave of
    /// ``maxHeldBytes``.
    func room(besides uri: String) -> Int {
        heldBytesLimit - documents.reduce(0) { $0 + ($1.key == uri ? 0 : $1.value.bytes.count) }
    }

    /// The document's analysis, made when its text has none yet.
    func analysis(of uri: String) -> Analysis? {
        guard var document = documents[uri] else { return nil }
        if let analysis = document.analysis { return analysis }
        let analysis = checker.check(uri: uri, bytes: document.bytes, unheld: document.unheld, heldBytesLimit: heldBytesLimit)
        document.analysis = analysis
        documents[uri] = document
        return analysis
    }

    func publishDiagnostics(_ uri: String) {
        guard let analysis = analysis(of: uri), var document = documents[uri] else { return }
        let diagnostics = analysis.diagnostics.map { lspDiagnostic($0, in: &document, configuration: analysis.configuration) }
        notify("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: uri, version: document.version, diagnostics: diagnostics))
    }

    /// A seqc diagnostic as the protocol's: the same place, message, help and rule, the
    /// rule linked to its documentation when a base URL is set.
    func lspDiagnostic(_ diagnostic: Diagnostic, in document: inout OpenDocument, configuration: LintConfiguration) -> LSPDiagnostic {
        var message = diagnostic.message
        if let help = diagnostic.help { message += "\nhelp: " + help }
        let related = diagnostic.notes.filter { $0.file == diagnostic.file }.map {
            DiagnosticRelatedInformation(location: .init(uri: document.uri, range: document.range(of: $0.range)), message: $0.message)
        }
        return LSPDiagnostic(
            range: document.range(of: diagnostic.range), severity: Self.severity(diagnostic.severity), code: diagnostic.rule.rawValue,
            codeDescription: documentationLink(diagnostic.rule, configuration: configuration).map(CodeDescription.init), source: "seqc",
            message: message,
            relatedInformation: related.isEmpty ? nil : related)
    }

    /// `<base>#<rule-id>`: the base from the file's own configuration (`documentation-url:`),
    /// else the client's `initializationOptions`; nil when neither sets one.
    func documentationLink(_ rule: RuleID, configuration: LintConfiguration?) -> String? {
        guard let base = configuration?.documentationURL ?? documentationBaseURL else { return nil }
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
