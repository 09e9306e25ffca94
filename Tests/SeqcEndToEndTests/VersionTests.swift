import Foundation
import SeqcCompiler
import Testing

/// `seqc --version` prints the version a release sets: scripts/release.sh X.Y.Z writes it
/// into SeqcVersion.current and CHANGELOG.md, and on the commit tagged vX.Y.Z
/// scripts/ci/version.sh checks that the tag, the source, the CHANGELOG and the binary agree.
@Suite struct VersionTests {
    static let root = SeqcProcess.packageRoot

    @Test func versionIsTheChangelogsVersion() throws {
        let changelog = try Changelog(contentsOf: Self.root.appendingPathComponent("CHANGELOG.md"))
        let expected = try #require(changelog.currentVersion, "CHANGELOG.md names no version: no release and no '## Unreleased (X.Y.Z)'")
        let run = try SeqcProcess.run(["--version"])
        #expect(run.exitCode == 0)
        #expect(run.stdout == "seqc \(expected)\n")
        #expect(run.stderr.isEmpty)
    }

    /// A copy of the files a release touches, in a git repository of its own.
    final class ReleaseTree {
        let directory: TemporaryDirectory
        var url: URL { directory.url }

        init(changelog: String) throws {
            directory = try TemporaryDirectory()
            for path in [
                "scripts/release.sh", "scripts/release-dry-run.sh", "scripts/ci/version.sh", "Sources/SeqcCompiler/SeqcVersion.swift",
                "README.md",
            ] {
                _ = try directory.write(try String(contentsOf: VersionTests.root.appendingPathComponent(path), encoding: .utf8), to: path)
            }
            _ = try directory.write(changelog, to: "CHANGELOG.md")
        }

        func read(_ path: String) throws -> String {
            try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
        }

        /// Runs a program in the tree; seqc is the built binary.
        @discardableResult
        func run(_ arguments: [String], environment: [String: String] = [:]) throws -> SeqcProcess.Run {
            try CompletionScriptTests.shell(
                "/usr/bin/env", arguments, in: url,
                environment: ["SEQC_BINARY": SeqcProcess.binary.path, "GIT_CONFIG_GLOBAL": "/dev/null"].merging(environment) { _, new in new
                })
        }

        func commitAndTag(_ tag: String) throws {
            let git = ["git", "-c", "user.name=seqc tests", "-c", "user.email=tests@example.invalid", "-c", "commit.gpgsign=false"]
            for command in [["init", "-q"], ["add", "-A"], ["commit", "-qm", "Release"], ["tag", tag]] {
                let run = try run(git + command)
                #expect(run.exitCode == 0, "git \(command): \(run.stderr)")
            }
        }
    }

    static let unreleased = "# Changelog\n\n## Unreleased\n\n### Commands\n- `seqc fly`.\n\n## Version policy\n\nSemantic.\n"

    @Test func aReleaseSetsTheVersionThatItsTagChecks() throws {
        let version = SeqcVersion.current
        let tree = try ReleaseTree(changelog: Self.unreleased)
        let release = try tree.run(
            ["bash", "scripts/release.sh", version, "--no-man-page", "--no-bundle"], environment: ["SEQC_RELEASE_DATE": "2030-01-02"])
        #expect(release.exitCode == 0, "\(release.stderr)")

        let changelog = try tree.read("CHANGELOG.md")
        #expect(
            changelog
                == "# Changelog\n\n## Unreleased\n\n## \(version) - 2030-01-02\n\n### Commands\n- `seqc fly`.\n\n## Version policy\n\nSemantic.\n"
        )
        #expect(Changelog(changelog).currentVersion == version)
        #expect(try tree.read("Sources/SeqcCompiler/SeqcVersion.swift").contains("public static let current = \"\(version)\"\n"))
        // The release commit depends on the release, and the README no longer says that none exists.
        let readme = try tree.read("README.md")
        #expect(readme.contains(".package(url: \"https://github.com/OWNER/seqc.git\", from: \"\(version)\")"))
        #expect(!readme.contains("branch: \"main\"") && !readme.contains("<!-- unreleased -->"))

