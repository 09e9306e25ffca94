import Foundation
import Testing

/// Every input has a size limit, and going over it is a clear error, never a signal nor
/// memory in proportion to what was offered (docs/security.md "Limits"). Each run is
/// measured: seqc's peak memory must stay within a bound that holds the limit's own bytes
/// and the binary's baseline, far below what reading the offered input whole would take
/// (a run that tried would also hit ``LimitedRun``'s address-space limit and fail).
@Suite struct InputLimitTests {
    /// What seqc holds before it reads any input (a debug build runs at about 25 MiB),
    /// with room for the runtime's allocator.
    static let idleBound = 64 << 20
    /// A run that read an input up to `limit` bytes: those bytes, once, on top of idle.
    static func readingBound(_ limit: Int) -> Int { idleBound + limit + limit / 2 }

    static let mebibyte = 1 << 20
    static let baselineLimit = 64 << 20
    static let listLimit = 64 << 20
    static let sourceLimit = 8 << 20

    /// A sparse file of `size` bytes: the disk holds none of them, and reading it whole
    /// would cost `size` bytes of memory.
    private func sparse(_ name: String, size: Int, in directory: TemporaryDirectory) throws -> URL {
        let url = directory.url.appendingPathComponent(name)
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(size))
        try handle.close()
        return url
    }

    private func routineDirectory() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        _ = try directory.write("title: T\ncards:\n  - countdown: Go\n    duration: 1m\n", to: "r.routine.yaml")
        return directory
    }

    private func expectRefused(_ run: LimitedRun, exitCode: Int32, stderr: String, within bound: Int) {
        #expect(!run.signalled, "\(run.transcript)")
        #expect(run.exitCode == exitCode, "\(run.transcript)")
        #expect(run.stderr == stderr, "\(run.transcript)")
        #expect(run.peakIsWithin(bound), "peak over \(bound >> 20) MiB: \(run.transcript)")
    }

    /// A baseline one byte past the limit, and one of 4 GiB, are refused by their size,
    /// unread; one from a pipe that never ends stops one byte past the limit.
    @Test(arguments: [64 << 20 + 1, 4 << 30])
    func aBaselinePastTheLimitIsExitTwoUnread(size: Int) throws {
        let directory = try routineDirectory()
        _ = try sparse("huge.json", size: size, in: directory)
        let run = try LimitedRun.run(["lint", "--baseline", "huge.json", "."], in: directory.url)
        expectRefused(
            run, exitCode: 2, stderr: "seqc: error: huge.json: cannot read the baseline: it is larger than 64 MiB (the limit)\n",
            within: Self.idleBound)
    }

    @Test func aBaselineFromAnEndlessPipeStopsAtTheLimit() throws {
        let directory = try routineDirectory()
        let run = try LimitedRun.run(["lint", "--baseline", "/dev/stdin", "."], in: directory.url, endlessStandardInput: true)
        expectRefused(
            run, exitCode: 2, stderr: "seqc: error: /dev/stdin: cannot read the baseline: it is larger than 64 MiB (the limit)\n",
            within: Self.readingBound(Self.baselineLimit))
    }

    /// A list past the byte limit, from a sparse file (refused unread) or a pipe that
    /// never ends (refused at the first byte past it).
    @Test(arguments: ["lint", "build"])
    func aFileListPastTheByteLimitIsExitTwo(command: String) throws {
        let directory = try routineDirectory()
        _ = try sparse("list", size: 4 << 30, in: directory)
        let file = try LimitedRun.run([command, "--files-from", "list"], in: directory.url)
        expectRefused(
            file, exitCode: 2, stderr: "seqc: error: list: cannot read the file list: it is larger than 64 MiB (the limit)\n",
            within: Self.idleBound)
        let pipe = try LimitedRun.run([command, "--files-from", "-"], in: directory.url, endlessStandardInput: true)
        expectRefused(
            pipe, exitCode: 2, stderr: "seqc: error: -: cannot read the file list: it is larger than 64 MiB (the limit)\n",
            within: Self.readingBound(Self.listLimit))
    }

    /// 64 MiB of one-letter names is 33 million paths: refused by their count, before any
    /// is made, so the list costs its bytes and no more. So is a list of short, distinct
    /// names one past the count limit.
    @Test func aFileListOfTooManyPathsIsExitTwoAtTheCostOfItsBytes() throws {
        let directory = try routineDirectory()
        // Written a mebibyte at a time: the test process's own peak is the floor of the measure.
        let tiny = directory.url.appendingPathComponent("tiny")
        #expect(FileManager.default.createFile(atPath: tiny.path, contents: nil))
        let handle = try FileHandle(forWritingTo: tiny)
        let chunk = Data(String(repeating: "a\n", count: Self.mebibyte / 2).utf8)
        for _ in 0..<(Self.listLimit / Self.mebibyte) { try handle.write(contentsOf: chunk) }
        try handle.close()
        let run = try LimitedRun.run(["lint", "--files-from", "tiny"], in: directory.url)
        expectRefused(
            run, exitCode: 2, stderr: "seqc: error: tiny: cannot read the file list: it names more than 1000000 paths (the limit)\n",
            within: Self.readingBound(Self.listLimit))
        let distinct = (0...1_000_000).map { "r\($0)\0" }.joined()
        try Data(distinct.utf8).write(to: directory.url.appendingPathComponent("distinct"))
        let over = try LimitedRun.run(["build", "--files-from", "distinct"], in: directory.url)
        expectRefused(
            over, exitCode: 2,
            stderr: "seqc: error: distinct: cannot read the file list: it names more than 1000000 paths (the limit)\n",
            within: Self.readingBound(distinct.utf8.count))
    }

    /// A configuration past 8 MiB, found as `.seqc.yml` or given with `--config`, stops
    /// the run with exit 2 before any routine is read; one that is a pipe is refused unread.
    @Test(arguments: [8 << 20 + 1, 4 << 30])
    func aConfigurationPastTheLimitIsExitTwo(size: Int) throws {
        let directory = try routineDirectory()
        _ = try sparse(".seqc.yml", size: size, in: directory)
        for arguments in [["lint", "."], ["build", ".", "--out-dir", "out"], ["lint", "--config", ".seqc.yml", "r.routine.yaml"]] {
            let run = try LimitedRun.run(arguments, in: directory.url)
            #expect(!run.signalled && run.exitCode == 2, "\(arguments): \(run.transcript)")
            #expect((run.stdout + run.stderr).contains(".seqc.yml:1:1: error: file is larger than 8388608 bytes"), "\(run.transcript)")
            #expect((run.stdout + run.stderr).contains("[resource-limit]"), "\(run.transcript)")
            #expect(run.peakIsWithin(Self.idleBound), "\(run.transcript)")
        }
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("out").path))
        let endless = try LimitedRun.run(
            ["lint", "--config", "/dev/stdin", "r.routine.yaml"], in: directory.url, endlessStandardInput: true)
        #expect(!endless.signalled && endless.exitCode == 2, "\(endless.transcript)")
        #expect(endless.peakIsWithin(Self.idleBound), "\(endless.transcript)")
    }

    /// A routine or a runtime JSON document past 8 MiB is the `resource-limit` error,
    /// exit 1: from a sparse file unread, from a pipe that never ends one byte past it.
    @Test func aRoutineOrDecompiledDocumentPastTheLimitIsAResourceLimitError() throws {
        let directory = try TemporaryDirectory()
        _ = try sparse("huge.routine.yaml", size: 4 << 30, in: directory)
        _ = try sparse("huge.json", size: 4 << 30, in: directory)
        for arguments in [["lint", "huge.routine.yaml"], ["build", "huge.routine.yaml", "-o", "out.json"], ["decompile", "huge.json"]] {
            let run = try LimitedRun.run(arguments, in: directory.url)
            #expect(!run.signalled && run.exitCode == 1, "\(arguments): \(run.transcript)")
            #expect((run.stdout + run.stderr).contains("[resource-limit]"), "\(run.transcript)")
            #expect(run.peakIsWithin(Self.idleBound), "\(run.transcript)")
        }
        for arguments in [["lint", "-"], ["decompile", "-"]] {
            let run = try LimitedRun.run(arguments, in: directory.url, endlessStandardInput: true)
            #expect(!run.signalled && run.exitCode == 1, "\(arguments): \(run.transcript)")
            #expect((run.stdout + run.stderr).contains("[resource-limit]"), "\(run.transcript)")
            #expect(run.peakIsWithin(Self.readingBound(Self.sourceLimit)), "\(run.transcript)")
        }
    }
}
