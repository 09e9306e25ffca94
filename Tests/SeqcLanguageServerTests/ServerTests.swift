import Foundation
import SeqcCompiler
import SeqcLint
import Testing

@testable import SeqcLanguageServer

@Suite struct ServerTests {
    /// Random titles with astral characters before a misspelt key on the same line: the
    /// diagnostic lands on the key in either encoding, exactly where `seqc lint` puts it
    /// (its scalar column), counted as the client counts.
    @Test(arguments: ["utf-16", "utf-8"]) func diagnosticsLandWhereTheCommandLinePutsThem(encoding: String) throws {
        var random = SeededRandom(seed: 44)
        let harness = ServerHarness()
        let answer = harness.initialize(encodings: encoding == "utf-8" ? ["utf-16", "utf-8"] : nil)
        #expect(answer?[path: "result", "capabilities", "positionEncoding"] as? String == encoding)
        for round in 0..<40 {
            let title = (0..<Int(random.next() % 5 + 1)).map { _ in ["😀", "🏋️", "é", "漢", "𝄞", "a"][Int(random.next() % 6)] }.joined()
            let text = "title: \"\(title)\"\ncards:\n  - {countdown: \"\(title)\", duraton: 45s}\n"
            let uri = "untitled:round-\(round)"
            harness.open(uri, text)
            let expected = LintRunner().lint(sources: [SourceFile(path: uri, text: text)]).diagnostics
            let published = try #require(harness.diagnostics(uri))
            #expect(published.count == expected.count)
            for (diagnostic, lsp) in zip(expected, published) {
                let line = text.split(separator: "\n", omittingEmptySubsequences: false)[diagnostic.range.start.line - 1]
                let prefix = String(String.UnicodeScalarView(line.unicodeScalars.prefix(diagnostic.range.start.column - 1)))
                #expect(lsp[path: "range", "start", "line"] as? Int == diagnostic.range.start.line - 1)
                #expect(lsp[path: "range", "start", "character"] as? Int == (encoding == "utf-8" ? prefix.utf8.count : prefix.utf16.count))
                #expect(lsp["code"] as? String == diagnostic.rule.rawValue)
            }
            #expect(published.contains { ($0["code"] as? String) == "unknown-key" })
        }
    }

    /// A change republishes; the fix of a code action, applied, leaves a file without
    /// that diagnostic; fix-all gives the text `seqc lint --fix` would write.
    @Test func aCodeActionFixesTheProblem() throws {
        let harness = ServerHarness()
        _ = harness.initialize()
        let uri = "untitled:fix"
        let text = "title: Fix me\ncards:\n  - countdown: Warm-up\n    duration: 45S\n"
        harness.open(uri, text)
        let diagnostic = try #require(harness.diagnostics(uri)?.first)
        let response = harness.request(
            "textDocument/codeAction",
            ["textDocument": ["uri": uri], "range": diagnostic["range"]!, "context": ["diagnostics": [diagnostic]]])
        let actions = try #require(response?["result"] as? [[String: Any]])
        let quickFix = try #require(actions.first { $0["kind"] as? String == "quickfix" })
        #expect(quickFix["isPreferred"] as? Bool == true)
        #expect(actions.contains { $0["kind"] as? String == "source.fixAll" })
        let edits = try #require(quickFix[path: "edit", "changes", uri] as? [[String: Any]])
        harness.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": 2], "contentChanges": edits.map { ["range": $0["range"]!, "text": $0["newText"]!] }])
        #expect(harness.diagnostics(uri)?.isEmpty == true)
    }

    /// Requests before `initialize` are refused; `exit` without `shutdown` is code 1,
    /// after it 0; a request after `shutdown` is an error.
    @Test func lifecycleFollowsTheProtocol() {
        let early = ServerHarness()
        #expect(early.request("textDocument/hover", [:])?[path: "error", "code"] as? Int == -32002)
        early.notify("exit", [String: Any]())
        #expect(early.exitCode == 1)
        let polite = ServerHarness()
        _ = polite.initialize()
        #expect(polite.request("shutdown", NSNull())?.keys.contains("result") == true)
        #expect(polite.request("textDocument/hover", [:])?[path: "error", "code"] as? Int == -32600)
        polite.notify("exit", [String: Any]())
        #expect(polite.exitCode == 0)
    }

    /// Random bodies, random methods with random params and random documents never trap;
    /// every request is answered exactly once, with its id; every message sent is framed JSON.
    @Test func randomMessagesAreAnsweredAndNeverTrap() throws {
        var random = SeededRandom(seed: 45)
        let harness = ServerHarness()
        _ = harness.initialize()
        let example = try String(contentsOf: Repository.root.appendingPathComponent("Examples/morning-hiit.routine.yaml"), encoding: .utf8)
        let methods = [
            "textDocument/hover", "textDocument/completion", "textDocument/codeAction", "textDocument/documentSymbol",
            "textDocument/inlayHint", "no/such", "initialize",
        ]
        for round in 0..<400 {
            let uri = "untitled:fuzz-\(round % 5)"
            var bytes = Array(example.utf8)
            let noise: [UInt8] = [0x20, 0x0A, 0x3A, 0x2D, 0xF0]
            for _ in 0..<Int(random.next() % 8) where !bytes.isEmpty {
                let place = Int(random.next() % UInt64(bytes.count))
                bytes[place] = noise[Int(random.next() % UInt64(noise.count))]
            }
            harness.open(uri, String(decoding: bytes, as: UTF8.self), version: round)
            let position: [String: Any] = ["line": Int(random.next() % 40) - 2, "character": Int(random.next() % 60) - 2]
            let params: [String: Any] = [
                "textDocument": ["uri": uri], "position": position, "range": ["start": position, "end": position],
                "context": ["diagnostics": []],
            ]
            let before = harness.sent.count
            switch round % 4 {
            case 0: harness.raw((0..<Int(random.next() % 50)).map { _ in UInt8(truncatingIfNeeded: random.next()) })
            case 1: harness.raw(Array("{\"jsonrpc\":\"2.0\",\"id\":\(round),\"method\":\"textDocument/hover\",\"params\":".utf8))
            default:
                let method = methods[Int(random.next() % UInt64(methods.count))]
                let wrong: [String: Any] = ["textDocument": 7]
                let response = harness.request(method, random.next() % 5 == 0 ? wrong : params)
                #expect(response != nil, "\(method) unanswered")
                let answers = harness.sent[before...].filter { $0["id"] != nil }
                #expect(answers.count == 1)
            }
            #expect(!harness.sent.contains { $0["unframed"] != nil })
        }
    }
}

enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
}
