import Foundation
import Testing

/// `lint --write-baseline` and `lint --baseline`: adopting seqc with findings already there.
@Suite struct BaselineTests {
    static let routine = """
        id: rests
        title: Rests
        cards:
          - countdown: Go
            duration: 0
          - rest: A
            duration: 1m
          - rest: B
            duration: 1m

        """

    @Test func onlyNewFindingsAreReportedAndLineShiftsKeepTheBaseline() throws {
        let dir = try TemporaryDirectory()
        let file = try dir.write(Self.routine, to: "r.routine.yaml")
        let first = try SeqcProcess.run(["lint", "--no-color", "--write-baseline", "baseline.json", "."], in: dir.url)
        #expect(first.exitCode == 0)
        #expect(first.stdout.contains("[clamped]") && first.stdout.contains("[consecutive-rests]"))
        let baseline = try String(contentsOf: dir.url.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baseline.contains("\"rule\": \"clamped\""))
        #expect(!baseline.contains("\"line\": 5"))

        let known = try SeqcProcess.run(["lint", "--strict", "--baseline", "baseline.json", "."], in: dir.url)
        #expect(known.exitCode == 0, "\(known.stdout)")
        #expect(known.stdout == "checked 1 file: 0 errors, 0 warnings\n")

        // Two lines added at the top: every finding moves, none is new.
        try Data(("# a comment\n# another\n" + Self.routine).utf8).write(to: file)
        let shifted = try SeqcProcess.run(["lint", "--strict", "--baseline", "baseline.json", "."], in: dir.url)
        #expect(shifted.exitCode == 0, "\(shifted.stdout)")

        // A new finding: only it is reported, and it sets the exit code.
        try Data((Self.routine + "  - countdown: Again\n    duration: 0\n").utf8).write(to: file)
        let new = try SeqcProcess.run(["lint", "--no-color", "--strict", "--baseline", "baseline.json", "."], in: dir.url)
        #expect(new.exitCode == 1)
        #expect(new.stdout.contains("r.routine.yaml:11:15: error:"))
        #expect(!new.stdout.contains(":5:15:"))
        #expect(new.stdout.hasSuffix("checked 1 file: 1 error, 0 warnings\n"))
    }

    @Test func identicalFindingsAreCounted() throws {
        let dir = try TemporaryDirectory()
        let once = "id: z\ntitle: Z\ncards:\n  - countdown: Zero\n    duration: 0\n"
        let file = try dir.write(once, to: "z.routine.yaml")
        #expect(try SeqcProcess.run(["lint", "--write-baseline", "b.json", "z.routine.yaml"], in: dir.url).exitCode == 0)
        // A second clamp: the same file, rule, message and line text as the one recorded.
        try Data((once + "  - countdown: Again\n    duration: 0\n").utf8).write(to: file)
        let run = try SeqcProcess.run(["lint", "--no-color", "--baseline", "b.json", "z.routine.yaml"], in: dir.url)
        #expect(run.stdout.hasSuffix("checked 1 file: 0 errors, 1 warning\n"), "\(run.stdout)")
        #expect(run.stdout.contains("z.routine.yaml:7:15: warning:"))
    }

    @Test func compileErrorsAreAlwaysReported() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("title: T\ncards:\n  - countdwn: Go\n    duration: 1m\n", to: "e.routine.yaml")
        #expect(try SeqcProcess.run(["lint", "--write-baseline", "b.json", "e.routine.yaml"], in: dir.url).exitCode == 1)
        let run = try SeqcProcess.run(["lint", "--baseline", "b.json", "e.routine.yaml"], in: dir.url)
        #expect(run.exitCode == 1)
        #expect(run.stdout.contains("[unknown-kind]"))
    }

    @Test func theBaselineFileIsStable() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.routine, to: "r.routine.yaml")
        _ = try SeqcProcess.run(["lint", "--write-baseline", "one.json", "--jobs", "1", "."], in: dir.url)
        _ = try SeqcProcess.run(["lint", "--write-baseline", "two.json", "."], in: dir.url)
        #expect(
            try Data(contentsOf: dir.url.appendingPathComponent("one.json")) == Data(contentsOf: dir.url.appendingPathComponent("two.json"))
        )
    }

    @Test func aMissingOrMalformedBaselineIsExitTwoNamingTheFile() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.routine, to: "r.routine.yaml")
        let missing = try SeqcProcess.run(["lint", "--baseline", "nope.json", "."], in: dir.url)
        #expect(missing.exitCode == 2)
        #expect(missing.stderr == "seqc: error: nope.json: cannot read the baseline: no such file\n")
        #expect(missing.stdout.isEmpty)
        _ = try dir.write("{\n  \"version\": 1,\n  \"findings\": [,]\n}\n", to: "bad.json")
        let bad = try SeqcProcess.run(["lint", "--baseline", "bad.json", "."], in: dir.url)
        #expect(bad.exitCode == 2)
        #expect(bad.stderr.hasPrefix("seqc: error: bad.json:3:16: not valid JSON"), "\(bad.stderr)")
        _ = try dir.write("{\"findings\": 3}", to: "wrong.json")
        let wrong = try SeqcProcess.run(["lint", "--baseline", "wrong.json", "."], in: dir.url)
        #expect(wrong.exitCode == 2)
        #expect(wrong.stderr.hasPrefix("seqc: error: wrong.json: not a seqc baseline"))
    }
}
