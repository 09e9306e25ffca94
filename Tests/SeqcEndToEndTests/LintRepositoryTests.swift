import Foundation
import Testing

/// The sample repository in Examples/repository, linted as a team's CI would.
@Suite struct LintRepositoryTests {
    static let repository = SeqcProcess.checkout.appendingPathComponent("Examples/repository")

    @Test func sampleRepositoryMatchesGolden() throws {
        let run = try SeqcProcess.run(["lint", "--no-color"], in: Self.repository)
        #expect(run.exitCode == 0)
        Golden.check(run.transcript, against: LintFixtures.golden("repository", "text.out"))
        #expect(!run.stdout.contains(".archive"), "hidden folders must be skipped")
        #expect(!run.stdout.contains("drafts/"), "drafts/ is excluded by .seqc.yml")
    }

    @Test func sampleRepositoryAsSARIF() throws {
        let run = try SeqcProcess.run(["lint", "--format", "sarif"], in: Self.repository)
        #expect(run.exitCode == 0)
        Golden.check(run.stdout, against: LintFixtures.golden("repository", "lint.sarif"))
    }

    @Test func strictAndMaxWarningsFailTheRun() throws {
        let strict = try SeqcProcess.run(["lint", "--strict"], in: Self.repository)
        #expect(strict.exitCode == 1)
        #expect(strict.stdout.hasSuffix("0 warnings\n"))
        let tooMany = try SeqcProcess.run(["lint", "--max-warnings", "1"], in: Self.repository)
        #expect(tooMany.exitCode == 1)
        #expect(tooMany.stderr.contains("more than --max-warnings 1"))
        let enough = try SeqcProcess.run(["lint", "--max-warnings", "10"], in: Self.repository)
        #expect(enough.exitCode == 0)
    }
}
