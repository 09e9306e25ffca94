import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The real binary holds each directory it writes in: while it waits for the directory's
/// lock (held here), the directory is moved aside and a link to another directory put at
/// its path. Everything lands in the directory it opened; the other one is not touched.
@Suite struct HeldDirectoryEndToEndTests {
    /// A seqc run started in the background, read until it says it waits for a lock.
    final class WaitingRun {
        let process = Process()
        let error = Pipe()
        var stderrSoFar = ""

        init(_ arguments: [String], in directory: URL) throws {
            process.executableURL = SeqcProcess.binary
            process.arguments = arguments
            process.currentDirectoryURL = directory
            process.standardOutput = FileHandle.nullDevice
            process.standardError = error
            try process.run()
            while !stderrSoFar.contains("waiting for another seqc run") {
                let chunk = error.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                stderrSoFar += String(decoding: chunk, as: UTF8.self)
            }
        }

        func finish() -> (exitCode: Int32, stderr: String) {
            process.waitUntilExit()
            let rest = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            return (process.terminationStatus, stderrSoFar + rest)
        }
    }

    /// Every file under `url` with its bytes.
    static func snapshot(_ url: URL) -> [String: Data] {
        var result: [String: Data] = [:]
        for name in (try? FileManager.default.subpathsOfDirectory(atPath: url.path)) ?? [] {
            result[name] = FileManager.default.contents(atPath: url.appendingPathComponent(name).path) ?? Data()
        }
        return result
    }

    /// Runs `arguments` in `dir` while `folder` is locked; once the run waits, `change`
    /// runs, then the lock is let go.
    static func runWhileLocked(
        _ arguments: [String], in dir: URL, folder: URL, change: () -> Void
    ) throws -> (exitCode: Int32, stderr: String) {
        let lock = open(folder.path, O_RDONLY | O_DIRECTORY)
        try #require(lock >= 0)
        defer { close(lock) }
        try #require(flock(lock, LOCK_EX) == 0)
        let waiting = try WaitingRun(arguments, in: dir)
        #expect(waiting.stderrSoFar.contains("waiting for another seqc run"), "\(waiting.stderrSoFar)")
        change()
        #expect(flock(lock, LOCK_UN) == 0)
        return waiting.finish()
    }

    /// Moves `folder` aside to `aside` and puts a link to `target` at its path.
    static func swap(_ folder: URL, aside: URL, forLinkTo target: String) {
        #expect(rename(folder.path, aside.path) == 0)
        #expect(symlink(target, folder.path) == 0)
    }

    @Test func aBuildsOutDirSwappedForALinkWhileItWaitsReceivesNothingThroughTheLink() throws {
        let scene = try OutputFaultTests.Scene()
        let elsewhere = try scene.dir.write("THEIRS", to: "elsewhere/alpha.json").deletingLastPathComponent()
        let before = Self.snapshot(elsewhere)
        let held = scene.dir.url.appendingPathComponent("out.held")
        let run = try Self.runWhileLocked(
            [
                "build", "in/alpha.routine.yaml", "in/beta.routine.yaml", "in/gamma.routine.yaml", "--out-dir", "out", "--report",
                "out/report.json",
            ],
            in: scene.dir.url, folder: scene.out
        ) { Self.swap(scene.out, aside: held, forLinkTo: "elsewhere") }
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(Self.snapshot(elsewhere) == before, "nothing is written through the link")
        let landed = Self.snapshot(held)
        #expect(landed.keys.sorted() == ["alpha.json", "beta.json", "gamma.json", "report.json"])
        #expect(landed["alpha.json"] != Data("OLD-A".utf8) && landed["beta.json"] != Data("OLD-B".utf8))
    }

