import Foundation
import Testing

/// Inputs, exit codes, `seqc rules` and `seqc explain`.
@Suite struct LintCommandLineTests {
    static let routine = """
        title: From a pipe
        cards:
          - rest: Get ready
            duration: 10s
          - countdown: Go
            duration: 1m

        """

    @Test func standardInputUsesTheGivenName() throws {
        let run = try SeqcProcess.run(
            ["lint", "-", "--stdin-filename", "drafts/piped.routine.yaml", "--format", "json"],
            stdin: Data(Self.routine.utf8))
        #expect(run.exitCode == 0)
        Golden.check(run.transcript, against: LintFixtures.golden("stdin", "json.out"))
    }

    @Test func noPathMeansTheCurrentDirectory() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write(Self.routine, to: "a/b/one.routine.yml")
        _ = try directory.write(Self.routine, to: ".hidden/two.routine.yaml")
        _ = try directory.write(Self.routine, to: ".build/three.routine.yaml")
        _ = try directory.write(Self.routine, to: "notes.yaml")
        let run = try SeqcProcess.run(["lint"], in: directory.url)
        #expect(run.stdout.contains("a/b/one.routine.yml:3:5: warning:"))
        #expect(run.stdout.hasSuffix("checked 1 file: 0 errors, 1 warning\n"))
    }

    @Test(arguments: [["lint", "--jobs", "0"], ["lint", "--max-warnings", "-1"], ["lint", "--format", "xml"], ["explain"]])
    func misuseIsExitTwo(_ arguments: [String]) throws {
        let run = try SeqcProcess.run(arguments)
        #expect(run.exitCode == 2, "\(run.transcript)")
    }

    @Test func rulesListingMatchesGolden() throws {
        let text = try SeqcProcess.run(["rules"])
        #expect(text.exitCode == 0)
        Golden.check(text.transcript, against: LintFixtures.golden("rules", "text.out"))
        let json = try SeqcProcess.run(["rules", "--format", "json"])
        let listing = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let rules = listing?["rules"] as? [[String: Any]] ?? []
        #expect(rules.count >= 30)
        #expect(rules.allSatisfy { $0["rationale"] is String && $0["triggering"] is [Any] })
    }

    @Test func explainMatchesGolden() throws {
        let run = try SeqcProcess.run(["explain", "rest-after-final-rest"])
        #expect(run.exitCode == 0)
        Golden.check(run.transcript, against: LintFixtures.golden("rules", "explain.out"))
    }

    @Test func explainSuggestsTheClosestRule() throws {
        let run = try SeqcProcess.run(["explain", "consecutive-rest"])
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("did you mean 'consecutive-rests'?"))
    }
}
