import Foundation
import Testing

/// Every write to standard output and error is checked: output lost is exit 3.
@Suite struct StandardStreamTests {
    /// /dev/full, where every write fails with "No space left on device"; opening it
    /// throws where there is none, which fails the test.
    static func full() throws -> FileHandle { try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full")) }

    @Test func buildJSONLostOnAFullDeviceIsExitThree() throws {
        let run = try SeqcProcess.run(["build", "Examples/tabata.routine.yaml", "-o", "-"], stdout: try Self.full())
        #expect(run.exitCode == 3)
        #expect(run.stderr.contains("cannot write to standard output: No space left on device"), "\(run.stderr)")
    }

    @Test func buildJSONLostKeepsTheReportFileUnwritten() throws {
        let dir = try TemporaryDirectory()
        let report = dir.url.appendingPathComponent("report.json")
        let run = try SeqcProcess.run(
            ["build", "Examples/tabata.routine.yaml", "-o", "-", "--report", report.path],
            stdout: try Self.full())
        #expect(run.exitCode == 3)
        #expect(!FileManager.default.fileExists(atPath: report.path), "all or nothing")
    }

    @Test(arguments: [["lint", "Examples"], ["schema", "routine"], ["rules"], ["templates"], ["--help"]])
    func anyLostOutputIsExitThree(_ arguments: [String]) throws {
        let run = try SeqcProcess.run(arguments, stdout: try Self.full())
        #expect(run.exitCode == 3, "\(arguments): \(run.stderr)")
        #expect(run.stderr.contains("cannot write to standard output: No space left on device"), "\(arguments): \(run.stderr)")
    }

    /// The files are written before the text report says so; a report that is lost
    /// still makes the run fail.
    @Test func aLostBuildReportIsExitThree() throws {
        let dir = try TemporaryDirectory()
        let run = try SeqcProcess.run(
            ["build", "Examples/tabata.routine.yaml", "--out-dir", dir.url.path], stdout: try Self.full())
        #expect(run.exitCode == 3)
        #expect(run.stderr.contains("cannot write to standard output: No space left on device"), "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("tabata.json").path))
    }

    /// Standard error is checked too: with `-o -` the build report goes there, and when
    /// it is lost the run fails, though the JSON reached standard output.
    @Test func aReportLostOnStandardErrorIsExitThree() throws {
        let run = try SeqcProcess.run(
            ["build", "Examples/tabata.routine.yaml", "-o", "-"],
            wrapper: ["/bin/sh", "-c", #"exec "$0" "$@" 2>/dev/full"#])
        #expect(run.exitCode == 3)
        #expect(!run.signalled)
        #expect(run.stdout.hasPrefix("{\n  \"formatVersion\": 1,"), "\(run.stdout.prefix(80))")
    }

    /// A reader that went away (`seqc lint | head`): exit 3, without a message.
    @Test func aClosedPipeIsExitThreeQuietly() throws {
        let pipe = Pipe()
        try pipe.fileHandleForReading.close()
        let run = try SeqcProcess.run(["lint", "Examples"], stdout: pipe.fileHandleForWriting)
        #expect(run.exitCode == 3)
        #expect(!run.signalled)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }
}
