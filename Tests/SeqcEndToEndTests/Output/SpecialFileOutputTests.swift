import Foundation
import SeqcModel
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Outputs that are not regular files are written through or refused, never replaced.
@Suite struct SpecialFileOutputTests {
    /// The null device, as a node of the test's own (made with mknod, which needs root):
    /// a regression must not replace the machine's /dev/null while the suite runs as root.
    @Test func theNullDeviceIsASinkThatStaysADevice() throws {
        let dir = try TemporaryDirectory()
        let input = try dir.write(OutputFixture.routine("daily"), to: "r.routine.yaml")
        let null = dir.url.appendingPathComponent("null").path
        guard mknod(null, S_IFCHR | 0o666, Self.nullDevice) == 0 else {
            // Without root, nothing can replace /dev/null, so the machine's own is safe to use.
            let run = try SeqcProcess.run(["build", input.path, "-o", "/dev/null"])
            #expect(run.exitCode == 0, "\(run.stderr)")
            return
        }
        let run = try SeqcProcess.run(["build", input.path, "-o", null, "--report", null])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(OutputFixture.type(of: null) == S_IFCHR)
        let schema = try SeqcProcess.run(["schema", "routine", "-o", null])
        #expect(schema.exitCode == 0, "\(schema.stderr)")
        #expect(OutputFixture.type(of: null) == S_IFCHR)
        #expect(OutputFixture.leftovers(under: dir.url).isEmpty)
    }

    /// The null device's number: 1,3 on Linux (glibc's `makedev` is a macro Swift cannot
    /// call), else read from /dev/null.
    static var nullDevice: dev_t {
        #if os(Linux)
        return dev_t((1 << 8) | 3)
        #else
        var system = stat()
        return stat("/dev/null", &system) == 0 ? system.st_rdev : 0
        #endif
    }

    @Test func aFIFONobodyReadsIsRefused() throws {
        let dir = try TemporaryDirectory()
        let input = try dir.write(OutputFixture.routine("daily"), to: "r.routine.yaml")
        let fifo = dir.url.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let run = try SeqcProcess.run(["build", input.path, "-o", fifo])
        #expect(run.exitCode == 3)
        #expect(run.stderr.contains("it is a FIFO that no process is reading"), "\(run.stderr)")
        #expect(OutputFixture.type(of: fifo) == S_IFIFO)
        #expect(OutputFixture.leftovers(under: dir.url).isEmpty)
    }

    @Test func aSocketIsRefused() throws {
        let dir = try TemporaryDirectory()
        let input = try dir.write(OutputFixture.routine("daily"), to: "r.routine.yaml")
        let socketPath = dir.url.appendingPathComponent("sock").path
        let descriptor = OutputFixture.makeSocket(at: socketPath)
        defer { close(descriptor) }
        #expect(OutputFixture.type(of: socketPath) == S_IFSOCK)
        let run = try SeqcProcess.run(["build", input.path, "--out-dir", dir.url.path, "--report", socketPath])
        #expect(run.exitCode == 3)
        #expect(run.stderr.contains("it is a socket, not a file"), "\(run.stderr)")
        #expect(OutputFixture.type(of: socketPath) == S_IFSOCK)
        #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("daily.json").path), "all or nothing")
    }

    @Test func aDirectoryIsRefused() throws {
        let dir = try TemporaryDirectory()
        let input = try dir.write(OutputFixture.routine("daily"), to: "r.routine.yaml")
        _ = try dir.write("keep", to: "target/inside")
        let run = try SeqcProcess.run(["build", input.path, "-o", dir.url.appendingPathComponent("target").path])
        #expect(run.exitCode == 3)
        #expect(run.stderr.contains("it is a directory, not a file"), "\(run.stderr)")
        #expect(OutputFixture.text(dir.url.appendingPathComponent("target/inside")) == "keep")
    }

    @Test func devStdoutOnAPipeIsWrittenThrough() throws {
        let run = try SeqcProcess.run(["build", "Examples/tabata.routine.yaml", "-o", "/dev/stdout"])
        #expect(run.exitCode == 0, "\(run.stderr)")
        let json = try #require(run.stdout.components(separatedBy: "\nExamples/").first)
        _ = try RuntimeDocument.decode(from: Data(json.utf8))
        #expect(run.stdout.contains("Examples/tabata.routine.yaml -> /dev/stdout\n"))
    }

    @Test func aSymbolicLinkStaysALinkAndItsFileIsReplaced() throws {
        let dir = try TemporaryDirectory()
        let input = try dir.write(OutputFixture.routine("daily"), to: "r.routine.yaml")
        let real = try dir.write("OLD", to: "real/target.json")
        let link = dir.url.appendingPathComponent("out/link.json")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "../real/target.json")
        let run = try SeqcProcess.run(["build", input.path, "-o", link.path])
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(OutputFixture.type(of: link.path) == S_IFLNK)
        #expect(try RuntimeDocument.decode(from: Data(contentsOf: real)).sequence.slug == "daily")
        #expect(OutputFixture.leftovers(under: dir.url).isEmpty)
    }
}
