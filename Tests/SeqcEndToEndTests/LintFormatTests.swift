import Foundation
import Testing

/// One set of routines — errors with fix-its, warnings with notes, a cross-file
/// duplicate id, non-ASCII columns — in every output format, each golden.
@Suite struct LintFormatTests {
    static let fixture = LintFixtures.directory("formats")

    @Test(arguments: ["text", "json", "github"])
    func formatMatchesGolden(_ format: String) throws {
        let run = try SeqcProcess.run(["lint", "--format", format, "routines"], in: Self.fixture)
        #expect(run.exitCode == 1)
        Golden.check(run.transcript, against: LintFixtures.golden("formats", "\(format).out"))
    }

    /// SARIF goldens hold standard output alone, so scripts/ci/validate-sarif.sh can
    /// validate them against the official schema.
    @Test func sarifMatchesGolden() throws {
        let run = try SeqcProcess.run(["lint", "--format", "sarif", "routines"], in: Self.fixture)
        #expect(run.exitCode == 1)
        #expect(run.stderr.isEmpty)
        Golden.check(run.stdout, against: LintFixtures.golden("formats", "lint.sarif"))
        let log = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let runs = log?["runs"] as? [[String: Any]]
        #expect(runs?.first?["columnKind"] as? String == "unicodeCodePoints")
    }

    @Test func textEndsWithTheSummaryLine() throws {
        let run = try SeqcProcess.run(["lint", "routines"], in: Self.fixture)
        #expect(run.stdout.hasSuffix("checked 4 files: 3 errors, 5 warnings\n"))
    }

    @Test func githubActionsChoosesTheGitHubFormat() throws {
        let automatic = try SeqcProcess.run(["lint", "routines"], in: Self.fixture, environment: ["GITHUB_ACTIONS": "true"])
        let explicit = try SeqcProcess.run(["lint", "--format", "github", "routines"], in: Self.fixture)
        #expect(automatic == explicit)
        let overridden = try SeqcProcess.run(
            ["lint", "--format", "json", "routines"], in: Self.fixture, environment: ["GITHUB_ACTIONS": "true"])
        #expect(overridden.stdout.hasPrefix("{"))
    }
}
