import Foundation
import Testing

/// `seqc lsp`, the built binary, where it meets files and limits: it reads the
/// configuration through the guarded file layer as `seqc lint` does (a link leading out of
/// the repository is refused alike), takes `documentation-url:` from it, writes nothing, and
/// meets a document past the size limit, and every input its fuzz target kept, with a
/// diagnostic or an answer, never a crash.
@Suite struct LanguageServerFileLayerTests {
    typealias Message = [String: Any]
    static let routine = "title: A\ncards:\n  - countdown: Go\n    duraton: 45s\n"

    static func session(uri: String, text: String, options: Message? = nil, requests: [Message] = []) throws -> Data {
        var initialize: Message = ["capabilities": [:]]
        if let options { initialize["initializationOptions"] = options }
        let open: Message = [
            "jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]],
        ]
        return try LanguageServerCommandTests.framed(
            [
                ["jsonrpc": "2.0", "id": 1, "method": "initialize", "params": initialize],
                ["jsonrpc": "2.0", "method": "initialized", "params": [:]], open,
            ]
                + requests + [["jsonrpc": "2.0", "id": 99, "method": "shutdown"], ["jsonrpc": "2.0", "method": "exit"]])
    }

    static func published(_ stdout: String) -> [Message] {
        let notices = LanguageServerCommandTests.messages(stdout).filter { $0["method"] as? String == "textDocument/publishDiagnostics" }
        return (notices.last?["params"] as? Message)?["diagnostics"] as? [Message] ?? []
    }

