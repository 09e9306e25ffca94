import Foundation
import Testing

/// `seqc lint` streams its report (a window of files at a time, see docs/decisions.md,
/// "Lint streams"): the report is the one a whole-run report would be, whatever order the
/// files come in and however far apart the files a note links are.
@Suite struct LintStreamingTests {
    /// 150 routines, more than two windows of one job; every fifth has an unknown kind.
    static func repository() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        for index in 0..<150 {
            let card = index % 5 == 0 ? "countdwon: X" : "rest: R\n    duration: \(index + 1)s"
            _ = try dir.write("title: R\(index)\ncards:\n  - \(card)\n", to: String(format: "r/%03d.routine.yaml", index))
        }
        return dir
    }

    @Test(arguments: ["text", "json", "github"])
    func filesGivenInReverseReportAsTheDirectoryDoes(format: String) throws {
        let dir = try Self.repository()
        let names = (0..<150).reversed().map { String(format: "r/%03d.routine.yaml", $0) }
        let search = try SeqcProcess.run(["lint", "--jobs", "1", "--format", format, "r"], in: dir.url)
        let reversed = try SeqcProcess.run(["lint", "--jobs", "1", "--format", format] + names, in: dir.url)
        #expect(search.exitCode == 1)
        #expect(search.stdout.contains("unknown-kind"))
        #expect(reversed == search)
    }

    @Test func aNoteShowsTheLineOfAFileCheckedWindowsBefore() throws {
        let dir = try Self.repository()
        _ = try dir.write("title: First\nid: shared\ncards:\n  - rest: R\n    duration: 1s\n", to: "r/002.routine.yaml")
        _ = try dir.write("title: Second\n\nid: shared\ncards:\n  - rest: R\n    duration: 1s\n", to: "r/140.routine.yaml")
        let run = try SeqcProcess.run(["lint", "--jobs", "1", "--no-color", "r"], in: dir.url)
        #expect(run.exitCode == 1)
        #expect(
            run.stdout.contains(
                """
                r/140.routine.yaml:3:5: error: routine id 'shared' is already used by r/002.routine.yaml [duplicate-routine-id]
                    3 | id: shared
                      |     ^~~~~~
                      = help: give one of them a different 'id:'
                r/002.routine.yaml:2:5: note: 'shared' is first used here; its id is set here
                    2 | id: shared
                      |     ^~~~~~

                """), "\(run.stdout)")
    }

    /// Every routine that starts with a rest has a `leading-rest` warning: 120 of them,
    /// in every window.
    @Test func aBaselineMatchesAcrossParts() throws {
        let dir = try Self.repository()
        let baseline = dir.url.appendingPathComponent("baseline.json").path
        let written = try SeqcProcess.run(["lint", "--jobs", "1", "--write-baseline", baseline, "r"], in: dir.url)
        #expect(written.exitCode == 1)
        #expect(written.stdout.contains("120 warnings"), "\(written.stdout)")
        let known = try SeqcProcess.run(["lint", "--jobs", "1", "--baseline", baseline, "r"], in: dir.url)
        #expect(known.stdout.hasSuffix(" errors, 0 warnings\n"), "\(known.stdout)")
        // A second rest in the last window is one new finding.
        _ = try dir.write("title: R149\ncards:\n  - rest: R\n    duration: 1s\n  - rest: S\n    duration: 1s\n", to: "r/149.routine.yaml")
        let fresh = try SeqcProcess.run(["lint", "--jobs", "1", "--baseline", baseline, "--format", "json", "r"], in: dir.url)
        #expect(fresh.stdout.contains("\"warnings\": 1"), "\(fresh.stdout)")
        #expect(fresh.stdout.contains("r/149.routine.yaml"))
    }
}
