import Foundation
import Testing

@testable import SeqcLanguageServer

@Suite struct FixAllCacheTests {
    /// Routines with a random number of safe fixes (durations written `45S`), asked for
    /// code actions a random number of times at random ranges: the fix engine runs once
    /// per text, every answer at that text holds the same fix-all edit, and a change, or a
    /// saved configuration, makes it run once more.
    @Test func fixAllIsMadeOncePerText() throws {
        var random = SeededRandom(seed: 46)
        let harness = ServerHarness()
        _ = harness.initialize()
        var expectedRuns = 0
        for round in 0..<12 {
            let uri = "untitled:cache-\(round)"
            let cards = Int(random.next() % 6 + 1)
            var text = "title: Cache\ncards:\n"
            for card in 0..<cards { text += "  - countdown: Card \(card)\n    duration: \(card + 5)S\n" }
            harness.open(uri, text, version: 1)
            for version in 1...2 {
                if version == 2 {
                    harness.notify(
                        "textDocument/didChange",
                        [
                            "textDocument": ["uri": uri, "version": 2],
                            "contentChanges": [["text": text + "  - rest: Breathe\n    duration: 9S\n"]],
                        ])
                }
                var edits: [String] = []
                for _ in 0..<Int(random.next() % 4 + 2) {
                    let line = Int(random.next() % UInt64(2 * cards + 2))
                    let range: [String: Any] = ["start": ["line": line, "character": 0], "end": ["line": line, "character": 3]]
                    let response = harness.request(
                        "textDocument/codeAction", ["textDocument": ["uri": uri], "range": range, "context": ["diagnostics": []]])
                    let actions = try #require(response?["result"] as? [[String: Any]])
                    let fixAll = try #require(actions.first { $0["kind"] as? String == "source.fixAll" })
                    edits.append(try #require(fixAll[path: "edit", "changes", uri, "0", "newText"] as? String))
                }
                expectedRuns += 1
                #expect(harness.fixEngineRuns == expectedRuns, "round \(round), version \(version)")
                #expect(Set(edits).count == 1)
                #expect(edits.first?.contains("S\n") == false, "every safe fix applied")
            }
        }
        harness.notify("textDocument/didSave", ["textDocument": ["uri": "file:///nowhere/.seqc.yml"]])
        _ = harness.request(
            "textDocument/codeAction",
            [
                "textDocument": ["uri": "untitled:cache-0"],
                "range": ["start": ["line": 0, "character": 0], "end": ["line": 0, "character": 0]],
                "context": ["diagnostics": []],
            ])
        #expect(harness.fixEngineRuns == expectedRuns + 1, "a saved configuration is a new check")
    }
}
