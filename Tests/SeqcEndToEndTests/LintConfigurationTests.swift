import Foundation
import Testing

/// `.seqc.yml` found upward, `--config`, exclusion, and bad configurations (exit 2).
@Suite struct LintConfigurationTests {
    /// The `config` fixture, copied: it carries a `.seqc.yml`.
    let copy: TemporaryDirectory
    var fixture: URL { copy.url }

    init() throws { copy = try LintFixtures.copy("config") }

    @Test func nearestConfigurationUpwardApplies() throws {
        let run = try SeqcProcess.run(["lint", "--no-color"], in: fixture.appendingPathComponent("team"))
        #expect(run.exitCode == 1)
        Golden.check(run.transcript, against: LintFixtures.golden("config", "upward.out"))
    }

    @Test func excludedFilesAreSkippedEvenWhenNamed() throws {
        let run = try SeqcProcess.run(
            ["lint", "--format", "json", ".", "drafts/draft.routine.yaml", "team/idea.wip.routine.yaml"],
            in: fixture)
        Golden.check(run.transcript, against: LintFixtures.golden("config", "exclude.out"))
    }

    @Test func explicitConfigurationReplacesTheNearestOne() throws {
        let run = try SeqcProcess.run(["lint", "--config", "../strict.yml"], in: fixture.appendingPathComponent("team"))
        Golden.check(run.transcript, against: LintFixtures.golden("config", "explicit.out"))
    }

    @Test(arguments: ["text", "json", "github"])
    func badConfigurationIsExitTwo(_ format: String) throws {
        let badConfig = try LintFixtures.copy("bad-config")
        let run = try SeqcProcess.run(["lint", "--format", format], in: badConfig.url)
        #expect(run.exitCode == 2)
        Golden.check(run.transcript, against: LintFixtures.golden("bad-config", "\(format).out"))
    }

    @Test func badConfigurationAsSARIF() throws {
        let badConfig = try LintFixtures.copy("bad-config")
        let run = try SeqcProcess.run(["lint", "--format", "sarif"], in: badConfig.url)
        #expect(run.exitCode == 2)
        Golden.check(run.stdout, against: LintFixtures.golden("bad-config", "lint.sarif"))
    }

    @Test func missingExplicitConfigurationIsExitTwo() throws {
        let run = try SeqcProcess.run(["lint", "--config", "nowhere.yml"], in: fixture)
        #expect(run.exitCode == 2)
        #expect(run.stdout.contains("nowhere.yml:1:1: error: no such file [io-error]"))
    }

    @Test(arguments: [
        "rules: {a: [\n",
        "\u{FF}\u{FE}binary\u{0}",
        String(repeating: "[", count: 100_000),
        "rules: &a [*a]\n",
        "exclude: !!binary aGVsbG8=\n",
    ])
    func hostileConfigurationGetsDiagnostics(_ text: String) throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write(text, to: ".seqc.yml")
        let run = try SeqcProcess.run(["lint"], in: directory.url)
        #expect(!run.signalled)
        #expect(run.exitCode == 2, "\(run.transcript)")
        #expect(run.stdout.contains(".seqc.yml:"))
    }
}
