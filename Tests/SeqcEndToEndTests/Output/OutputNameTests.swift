import Foundation
import SeqcModel
import Testing

/// Output names at the edges: one character, longer than the file system allows.
@Suite struct OutputNameTests {
    @Test func oneCharacterNamesAreWritten() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(OutputFixture.routine("daily"), to: "r.routine.yaml")
        let build = try SeqcProcess.run(["build", "r.routine.yaml", "-o", "x", "--report", "r"], in: dir.url)
        #expect(build.exitCode == 0, "\(build.stderr)")
        #expect(!build.signalled)
        let json = try Data(contentsOf: dir.url.appendingPathComponent("x"))
        #expect(try RuntimeDocument.decode(from: json).sequence.slug == "daily")
        #expect(FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("r").path))
        let decompile = try SeqcProcess.run(["decompile", "x", "-o", "y"], in: dir.url)
        #expect(decompile.exitCode == 0, "\(decompile.stderr)")
        #expect(OutputFixture.text(dir.url.appendingPathComponent("y"))?.contains("id: daily") == true)
    }

    @Test func aNameOverTheFileSystemsLimitIsAClearFailure() throws {
        let dir = try TemporaryDirectory()
        let input = try dir.write(OutputFixture.routine("daily"), to: "r.routine.yaml")
        let name = String(repeating: "n", count: 300) + ".json"
        let run = try SeqcProcess.run(["build", input.path, "-o", name, "--report", "report.json"], in: dir.url)
        #expect(run.exitCode == 3)
        #expect(run.stderr.contains("the name is longer than the file system allows"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path) == ["r.routine.yaml"])
    }

    @Test func aNameJustUnderTheLimitStillHasRoomForItsTemporaryFile() throws {
        let dir = try TemporaryDirectory()
        let input = try dir.write(OutputFixture.routine("daily"), to: "r.routine.yaml")
        let name = String(repeating: "n", count: 250) + ".json"
        let run = try SeqcProcess.run(["build", input.path, "-o", name], in: dir.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: dir.url.appendingPathComponent(name).path))
    }

    @Test func anOutputOfTheSameSizeButOtherBytesIsReplaced() throws {
        let dir = try TemporaryDirectory()
        let input = try dir.write(OutputFixture.routine("daily"), to: "r.routine.yaml")
        let output = dir.url.appendingPathComponent("daily.json")
        #expect(try SeqcProcess.run(["build", input.path, "--out-dir", dir.url.path]).exitCode == 0)
        let good = try Data(contentsOf: output)
        var bad = good
        bad[bad.count - 2] = UInt8(ascii: " ")
        try bad.write(to: output)
        #expect(try SeqcProcess.run(["build", input.path, "--out-dir", dir.url.path]).exitCode == 0)
        #expect(try Data(contentsOf: output) == good)
    }

    /// The old output is compared by size before any byte is read: seqc's peak memory
    /// stays far below what reading it whole would take. The file is sparse and at least
    /// 1 GB, and always twice the bound, so reading it whole would break the bound
    /// whatever the test host's own memory adds (see `MeasuredRun`).
    @Test func aHugeOldOutputIsNotReadWhole() throws {
        let dir = try TemporaryDirectory()
        let input = try dir.write(OutputFixture.routine("daily"), to: "r.routine.yaml")
        let output = dir.url.appendingPathComponent("daily.json")
        let boundKilobytes = MeasuredRun.ownPeakKilobytes() + 256 * 1024
        let size = max(UInt64(1) << 30, UInt64(boundKilobytes) * 1024 * 2)
        #expect(FileManager.default.createFile(atPath: output.path, contents: nil))
        let handle = try FileHandle(forWritingTo: output)
        try handle.truncate(atOffset: size)
        try handle.close()
        let run = try MeasuredRun(["build", input.path, "--out-dir", dir.url.path])
        #expect(run.exitStatus == 0)
        #expect(
            run.peakMemoryKilobytes < run.inheritedPeakKilobytes + 256 * 1024,
            "seqc peaked at \(run.peakMemoryKilobytes) kB (the test host at \(run.inheritedPeakKilobytes) kB)")
        #expect(try RuntimeDocument.decode(from: Data(contentsOf: output)).sequence.slug == "daily")
    }
}