        try tree.commitAndTag("v\(version)")
        let check = try tree.run(["bash", "scripts/ci/version.sh"])
        #expect(check.exitCode == 0, "\(check.stderr)")
        #expect(check.stdout.contains("v\(version), SeqcVersion.current, CHANGELOG.md and seqc --version agree"), "\(check.stdout)")
    }

    @Test func aTagThatIsNotTheVersionFailsTheCheck() throws {
        let tree = try ReleaseTree(changelog: Self.unreleased)
        try tree.run(["bash", "scripts/release.sh", "7.8.9", "--no-man-page", "--no-bundle"])
        // The source and CHANGELOG say 7.8.9, the binary does not.
        try tree.commitAndTag("v7.8.9")
        let binary = try tree.run(["bash", "scripts/ci/version.sh"])
        #expect(binary.exitCode == 1)
        #expect(binary.stderr.contains("--version prints 'seqc \(SeqcVersion.current)'"), "\(binary.stderr)")

        try tree.run(["git", "tag", "v7.8.10"])
        let tag = try tree.run(["bash", "scripts/ci/version.sh"], environment: ["SEQC_BINARY": ""])
        #expect(tag.exitCode == 1)
        #expect(tag.stderr.contains("HEAD is tagged v7.8.10 but SeqcVersion.current is '7.8.9'"), "\(tag.stderr)")
    }

    /// `--dry-run` releases in a clone of HEAD and commits there: the tree, its HEAD and
    /// its tags stay as they were, and the clone's commit is the release, untagged.
    @Test func aDryRunCommitsTheReleaseInAClone() throws {
        let tree = try ReleaseTree(changelog: Self.unreleased)
        try tree.commitAndTag("not-a-release")
        let state = ["git", "log", "--format=%H %s", "--all", "--decorate"]
        let before = try tree.run(state).stdout
        let clone = tree.url.appendingPathComponent("clone").path
        let run = try tree.run(
            ["bash", "scripts/release.sh", "2.3.4", "--no-man-page", "--no-bundle", "--dry-run", "--keep", clone],
            environment: ["SEQC_RELEASE_DATE": "2030-01-02"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stdout.contains("would now tag v2.3.4"), "\(run.stdout)")
        #expect(try tree.run(state).stdout == before)
        #expect(try tree.run(["git", "status", "--porcelain", "--untracked-files=no"]).stdout.isEmpty)
        #expect(try tree.read("CHANGELOG.md") == Self.unreleased)
        let cloned = try tree.run(["git", "-C", clone, "log", "-1", "--format=%s%d"]).stdout
        #expect(cloned == "Release 2.3.4 (HEAD)\n", "\(cloned)")
        #expect(try tree.read("clone/CHANGELOG.md").contains("## 2.3.4 - 2030-01-02\n"))
        #expect(try tree.read("clone/README.md").contains("from: \"2.3.4\")"))
        #expect(try tree.run(["git", "-C", clone, "tag", "--points-at", "HEAD"]).stdout.isEmpty)
    }

    @Test func anUntaggedCommitHasNothingToCheck() throws {
        let tree = try ReleaseTree(changelog: Self.unreleased)
        try tree.commitAndTag("not-a-release")
        let check = try tree.run(["bash", "scripts/ci/version.sh"])
        #expect(check.exitCode == 0)
        #expect(check.stdout.contains("not a release tag"))
    }

    @Test(arguments: [
        // (changelog, version, exit code, message)
        (unreleased, "1.2", Int32(2), "'1.2' is not a version X.Y.Z"),
        (unreleased, "01.2.3", 2, "is not a version X.Y.Z"),
        (
            unreleased.replacingOccurrences(of: "## Unreleased", with: "## Unreleased\n\n## 1.0.0 - 2029-01-01"), "1.0.0", 1,
            "1.0.0 is not newer than the latest release, 1.0.0"
        ),
        (
            unreleased.replacingOccurrences(of: "## Unreleased", with: "## Unreleased\n\n## 1.10.0 - 2029-01-01"), "1.9.0", 1,
            "not newer than the latest release, 1.10.0"
        ),
        (unreleased.replacingOccurrences(of: "- `seqc fly`.\n", with: ""), "1.0.0", 1, "lists no change"),
        (unreleased.replacingOccurrences(of: "## Unreleased", with: "## Unreleased (0.3.0)"), "0.4.0", 1, "plans 0.3.0, not 0.4.0"),
    ])
    func releaseRefusesAndChangesNothing(_ changelog: String, _ version: String, _ status: Int32, _ message: String) throws {
        let tree = try ReleaseTree(changelog: changelog)
        let source = try tree.read("Sources/SeqcCompiler/SeqcVersion.swift")
        let run = try tree.run(["bash", "scripts/release.sh", version, "--no-man-page", "--no-bundle"])
        #expect(run.exitCode == status)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(try tree.read("CHANGELOG.md") == changelog)
        #expect(try tree.read("Sources/SeqcCompiler/SeqcVersion.swift") == source)
    }
}
