import Foundation
import Testing

/// Issue 7: output amplification in `build` and unbounded input in `decompile`. Every
/// case ends in a positioned diagnostic and exit code 1, never a crash or gigabytes.
@Suite struct ResourceLimitTests {
    // MARK: build: the runtime JSON is budgeted before anything is built

    /// A 100 KB title in an interval of 5000 rounds used to build 1 GB of JSON (and a
    /// 1 MB one to crash); the size is counted first and the interval named.
    @Test(arguments: [100_000, 1_000_000])
    func anAmplifyingIntervalIsAResourceLimit(_ titleLength: Int) throws {
        let directory = try TemporaryDirectory()
        let title = String(repeating: "x", count: titleLength)
        let routine = "title: Amplified\ncards:\n  - interval: \(title)\n    work: 1\n    rest: 1\n    rounds: 5000\n"
        _ = try directory.write(routine, to: "amplified.routine.yaml")
        let run = try SeqcProcess.run(["build", "amplified.routine.yaml", "--out-dir", "out", "--no-color"], in: directory.url)
        #expect(!run.signalled)
        #expect(run.exitCode == 1)
        #expect(
            run.stderr.hasPrefix(
                "amplified.routine.yaml:3:5: error: this interval's runtime cards make the runtime JSON larger "
                    + "than 8 MiB, the most seqc writes for one routine [resource-limit]\n"), "\(run.stderr.prefix(300))")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("out").path))
    }

    @Test func lintReportsTheSameLimit() throws {
        let title = String(repeating: "x", count: 100_000)
        let routine = "title: Amplified\ncards:\n  - interval: \(title)\n    work: 1\n    rest: 1\n    rounds: 5000\n"
        let run = try SeqcProcess.run(["lint", "--format", "json", "-"], stdin: Data(routine.utf8))
        #expect(run.exitCode == 1)
        let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let first = try #require((object?["diagnostics"] as? [[String: Any]])?.first)
        #expect(first["rule"] as? String == "resource-limit")
        #expect("\(first["file"] ?? ""):\(first["line"] ?? 0):\(first["column"] ?? 0)" == "<stdin>:3:5")
    }

    /// A 1 MB anchored title used by 40 cards is 40 MB of text from a 1 MB file, inside
    /// the node budget: the text budget stops it at the alias that passes 32 MiB, in
    /// build and in lint alike.
    @Test func aLongAnchoredTextUsedManyTimesIsAResourceLimit() throws {
        let text = String(repeating: "y", count: 1_000_000)
        var routine = "title: Shared\ncards:\n  - info: &long \(text)\n"
        for _ in 0..<39 { routine += "  - info: *long\n" }
        let directory = try TemporaryDirectory()
        _ = try directory.write(routine, to: "shared.routine.yaml")
        let expected =
            "shared.routine.yaml:36:11: error: aliases expand this document's text to more than 33554432 bytes [resource-limit]\n"
        let build = try SeqcProcess.run(["build", "shared.routine.yaml", "--out-dir", "out", "--no-color"], in: directory.url)
        #expect(!build.signalled)
        #expect(build.exitCode == 1)
        #expect(build.stderr.hasPrefix(expected), "\(build.stderr.prefix(300))")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("out").path))
        let lint = try SeqcProcess.run(["lint", "shared.routine.yaml", "--no-color"], in: directory.url)
        #expect(lint.exitCode == 1)
        #expect(lint.stdout.hasPrefix(expected), "\(lint.stdout.prefix(300))")
    }

    // MARK: decompile: read within the routine limits, strictly, with positions

    /// `seqc decompile - < /dev/zero` grew to 4 GB. 100 MB of zeros from a pipe now stop
    /// after the 8 MiB limit.
    @Test func endlessZerosStopAtTheSizeLimit() throws {
        let run = try Self.shell("head -c 104857600 /dev/zero | \"$SEQC\" decompile -")
        #expect(run.status == 1, "\(run.stderr)")
        #expect(
            run.stderr == "<stdin>:1:1: error: file is larger than 8388608 bytes, the most seqc reads for one routine [resource-limit]\n")
        #expect(run.stdout.isEmpty)
    }

    @Test func aFewZerosAreASyntaxErrorAtTheFirst() throws {
        let run = try SeqcProcess.run(["decompile", "-", "--stdin-filename", "zeros.json"], stdin: Data(count: 1000))
        #expect(run.exitCode == 1)
        #expect(run.stderr == "zeros.json:1:1: error: unexpected byte 0x00; expected a JSON value [json-syntax]\n")
    }

    /// seqc kept the first of two equal keys, most JSON readers the last: the file could
    /// pass seqc and mean something else to the app.
    @Test func aDuplicateKeyIsAnErrorAtTheSecondWithANoteAtTheFirst() throws {
        let directory = try TemporaryDirectory()
        let golden = try Self.golden()
        let doubled = golden.replacingOccurrences(
            of: "        \"kind\": \"info\",\n",
            with: "        \"kind\": \"info\",\n        \"kind\": \"countdown\",\n")
        #expect(doubled != golden)
        let file = try directory.write(doubled, to: "doubled.json")
        let out = directory.url.appendingPathComponent("out.routine.yaml")
        let run = try SeqcProcess.run(["decompile", file.path, "-o", out.path])
        #expect(run.exitCode == 1)
        #expect(
            run.stderr == """
                \(file.path):11:9: error: key 'kind' appears twice in this object [duplicate-key]
                      = help: JSON readers disagree on which value wins; keep one
                \(file.path):10:9: note: 'kind' first appears here

                """)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func deepNestingStopsAtSixtyFourLevels() throws {
        let json = "{\"formatVersion\": 1, \"sequence\": " + String(repeating: "[", count: 100_000)
        let run = try SeqcProcess.run(["decompile", "-"], stdin: Data(json.utf8))
        #expect(run.exitCode == 1)
        // The object is level 1; the 64th bracket is level 65.
        #expect(run.stderr == "<stdin>:1:97: error: arrays and objects are nested more than 64 levels deep [resource-limit]\n")
    }

    /// A million cards took 10 s and 600 MB; the count is checked as cards arrive.
    @Test func aMillionCardsStopAtTheCardLimit() throws {
        let prefix = "{\"formatVersion\":1,\"runtime\":{\"cards\":["
        let json = prefix + Array(repeating: "{}", count: 1_000_000).joined(separator: ",") + "]}}"
        let run = try SeqcProcess.run(["decompile", "-"], stdin: Data(json.utf8))
        #expect(run.exitCode == 1)
        let column = prefix.count + 10_000 * 3 + 1
        #expect(
            run.stderr == "<stdin>:1:\(column): error: 'cards' holds more than 10000 cards, the most a routine may have [too-many-cards]\n")
    }

    @Test func invalidUTF8IsAnErrorAtItsByte() throws {
        let bytes = Array("{\n  \"formatVersion\": \"caf".utf8) + [0xC3, 0x28] + Array("\"\n}\n".utf8)
        let run = try SeqcProcess.run(["decompile", "-"], stdin: Data(bytes))
        #expect(run.exitCode == 1)
        #expect(run.stderr == "<stdin>:2:24: error: invalid UTF-8 [json-syntax]\n")
    }

    @Test func decodingErrorsPointAtTheValue() throws {
        let golden = try Self.golden()
        let unknown = golden.replacingOccurrences(of: "\"kind\": \"info\"", with: "\"kind\": \"infoo\"")
        let run = try SeqcProcess.run(["decompile", "-"], stdin: Data(unknown.utf8))
        #expect(run.exitCode == 1)
        #expect(run.stderr == "<stdin>:10:17: error: unknown card kind 'infoo' [unknown-kind]\n      = help: did you mean 'info'?\n")
    }

    @Test func aMissingFileIsAnIOErrorNamingIt() throws {
        let run = try SeqcProcess.run(["decompile", "/nonexistent/routine.json"])
        #expect(run.exitCode == 1)
        #expect(run.stderr == "/nonexistent/routine.json:1:1: error: no such file [io-error]\n")
    }

    // MARK: helpers

    static func golden() throws -> String {
        try String(contentsOf: SeqcProcess.packageRoot.appendingPathComponent("Examples/expected/morning-hiit.json"), encoding: .utf8)
    }

    /// Runs `script` with `/bin/sh`, `$SEQC` naming the binary: a pipe from a generator
    /// that seqc may stop reading, which the test process must not write itself.
    static func shell(_ script: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment = ["SEQC": SeqcProcess.binary.path, "PATH": "/usr/bin:/bin"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        DispatchQueue.global().async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        process.waitUntilExit()
        group.wait()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}
