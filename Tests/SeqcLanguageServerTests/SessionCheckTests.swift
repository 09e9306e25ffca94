import Foundation
import Testing

@_spi(Fuzzing) @testable import SeqcLanguageServer

/// The FuzzLSP target's check (``SessionCheck``): it holds on every input the fuzzer kept
/// (Fuzz/Regressions/lsp) and on sessions mutated at random, and it fails on answers that
/// break its promises.
@Suite struct SessionCheckTests {
    static let regressions = Repository.root.appendingPathComponent("Fuzz/Regressions/lsp")

    static var regressionInputs: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: regressions.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
    }

    @Test(arguments: regressionInputs)
    func aKeptInputKeepsEveryPromise(_ name: String) throws {
        let bytes = Array(try Data(contentsOf: Self.regressions.appendingPathComponent(name)))
        #expect(SessionCheck.violation(in: bytes) == nil)
    }

    /// A session as a client sends it (initialize to exit, over an Example), with random
    /// bytes replaced, inserted or cut, and random frames dropped or repeated.
    @Test func mutatedSessionsKeepEveryPromise() throws {
        var random = SeededRandom(seed: 47)
        let example = try String(contentsOf: Repository.root.appendingPathComponent("Examples/tabata.routine.yaml"), encoding: .utf8)
        let frames = Self.session(example)
        #expect(SessionCheck.violation(in: frames.flatMap { $0 }) == nil)
        let noise = Array("{}[]:,\"\\\r\n 0-9eE😀Content-Length: ".utf8)
        for round in 0..<150 {
            var chosen: [[UInt8]] = []
            for frame in frames {
                switch random.next() % 10 {
                case 0: continue
                case 1: chosen += [frame, frame]
                default: chosen.append(frame)
                }
            }
            var bytes = chosen.flatMap { $0 }
            for _ in 0..<Int(random.next() % 6) where !bytes.isEmpty {
                let place = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 3 {
                case 0: bytes[place] = noise[Int(random.next() % UInt64(noise.count))]
                case 1: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: place)
                default: bytes.remove(at: place)
                }
            }
            #expect(SessionCheck.violation(in: bytes) == nil, "round \(round)")
        }
    }

    /// The check is not vacuous: two answers to one request, an answer to a notification,
    /// an unframed message and a range running backwards are each a violation.
    @Test func brokenAnswersAreViolations() {
        let request = FrameReader.Frame.message(Array(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{}}"#.utf8))
        let notification = FrameReader.Frame.message(Array(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#.utf8))
        let answer = FrameReader.frame(Array(#"{"jsonrpc":"2.0","id":3,"result":null}"#.utf8))
        let backwards = FrameReader.frame(
            Array(
                #"{"jsonrpc":"2.0","method":"textDocument/publishDiagnostics","params":{"uri":"a","diagnostics":[{"range":{"start":{"line":2,"character":0},"end":{"line":1,"character":0}}}]}}"#
                    .utf8))
        #expect(SessionCheck.check([answer], answering: request) == nil)
        #expect(SessionCheck.check([answer, answer], answering: request) != nil)
        #expect(SessionCheck.check([], answering: request) != nil)
        #expect(SessionCheck.check([answer], answering: notification) != nil)
        #expect(SessionCheck.check([Array(answer.dropFirst(3))], answering: request) != nil)
        #expect(SessionCheck.check([backwards], answering: notification) != nil)
        #expect(SessionCheck.check([], answering: .malformed("x")) != nil)
    }

    /// The frames of one session over `text`, as the fuzz target's seeds hold them.
    static func session(_ text: String) -> [[UInt8]] {
        let uri = "untitled:session"
        let whole: [String: Any] = ["start": ["line": 0, "character": 0], "end": ["line": 40, "character": 0]]
        let messages: [[String: Any]] = [
            ["id": 1, "method": "initialize", "params": ["capabilities": ["general": ["positionEncodings": ["utf-8"]]]]],
            ["method": "initialized", "params": [:]],
            [
                "method": "textDocument/didOpen",
                "params": ["textDocument": ["uri": uri, "languageId": "yaml", "version": 1, "text": text]],
            ],
            [
                "method": "textDocument/didChange",
                "params": [
                    "textDocument": ["uri": uri, "version": 2],
                    "contentChanges": [
                        ["range": ["start": ["line": 1, "character": 0], "end": ["line": 1, "character": 0]], "text": "# 😀\n"]
                    ],
                ],
            ],
            [
                "id": 2, "method": "textDocument/codeAction",
                "params": ["textDocument": ["uri": uri], "range": whole, "context": ["diagnostics": []]],
            ],
            ["id": 3, "method": "textDocument/hover", "params": ["textDocument": ["uri": uri], "position": ["line": 6, "character": 6]]],
            [
                "id": 4, "method": "textDocument/completion",
                "params": ["textDocument": ["uri": uri], "position": ["line": 6, "character": 4]],
            ],
            ["method": "$/cancelRequest", "params": ["id": 5]],
            ["id": 5, "method": "textDocument/documentSymbol", "params": ["textDocument": ["uri": uri]]],
            ["id": 6, "method": "textDocument/inlayHint", "params": ["textDocument": ["uri": uri], "range": whole]],
            ["id": 7, "method": "textDocument/formatting", "params": ["textDocument": ["uri": uri], "options": ["tabSize": 2]]],
            ["method": "textDocument/didClose", "params": ["textDocument": ["uri": uri]]],
            ["id": 8, "method": "shutdown"],
            ["method": "exit"],
        ]
        return messages.map { message in
            var message = message
            message["jsonrpc"] = "2.0"
            return FrameReader.frame(Array(try! JSONSerialization.data(withJSONObject: message)))
        }
    }
}
