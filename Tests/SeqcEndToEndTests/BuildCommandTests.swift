import Foundation
import SeqcModel
import Testing

/// `seqc build` as a user runs it: outputs, atomicity, exit codes.
@Suite struct BuildCommandTests {
    static let valid = "id: daily\ntitle: Daily\ncards:\n  - countdown: Plank\n    duration: 1m\n"
    static let broken = "title: Broken\ncards:\n  - countdwon: Plank\n"

    @Test func writesIDJsonIntoTheOutDirectory() throws {
        let dir = try TemporaryDirectory()
        let input = try dir.write(Self.valid, to: "any-name.routine.yaml")
        let run = try SeqcProcess.run(["build", input.path, "--out-dir", dir.url.appendingPathComponent("out").path])
        #expect(run.exitCode == 0)
        let document = try RuntimeDocument.decode(from: Data(contentsOf: dir.url.appendingPathComponent("out/daily.json")))
        #expect(document.sequence.title == "Daily")
    }

    @Test func defaultOutputIsTheCurrentDirectory() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.valid, to: "r.routine.yaml")
        let run = try SeqcProcess.run(["build", "r.routine.yaml"], in: dir.url)
        #expect(run.exitCode == 0)
        #expect(run.stdout.hasPrefix("r.routine.yaml -> daily.json\n"))
        #expect(FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("daily.json").path))
    }

    @Test func aFailedBuildWritesNothingAndKeepsExistingOutputs() throws {
        let dir = try TemporaryDirectory()
        let good = try dir.write(Self.valid, to: "good.routine.yaml")
        let bad = try dir.write(Self.broken, to: "bad.routine.yaml")
        let existing = try dir.write("OLD", to: "out/daily.json")
        let run = try SeqcProcess.run([
            "build", good.path, bad.path, "--out-dir", dir.url.appendingPathComponent("out").path,
            "--report", dir.url.appendingPathComponent("out/report.json").path,
        ])
        #expect(run.exitCode == 1)
        #expect(try String(contentsOf: existing, encoding: .utf8) == "OLD")
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.url.appendingPathComponent("out").path)
        #expect(left == ["daily.json"], "a failed build left \(left)")
    }

    @Test func aFailedSingleOutputLeavesTheOldFile() throws {
        let dir = try TemporaryDirectory()
        let bad = try dir.write(Self.broken, to: "bad.routine.yaml")
        let target = try dir.write("OLD", to: "target.json")
        let run = try SeqcProcess.run(["build", bad.path, "-o", target.path])
        #expect(run.exitCode == 1)
        #expect(try String(contentsOf: target, encoding: .utf8) == "OLD")
    }

    @Test func twoInputsWithOneIDAreAnError() throws {
        let dir = try TemporaryDirectory()
        let first = try dir.write(Self.valid, to: "a.routine.yaml")
        let second = try dir.write(Self.valid, to: "b.routine.yaml")
        let run = try SeqcProcess.run([
            "build", "--no-color", first.path, second.path, "--out-dir", dir.url.appendingPathComponent("out").path,
        ])
        #expect(run.exitCode == 1)
        #expect(run.stderr.contains("[duplicate-routine-id]"))
        #expect(run.stderr.contains("note: 'daily' is first used here"))
        #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("out").path))
    }

    @Test func outputIsByteIdenticalAcrossRunsAndDirectories() throws {
        let first = try SeqcProcess.run(["build", "-o", "-", "Examples/tabata.routine.yaml"])
        let dir = try TemporaryDirectory()
        let copy = try dir.write(
            String(contentsOf: SeqcProcess.packageRoot.appendingPathComponent("Examples/tabata.routine.yaml"), encoding: .utf8),
            to: "elsewhere/tabata.routine.yaml")
        let second = try SeqcProcess.run(["build", "-o", "-", copy.path], in: dir.url)
        #expect(first.exitCode == 0 && second.exitCode == 0)
        #expect(first.stdout == second.stdout)
    }

    @Test func standardOutputModeMovesTheReportToStandardError() throws {
        let run = try SeqcProcess.run(["build", "-o", "-", "Examples/pomodoro.routine.yaml"])
        #expect(run.exitCode == 0)
        _ = try RuntimeDocument.decode(from: Data(run.stdout.utf8))
        #expect(run.stderr.hasPrefix("Examples/pomodoro.routine.yaml -> -\n"))
    }

    /// With `-o -` and a report file in the working directory, the runtime JSON still goes
    /// to standard output, never to a file named `-` beside the report.
    @Test func standardOutputWithAReportFileBesideIt() throws {
        let dir = try TemporaryDirectory()
        let input = try dir.write(try String(contentsOfFile: "Examples/pomodoro.routine.yaml", encoding: .utf8), to: "p.routine.yaml")
        let run = try SeqcProcess.run(["build", "-o", "-", "--report", "report.json", input.lastPathComponent], in: dir.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        _ = try RuntimeDocument.decode(from: Data(run.stdout.utf8))
        #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("-").path))
        #expect(FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("report.json").path))
    }

    @Test func strictTurnsClampWarningsIntoFailures() throws {
        let fixture = "Tests/SeqcEndToEndTests/Fixtures/compile/clamps.routine.yaml"
        #expect(try SeqcProcess.run(["build", "-o", "-", fixture]).exitCode == 0)
        let strict = try SeqcProcess.run(["build", "--strict", "--no-color", "-o", "-", fixture])
        #expect(strict.exitCode == 1)
        #expect(strict.stdout.isEmpty)
        #expect(strict.stderr.contains("error: 'duration' is 0"))
    }

    @Test func jsonDiagnosticsOnStandardError() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.broken, to: "bad.routine.yaml")
        let run = try SeqcProcess.run(["build", "--format", "json", "bad.routine.yaml"], in: dir.url)
        #expect(run.exitCode == 1)
        let object = try JSONSerialization.jsonObject(with: Data(run.stderr.utf8)) as? [String: Any]
        #expect(object?["version"] as? Int == 1)
        let diagnostics = try #require(object?["diagnostics"] as? [[String: Any]])
        // The misspelt kind is read as 'countdown', so its missing duration is found too.
        #expect(diagnostics.compactMap { $0["rule"] as? String } == ["missing-field", "unknown-kind"])
        #expect(run.stdout == "bad.routine.yaml: not built (2 errors, 0 warnings)\n")
    }

    @Test(arguments: [
        ["build"],
        ["build", "a.routine.yaml", "b.routine.yaml", "-o", "x.json"],
        ["build", "a.routine.yaml", "-o", "x.json", "--out-dir", "d"],
        ["build", "a.routine.yaml", "--no-such-flag"],
        ["lint", "--format", "yaml"],
        ["frobnicate"],
    ])
    func commandLineMisuseExitsTwo(_ arguments: [String]) throws {
        let run = try SeqcProcess.run(arguments)
        #expect(run.exitCode == 2, "\(arguments): \(run.stderr)")
        #expect(!run.stderr.isEmpty)
    }

    @Test func aMissingInputIsAnErrorWithExitOne() throws {
        let run = try SeqcProcess.run(["build", "--no-color", "does-not-exist.routine.yaml"])
        #expect(run.exitCode == 1)
        #expect(run.stderr.contains("does-not-exist.routine.yaml:1:1: error: no such file [io-error]"))
    }

    @Test func anUnwritableOutputIsAnInternalFailure() throws {
        let dir = try TemporaryDirectory()
        let input = try dir.write(Self.valid, to: "r.routine.yaml")
        let blocker = try dir.write("a file, not a directory", to: "blocker")
        let run = try SeqcProcess.run(["build", input.path, "--out-dir", blocker.path])
        #expect(run.exitCode == 3)
        #expect(run.stderr.contains("cannot write"))
    }

    @Test func helpAndVersionExitZero() throws {
        let help = try SeqcProcess.run(["--help"])
        #expect(help.exitCode == 0)
        #expect(help.stdout.contains("Examples:"))
        let buildHelp = try SeqcProcess.run(["build", "--help"])
        #expect(buildHelp.exitCode == 0)
        #expect(buildHelp.stdout.contains("--out-dir"))
        let version = try SeqcProcess.run(["--version"])
        #expect(version.exitCode == 0)
        #expect(version.stdout.hasPrefix("seqc "))
    }
}

