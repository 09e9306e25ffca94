/// The LSP structures the server reads and writes, only the members it uses.

public struct LSPPosition: Codable, Hashable, Sendable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }
}

public struct LSPRange: Codable, Hashable, Sendable {
    public var start: LSPPosition
    public var end: LSPPosition

    public init(start: LSPPosition, end: LSPPosition) {
        self.start = start
        self.end = end
    }
}

struct TextDocumentIdentifier: Codable {
    let uri: String
}

struct TextDocumentItem: Decodable {
    let uri: String
    let version: Int?
    let text: String
}

struct VersionedTextDocumentIdentifier: Decodable {
    let uri: String
    let version: Int?
}

struct DidOpenParams: Decodable {
    let textDocument: TextDocumentItem
}

struct ContentChange: Decodable {
    let range: LSPRange?
    let text: String
}

struct DidChangeParams: Decodable {
    let textDocument: VersionedTextDocumentIdentifier
    let contentChanges: [ContentChange]
}

struct DocumentParams: Decodable {
    let textDocument: TextDocumentIdentifier
}

struct PositionParams: Decodable {
    let textDocument: TextDocumentIdentifier
    let position: LSPPosition
}

struct RangeParams: Decodable {
    let textDocument: TextDocumentIdentifier
    let range: LSPRange
}

struct CancelParams: Decodable {
    let id: RequestID
}

struct InitializeParams: Decodable {
    struct General: Decodable { let positionEncodings: [String]? }
    struct Capabilities: Decodable { let general: General? }
    struct Options: Decodable { let documentationBaseURL: String? }
    let capabilities: Capabilities?
    let initializationOptions: Options?
}

struct LogMessageParams: Encodable {
    /// 1 error, 2 warning, 3 info, 4 log.
    let type: Int
    let message: String
}

struct CodeDescription: Encodable {
    let href: String
}

struct DiagnosticRelatedInformation: Encodable {
    struct Location: Encodable {
        let uri: String
        let range: LSPRange
    }
    let location: Location
    let message: String
}

struct LSPDiagnostic: Encodable {
    let range: LSPRange
    /// 1 error, 2 warning, 3 information.
    let severity: Int
    let code: String
    let codeDescription: CodeDescription?
    let source: String
    let message: String
    let relatedInformation: [DiagnosticRelatedInformation]?
}

struct PublishDiagnosticsParams: Encodable {
    let uri: String
    let version: Int?
    let diagnostics: [LSPDiagnostic]
}

struct TextEdit: Encodable {
    let range: LSPRange
    let newText: String
}

struct WorkspaceEdit: Encodable {
    let changes: [String: [TextEdit]]
}

struct CodeAction: Encodable {
    let title: String
    let kind: String
    let diagnostics: [LSPDiagnostic]?
    let isPreferred: Bool?
    let edit: WorkspaceEdit
}

struct MarkupContent: Encodable {
    let kind = "markdown"
    let value: String
}

struct Hover: Encodable {
    let contents: MarkupContent
    let range: LSPRange?
}

struct CompletionItem: Encodable {
    /// 10 property, 12 value, 13 enum, 14 keyword, 15 snippet.
    let label: String
    let kind: Int
    let detail: String?
    let documentation: MarkupContent?
    let insertText: String?
}

struct CompletionList: Encodable {
    let isIncomplete: Bool
    let items: [CompletionItem]
}

struct DocumentSymbol: Encodable {
    let name: String
    let detail: String?
    /// 24 event (a card), 2 module (a repeat block).
    let kind: Int
    let range: LSPRange
    let selectionRange: LSPRange
    let children: [DocumentSymbol]?
}

struct InlayHint: Encodable {
    let position: LSPPosition
    let label: String
    let paddingLeft: Bool
    let tooltip: String?
}
