import Foundation
import Testing

/// `seqc preview`, `seqc show` and `--summary`, run as a user runs them: the built binary,
/// real files, exit codes and what lands on disk.
@Suite struct PreviewCommandTests {
    static let examples: [String] = {
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: SeqcProcess.packageRoot.appendingPathComponent("Examples").path)) ?? []
        return names.filter { $0.hasSuffix(".routine.yaml") }.sorted().map { "Examples/\($0)" }
    }()

    /// The README's picture is seqc's own, and not stale.
    @Test func theReadmePictureIsCurrent() throws {
        let run = try SeqcProcess.run(["preview", "Examples/circuit.routine.yaml"])
        #expect(run.exitCode == 0, "\(run.transcript)")
        Golden.check(run.stdout, against: SeqcProcess.packageRoot.appendingPathComponent("docs/images/circuit-timeline.svg"))
        let readme = try String(contentsOf: SeqcProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("docs/images/circuit-timeline.svg"))
    }

    @Test(arguments: examples)
    func everyExampleDrawsTheSameFromItsRuntimeJSON(_ example: String) throws {
        let directory = try TemporaryDirectory()
        let json = directory.url.appendingPathComponent("routine.json").path
        #expect(try SeqcProcess.run(["build", example, "-o", json]).exitCode == 0)
        let fromRoutine = try SeqcProcess.run(["preview", example, "--format", "html"])
        let fromJSON = try SeqcProcess.run(["preview", json, "--format", "html"])
        #expect(fromRoutine.exitCode == 0 && fromJSON.exitCode == 0, "\(fromRoutine.transcript)\(fromJSON.transcript)")
        #expect(fromRoutine.stdout.hasPrefix("<!DOCTYPE html>"))
        // Runtime JSON has no blocks, so only the rounds' bands and labels may differ.
        let rows = { (page: String) in page.components(separatedBy: "<g class=\"card\">").count }
        #expect(rows(fromRoutine.stdout) == rows(fromJSON.stdout))
        let show = try SeqcProcess.run(["show", json, "--width", "70"])
        #expect(show.exitCode == 0)
        #expect(
            show.stdout.split(separator: "\n").count == rows(fromJSON.stdout) - 1 + 3, "title, total and header lines, then a line a card")
    }

    @Test func anExistingPictureIsKeptWithoutForce() throws {
        let directory = try TemporaryDirectory()
        let target = try directory.write("mine", to: "picture.svg")
        let run = try SeqcProcess.run(["preview", "Examples/tabata.routine.yaml", "-o", target.path])
        #expect(run.exitCode == 1, "\(run.transcript)")
        #expect(try String(contentsOf: target, encoding: .utf8) == "mine")
        let forced = try SeqcProcess.run(["preview", "Examples/tabata.routine.yaml", "-o", target.path, "--force"])
        #expect(forced.exitCode == 0)
        #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("<svg"))
        let html = directory.url.appendingPathComponent("page.html")
        #expect(try SeqcProcess.run(["preview", "Examples/tabata.routine.yaml", "-o", html.path]).exitCode == 0)
        #expect(try String(contentsOf: html, encoding: .utf8).hasPrefix("<!DOCTYPE html>"), "the format follows the -o name")
    }

    @Test(arguments: ["preview", "show"])
    func aBrokenRoutineIsADiagnosticAndNoPicture(_ command: String) throws {
        let directory = try TemporaryDirectory()
        let routine = try directory.write("title: Broken\ncards:\n  - countdown: Hold\n    duration: forever\n", to: "broken.routine.yaml")
        let out = directory.url.appendingPathComponent("out.svg")
        let run = try SeqcProcess.run([command, routine.path] + (command == "preview" ? ["-o", out.path] : []))
        #expect(run.exitCode == 1)
        #expect(run.stderr.contains("broken.routine.yaml:4:15: error"), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func aHostileTitleNeverReachesTheTerminalRaw() throws {
        let routine = "title: \"\\e[2J\\e]0;owned\\a\"\ncards:\n  - countdown: \"\\e[31mred\\u202Eevil\"\n    duration: 5s\n"
        let run = try SeqcProcess.run(["show", "-", "--stdin-filename", "x.routine.yaml", "--color", "always"], stdin: Data(routine.utf8))
        #expect(run.exitCode == 0, "\(run.transcript)")
        let escapes = run.stdout.components(separatedBy: "\u{1B}").count - 1
        // Only the swatch's own colour and reset remain.
        #expect(escapes == 2, "\(run.stdout.debugDescription)")
        #expect(!run.stdout.unicodeScalars.contains("\u{202E}"))
    }

    @Test func summariesAreAppendedForBuildAndLint() throws {
        let directory = try TemporaryDirectory()
        let summary = directory.url.appendingPathComponent("summary.md")
        let out = directory.url.appendingPathComponent("out")
        let build = try SeqcProcess.run(["build", "Examples/circuit.routine.yaml", "--out-dir", out.path, "--summary", summary.path])
        #expect(build.exitCode == 0, "\(build.transcript)")
        let bad = try directory.write(
            "title: \"| <b>@team</b> [x](http://e.com)\"\ncards:\n  - countdown: A\n    duration: 5x\n", to: "bad.routine.yaml")
        let lint = try SeqcProcess.run(["lint", bad.path, "Examples/tabata.routine.yaml", "--summary", summary.path])
        #expect(lint.exitCode == 1)
        let text = try String(contentsOf: summary, encoding: .utf8)
        #expect(text.components(separatedBy: "### seqc ").count == 3, "two runs appended:\n\(text)")
        #expect(text.contains("### seqc build: 1 routine"))
        #expect(text.contains("### seqc lint: 2 routines, 1 with errors"))
        #expect(text.contains("Bodyweight Circuit"))
        #expect(!text.contains("<b>") && !text.contains("@team") && !text.contains("](http"))
    }

    @Test func aSummaryThatCannotBeWrittenIsSeqcsFailure() throws {
        let directory = try TemporaryDirectory()
        let run = try SeqcProcess.run([
            "lint", "Examples/tabata.routine.yaml", "--summary", directory.url.appendingPathComponent("missing/summary.md").path,
        ])
        #expect(run.exitCode == 3, "\(run.transcript)")
        #expect(run.stderr.contains("could not append the summary"))
    }
}
