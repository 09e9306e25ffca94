import Foundation

@testable import SeqcLanguageServer

/// A server driven in-process: messages in as JSON objects, everything it sends kept as
/// parsed JSON (each checked to be one well-framed message).
final class ServerHarness {
    private(set) var sent: [[String: Any]] = []
    private var server: LanguageServer!
    private var nextID = 1

    init(workingDirectory: String = FileManager.default.temporaryDirectory.path, cancelled: Set<Int> = []) {
        server = LanguageServer(
            workingDirectory: workingDirectory, send: { [unowned self] bytes in self.receive(bytes) },
            isCancelled: { id in if case .number(let number) = id { cancelled.contains(number) } else { false } })
    }

    /// The text one change may make the server re-read.
    var changeBytesLimit: Int {
        get { server.changeBytesLimit }
        set { server.changeBytesLimit = newValue }
    }

    /// The bytes all open documents may hold together.
    var heldBytesLimit: Int {
        get { server.heldBytesLimit }
        set { server.heldBytesLimit = newValue }
    }

    var exitCode: Int32? { server.exitCode }
    var fixEngineRuns: Int { server.fixEngineRuns }

    private func receive(_ bytes: [UInt8]) {
        var reader = FrameReader()
        reader.push(bytes)
        guard case .message(let body) = reader.next(), reader.next() == nil,
            let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any]
        else {
            sent.append(["unframed": true])
            return
        }
        sent.append(object)
    }

    func raw(_ body: [UInt8]) { server.handle(body) }

    func notify(_ method: String, _ params: Any) {
        raw(Array(try! JSONSerialization.data(withJSONObject: ["jsonrpc": "2.0", "method": method, "params": params])))
    }

    /// Sends a request and returns its response.
    @discardableResult
    func request(_ method: String, _ params: Any) -> [String: Any]? {
        let id = nextID
        nextID += 1
        let before = sent.count
        raw(Array(try! JSONSerialization.data(withJSONObject: ["jsonrpc": "2.0", "id": id, "method": method, "params": params])))
        return sent[before...].first { ($0["id"] as? Int) == id }
    }

    func initialize(encodings: [String]? = nil, options: [String: Any]? = nil) -> [String: Any]? {
        var capabilities: [String: Any] = [:]
        if let encodings { capabilities["general"] = ["positionEncodings": encodings] }
        var params: [String: Any] = ["processId": NSNull(), "rootUri": NSNull(), "capabilities": capabilities]
        if let options { params["initializationOptions"] = options }
        let response = request("initialize", params)
        notify("initialized", [String: Any]())
        return response
    }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "yaml", "version": version, "text": text]])
    }

    /// The diagnostics last published for `uri`.
    func diagnostics(_ uri: String) -> [[String: Any]]? {
        sent.last {
            $0["method"] as? String == "textDocument/publishDiagnostics" && (($0["params"] as? [String: Any])?["uri"] as? String) == uri
        }
        .flatMap { ($0["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] }
    }
}

extension Dictionary where Key == String, Value == Any {
    subscript(path path: String...) -> Any? {
        var value: Any? = self
        for key in path {
            if let index = Int(key), let array = value as? [Any] {
                value = index < array.count ? array[index] : nil
            } else {
                value = (value as? [String: Any])?[key]
            }
        }
        return value
    }
}
