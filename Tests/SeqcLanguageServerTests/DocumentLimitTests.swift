import Foundation
import SeqcCompiler
import SeqcLint
import Testing

@testable import SeqcLanguageServer

/// Documents past the size limit, and more documents than the server holds together: a
/// `resource-limit` diagnostic at the top, every request still answered, nothing held,
/// and a whole text within the limits checked as usual again.
@Suite struct DocumentLimitTests {
    static let requests = [
        "textDocument/hover", "textDocument/completion", "textDocument/codeAction", "textDocument/documentSymbol",
        "textDocument/inlayHint", "textDocument/formatting",
    ]

    static func params(_ uri: String) -> [String: Any] {
        let position: [String: Any] = ["line": 1, "character": 2]
        return [
            "textDocument": ["uri": uri], "position": position, "range": ["start": position, "end": position],
            "context": ["diagnostics": []], "options": ["tabSize": 2, "insertSpaces": true],
        ]
    }

    @Test func aDocumentPastTheLimitIsOneDiagnosticAndNotHeld() throws {
        let harness = ServerHarness()
        _ = harness.initialize()
        let uri = "untitled:big"
        let line = "  - countdown: Card\n    duration: 45S\n"
        let big = "title: Big\ncards:\n" + String(repeating: line, count: OpenDocument.maxBytes / line.utf8.count + 1)
        harness.open(uri, big)
        let published = try #require(harness.diagnostics(uri))
        #expect(published.count == 1)
        #expect(published.first?["code"] as? String == "resource-limit")
        #expect(published.first?[path: "range", "start", "line"] as? Int == 0)
        #expect((published.first?["message"] as? String)?.contains("\(big.utf8.count) bytes") == true)
        for method in Self.requests {
            let response = try #require(harness.request(method, Self.params(uri)), "\(method) unanswered")
            #expect(response["error"] == nil, "\(method): \(response)")
        }
        #expect(
            (harness.request("textDocument/formatting", Self.params(uri))?["result"] as? [Any])?.isEmpty == true,
            "no edit of a text not held")
        // A range cannot be placed in a text not held: cutting all but the first two lines
        // of a held text would leave a small routine; here it is still the one diagnostic.
        let rest: [String: Any] = ["start": ["line": 2, "character": 0], "end": ["line": 1 << 30, "character": 0]]
        harness.notify(
            "textDocument/didChange",
            ["textDocument": ["uri": uri, "version": 2], "contentChanges": [["range": rest, "text": ""]]])
        #expect(harness.diagnostics(uri)?.first?["code"] as? String == "resource-limit")
        let small = "title: Small\ncards:\n" + line
        harness.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 3], "contentChanges": [["text": small]]])
        let expected = LintRunner().lint(sources: [SourceFile(path: uri, text: small)]).diagnostics.map(\.rule.rawValue)
        #expect(!expected.isEmpty)
        #expect(harness.diagnostics(uri)?.compactMap { $0["code"] as? String } == expected)
    }

    /// Random documents opened, changed and closed under a small limit for all of them:
    /// what is held never passes it; a document that does not fit says so; one that fits
    /// is checked.
    @Test func theOpenDocumentsNeverHoldMoreThanTheLimit() throws {
        var random = SeededRandom(seed: 49)
        let harness = ServerHarness()
        _ = harness.initialize()
        harness.heldBytesLimit = 2_000
        var held: [String: Int] = [:]
        for round in 0..<200 {
            let uri = "untitled:doc-\(random.next() % 8)"
            if random.next() % 4 == 0 {
                harness.notify("textDocument/didClose", ["textDocument": ["uri": uri]])
                held[uri] = nil
                continue
            }
            let text =
                "title: T\ncards:\n" + (0..<Int(random.next() % 20 + 1)).map { "  - countdown: Go \($0)\n    duration: 45s\n" }.joined()
            harness.open(uri, text, version: round)
            let others = held.filter { $0.key != uri }.values.reduce(0, +)
            let fits = others + text.utf8.count <= 2_000
            held[uri] = fits ? text.utf8.count : 0
            let codes = try #require(harness.diagnostics(uri)).map { $0["code"] as? String }
            #expect(codes == (fits ? [] : ["resource-limit"]), "round \(round): \(others) held besides \(text.utf8.count)")
            #expect(held.values.reduce(0, +) <= 2_000)
        }
    }

    /// Requests the client cancelled before they were answered are answered with
    /// RequestCancelled, under their ids; the others as usual.
    @Test func cancelledRequestsAreAnsweredAsCancelled() {
        var random = SeededRandom(seed: 50)
        let cancelled = Set((2..<60).filter { _ in random.next() % 3 == 0 })
        let harness = ServerHarness(cancelled: cancelled)
        _ = harness.initialize()
        harness.open("untitled:c", "title: C\ncards:\n  - countdown: Go\n    duration: 45s\n")
        for id in 2..<60 {
            let response = harness.request(Self.requests[id % Self.requests.count], Self.params("untitled:c"))
            #expect(response?["id"] as? Int == id)
            #expect((response?[path: "error", "code"] as? Int == -32800) == cancelled.contains(id), "request \(id)")
        }
    }

    /// `$/cancelRequest` is spotted as it is read, whatever its id's form; anything else
    /// (another method, a request, a long body) is not a cancellation.
    @Test func cancellationsAreSpottedAsRead() {
        var random = SeededRandom(seed: 51)
        let queue = FrameQueue()
        for round in 0..<200 {
            let id: Any = round % 2 == 0 ? Int(random.next() % 1000) : "r-\(random.next() % 1000)"
            let expected: RequestID = (id as? Int).map(RequestID.number) ?? .string(id as! String)
            let method = random.next() % 4 == 0 ? "textDocument/hover" : "$/cancelRequest"
            var message: [String: Any] = ["jsonrpc": "2.0", "method": method, "params": ["id": id]]
            if random.next() % 5 == 0 { message["id"] = 1 }
            let body = Array(try! JSONSerialization.data(withJSONObject: message))
            let spotted = CancelNotice.id(in: body)
            #expect(spotted == (method == "$/cancelRequest" && message["id"] == nil ? expected : nil), "\(message)")
            if let spotted {
                queue.cancel(spotted)
                #expect(queue.takeCancelled(expected))
                #expect(!queue.takeCancelled(expected), "an id is answered once")
            }
        }
    }
}

