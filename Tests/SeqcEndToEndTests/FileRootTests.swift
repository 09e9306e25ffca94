import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The guarded file layer end to end (docs/security.md, "Files seqc reads and writes"):
/// a repository whose routines and configuration link outside it, to /proc and to a
/// canary file, run through every reading command in every format, with the kernel's
/// `openat2` and with the component walk (`SEQC_NO_OPENAT2=1`).
@Suite struct FileRootTests {
    static let canary = "CANARY-7f3e9a1c"
    static let routine = "title: Morning\ncards:\n  - countdown: Go\n    duration: 1m\n"
    static let modes: [[String: String]] = [[:], ["SEQC_NO_OPENAT2": "1"]]

    /// `repo/` (with `.git`) beside `outside/`, whose files hold the canary.
    private func repository() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        _ = try directory.write("", to: "repo/.git/HEAD")
        _ = try directory.write(Self.routine, to: "repo/routines/good.routine.yaml")
        _ = try directory.write("title: \(Self.canary)\ncards: [\(Self.canary)]\n", to: "outside/secret.routine.yaml")
        _ = try directory.write("\(Self.canary): [\n", to: "outside/.seqc.yml")
        _ = try directory.write(Self.routine, to: "outside/dir/inner.routine.yaml")
        let routines = directory.url.appendingPathComponent("repo/routines").path
        #expect(symlink("../../outside/secret.routine.yaml", routines + "/relative.routine.yaml") == 0)
        #expect(symlink(directory.url.appendingPathComponent("outside/secret.routine.yaml").path, routines + "/absolute.routine.yaml") == 0)
        #expect(symlink("/proc/self/environ", routines + "/environ.routine.yaml") == 0)
        #expect(symlink("../../outside/dir", routines + "/linked-folder") == 0)
        // A link that stays inside is followed as before.
        #expect(symlink("good.routine.yaml", routines + "/alias.routine.yaml") == 0)
        return directory
    }

    @Test(arguments: ["text", "json", "sarif", "github"], modes)
    func aWalkSkipsLinksThatLeadOutAndQuotesNothingOfThem(_ format: String, _ environment: [String: String]) throws {
        let directory = try repository()
        var env = environment
        env["SEQC_TEST_SECRET"] = Self.canary
        let run = try SeqcProcess.run(
            ["lint", "--format", format, "routines"], in: directory.url.appendingPathComponent("repo"), environment: env, timeout: 30)
        #expect(run.exitCode == 0, "\(run.transcript)")
        #expect(!run.stdout.contains(Self.canary) && !run.stderr.contains(Self.canary), "\(run.transcript)")
        for name in ["relative", "absolute", "environ"] {
            #expect(run.stderr.contains("skipped routines/\(name).routine.yaml: a symbolic link that leads outside"), "\(run.transcript)")
        }
        #expect(!run.stdout.contains("inner.routine.yaml"), "a linked folder is not entered")
    }

    @Test(arguments: modes)
    func aLinkNamedOnTheCommandLineThatLeadsOutIsAnError(_ environment: [String: String]) throws {
        let directory = try repository()
        var env = environment
        env["SEQC_TEST_SECRET"] = Self.canary
        for command in [["lint"], ["build", "-o", "-"]] {
            for name in ["relative", "absolute", "environ"] {
                let run = try SeqcProcess.run(
                    command + ["routines/\(name).routine.yaml"], in: directory.url.appendingPathComponent("repo"), environment: env,
                    timeout: 30)
                #expect(run.exitCode == 1, "\(run.transcript)")
                #expect(run.stdout.contains("leads outside") || run.stderr.contains("leads outside"), "\(run.transcript)")
                #expect(!run.stdout.contains(Self.canary) && !run.stderr.contains(Self.canary), "\(run.transcript)")
            }
            let alias = try SeqcProcess.run(
                command + ["routines/alias.routine.yaml"], in: directory.url.appendingPathComponent("repo"), environment: env)
            #expect(alias.exitCode == 0, "a link that stays inside is read: \(alias.transcript)")
        }
    }

    @Test(arguments: modes)
    func aPseudoFileIsNeverReadWhateverNamesIt(_ environment: [String: String]) throws {
        var env = environment
        env["SEQC_TEST_SECRET"] = Self.canary
        for path in ["/proc/self/environ", "/proc/self/status", "/sys/kernel/mm/transparent_hugepage/enabled"]
        where FileManager.default.fileExists(atPath: path) {
            let run = try SeqcProcess.run(["lint", path], environment: env)
            #expect(run.exitCode == 1, "\(run.transcript)")
            #expect(run.stdout.contains("pseudo file system"), "\(run.transcript)")
            #expect(!run.stdout.contains(Self.canary) && !run.stderr.contains(Self.canary))
        }
    }

    @Test func seqcRootNarrowsTheRootToAPackage() throws {
        // The build plugin sets SEQC_ROOT to the package: a link from the package to
        // elsewhere in the repository leads outside it.
        let directory = try repository()
        _ = try directory.write(Self.routine, to: "repo/package/Sources/App/own.routine.yaml")
        let sources = directory.url.appendingPathComponent("repo/package/Sources/App").path
        #expect(symlink("../../../routines/good.routine.yaml", sources + "/shared.routine.yaml") == 0)
        let repo = directory.url.appendingPathComponent("repo")
        let package = repo.appendingPathComponent("package").path
        let wide = try SeqcProcess.run(["lint", "package/Sources/App/shared.routine.yaml"], in: repo)
        #expect(wide.exitCode == 0, "beneath the repository: \(wide.transcript)")
        let narrow = try SeqcProcess.run(
            ["lint", "package/Sources/App/shared.routine.yaml"], in: repo, environment: ["SEQC_ROOT": package])
        #expect(narrow.exitCode == 1, "\(narrow.transcript)")
        #expect(narrow.stdout.contains("leads outside \(package)"), "\(narrow.transcript)")
        let own = try SeqcProcess.run(["lint", "package/Sources/App/own.routine.yaml"], in: repo, environment: ["SEQC_ROOT": package])
        #expect(own.exitCode == 0, "\(own.transcript)")
    }

    @Test func aConfigurationLinkedOutsideIsRefusedNotRead() throws {
        let directory = try repository()
        let repo = directory.url.appendingPathComponent("repo").path
        #expect(symlink("../../outside/.seqc.yml", repo + "/routines/.seqc.yml") == 0)
        let run = try SeqcProcess.run(["lint", "routines/good.routine.yaml"], in: directory.url.appendingPathComponent("repo"))
        #expect(run.exitCode == 2, "\(run.transcript)")
        #expect(run.stdout.contains("leads outside") || run.stderr.contains("leads outside"), "\(run.transcript)")
        #expect(!run.stdout.contains(Self.canary) && !run.stderr.contains(Self.canary), "\(run.transcript)")
    }

    @Test func aLinkPlantedInTheOutputFolderIsReplacedNotFollowed() throws {
        let directory = try repository()
        let repo = directory.url.appendingPathComponent("repo")
        let victim = directory.url.appendingPathComponent("outside/victim.json")
        try Data("keep me\n".utf8).write(to: victim)
        try FileManager.default.createDirectory(at: repo.appendingPathComponent("out"), withIntermediateDirectories: true)
        // The output is named after the routine file: `good.json`.
        #expect(symlink(victim.path, repo.appendingPathComponent("out/good.json").path) == 0)
        let run = try SeqcProcess.run(["build", "routines/good.routine.yaml", "--out-dir", "out"], in: repo)
        #expect(run.exitCode == 0, "\(run.transcript)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "keep me\n")
        var info = stat()
        #expect(lstat(repo.appendingPathComponent("out/good.json").path, &info) == 0)
        #expect(info.st_mode & S_IFMT == S_IFREG, "the link itself was replaced by the output")
    }

    @Test func anOutputLinkedToARoutineIsRefused() throws {
        let directory = try repository()
        let repo = directory.url.appendingPathComponent("repo")
        #expect(symlink("routines/good.routine.yaml", repo.appendingPathComponent("out.json").path) == 0)
        let before = try Data(contentsOf: repo.appendingPathComponent("routines/good.routine.yaml"))
        let run = try SeqcProcess.run(["build", "routines/alias.routine.yaml", "-o", "out.json"], in: repo)
        #expect(run.exitCode == 2, "\(run.transcript)")
        #expect(try Data(contentsOf: repo.appendingPathComponent("routines/good.routine.yaml")) == before)
    }
}

