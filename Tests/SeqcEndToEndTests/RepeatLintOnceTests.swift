import Foundation
import Testing

/// A lint rule over the cards of a `repeat` block reports each problem once, at its place
/// in the file, however many rounds copy the card.
@Suite struct RepeatLintOnceTests {
    @Test(arguments: [1, 2, 3, 7, 40])
    func aBlocksProblemIsReportedOnce(rounds: Int) throws {
        let directory = try TemporaryDirectory()
        let text = """
            title: Circuit day
            cards:
              - countdown: Warm-up
                duration: 1m
              - repeat: Circuit
                rounds: \(rounds)
                cards:
                  - info: Note
                  - rest: First
                    duration: 10s
                  - rest: Second
                    duration: 10s
                  - checklist: Kit
                    items: [mat, mat]

            """
        _ = try directory.write(text, to: "circuit.routine.yaml")
        let run = try SeqcProcess.run(["lint", "--format", "json", "circuit.routine.yaml"], in: directory.url)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let rules = (document["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String }
        for rule in ["info-without-text", "consecutive-rests", "duplicate-checklist-item"] {
            #expect(rules.filter { $0 == rule }.count == 1, "\(rounds) rounds: \(rules)")
        }
    }
}
