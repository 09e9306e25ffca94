import Foundation
import Testing

/// A build without `--report` makes its text report while the commit renames its outputs
/// (`TextReportAhead`); with `--report FILE` it makes it after, as before. Both give the
/// same text, routine for routine, and a build whose commit fails gives none of it.
@Suite struct BuildTextAheadTests {
    @Test func theTextMadeDuringTheCommitIsTheTextMadeAfterIt() throws {
        let directory = try TemporaryDirectory()
        var corpus = RoutineCorpus(seed: 11)
        let paths = try corpus.write(400, to: directory.url)
        let ahead = try SeqcProcess.run(["build", "--out-dir", "ahead"] + paths, in: directory.url, timeout: 120)
        let after = try SeqcProcess.run(
            ["build", "--out-dir", "after", "--report", "report.json"] + paths, in: directory.url, timeout: 120)
        #expect(ahead.exitCode == 0, "\(ahead.transcript)")
        #expect(after.exitCode == 0, "\(after.transcript)")
        #expect(ahead.stdout.replacingOccurrences(of: "ahead/", with: "X/") == after.stdout.replacingOccurrences(of: "after/", with: "X/"))
        #expect(ahead.stdout.components(separatedBy: "\n  cards: ").count == 401)
        #expect(ahead.stderr == after.stderr)
    }

    /// Into an existing `out` (one rename an output, a fault part-way) and into a new one
    /// (one rename of the whole directory); 80 routines, whose text is made ahead, and 6,
    /// too few for that (`TextReportAhead.minimumRoutines`), whose text is made after.
    @Test(arguments: [
        ("commit:2:fail", true, 80), ("commit:5:SIGTERM", true, 80), ("commit:1:SIGTERM", false, 80), ("commit:2:fail", true, 6),
        ("commit:1:SIGTERM", false, 6),
    ])
    func aCommitThatFailsPrintsNoneOfTheText(_ fault: String, outExists: Bool, routines: Int) throws {
        let directory = try TemporaryDirectory()
        var corpus = RoutineCorpus(seed: 12)
        let paths = try corpus.write(routines, to: directory.url)
        if outExists {
            try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("out"), withIntermediateDirectories: false)
        }
        let run = try SeqcProcess.run(
            ["build", "--out-dir", "out"] + paths, in: directory.url, environment: ["SEQC_FAULT": fault], timeout: 60)
        #expect(run.exitCode == 3, "\(run.transcript)")
        #expect(!run.stdout.contains("cards:"), "\(run.stdout)")
        #expect(run.stderr.contains("every output was left as it was"), "\(run.stderr)")
    }
}