@Suite struct BuildReportOptionTests {
    @Test func reportDashPrintsTheJSONReportOnStandardOutput() throws {
        let dir = try TemporaryDirectory()
        let run = try SeqcProcess.run(["build", "--out-dir", dir.url.path, "--report", "-", "Examples/tabata.routine.yaml"])
        #expect(run.exitCode == 0)
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let routines = try #require(report?["routines"] as? [[String: Any]])
        #expect(routines.first?["runtimeCards"] as? Int == 34)
        #expect(!FileManager.default.fileExists(atPath: "-"))
    }
}

@Suite struct UnchangedOutputTests {
    @Test func anUnchangedOutputIsNotRewritten() throws {
        let dir = try TemporaryDirectory()
        let input = try dir.write(BuildCommandTests.valid, to: "r.routine.yaml")
        let output = dir.url.appendingPathComponent("daily.json")
        #expect(try SeqcProcess.run(["build", input.path, "--out-dir", dir.url.path]).exitCode == 0)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: output.path)
        #expect(try SeqcProcess.run(["build", input.path, "--out-dir", dir.url.path]).exitCode == 0)
        let kept = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        #expect(kept == past)

        _ = try dir.write(BuildCommandTests.valid.replacingOccurrences(of: "1m", with: "2m"), to: "r.routine.yaml")
        #expect(try SeqcProcess.run(["build", input.path, "--out-dir", dir.url.path]).exitCode == 0)
        let changed = try FileManager.default.attributesOfItem(atPath: output.path)[.modificationDate] as? Date
        #expect(changed != past)
        #expect(
            try RuntimeDocument.decode(from: Data(contentsOf: output)).sequence.cards[0].content
                == .countdown(CountdownConfig(durationSeconds: 120)))
    }
}
