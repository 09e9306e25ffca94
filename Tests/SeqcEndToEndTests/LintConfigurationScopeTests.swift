import Foundation
import Testing

/// Each file's configuration is found from its own directory upward, so a repository
/// lints the same from anywhere; `.seqc.yaml` works too.
@Suite struct LintConfigurationScopeTests {
    static let routine = "title: Team\ncards:\n  - countdown: Go\n    duration: 1m\n  - info: Welcome\n"

    /// A repository (it has `.git`) inside a folder whose own configuration must not reach it.
    func repository() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        _ = try directory.write("rules:\n  info-without-text: off\n", to: ".seqc.yml")
        _ = try directory.write("", to: "repo/.git/HEAD")
        _ = try directory.write("rules:\n  info-without-text: error\nexclude: [drafts]\n", to: "repo/.seqc.yml")
        _ = try directory.write(Self.routine, to: "repo/team/main.routine.yaml")
        _ = try directory.write(Self.routine, to: "repo/drafts/draft.routine.yaml")
        _ = try directory.write("rules:\n  info-without-text: off\n", to: "repo/relaxed/.seqc.yaml")
        _ = try directory.write(Self.routine.replacingOccurrences(of: "Team", with: "Relaxed"), to: "repo/relaxed/calm.routine.yaml")
        return directory
    }

    /// Rule, severity and path inside the repository of each diagnostic of a JSON run.
    func findings(_ run: SeqcProcess.Run, prefix: String) throws -> [String] {
        let document = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        return (document?["diagnostics"] as? [[String: Any]] ?? []).map {
            let file = ($0["file"] as? String ?? "")
            let inside = file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
            return "\(inside) \($0["rule"] ?? "") \($0["severity"] ?? "")"
        }
    }

    @Test func theSameRepositoryGivesTheSameResultFromAnywhere() throws {
        let directory = try repository()
        let repo = directory.url.appendingPathComponent("repo")
        let runs = [
            (try SeqcProcess.run(["lint", "--format", "json"], in: repo), ""),
            (try SeqcProcess.run(["lint", "--format", "json", "repo"], in: directory.url), "repo/"),
            (try SeqcProcess.run(["lint", "--format", "json", ".."], in: repo.appendingPathComponent("team")), "../"),
        ]
        let expected = ["team/main.routine.yaml info-without-text error"]
        for (run, prefix) in runs {
            #expect(run.exitCode == 1, "\(run.transcript)")
            #expect(try findings(run, prefix: prefix) == expected, "\(run.transcript)")
            #expect(run.stdout.contains("\"files\" : 2") || run.stdout.contains("\"files\": 2"), "\(run.stdout)")
        }
        // A file named from inside a subfolder still gets the repository's configuration.
        let single = try SeqcProcess.run(["lint", "--format", "json", "main.routine.yaml"], in: repo.appendingPathComponent("team"))
        #expect(try findings(single, prefix: "") == ["main.routine.yaml info-without-text error"])
    }

    @Test func theNearestConfigurationWinsAndSeqcYamlCounts() throws {
        let directory = try repository()
        let run = try SeqcProcess.run(["lint", "--format", "json", "relaxed"], in: directory.url.appendingPathComponent("repo"))
        #expect(run.exitCode == 0, "\(run.transcript)")
        #expect(try findings(run, prefix: "").isEmpty)
    }

    @Test func bothConfigurationNamesInOneFolderIsExitTwo() throws {
        let directory = try repository()
        _ = try directory.write("rules: {}\n", to: "repo/relaxed/.seqc.yml")
        let run = try SeqcProcess.run(["lint"], in: directory.url.appendingPathComponent("repo"))
        #expect(run.exitCode == 2, "\(run.transcript)")
        #expect(
            run.stdout.hasPrefix(
                "relaxed/.seqc.yaml:1:1: error: both .seqc.yml and .seqc.yaml are in this directory; seqc will not guess which applies [invalid-configuration]"
            ),
            "\(run.stdout)")
    }

    @Test func anExcludedFileNamedExplicitlyIsReportedAsSkipped() throws {
        let directory = try repository()
        let run = try SeqcProcess.run(
            ["lint", "drafts/draft.routine.yaml", "team/main.routine.yaml"],
            in: directory.url.appendingPathComponent("repo"))
        #expect(run.exitCode == 1)
        #expect(run.stderr == "seqc: note: skipped drafts/draft.routine.yaml: excluded by 'drafts' in .seqc.yml\n")
        #expect(run.stdout.hasSuffix("checked 1 file: 1 error, 0 warnings\n"))
        let only = try SeqcProcess.run(["lint", "draft.routine.yaml"], in: directory.url.appendingPathComponent("repo/drafts"))
        #expect(only.exitCode == 0, "an explicit file list that is all excluded is not a misuse: \(only.transcript)")
        #expect(only.stderr == "seqc: note: skipped draft.routine.yaml: excluded by 'drafts' in ../.seqc.yml\n")
    }
    @Test func theSearchStopsAtTheRepositoryRoot() throws {
        let directory = try repository()
        _ = try directory.write("", to: "plain/.git/HEAD")
        _ = try directory.write(Self.routine, to: "plain/main.routine.yaml")
        let run = try SeqcProcess.run(["lint", "--format", "json", "plain"], in: directory.url)
        #expect(
            try findings(run, prefix: "plain/") == ["main.routine.yaml info-without-text warning"],
            "the folder's .seqc.yml above the repository must not apply: \(run.transcript)")
    }
}
