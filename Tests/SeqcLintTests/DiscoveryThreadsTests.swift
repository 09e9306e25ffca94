import Foundation
import SeqcCompiler
import Testing

@testable import SeqcLint

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Discovery looks at files on several threads, and at only the names that can be
/// routines: what it finds is the same whatever the number of jobs.
@Suite struct DiscoveryThreadsTests {
    @Test func aWalkFindsTheSameWithOneJobOrThree() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("seqc-walk-jobs-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        let manager = FileManager.default
        // More files than one chunk of statuses, across folders, among other files.
        for folder in 0..<3 {
            let directory = root.appendingPathComponent("team\(folder)")
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            for index in 0..<300 {
                try Data("title: t\n".utf8).write(to: directory.appendingPathComponent("r\(index).routine.yaml"))
                try Data("notes\n".utf8).write(to: directory.appendingPathComponent("notes\(index).md"))
            }
        }
        // A folder named like a routine is searched, a hidden one is not; a link to a
        // routine is found once under the routine's own name; a broken link and a FIFO
        // named like routines are skipped, with why.
        try manager.createDirectory(at: root.appendingPathComponent("odd.routine.yaml"), withIntermediateDirectories: true)
        try Data("title: t\n".utf8).write(to: root.appendingPathComponent("odd.routine.yaml/inner.routine.yaml"))
        try manager.createDirectory(at: root.appendingPathComponent(".hidden"), withIntermediateDirectories: true)
        try Data("title: t\n".utf8).write(to: root.appendingPathComponent(".hidden/x.routine.yaml"))
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("link.routine.yaml").path, withDestinationPath: "team0/r1.routine.yaml")
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("broken.routine.yaml").path, withDestinationPath: "nowhere")
        #expect(mkfifo(root.appendingPathComponent("pipe.routine.yaml").path, 0o600) == 0)

        let alone = InputDiscovery.discover([RawPath(root.path)], jobs: 1)
        let shared = InputDiscovery.discover([RawPath(root.path)], jobs: 3)
        #expect(alone.files.map(\.path) == shared.files.map(\.path))
        #expect(alone.files.map(\.identity) == shared.files.map(\.identity))
        #expect(alone.skipped == shared.skipped)
        let names = alone.files.map { String(decoding: $0.path.bytes, as: UTF8.self) }
        #expect(names.count == 3 * 300 + 1)
        #expect(names.contains { $0.hasSuffix("/odd.routine.yaml/inner.routine.yaml") })
        #expect(!names.contains { $0.contains("/.hidden/") || $0.hasSuffix("/link.routine.yaml") })
        #expect(Set(alone.skipped.map(\.reason)) == ["a broken symbolic link", "a named pipe (FIFO), not a regular file"])
    }

    @Test func argumentsAreLookedAtInTheirOrderWhateverTheJobs() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("seqc-args-jobs-\(getpid())")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        var paths: [RawPath] = []
        for index in (0..<700).reversed() {
            let file = root.appendingPathComponent("r\(index).routine.yaml")
            try Data("title: t\n".utf8).write(to: file)
            paths.append(RawPath(file.path))
        }
        // A missing file, a repeat and standard input keep their places.
        paths.insert(RawPath(root.appendingPathComponent("missing.routine.yaml").path), at: 300)
        paths.append(paths[5])
        paths.append(RawPath("-"))
        let alone = InputDiscovery.discover(paths, jobs: 1)
        let shared = InputDiscovery.discover(paths, jobs: 2)
        #expect(alone.files.map(\.path) == shared.files.map(\.path))
        #expect(alone.files.map(\.identity) == shared.files.map(\.identity))
        #expect(alone.files.count == 702)
        #expect(shared.files.map(\.path) == Array(paths.dropLast(2)) + [RawPath("-")])
    }
}
