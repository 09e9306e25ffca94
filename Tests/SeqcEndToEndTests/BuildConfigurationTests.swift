import Foundation
import SeqcModel
import Testing

/// `build` reads inputs, configuration and suppressions as `lint` does, and agrees with it.
@Suite struct BuildConfigurationTests {
    static let clamped = "id: clamped\ntitle: Clamped\ncards:\n  - countdown: Zero\n    duration: 0\n"
    static let clampedSilenced = """
        id: silenced
        title: Silenced
        cards:
          - countdown: Zero
            # seqc:disable-next-line clamped -- the app's minimum is what we want
            duration: 0

        """
    static let valid = "id: daily\ntitle: Daily\ncards:\n  - countdown: Plank\n    duration: 1m\n"

    @Test func buildsEveryRoutineOfADirectory() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.valid, to: "routines/a.routine.yaml")
        _ = try dir.write(Self.valid.replacingOccurrences(of: "daily", with: "other"), to: "routines/deeper/b.routine.yml")
        _ = try dir.write("not a routine", to: "routines/notes.yaml")
        _ = try dir.write(Self.valid.replacingOccurrences(of: "daily", with: "hidden"), to: "routines/.archive/c.routine.yaml")
        let run = try SeqcProcess.run(["build", "routines", "--out-dir", "out"], in: dir.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        let built = try FileManager.default.contentsOfDirectory(atPath: dir.url.appendingPathComponent("out").path).sorted()
        #expect(built == ["daily.json", "other.json"])
    }

    @Test func aDirectoryWithNoRoutineIsExitTwo() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("x", to: "empty/readme.txt")
        let run = try SeqcProcess.run(["build", "empty"], in: dir.url)
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("seqc: error: no routine files (*.routine.yaml, *.routine.yml) found in empty"))
    }

    @Test func warningsOffInConfigurationOrSilencedInlinePassStrict() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("rules:\n  clamped: off\n", to: "off/.seqc.yml")
        _ = try dir.write(Self.clamped, to: "off/clamped.routine.yaml")
        _ = try dir.write(Self.clampedSilenced, to: "inline/silenced.routine.yaml")
        let run = try SeqcProcess.run(["build", "--strict", "off", "inline", "--out-dir", "out"], in: dir.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        #expect(FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("out/clamped.json").path))
        #expect(FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("out/silenced.json").path))
        let lint = try SeqcProcess.run(["lint", "--strict", "off", "inline"], in: dir.url)
        #expect(lint.exitCode == 0)
    }

    @Test func anUnsilencedClampStillFailsStrict() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.clamped, to: "clamped.routine.yaml")
        let run = try SeqcProcess.run(["build", "--strict", "--no-color", "clamped.routine.yaml", "--out-dir", "out"], in: dir.url)
        #expect(run.exitCode == 1)
        #expect(run.stderr.contains("clamped.routine.yaml:5:15: error:"))
        #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("out").path))
    }

    @Test func aWarningRaisedToErrorByConfigurationFailsTheBuild() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("rules:\n  clamped: error\n", to: ".seqc.yml")
        _ = try dir.write(Self.clamped, to: "clamped.routine.yaml")
        let run = try SeqcProcess.run(["build", "clamped.routine.yaml", "--out-dir", "out"], in: dir.url)
        #expect(run.exitCode == 1)
        #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("out").path))
    }

    @Test func anExplicitlyNamedExcludedFileIsSkippedWithANote() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("exclude:\n  - drafts/**\n", to: ".seqc.yml")
        _ = try dir.write("title: [broken\n", to: "drafts/wip.routine.yaml")
        _ = try dir.write(Self.valid, to: "good.routine.yaml")
        let run = try SeqcProcess.run(["build", "drafts/wip.routine.yaml", "good.routine.yaml", "--out-dir", "out"], in: dir.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr == "seqc: note: skipped drafts/wip.routine.yaml: excluded by 'drafts/**' in .seqc.yml\n")
        #expect(FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("out/daily.json").path))
        let quiet = try SeqcProcess.run(["build", "-q", "drafts/wip.routine.yaml", "good.routine.yaml", "--out-dir", "out"], in: dir.url)
        #expect(quiet.exitCode == 0)
        #expect(quiet.stderr.isEmpty && quiet.stdout.isEmpty)
    }

    @Test func anInvalidConfigurationStopsTheBuildWithExitTwo() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("rules:\n  clampd: off\n", to: ".seqc.yml")
        _ = try dir.write(Self.valid, to: "good.routine.yaml")
        let run = try SeqcProcess.run(["build", "--no-color", "good.routine.yaml", "--out-dir", "out"], in: dir.url)
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains(".seqc.yml:2:3: error:"))
        #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("out").path))
    }

    @Test func aCompileErrorCannotBeSilencedForBuild() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("title: T\n# seqc:disable-next-line missing-field\ncards:\n  - countdown: Go\n", to: "r.routine.yaml")
        let run = try SeqcProcess.run(["build", "--no-color", "r.routine.yaml", "--out-dir", "out"], in: dir.url)
        #expect(run.exitCode == 1)
        #expect(run.stderr.contains("[missing-field]"))
        #expect(run.stderr.contains("'missing-field' cannot be suppressed"))
    }

    @Test func duplicateIDsStopLintAndBuildEvenWhenConfiguredOff() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("rules:\n  duplicate-routine-id: off\n", to: ".seqc.yml")
        _ = try dir.write(Self.valid, to: "a.routine.yaml")
        _ = try dir.write(Self.valid, to: "b.routine.yaml")
        // Lint agrees with build: the setting is a warning and is ignored.
        let lint = try SeqcProcess.run(["lint", "--no-color", "."], in: dir.url)
        #expect(lint.exitCode == 1)
        #expect(lint.stdout.contains(".seqc.yml:2:3: warning: 'duplicate-routine-id' stops `seqc build`, so it cannot be changed"))
        #expect(lint.stdout.contains("error: routine id 'daily' is already used by a.routine.yaml [duplicate-routine-id]"))
        let run = try SeqcProcess.run(["build", "--no-color", ".", "--out-dir", "out"], in: dir.url)
        #expect(run.exitCode == 1)
        #expect(run.stderr.contains("error: routine id 'daily' is already used by a.routine.yaml [duplicate-routine-id]"))
        #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("out").path))
    }

    @Test func buildReportsTheLintRulesLintReports() throws {
        let dir = try TemporaryDirectory()
        let routine =
            "id: rests\ntitle: Rests\ncards:\n  - countdown: Go\n    duration: 1m\n  - rest: A\n    duration: 1m\n  - rest: B\n    duration: 1m\n"
        _ = try dir.write(routine, to: "r.routine.yaml")
        let lint = try SeqcProcess.run(["lint", "--no-color", "r.routine.yaml"], in: dir.url)
        let build = try SeqcProcess.run(["build", "--no-color", "r.routine.yaml", "-o", "-"], in: dir.url)
        #expect(lint.stdout.contains("[consecutive-rests]"))
        #expect(build.exitCode == 0)
        let lintDiagnostics = lint.stdout.components(separatedBy: "\nchecked ")[0]
        #expect(build.stderr.hasPrefix(lintDiagnostics))
        #expect(try SeqcProcess.run(["build", "--strict", "r.routine.yaml", "-o", "-"], in: dir.url).exitCode == 1)
    }

    @Test func standardInputFollowsTheConfigurationWhereItsNamePlacesIt() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("rules:\n  clamped: off\n", to: "team/.seqc.yml")
        let placed = try SeqcProcess.run(
            ["build", "--strict", "-", "--stdin-filename", "team/c.routine.yaml", "-o", "-"],
            in: dir.url, stdin: Data(Self.clamped.utf8))
        #expect(placed.exitCode == 0, "\(placed.stderr)")
        let elsewhere = try SeqcProcess.run(
            ["build", "--strict", "--no-color", "-", "--stdin-filename", "c.routine.yaml", "-o", "-"],
            in: dir.url, stdin: Data(Self.clamped.utf8))
        #expect(elsewhere.exitCode == 1)
        #expect(elsewhere.stderr.hasPrefix("c.routine.yaml:5:15: error:"))
    }

    @Test func dashOWithADirectoryOfSeveralRoutinesIsExitTwo() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.valid, to: "d/a.routine.yaml")
        _ = try dir.write(Self.valid.replacingOccurrences(of: "daily", with: "other"), to: "d/b.routine.yaml")
        let run = try SeqcProcess.run(["build", "d", "-o", "x.json"], in: dir.url)
        #expect(run.exitCode == 2)
        #expect(run.stderr == "seqc: error: -o takes a single input; d holds 2 routine files; use --out-dir\n")
    }
}
