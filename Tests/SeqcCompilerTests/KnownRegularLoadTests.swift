import Foundation
import Testing

@testable import SeqcCompiler

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file discovery saw as regular is opened without a second look first; whatever took
/// its place since is still refused or reported in the same words, and nothing blocks.
@Suite struct KnownRegularLoadTests {
    private func withDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("known-regular-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    /// The message of each way of loading `path`, known regular and not.
    private func messages(_ path: String) -> (known: String?, looked: String?) {
        func message(_ result: Result<SourceFile, Diagnostic>) -> String? {
            if case .failure(let problem) = result { return problem.message }
            return nil
        }
        let raw = RawPath(path)
        return (
            message(SourceLoader.load(raw, displayName: path, knownRegular: true)),
            message(SourceLoader.load(raw, displayName: path, knownRegular: false))
        )
    }

    @Test func aRegularFileReadsTheSameBytes() throws {
        try withDirectory { directory in
            let path = directory.appendingPathComponent("a.routine.yaml").path
            try Data("title: A\ncards: []\n".utf8).write(to: URL(fileURLWithPath: path))
            let known = try SourceLoader.load(RawPath(path), displayName: "a", knownRegular: true).get()
            let looked = try SourceLoader.load(RawPath(path), displayName: "a").get()
            #expect(known.bytes == looked.bytes)
            #expect(known.bytes == Array("title: A\ncards: []\n".utf8))
        }
    }

    @Test func aFileGoneSinceDiscoveryIsNoSuchFile() throws {
        try withDirectory { directory in
            let gone = messages(directory.appendingPathComponent("gone.routine.yaml").path)
            #expect(gone.known == "no such file")
            #expect(gone.known == gone.looked)
            let underAFile = directory.appendingPathComponent("plain").path
            try Data("x".utf8).write(to: URL(fileURLWithPath: underAFile))
            let notADirectory = messages(underAFile + "/a.routine.yaml")
            #expect(notADirectory.known == "no such file")
            #expect(notADirectory.known == notADirectory.looked)
        }
    }

    @Test func aFIFOInItsPlaceIsRefusedWithoutBlocking() throws {
        try withDirectory { directory in
            let path = directory.appendingPathComponent("pipe.routine.yaml").path
            try #require(mkfifo(path, 0o644) == 0)
            let refused = messages(path)
            #expect(refused.known == "is a named pipe (FIFO), not a regular file")
            #expect(refused.known == refused.looked)
        }
    }

    @Test func aDirectoryInItsPlaceIsRefused() throws {
        try withDirectory { directory in
            let path = directory.appendingPathComponent("folder.routine.yaml").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
            let refused = messages(path)
            #expect(refused.known == "is a directory, not a routine file")
            #expect(refused.known == refused.looked)
        }
    }

    /// A file is taken as read once `fstat`'s size is read, without a last `read`: files at
    /// and around the 64 KiB a read takes come back whole, and an empty one empty.
    @Test(arguments: [0, 1, 65_535, 65_536, 65_537, 200_000])
    func filesAroundAReadsSizeComeBackWhole(_ size: Int) throws {
        try withDirectory { directory in
            let path = directory.appendingPathComponent("sized.routine.yaml").path
            let bytes = (0..<size).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            for known in [true, false] {
                let loaded = try SourceLoader.load(RawPath(path), displayName: "sized", knownRegular: known).get()
                #expect(loaded.bytes == bytes)
            }
        }
    }
}
