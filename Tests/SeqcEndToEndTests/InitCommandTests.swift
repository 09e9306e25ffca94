import Foundation
import Testing

/// `seqc init` starts a repository that passes `seqc lint`, writes every file or none, and
/// replaces nothing without `--force`. (scripts/ci/init-files.sh checks the workflow and
/// the pre-commit configuration with actionlint and pre-commit themselves.)
@Suite struct InitCommandTests {
    static let allFiles = [".seqc.yaml", "routines/example.routine.yaml", ".github/workflows/seqc.yml", ".pre-commit-config.yaml"]

    @Test func aStartedRepositoryLintsClean() throws {
        let directory = try TemporaryDirectory()
        let run = try SeqcProcess.run(["init", "--github-actions", "--pre-commit"], in: directory.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        for file in Self.allFiles {
            #expect(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent(file).path), "\(file)")
            #expect(run.stdout.contains("wrote \(file)\n"))
        }
        let lint = try SeqcProcess.run(["lint", "--format", "json", "."], in: directory.url)
        #expect(lint.exitCode == 0)
        #expect(lint.stdout.contains("\"errors\" : 0") || lint.stdout.contains("\"errors\": 0"), "\(lint.stdout)")
        #expect(lint.stdout.contains("\"warnings\" : 0") || lint.stdout.contains("\"warnings\": 0"), "\(lint.stdout)")
    }

    /// Every rule line of the configuration, uncommented, is a valid setting at the
    /// rule's default: the file lists what a user may change, as it is.
    @Test func theConfigurationListsEveryAdjustableRuleAtItsDefault() throws {
        let directory = try TemporaryDirectory()
        #expect(try SeqcProcess.run(["init"], in: directory.url).exitCode == 0)
        let file = directory.url.appendingPathComponent(".seqc.yaml")
        let text = try String(contentsOf: file, encoding: .utf8)
        let ruleLines = text.split(separator: "\n").filter { $0.hasPrefix("  # ") && $0.contains(": ") && !$0.contains(". ") }
        let rules = try SeqcProcess.run(["rules", "--format", "json"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(rules.stdout.utf8)) as? [String: Any])
        let listed = try #require(document["rules"] as? [[String: Any]])
        let adjustable = listed.filter { $0["configurable"] as? Bool == true }.compactMap { $0["id"] as? String }
        #expect(ruleLines.count == adjustable.count)
        for id in adjustable { #expect(ruleLines.contains { $0.hasPrefix("  # \(id): ") }, "\(id)") }
        let uncommented = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            ruleLines.contains(line) ? "  " + line.dropFirst(4) : line
        }.joined(separator: "\n")
        try Data(uncommented.utf8).write(to: file)
        let lint = try SeqcProcess.run(["lint", "."], in: directory.url)
        #expect(lint.exitCode == 0, "\(lint.stdout)\(lint.stderr)")
        #expect(!lint.stdout.contains("invalid-configuration"))
    }

    /// One file there already: nothing is written, the file is as it was, exit 1; with
    /// `--force`, every file is.
    @Test(arguments: allFiles)
    func anExistingFileStopsEveryWrite(_ existing: String) throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write("mine\n", to: existing)
        let run = try SeqcProcess.run(["init", "--github-actions", "--pre-commit"], in: directory.url)
        #expect(run.exitCode == 1)
        #expect(run.stderr.contains("\(existing) already exists; use --force"), "\(run.stderr)")
        for file in Self.allFiles where file != existing {
            #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent(file).path), "\(file) was written")
        }
        #expect(try String(contentsOf: directory.url.appendingPathComponent(existing), encoding: .utf8) == "mine\n")
        let forced = try SeqcProcess.run(["init", "--github-actions", "--pre-commit", "--force"], in: directory.url)
        #expect(forced.exitCode == 0)
        #expect(try String(contentsOf: directory.url.appendingPathComponent(existing), encoding: .utf8) != "mine\n")
    }

    @Test func aDirectoryArgumentIsWhereTheFilesGo() throws {
        let directory = try TemporaryDirectory()
        let run = try SeqcProcess.run(["init", "new repo"], in: directory.url)
        #expect(run.exitCode == 0)
        #expect(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("new repo/.seqc.yaml").path))
        #expect(run.stdout.hasSuffix("next: seqc lint new repo/\n"))
    }
}