@Suite struct ChangeLimitTests {
    /// Changes of random numbers of one-character edits under a small bound on what one
    /// change may re-read: within it, the text is held and checked, and requests are
    /// answered about it; past it, the text is dropped with a `resource-limit` error until
    /// a whole text comes.
    @Test func aChangeOfTooManyEditsDropsTheText() throws {
        var random = SeededRandom(seed: 52)
        let harness = ServerHarness()
        _ = harness.initialize()
        harness.changeBytesLimit = 4_000
        let uri = "untitled:edits"
        let text = "title: Edits\ncards:\n  - countdown: Go\n    duration: 45s\n"
        for round in 0..<40 {
            harness.open(uri, text, version: 1)
            let count = Int(random.next() % 80 + 1)
            // Each edit inserts one byte at the start of the title.
            let edit: [String: Any] = ["range": ["start": ["line": 0, "character": 7], "end": ["line": 0, "character": 7]], "text": "x"]
            harness.notify(
                "textDocument/didChange",
                ["textDocument": ["uri": uri, "version": 2], "contentChanges": [[String: Any]](repeating: edit, count: count)])
            var cost = 0
            let fits = (0..<count).allSatisfy { index in
                cost += text.utf8.count + index + 1
                return cost <= 4_000
            }
            let codes = try #require(harness.diagnostics(uri)).compactMap { $0["code"] as? String }
            #expect(codes.contains("resource-limit") == !fits, "round \(round): \(count) edits")
            if fits {
                let symbols = harness.request("textDocument/documentSymbol", ["textDocument": ["uri": uri]])
                #expect(symbols?["result"] != nil)
                let formatted = harness.request("textDocument/formatting", ["textDocument": ["uri": uri], "options": ["tabSize": 2]])
                #expect(formatted?["error"] == nil)
                let hover = harness.request("textDocument/hover", ["textDocument": ["uri": uri], "position": ["line": 2, "character": 6]])
                #expect((hover?[path: "result", "contents", "value"] as? String)?.isEmpty == false)
            }
            harness.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 3], "contentChanges": [["text": text]]])
            #expect(harness.diagnostics(uri)?.isEmpty == true, "a whole text is held again")
        }
    }
}
