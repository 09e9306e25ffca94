import SeqcCompiler
import SeqcLint

/// An LSP server for routine files, one message at a time: ``handle(_:)`` reads a message
/// body and sends what it answers through `send` (framed bodies). The transport
/// (``StdioTransport``) feeds it; tests call it directly. It never traps on what a client
/// sends: a message it cannot read is an error response, or ignored where the protocol
/// says so (a notification).
public final class LanguageServer {
    /// Where framed messages go.
    let send: ([UInt8]) -> Void
    /// Whether the client cancelled a request that has not been answered yet.
    let isCancelled: (RequestID) -> Bool
    let checker: DocumentChecker
    var documents: [String: OpenDocument] = [:]
    var encoding = PositionEncoding.utf16
    /// The URL rule ids link to (`<base>#<rule-id>`), from `initializationOptions`, when the
    /// file's own configuration sets none; held to the configuration's rules (``DocumentationURL``).
    var documentationBaseURL: String?
    /// The most bytes of text all open documents hold together: a client that opens
    /// document after document cannot make the server hold more (a document past it is
    /// not held, and says so, until others are closed).
    static let maxHeldBytes = 32 * OpenDocument.maxBytes
    /// ``maxHeldBytes``, lowered by tests that fill it.
    var heldBytesLimit = maxHeldBytes
    /// ``OpenDocument/maxChangeBytes``, lowered by tests that pass it.
    var changeBytesLimit = OpenDocument.maxChangeBytes
    /// How many times the fix engine ran: once per document text at most (tests read it).
    var fixEngineRuns = 0
    private(set) var initialized = false
    private(set) var shutdownRequested = false
    /// Set by `exit`: 0 after `shutdown`, 1 without (the protocol's rule).
    public private(set) var exitCode: Int32?

    public init(
        workingDirectory: String, send: @escaping ([UInt8]) -> Void, isCancelled: @escaping (RequestID) -> Bool = { _ in false }
    ) {
        checker = DocumentChecker(workingDirectory: workingDirectory)
        self.send = send
        self.isCancelled = isCancelled
    }

    /// Handles one message body.
    public func handle(_ body: [UInt8]) {
        guard let envelope = try? JSONCoding.decode(Envelope.self, from: body) else {
            reply(nil, error: ResponseError(code: ResponseError.parseError, message: "the message is not a JSON object"))
            return
        }
        guard let method = envelope.method else {
            // A response to a request of the server's own (none wait for one), or nonsense.
            if !envelope.hasID || envelope.id == nil {
                reply(nil, error: ResponseError(code: ResponseError.invalidRequest, message: "a message without a method"))
            }
            return
        }
        if let id = envelope.id {
            request(method, id: id, body: body)
        } else if !envelope.hasID {
            notification(method, body: body)
        } else {
            reply(nil, error: ResponseError(code: ResponseError.invalidRequest, message: "an id that is neither a number nor a string"))
        }
    }

    /// Answers a frame that could not be read (``FrameReader/Frame/malformed(_:)``).
    public func handleMalformedFrame(_ reason: String) {
        reply(nil, error: ResponseError(code: ResponseError.parseError, message: "unreadable frame: \(reason)"))
    }

    private func request(_ method: String, id: RequestID, body: [UInt8]) {
        if isCancelled(id) {
            reply(id, error: ResponseError(code: ResponseError.requestCancelled, message: "cancelled"))
            return
        }
        guard initialized || method == "initialize" else {
            reply(id, error: ResponseError(code: ResponseError.serverNotInitialized, message: "initialize first"))
            return
        }
        guard !shutdownRequested else {
            reply(id, error: ResponseError(code: ResponseError.invalidRequest, message: "the server is shutting down"))
            return
        }
        do {
            try answer(method, id: id, body: body)
        } catch let error as ResponseError {
            reply(id, error: error)
        } catch {
            reply(id, error: ResponseError(code: ResponseError.invalidParams, message: "unreadable params for \(method)"))
        }
    }

    private func answer(_ method: String, id: RequestID, body: [UInt8]) throws {
        switch method {
        case "initialize": reply(id, try initialize(params(body)))
        case "shutdown":
            shutdownRequested = true
            reply(id, Nothing())
        case "textDocument/codeAction": reply(id, try codeActions(params(body)))
        case "textDocument/completion": reply(id, try completion(params(body)))
        case "textDocument/hover": reply(id, try hover(params(body)))
        case "textDocument/documentSymbol": reply(id, try documentSymbols(params(body)))
        case "textDocument/inlayHint": reply(id, try inlayHints(params(body)))
        case "textDocument/formatting": reply(id, try formatting(params(body)))
        default: reply(id, error: ResponseError(code: ResponseError.methodNotFound, message: "no method \(method)"))
        }
    }

    private func notification(_ method: String, body: [UInt8]) {
        if method == "exit" {
            exitCode = shutdownRequested ? 0 : 1
            return
        }
        // Before `initialize` a notification is dropped; so is one this server does not
        // know, or whose params it cannot read (a notification has no answer to carry an error).
        guard initialized, !shutdownRequested else { return }
        switch method {
        case "textDocument/didOpen": if let params: DidOpenParams = try? params(body) { didOpen(params) }
        case "textDocument/didChange": if let params: DidChangeParams = try? params(body) { didChange(params) }
        case "textDocument/didClose": if let params: DocumentParams = try? params(body) { didClose(params) }
        case "textDocument/didSave": if let params: DocumentParams = try? params(body) { didSave(params) }
        default: break
        }
    }

    private func params<Value: Decodable>(_ body: [UInt8]) throws -> Value {
        try JSONCoding.decode(Parameters<Value>.self, from: body).params
    }

    private func initialize(_ params: InitializeParams) -> InitializeResult {
        encoding = .negotiated(offered: params.capabilities?.general?.positionEncodings)
        initialized = true
        if let offered = params.initializationOptions?.documentationBaseURL {
            if let why = DocumentationURL.problem(with: offered, key: "documentationBaseURL") {
                // No error response: the session is usable without links; the client's log says why.
                notify("window/logMessage", LogMessageParams(type: 2, message: "ignored: \(why)"))
            } else {
                documentationBaseURL = offered
            }
        }
        return InitializeResult(capabilities: .init(positionEncoding: encoding.rawValue))
    }

    func reply(_ id: RequestID?, _ result: some Encodable) {
        send(FrameReader.frame(JSONCoding.encode(Response(id: id, result: result, error: nil))))
    }

    func reply(_ id: RequestID?, error: ResponseError) {
        send(FrameReader.frame(JSONCoding.encode(Response<Nothing>(id: id, result: nil, error: error))))
    }

    func notify(_ method: String, _ params: some Encodable) {
        send(FrameReader.frame(JSONCoding.encode(Outbound(id: nil, method: method, params: params))))
    }
}
