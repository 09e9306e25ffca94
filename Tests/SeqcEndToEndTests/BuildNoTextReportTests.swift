import Foundation
import Testing

/// `seqc build --no-text-report`, which the SwiftPM build plugin passes: the same build,
/// the same diagnostics and exit code, the same JSON, and nothing on standard output.
@Suite struct BuildNoTextReportTests {
    static let cards = [
        "  - countdown: Go\n    duration: 1m\n",
        "  - rest: Breathe\n    duration: 0\n",  // clamped: a warning
        "  - countdwon: Typo\n    duration: 1m\n",  // an error
        "  - interval: Rounds\n    work: 20s\n    rest: 10s\n    rounds: 3\n",
        "  - checklist: Kit\n    items: [Mat]\n",
    ]

    @Test func dropsOnlyTheReport() throws {
        var random = SplitMix(state: 41)
        var built = 0
        for round in 0..<16 {
            let dir = try TemporaryDirectory()
            var text = "title: Routine \(round)\ncards:\n"
            for _ in 0..<(1 + Int(random.next() % 4)) { text += Self.cards[Int(random.next() % UInt64(Self.cards.count))] }
            _ = try dir.write(text, to: "r.routine.yaml")
            let full = try SeqcProcess.run(["build", "r.routine.yaml", "-o", "full.json", "--no-color"], in: dir.url)
            let quiet = try SeqcProcess.run(["build", "r.routine.yaml", "-o", "quiet.json", "--no-color", "--no-text-report"], in: dir.url)
            #expect(quiet.exitCode == full.exitCode, "\(text)")
            #expect(quiet.stderr == full.stderr, "\(text)")
            #expect(quiet.stdout.isEmpty, "\(quiet.stdout)")
            let fullJSON = FileManager.default.contents(atPath: dir.url.appendingPathComponent("full.json").path)
            let quietJSON = FileManager.default.contents(atPath: dir.url.appendingPathComponent("quiet.json").path)
            #expect(quietJSON == fullJSON)
            if full.exitCode == 0 {
                built += 1
                #expect(full.stdout.contains("r.routine.yaml"), "the report names the routine: \(full.stdout)")
            }
        }
        #expect(built > 3, "only \(built) routines built")
    }
}