/// `lint --fix` replaces a file by renaming a new one over it: the file must stay the
/// one file it was, with its owner's leave to change it.
@Suite struct FixTargetTests {
    /// A routine with an error that `--unsafe-fixes` mends (a misspelt kind).
    static let fixable = "title: Fix me\ncards:\n  - countdwn: Go\n    duration: 1m\n"

    private func fixable() throws -> (TemporaryDirectory, URL) {
        let directory = try TemporaryDirectory()
        _ = try directory.write("", to: ".git/HEAD")
        let file = try directory.write(Self.fixable, to: "r.routine.yaml")
        return (directory, file)
    }

    @Test func theRoutineIsFixable() throws {
        let (directory, file) = try fixable()
        let run = try SeqcProcess.run(["lint", "--fix", "--unsafe-fixes", "r.routine.yaml"], in: directory.url)
        #expect(try String(contentsOf: file, encoding: .utf8) != Self.fixable, "\(run.transcript)")
    }

    @Test func aHardLinkedFileIsNotFixedAndTheRunSaysSo() throws {
        let (directory, file) = try fixable()
        #expect(link(file.path, directory.url.appendingPathComponent("other.yaml").path) == 0)
        let run = try SeqcProcess.run(["lint", "--fix", "--unsafe-fixes", "r.routine.yaml"], in: directory.url)
        #expect(run.exitCode == 3, "\(run.transcript)")
        #expect(run.stderr.contains("hard links"), "\(run.transcript)")
        // The report is of the file as it stays: never "0 errors" while its names keep one.
        #expect(run.stdout.contains("checked 1 file: 1 error"), "\(run.transcript)")
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.fixable)
    }

    @Test func aReadOnlyFileIsNotFixedEvenByRoot() throws {
        let (directory, file) = try fixable()
        #expect(chmod(file.path, 0o444) == 0)
        let run = try SeqcProcess.run(["lint", "--fix", "--unsafe-fixes", "r.routine.yaml"], in: directory.url)
        #expect(run.exitCode == 3, "\(run.transcript)")
        #expect(run.stderr.contains("read-only"), "\(run.transcript)")
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.fixable)
    }

    @Test func aFixedFileKeepsItsModeOwnerAndGroup() throws {
        let (directory, file) = try fixable()
        #expect(chmod(file.path, 0o640) == 0)
        // As root, give the file to another owner and group: the fix must give it back.
        let root = geteuid() == 0
        if root { #expect(chown(file.path, 4321, 4322) == 0) }
        let run = try SeqcProcess.run(["lint", "--fix", "--unsafe-fixes", "r.routine.yaml"], in: directory.url)
        #expect(try String(contentsOf: file, encoding: .utf8) != Self.fixable, "\(run.transcript)")
        var info = stat()
        #expect(stat(file.path, &info) == 0)
        #expect(info.st_mode & 0o7777 == 0o640)
        if root { #expect(info.st_uid == 4321 && info.st_gid == 4322) }
    }
}
