import Foundation
import SeqcCompiler
import Testing

/// A build's text report is made routine by routine as the routines are checked, on the
/// workers (`BuildStaging.Encoded.writtenText`, in SeqcLint), and printed once the commit has put every
/// output in place. It is the text `BuildReport.text` gives for the same routines, and a
/// build whose commit fails prints none of it.
@Suite struct BuildTextReportTests {
    @Test(arguments: [["--jobs", "1"], ["--jobs", "2"], ["--report", "report.json"]])
    func theTextMadeAsTheRoutinesAreCheckedIsTheReportsText(_ options: [String]) throws {
        let directory = try TemporaryDirectory()
        var corpus = RoutineCorpus(seed: 11)
        let paths = try corpus.write(400, to: directory.url).map { directory.url.appendingPathComponent($0).path }
        let run = try SeqcProcess.run(["build", "--out-dir", "cli"] + options + paths, in: directory.url, timeout: 120)
        #expect(run.exitCode == 0, "\(run.transcript)")
        // The same routines compiled here, their report made whole from them.
        let compiler = Compiler()
        let routines = try paths.map { path -> RoutineReport in
            let result = compiler.compile(try SourceLoader.load(path, limits: compiler.limits).get())
            return RoutineReport(result: result, diagnostics: result.diagnostics, output: result.slug.map { "cli/\($0).json" })
        }
        let expected = BuildReport(routines: routines).text
        #expect(routines.allSatisfy { $0.errors == 0 })
        #expect(run.stdout == expected)
        #expect(run.stdout.components(separatedBy: "\n  cards: ").count == 401)
    }

    /// A build that fails prints what the records say, every routine unwritten, and none
    /// of the text made as written.
    @Test func aBuildWithAnErrorPrintsItsRoutinesUnwritten() throws {
        let directory = try TemporaryDirectory()
        var corpus = RoutineCorpus(seed: 13)
        var paths = try corpus.write(100, to: directory.url)
        try "title: Broken\ncards:\n  - countdown: Go\n    duration: soon\n".write(
            to: directory.url.appendingPathComponent("zz-broken.routine.yaml"), atomically: true, encoding: .utf8)
        paths.append("zz-broken.routine.yaml")
        let run = try SeqcProcess.run(["build", "--out-dir", "out"] + paths, in: directory.url, timeout: 120)
        #expect(run.exitCode == 1, "\(run.transcript)")
        #expect(!run.stdout.contains(" -> out/"), "\(run.stdout)")
        #expect(
            run.stdout.components(separatedBy: ": not written (zz-broken.routine.yaml failed)\n  cards: ").count == 101, "\(run.stdout)")
        #expect(run.stdout.hasSuffix("nothing written: 1 of 101 routines failed (zz-broken.routine.yaml)\n"))
        #expect(run.stdout.contains("zz-broken.routine.yaml: not built (1 error"), "\(run.stdout)")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("out").path))
    }

    /// Several routines failing: each good one says how many, the last line names the
    /// first three failures and counts the rest, over a few random mixes.
    @Test(arguments: [(12, 1), (9, 2), (20, 5)])
    func aBuildWithSeveralFailuresNamesThem(good: Int, broken: Int) throws {
        let directory = try TemporaryDirectory()
        var corpus = RoutineCorpus(seed: UInt64(good * 31 + broken))
        var paths = try corpus.write(good, to: directory.url)
        for index in 0..<broken {
            let name = "zz-broken-\(index).routine.yaml"
            _ = try directory.write("title: Broken \(index)\ncards:\n  - countdown: Go\n    duration: soon\n", to: name)
            paths.append(name)
        }
        let run = try SeqcProcess.run(["build", "--out-dir", "out"] + paths, in: directory.url, timeout: 120)
        #expect(run.exitCode == 1)
        let reason = broken == 1 ? "zz-broken-0.routine.yaml failed" : "\(broken) routines failed; a build writes all or none"
        #expect(run.stdout.components(separatedBy: ": not written (\(reason))\n").count == good + 1, "\(run.stdout)")
        let named = (0..<min(broken, 3)).map { "zz-broken-\($0).routine.yaml" }.joined(separator: ", ")
        let more = broken > 3 ? " and \(broken - 3) more" : ""
        #expect(run.stdout.hasSuffix("nothing written: \(broken) of \(good + broken) routines failed (\(named)\(more))\n"))
    }

    /// Into an existing `out` (one rename an output, a fault part-way) and into a new one
    /// (one rename of the whole directory), for a build of many routines and of a few.
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
