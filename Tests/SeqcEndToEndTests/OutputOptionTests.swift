import Foundation
import Testing

/// `-o`, `--quiet` and `--color`, alike across commands.
@Suite struct OutputOptionTests {
    static let escape = "\u{1B}["
    /// One warning (clamped) and one error (unknown-kind).
    static let mixed = "title: Mixed\ncards:\n  - countdown: Zero\n    duration: 0\n  - countdwn: Typo\n    duration: 1m\n"
    static let warningOnly = "id: w\ntitle: W\ncards:\n  - countdown: Zero\n    duration: 0\n"

    @Test func lintDashOWritesTheReportToAFileAndNothingToStandardOutput() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.mixed, to: "m.routine.yaml")
        let printed = try SeqcProcess.run(["lint", "--format", "json", "m.routine.yaml"], in: dir.url)
        let run = try SeqcProcess.run(["lint", "--format", "json", "-o", "report/lint.json", "m.routine.yaml"], in: dir.url)
        #expect(run.exitCode == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.isEmpty)
        let written = try String(contentsOf: dir.url.appendingPathComponent("report/lint.json"), encoding: .utf8)
        #expect(written == printed.stdout)
        let long = try SeqcProcess.run(["lint", "--output", "lint.txt", "m.routine.yaml"], in: dir.url)
        #expect(long.exitCode == 1)
        #expect(
            try String(contentsOf: dir.url.appendingPathComponent("lint.txt"), encoding: .utf8).hasSuffix(
                "checked 1 file: 1 error, 1 warning\n"))
    }

    @Test func lintDashOWritesAConfigurationErrorReportToo() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("rules:\n  clampd: off\n", to: ".seqc.yml")
        _ = try dir.write(Self.warningOnly, to: "w.routine.yaml")
        let run = try SeqcProcess.run(["lint", "--format", "sarif", "-o", "seqc.sarif", "."], in: dir.url)
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty)
        let sarif = try String(contentsOf: dir.url.appendingPathComponent("seqc.sarif"), encoding: .utf8)
        #expect(sarif.contains("invalid-configuration"))
    }

    @Test func lintDashORefusesToWriteOverAnInput() throws {
        let dir = try TemporaryDirectory()
        let input = try dir.write(Self.warningOnly, to: "w.routine.yaml")
        let run = try SeqcProcess.run(["lint", "-o", "w.routine.yaml", "w.routine.yaml"], in: dir.url)
        #expect(run.exitCode == 2)
        #expect(try String(contentsOf: input, encoding: .utf8) == Self.warningOnly)
    }

    @Test func quietShowsErrorsOnlyAndNoSummary() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.mixed, to: "m.routine.yaml")
        _ = try dir.write(Self.warningOnly, to: "w.routine.yaml")
        let run = try SeqcProcess.run(["lint", "--quiet", "--no-color", "."], in: dir.url)
        #expect(run.exitCode == 1)
        #expect(run.stdout.contains("error: unknown kind 'countdwn'"))
        #expect(!run.stdout.contains("warning"))
        #expect(!run.stdout.contains("checked"))
        let clean = try SeqcProcess.run(["lint", "-q", "w.routine.yaml"], in: dir.url)
        #expect(clean.exitCode == 0)
        #expect(clean.stdout.isEmpty && clean.stderr.isEmpty)
        // Hidden warnings still count.
        #expect(try SeqcProcess.run(["lint", "-q", "--max-warnings", "0", "w.routine.yaml"], in: dir.url).exitCode == 1)
        let strict = try SeqcProcess.run(["lint", "-q", "--strict", "--no-color", "w.routine.yaml"], in: dir.url)
        #expect(strict.exitCode == 1)
        #expect(strict.stdout.contains("error: "))
    }

    @Test func quietBuildPrintsNothingWhenItSucceeds() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.warningOnly, to: "w.routine.yaml")
        let run = try SeqcProcess.run(["build", "-q", "w.routine.yaml"], in: dir.url)
        #expect(run.exitCode == 0)
        #expect(run.stdout.isEmpty && run.stderr.isEmpty)
        #expect(FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("w.json").path))
    }

    @Test(arguments: [
        (["--color", "always"], [String: String](), true),
        (["--color", "always"], ["NO_COLOR": "1"], true),
        (["--color", "never"], ["FORCE_COLOR": "1"], false),
        (["--no-color"], ["FORCE_COLOR": "1"], false),
        (["--color", "auto"], [:], false),
        ([], [:], false),
        ([], ["FORCE_COLOR": "1"], true),
        ([], ["FORCE_COLOR": ""], false),
        ([], ["FORCE_COLOR": "1", "NO_COLOR": "1"], false),
    ])
    func colourOnAPipe(_ flags: [String], _ environment: [String: String], _ coloured: Bool) throws {
        let fixture = "Tests/SeqcEndToEndTests/Fixtures/compile/unknown-kind.routine.yaml"
        let lint = try SeqcProcess.run(["lint"] + flags + [fixture], environment: environment)
        #expect(lint.exitCode == 1)
        #expect(lint.stdout.contains(Self.escape) == coloured, "lint \(flags) \(environment)")
        let build = try SeqcProcess.run(["build"] + flags + [fixture, "-o", "-"], environment: environment)
        #expect(build.stderr.contains(Self.escape) == coloured, "build \(flags) \(environment)")
        let decompile = try SeqcProcess.run(["decompile"] + flags + ["-"], stdin: Data("{".utf8), environment: environment)
        #expect(decompile.stderr.contains(Self.escape) == coloured, "decompile \(flags) \(environment)")
    }

    @Test func aReportFileIsNeverColoured() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.mixed, to: "m.routine.yaml")
        _ = try SeqcProcess.run(["lint", "--color", "always", "-o", "out.txt", "m.routine.yaml"], in: dir.url)
        #expect(!(try String(contentsOf: dir.url.appendingPathComponent("out.txt"), encoding: .utf8)).contains(Self.escape))
    }

    @Test func anUnknownColourChoiceIsExitTwo() throws {
        let run = try SeqcProcess.run(["lint", "--color", "sometimes", "Examples"])
        #expect(run.exitCode == 2)
    }

    @Test(arguments: ["build", "lint"])
    func theFormatNamesAreTheSame(_ command: String) throws {
        let run = try SeqcProcess.run([command, "--help"], environment: ["COLUMNS": "200"])
        #expect(run.stdout.contains("(values: text, json, sarif, github"))
    }
}
