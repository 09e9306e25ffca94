import Foundation
import Testing

/// `seqc decompile` refuses runtime JSON whose runtime list is not the expansion of its
/// sequence, as every reader of the format does, and says which card and where.
@Suite struct RuntimeExpansionCheckTests {
    @Test func anEditedRuntimeCardIsRefused() throws {
        let directory = try TemporaryDirectory()
        let golden = try String(
            contentsOf: SeqcProcess.packageRoot.appendingPathComponent("Examples/expected/morning-hiit.json"), encoding: .utf8)
        let original = "\"title\": \"Sprints - Work 2/8\""
        #expect(golden.components(separatedBy: original).count == 2, "the title is in the runtime list once")
        let file = try directory.write(golden.replacingOccurrences(of: original, with: "\"title\": \"Sprints - Work 2/9\""), to: "bad.json")
        let out = directory.url.appendingPathComponent("out.routine.yaml")
        let run = try SeqcProcess.run(["decompile", file.path, "-o", out.path, "--no-color"])
        #expect(run.exitCode == 1)
        #expect(
            run.stderr.contains(
                "bad.json:52:7: error: runtime card 5 is not what 'sequence.cards' expands to; the runtime list must be the expansion of the sequence [wrong-type]"
            ),
            "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
