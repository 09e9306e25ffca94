import Foundation
import Testing

/// Discovery is safe: loops, FIFOs, sockets and odd names never hang, repeat or hide a file.
/// A hang fails through `SeqcProcess.run`'s timeout.
@Suite struct LintDiscoveryTests {
    static let routine = "title: One\ncards:\n  - countdown: Go\n    duration: 1m\n"
    static let broken = "title: Broken\ncards:\n  - countdwn: Go\n    duration: 1m\n"

    /// `up -> ..`, `a/b -> ..`, a link to a routine, a FIFO and a socket named like routines.
    func hostileTree() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        _ = try directory.write(Self.routine, to: "a/one.routine.yaml")
        try directory.makeLink("up", to: "..")
        try directory.makeLink("a/b", to: "..")
        try directory.makeLink("a/again.routine.yaml", to: "one.routine.yaml")
        try directory.makeLink("dangling.routine.yaml", to: "nowhere.routine.yaml")
        try directory.makeFIFO("pipe.routine.yaml")
        try directory.makeSocket("sock.routine.yaml")
        return directory
    }

    @Test func loopsAndSpecialFilesNeitherHangNorRepeat() throws {
        let directory = try hostileTree()
        let run = try SeqcProcess.run(["lint"], in: directory.url, timeout: 20)
        #expect(!run.signalled)
        #expect(run.exitCode == 0, "\(run.transcript)")
        #expect(run.stdout == "checked 1 file: 0 errors, 0 warnings\n", "each file once, no false duplicate-routine-id")
        #expect(
            run.stderr == """
                seqc: note: skipped dangling.routine.yaml: a broken symbolic link
                seqc: note: skipped pipe.routine.yaml: a named pipe (FIFO), not a regular file
                seqc: note: skipped sock.routine.yaml: a socket, not a regular file

                """)
    }

    @Test(arguments: ["json", "sarif", "github"])
    func skippedEntriesKeepMachineOutputValid(_ format: String) throws {
        let directory = try hostileTree()
        let run = try SeqcProcess.run(["lint", "--format", format], in: directory.url, timeout: 20)
        #expect(run.exitCode == 0, "\(run.transcript)")
        #expect(run.stderr.contains("skipped pipe.routine.yaml"))
        if format != "github" { #expect((try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) != nil, "\(run.stdout)") }
    }

    @Test func aRoutineReachedTwiceIsCheckedOnceUnderItsOwnName() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write(Self.broken, to: "real.routine.yaml")
        try directory.makeLink("alias.routine.yaml", to: "real.routine.yaml")
        let run = try SeqcProcess.run(["lint", ".", "real.routine.yaml", "alias.routine.yaml"], in: directory.url, timeout: 20)
        #expect(run.exitCode == 1)
        #expect(run.stdout.hasPrefix("real.routine.yaml:3:5: error: unknown kind 'countdwn' [unknown-kind]"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("checked 1 file: 1 error, 0 warnings\n"))
    }

    @Test func aNameThatIsNotUTF8IsCheckedAndShownEscaped() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("routines"), withIntermediateDirectories: true)
        try directory.write(Self.broken, toRawName: Array("routines/caf".utf8) + [0xFF] + Array(".routine.yaml".utf8))
        let text = try SeqcProcess.run(["lint", "routines"], in: directory.url, timeout: 20)
        #expect(text.exitCode == 1, "\(text.transcript)")
        #expect(
            text.stdout.hasPrefix("routines/caf\\xff.routine.yaml:3:5: error: unknown kind 'countdwn' [unknown-kind]"), "\(text.stdout)")
        #expect(text.stdout.hasSuffix("checked 1 file: 1 error, 0 warnings\n"))
        let json = try SeqcProcess.run(["lint", "--format", "json"], in: directory.url, timeout: 20)
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let diagnostics = document?["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.map { $0["file"] as? String } == ["routines/caf\\xff.routine.yaml"])
        // SARIF names the real file: its byte 0xFF, percent-encoded.
        let sarif = try SeqcProcess.run(["lint", "--format", "sarif"], in: directory.url, timeout: 20)
        #expect(sarif.stdout.contains("\"uri\": \"routines/caf%FF.routine.yaml\""), "\(sarif.stdout)")
    }

    /// Foundation's `Process` takes only valid text, so a shell passes the raw bytes.
    @Test func aNonUTF8NameOnTheCommandLineIsOpenedByItsBytes() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.broken, toRawName: Array("caf".utf8) + [0xFF] + Array(".routine.yaml".utf8))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [
            "-c", #""$0" lint "$(printf 'caf\377.routine.yaml')" "$(printf 'caf\376.routine.yaml')""#, SeqcProcess.binary.path,
        ]
        process.currentDirectoryURL = directory.url
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(
            text.hasPrefix(
                """
                caf\\xfe.routine.yaml:1:1: error: no such file [io-error]
                caf\\xff.routine.yaml:3:5: error: unknown kind 'countdwn' [unknown-kind]
                """), "two names that differ only in invalid bytes stay two: \(text)")
        #expect(text.hasSuffix("checked 2 files: 2 errors, 0 warnings\n"))
    }

    @Test func anExplicitFIFOIsRefusedNotWaitedOn() throws {
        let directory = try TemporaryDirectory()
        try directory.makeFIFO("pipe.routine.yaml")
        for command in ["lint", "build"] {
            let run = try SeqcProcess.run([command, "pipe.routine.yaml"], in: directory.url, timeout: 20)
            #expect(!run.signalled)
            #expect(run.exitCode == 1, "\(run.transcript)")
            #expect(
                (run.stdout + run.stderr).contains("pipe.routine.yaml:1:1: error: is a named pipe (FIFO), not a regular file [io-error]"),
                "\(run.transcript)")
        }
    }

    @Test func standardInputStillReadsAPipe() throws {
        let directory = try TemporaryDirectory()
        let run = try SeqcProcess.run(["lint", "-"], in: directory.url, stdin: Data(Self.broken.utf8), timeout: 20)
        #expect(run.exitCode == 1)
        #expect(run.stdout.hasPrefix("<stdin>:3:5: error: unknown kind 'countdwn'"))
    }

    @Test func aFIFOAsConfigurationIsRefusedNotWaitedOn() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write(Self.routine, to: "one.routine.yaml")
        try directory.makeFIFO(".seqc.yml")
        let run = try SeqcProcess.run(["lint"], in: directory.url, timeout: 20)
        #expect(!run.signalled)
        #expect(run.exitCode == 2, "\(run.transcript)")
        #expect(run.stdout.hasPrefix(".seqc.yml:1:1: error: is a named pipe (FIFO), not a regular file [io-error]"), "\(run.stdout)")
        let explicit = try SeqcProcess.run(["lint", "--config", ".seqc.yml"], in: directory.url, timeout: 20)
        #expect(explicit.exitCode == 2, "\(explicit.transcript)")
    }

    @Test func findingNoRoutineIsExitTwo() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write("not a routine\n", to: "empty/notes.yaml")
        _ = try directory.write(Self.routine, to: "full/one.routine.yaml")
        let none = try SeqcProcess.run(["lint", "empty"], in: directory.url)
        #expect(none.exitCode == 2)
        #expect(none.stdout.isEmpty)
        #expect(none.stderr == "seqc: error: no routine files (*.routine.yaml, *.routine.yml) found in empty\n")
        let here = try SeqcProcess.run(["lint"], in: directory.url.appendingPathComponent("empty"))
        #expect(here.exitCode == 2)
        #expect(here.stderr.contains("no routine files (*.routine.yaml, *.routine.yml) found in ."))
        let some = try SeqcProcess.run(["lint", "empty", "full"], in: directory.url)
        #expect(some.exitCode == 0)
        #expect(some.stderr == "seqc: note: no routine files (*.routine.yaml, *.routine.yml) found in empty\n")
    }
}
