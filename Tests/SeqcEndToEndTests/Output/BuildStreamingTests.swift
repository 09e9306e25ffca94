import Foundation
import Testing

/// `seqc build` stages each output as its routine is checked (docs/decisions.md, "Build
/// streams"), over many windows of files: the outputs are the same whatever `--jobs`
/// is, and an error or a signal late in the run still leaves every old output as it was
/// and no temporary file behind.
@Suite struct BuildStreamingTests {
    /// 150 routines (more than two windows of one job) and two old outputs.
    static func scene() throws -> TemporaryDirectory {
        let dir = try TemporaryDirectory()
        for index in 0..<150 {
            _ = try dir.write(
                "title: R\(index)\ncards:\n  - countdown: Go\n    duration: \(index + 1)s\n  - interval: Work\n    rounds: \(index % 7 + 1)\n    work: 20s\n    rest: 10s\n",
                to: String(format: "in/r%03d.routine.yaml", index))
        }
        _ = try dir.write("OLD-0", to: "out/r000.json")
        _ = try dir.write("OLD-149", to: "out/r149.json")
        return dir
    }

    /// The names and bytes of every file in `out`.
    static func contents(_ dir: TemporaryDirectory) throws -> [String: Data] {
        let out = dir.url.appendingPathComponent("out")
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: out.path) {
            files[name] = try Data(contentsOf: out.appendingPathComponent(name))
        }
        return files
    }

    @Test func everyJobCountWritesTheSameBytesAndReport() throws {
        var outputs: [[String: Data]] = []
        var runs: [SeqcProcess.Run] = []
        for jobs in ["1", "2", "5"] {
            let dir = try Self.scene()
            let run = try SeqcProcess.run(["build", "in", "--out-dir", "out", "--jobs", jobs, "--report", "report.json"], in: dir.url)
            #expect(run.exitCode == 0, "\(run.stderr)")
            let written = try Self.contents(dir)
            #expect(written.count == 150)
            #expect(written["r149.json"] != Data("OLD-149".utf8))
            outputs.append(written)
            runs.append(run)
            #expect(try Data(contentsOf: dir.url.appendingPathComponent("report.json")).count > 0)
        }
        #expect(outputs[1] == outputs[0] && outputs[2] == outputs[0])
        #expect(runs[1] == runs[0] && runs[2] == runs[0])
    }

    @Test func anErrorInTheLastWindowRemovesWhatEarlierWindowsStaged() throws {
        let dir = try Self.scene()
        _ = try dir.write("title: Broken\ncards:\n  - countdwon: Go\n", to: "in/r149.routine.yaml")
        let before = try Self.contents(dir)
        let run = try SeqcProcess.run(["build", "in", "--out-dir", "out", "--jobs", "1"], in: dir.url)
        #expect(run.exitCode == 1)
        #expect(run.stderr.contains("r149.routine.yaml:3:5: error"))
        #expect(try Self.contents(dir) == before, "only the two old outputs, unchanged, and no temporary file")
    }

    @Test(arguments: ["SIGINT", "SIGTERM", "fail"])
    func aFaultAfterManyStagedOutputsLeavesEverythingAsItWas(action: String) throws {
        let dir = try Self.scene()
        let before = try Self.contents(dir)
        let run = try SeqcProcess.run(
            ["build", "in", "--out-dir", "out", "--jobs", "1"], in: dir.url, environment: ["SEQC_FAULT": "stage:140:\(action)"])
        #expect(run.exitCode != 0 && !run.signalled)
        #expect(try Self.contents(dir) == before)
    }

    /// The report is streamed from a temporary file into its own staged file (the 151st
    /// staged here): a fault while staging it leaves every output and the old report as
    /// they were.
    @Test(arguments: ["SIGTERM", "fail"])
    func aFaultWhileStagingTheReportLeavesEverythingAsItWas(action: String) throws {
        let dir = try Self.scene()
        _ = try dir.write("OLD-REPORT", to: "out/report.json")
        let before = try Self.contents(dir)
        let run = try SeqcProcess.run(
            ["build", "in", "--out-dir", "out", "--jobs", "2", "--report", "out/report.json"], in: dir.url,
            environment: ["SEQC_FAULT": "stage:151:\(action)"])
        #expect(run.exitCode != 0 && !run.signalled)
        #expect(try Self.contents(dir) == before)
    }

    /// A report whose bytes are already in place is left alone, as every output is.
    @Test func anUnchangedReportKeepsItsModificationTime() throws {
        let dir = try Self.scene()
        let arguments = ["build", "in", "--out-dir", "out", "--report", "report.json"]
        #expect(try SeqcProcess.run(arguments, in: dir.url).exitCode == 0)
        let report = dir.url.appendingPathComponent("report.json").path
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: report)
        let first = try Data(contentsOf: URL(fileURLWithPath: report))
        #expect(try SeqcProcess.run(arguments, in: dir.url).exitCode == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: report)) == first)
        let modified = try FileManager.default.attributesOfItem(atPath: report)[.modificationDate] as? Date
        #expect(modified == old)
    }

    /// A successful build's `--report -` and `--report /dev/stdout` (written at the commit
    /// from the report's spool file, piece by piece) are the bytes of `--report FILE`:
    /// 150 routines make a report of three 64 KiB pieces.
    @Test func aReportToStandardOutputIsTheReportFilesBytes() throws {
        let dir = try Self.scene()
        let toFile = try SeqcProcess.run(["build", "in", "--out-dir", "out", "--report", "report.json", "--quiet"], in: dir.url)
        #expect(toFile.exitCode == 0, "\(toFile.stderr)")
        let expected = try Data(contentsOf: dir.url.appendingPathComponent("report.json"))
        #expect(expected.count > 2 * 64 * 1024)
        for destination in ["-", "/dev/stdout"] {
            let run = try SeqcProcess.run(["build", "in", "--out-dir", "out", "--report", destination, "--quiet"], in: dir.url)
            #expect(run.exitCode == 0, "\(destination): \(run.stderr)")
            #expect(Data(run.stdout.utf8) == expected, "\(destination)")
        }
    }

    /// A failed build still prints its report to standard output with `--report -`, every
    /// routine unwritten.
    @Test func aFailedBuildPrintsItsReportUnwritten() throws {
        let dir = try Self.scene()
        _ = try dir.write("title: Broken\ncards:\n  - countdwon: Go\n", to: "in/r149.routine.yaml")
        let run = try SeqcProcess.run(["build", "in", "--out-dir", "out", "--report", "-"], in: dir.url)
        #expect(run.exitCode == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let routines = try #require(report["routines"] as? [[String: Any]])
        #expect(routines.count == 150)
        #expect(routines.allSatisfy { $0["output"] == nil })
        let totals = try #require(report["totals"] as? [String: Any])
        #expect(totals["written"] as? Int == 0 && totals["routines"] as? Int == 150)
    }
}