    static func repository() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        return folder
    }

    @Test func aConfigurationLinkLeadingOutIsRefusedAsLintRefusesIt() throws {
        let folder = try Self.repository()
        _ = try folder.write("rules:\n  leading-rest: off\n", to: "outside/.seqc.yml")
        try FileManager.default.createSymbolicLink(
            atPath: folder.url.appendingPathComponent("repo/.seqc.yml").path, withDestinationPath: "../outside/.seqc.yml")
        let file = try folder.write(Self.routine, to: "repo/a.routine.yaml")
        let repo = folder.url.appendingPathComponent("repo")
        let lint = try SeqcProcess.run(["lint", "--no-color", "a.routine.yaml"], in: repo)
        #expect(lint.exitCode == 2, "\(lint.transcript)")
        let refusal = try #require(lint.stdout.split(separator: "\n").first { $0.contains(": error: ") })
        let reason = try #require(refusal.components(separatedBy: ": error: ").last?.components(separatedBy: " [").first)
        let run = try SeqcProcess.run(["lsp"], in: repo, stdin: try Self.session(uri: file.absoluteString, text: Self.routine))
        #expect(run.exitCode == 0)
        let diagnostics = Self.published(run.stdout)
        #expect(diagnostics.count == 1)
        let message = try #require(diagnostics.first?["message"] as? String)
        #expect(message.hasPrefix("not checked: ") && message.contains(reason), "lint: \(refusal)\nlsp: \(message)")
    }

    /// The file's own `documentation-url:` links every rule id, over the client's option.
    @Test func theConfigurationsDocumentationURLLinksRuleIDs() throws {
        let folder = try Self.repository()
        _ = try folder.write("documentation-url: https://docs.example.com/seqc/rules.md\n", to: "repo/.seqc.yml")
        let file = try folder.write(Self.routine, to: "repo/a.routine.yaml")
        let session = try Self.session(
            uri: file.absoluteString, text: Self.routine, options: ["documentationBaseURL": "https://client.example.com/rules.md"])
        let run = try SeqcProcess.run(["lsp"], in: folder.url, stdin: session)
        let diagnostics = Self.published(run.stdout)
        #expect(!diagnostics.isEmpty)
        for diagnostic in diagnostics {
            let code = try #require(diagnostic["code"] as? String)
            #expect((diagnostic["codeDescription"] as? Message)?["href"] as? String == "https://docs.example.com/seqc/rules.md#\(code)")
        }
    }

    /// A session that asks for everything that could write (formatting, fixes, a saved
    /// configuration) leaves every file as it was, and adds none.
    @Test func theServerWritesNothing() throws {
        let folder = try Self.repository()
        _ = try folder.write("rules:\n  leading-rest: off\n", to: "repo/.seqc.yml")
        let text = "title:   A\ncards:\n    - countdown: Go\n      duration: 45S\n"
        let file = try folder.write(text, to: "repo/a.routine.yaml")
        let document: Message = ["uri": file.absoluteString]
        let whole: Message = ["start": ["line": 0, "character": 0], "end": ["line": 9, "character": 0]]
        let requests: [Message] = [
            [
                "jsonrpc": "2.0", "id": 2, "method": "textDocument/formatting",
                "params": ["textDocument": document, "options": ["tabSize": 2]],
            ],
            [
                "jsonrpc": "2.0", "id": 3, "method": "textDocument/codeAction",
                "params": ["textDocument": document, "range": whole, "context": ["diagnostics": []]],
            ],
            [
                "jsonrpc": "2.0", "method": "textDocument/didSave",
                "params": ["textDocument": ["uri": folder.url.appendingPathComponent("repo/.seqc.yml").absoluteString]],
            ],
            ["jsonrpc": "2.0", "method": "textDocument/didClose", "params": ["textDocument": document]],
        ]
        let before = try Self.snapshot(folder.url)
        let run = try SeqcProcess.run(
            ["lsp"], in: folder.url.appendingPathComponent("repo"),
            stdin: try Self.session(uri: file.absoluteString, text: text, requests: requests))
        #expect(run.exitCode == 0)
        let answers = LanguageServerCommandTests.messages(run.stdout)
        #expect((answers.first { $0["id"] as? Int == 2 }?["result"] as? [Any])?.isEmpty == false, "formatting offered an edit")
        #expect(try Self.snapshot(folder.url) == before)
    }

    /// Every file under `root`: its path, bytes and modification time.
    static func snapshot(_ root: URL) throws -> [String: String] {
        var found: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.contentModificationDateKey])
        while let url = enumerator?.nextObject() as? URL {
            let date = try url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
            found[url.path] = "\(date?.timeIntervalSince1970 ?? 0) \((try? Data(contentsOf: url))?.base64EncodedString() ?? "folder")"
        }
        return found
    }

    @Test func aDocumentPastTheSizeLimitIsADiagnostic() throws {
        let card = "  - countdown: Card\n    duration: 45s\n"
        let text = "title: Big\ncards:\n" + String(repeating: card, count: 8 * 1024 * 1024 / card.utf8.count + 1)
        let hover: Message = [
            "jsonrpc": "2.0", "id": 2, "method": "textDocument/hover",
            "params": ["textDocument": ["uri": "untitled:big"], "position": ["line": 3, "character": 6]],
        ]
        let run = try SeqcProcess.run(["lsp"], stdin: try Self.session(uri: "untitled:big", text: text, requests: [hover]))
        #expect(!run.signalled && run.exitCode == 0, "\(run.stderr)")
        #expect(Self.published(run.stdout).map { $0["code"] as? String } == ["resource-limit"])
        #expect(LanguageServerCommandTests.messages(run.stdout).contains { $0["id"] as? Int == 2 })
    }

    static let regressions = SeqcProcess.packageRoot.appendingPathComponent("Fuzz/Regressions/lsp")

    static var keptInputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: regressions.path)) ?? []).filter { !$0.hasSuffix(".md") }.sorted()
    }

    /// What FuzzLSP kept, fed to the binary: exit 0 (after shutdown) or 1, never a signal.
    @Test(arguments: keptInputs)
    func aKeptFuzzInputEndsCleanly(_ name: String) throws {
        let run = try SeqcProcess.run(["lsp"], stdin: try Data(contentsOf: Self.regressions.appendingPathComponent(name)))
        #expect(!run.signalled && [0, 1].contains(run.exitCode), "\(run.transcript)")
    }
}