    @Test func aFixedRoutinesFolderSwappedForALinkWhileItWaitsIsFixedWhereItWasRead() throws {
        let dir = try TemporaryDirectory()
        let file = try dir.write(LintFixTests.draft, to: "routines/a.routine.yaml")
        let copy = try dir.write(LintFixTests.draft, to: "elsewhere/a.routine.yaml")
        let held = dir.url.appendingPathComponent("routines.held")
        let run = try Self.runWhileLocked(
            ["lint", "--fix", "routines/a.routine.yaml"], in: dir.url, folder: file.deletingLastPathComponent()
        ) {
            Self.swap(file.deletingLastPathComponent(), aside: held, forLinkTo: "elsewhere")
        }
        #expect(run.exitCode == 1, "\(run.stderr)")
        #expect(try String(contentsOf: copy, encoding: .utf8) == LintFixTests.draft, "nothing is written through the link")
        let fixed = try String(contentsOf: held.appendingPathComponent("a.routine.yaml"), encoding: .utf8)
        #expect(fixed == LintFixTests.draft.replacingOccurrences(of: "45S", with: "45s"))
        #expect(Self.snapshot(held).keys.sorted() == ["a.routine.yaml"], "no staging file is left")
    }

    @Test func aRoutineEditedWhileLintFixWaitsKeepsTheEdit() throws {
        let dir = try TemporaryDirectory()
        let file = try dir.write(LintFixTests.draft, to: "routines/a.routine.yaml")
        let edited = LintFixTests.draft + "\r\n# edited meanwhile"
        let run = try Self.runWhileLocked(
            ["lint", "--fix", "routines/a.routine.yaml"], in: dir.url, folder: file.deletingLastPathComponent()
        ) {
            #expect((try? edited.write(to: file, atomically: false, encoding: .utf8)) != nil)
        }
        #expect(run.stderr.contains("routines/a.routine.yaml: not fixed: it changed or was removed while seqc ran"), "\(run.stderr)")
        #expect(try String(contentsOf: file, encoding: .utf8) == edited)
        #expect(Self.snapshot(file.deletingLastPathComponent()).keys.sorted() == ["a.routine.yaml"])
    }
}

/// `lint --fix` over more folders than the soft limit on open files: seqc holds one
/// descriptor a folder until its commit, so it raises the soft limit to the hard one;
/// under a hard limit too low, the commit fails as a whole and changes nothing.
@Suite struct OpenFileLimitTests {
    static func folders(_ count: Int) throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        for index in 0..<count {
            // Ids apart, so each file's only problem is the fixable `45S`.
            _ = try dir.write("id: r\(index)\ntitle: T\ncards:\n  - countdown: A\n    duration: 45S\n", to: "d\(index)/r.routine.yaml")
        }
        return dir
    }

    static func fixedCount(_ dir: TemporaryDirectory, _ count: Int) -> Int {
        (0..<count).filter { index in
            let text = FileManager.default.contents(atPath: dir.url.appendingPathComponent("d\(index)/r.routine.yaml").path)
            return text.map { String(decoding: $0, as: UTF8.self).contains("45s") } ?? false
        }.count
    }

    @Test func aSoftLimitBelowTheFoldersIsRaised() throws {
        let dir = try Self.folders(150)
        let run = try SeqcProcess.run(
            ["lint", "--fix", "--quiet", "."], in: dir.url, wrapper: ["/bin/sh", "-c", "ulimit -S -n 64; exec \"$0\" \"$@\""])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(Self.fixedCount(dir, 150) == 150)
    }

    @Test func aHardLimitBelowTheFoldersFailsTheWholeCommit() throws {
        let dir = try Self.folders(150)
        let run = try SeqcProcess.run(
            ["lint", "--fix", "--quiet", "."], in: dir.url, wrapper: ["/bin/sh", "-c", "ulimit -n 64; exec \"$0\" \"$@\""])
        #expect(run.exitCode == 3, "\(run.stderr)")
        #expect(run.stderr.contains("Too many open files"), "\(run.stderr)")
        #expect(!run.stderr.contains("it changed"), "a failure is not taken for a change")
        #expect(Self.fixedCount(dir, 150) == 0)
        #expect(OutputFixture.leftovers(under: dir.url).isEmpty)
    }
}
