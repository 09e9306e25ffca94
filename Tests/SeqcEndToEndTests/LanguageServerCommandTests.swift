import Foundation
import Testing

/// `seqc lsp`, the built binary, on a whole session fed to its standard input: the
/// diagnostics it publishes for a file on disk are `seqc lint`'s for that file (its own
/// `.seqc.yml` applied), and its exit code follows the protocol.
@Suite struct LanguageServerCommandTests {
    static func framed(_ messages: [[String: Any]]) throws -> Data {
        var data = Data()
        for message in messages {
            let body = try JSONSerialization.data(withJSONObject: message)
            data += Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        }
        return data
    }

    /// The JSON bodies of framed `output`.
    static func messages(_ output: String) -> [[String: Any]] {
        var found: [[String: Any]] = []
        var rest = Substring(output)
        while let header = rest.range(of: "\r\n\r\n"), let length = Int(rest[..<header.lowerBound].split(separator: " ").last ?? "") {
            let body = Data(rest[header.upperBound...].utf8.prefix(length))
            if let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any] { found.append(object) }
            rest = Substring(String(decoding: Data(rest[header.upperBound...].utf8).dropFirst(length), as: UTF8.self))
        }
        return found
    }

    private static var initialize: [String: Any] { ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": ["capabilities": [:]]] }

    @Test func publishesWhatLintReportsAndExitsZeroAfterShutdown() throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try "rules:\n  leading-rest: off\n".write(to: folder.url.appendingPathComponent(".seqc.yml"), atomically: true, encoding: .utf8)
        let text =
            "title: \"🏋️ Test\"\ncards:\n  - rest: A\n    duration: 5s\n  - rest: B\n    duration: 5s\n  - countdown: C\n    duraton: 5s\n"
        let file = folder.url.appendingPathComponent("t.routine.yaml")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let open: [String: Any] = [
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": file.absoluteString, "languageId": "yaml", "version": 1, "text": text]],
        ]
        let session = try Self.framed([
            Self.initialize, ["jsonrpc": "2.0", "method": "initialized", "params": [:]], open,
            ["jsonrpc": "2.0", "id": 2, "method": "shutdown"], ["jsonrpc": "2.0", "method": "exit"],
        ])
        let run = try SeqcProcess.run(["lsp"], in: folder.url, stdin: session)
        #expect(run.exitCode == 0)
        let published = try #require(Self.messages(run.stdout).first { $0["method"] as? String == "textDocument/publishDiagnostics" })
        let diagnostics = try #require((published["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
        let lint = try SeqcProcess.run(["lint", "--format", "json", "t.routine.yaml"], in: folder.url)
        let expected = try #require(
            (try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any])?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["code"] as? String } == expected.map { $0["rule"] as? String })
        #expect(
            diagnostics.map { ($0["range"] as? [String: Any]).flatMap { ($0["start"] as? [String: Any])?["line"] as? Int } }
                == expected.map { ($0["line"] as? Int).map { $0 - 1 } })
        #expect(
            !expected.contains { $0["rule"] as? String == "leading-rest" } && expected.contains { $0["rule"] as? String == "unknown-key" })
        let shutdown = Self.messages(run.stdout).first { $0["id"] as? Int == 2 }
        #expect(shutdown?.keys.contains("result") == true)
    }

    @Test func exitsOneWithoutShutdown() throws {
        let ended = try SeqcProcess.run(["lsp"], stdin: try Self.framed([Self.initialize]))
        #expect(ended.exitCode == 1)
        let abrupt = try SeqcProcess.run(
            ["lsp", "--stdio"], stdin: try Self.framed([Self.initialize, ["jsonrpc": "2.0", "method": "exit"]]))
        #expect(abrupt.exitCode == 1)
        #expect(Self.messages(abrupt.stdout).first?["id"] as? Int == 1)
    }
}
