import Foundation
import SeqcCompiler
import Testing

@testable import SeqcLint

/// `lint --fix` compares the file on disk with what it read just before replacing it.
@Suite struct FixTargetUnitTests {
    /// Replaces `path` by `fixed` as `lint --fix` does, expecting `original`; returns the
    /// files left as they were.
    static func fix(_ path: String, to fixed: String, expecting original: [UInt8]) throws -> [String] {
        final class Told: @unchecked Sendable { var paths: [String] = [] }
        let told = Told()
        var transaction = OutputTransaction()
        transaction.onChangedMeanwhile = { told.paths.append($0) }
        transaction.add(fixed: Data(fixed.utf8), to: path, expecting: original, root: nil)
        try transaction.commit()
        return told.paths
    }

    @Test func aFileChangedOrRemovedSinceItWasReadIsNotReplaced() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seqc-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(".git"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var random = SystemRandomNumberGenerator()
        for round in 0..<50 {
            let file = directory.appendingPathComponent("r\(round).routine.yaml")
            let original = (0..<Int.random(in: 0...300, using: &random)).map { _ in UInt8.random(in: 0x20...0x7E, using: &random) }
            try Data(original).write(to: file)
            #expect(try Self.fix(file.path, to: "fixed \(round)", expecting: original).isEmpty)
            #expect(FileManager.default.contents(atPath: file.path) == Data("fixed \(round)".utf8))
            try Data(original).write(to: file)
            // Any edit, however small: one byte changed, added or taken away.
            var edited = original
            switch round % 3 {
            case 0 where !edited.isEmpty: edited[Int.random(in: 0..<edited.count, using: &random)] ^= 0x01
            case 1: edited.append(0x0A)
            default: if edited.isEmpty { edited = [0x41] } else { edited.removeLast() }
            }
            try Data(edited).write(to: file)
            #expect(try Self.fix(file.path, to: "fixed", expecting: original) == [file.path])
            #expect(FileManager.default.contents(atPath: file.path) == Data(edited), "the edit is kept")
            try FileManager.default.removeItem(at: file)
            #expect(try Self.fix(file.path, to: "fixed", expecting: original) == [file.path])
            #expect(!FileManager.default.fileExists(atPath: file.path), "a removed file is not made again")
        }
    }

    @Test func aFileThatCannotBeReplacedAsItselfIsRefused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seqc-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("r.routine.yaml")
        try Data("title: t\n".utf8).write(to: file)
        #expect(FixTarget.refusal(RawPath(file.path)) == nil)
        #expect(link(file.path, directory.appendingPathComponent("other").path) == 0)
        #expect(FixTarget.refusal(RawPath(file.path))?.contains("hard links") == true)
        #expect(unlink(directory.appendingPathComponent("other").path) == 0)
        #expect(chmod(file.path, 0o444) == 0)
        #expect(FixTarget.refusal(RawPath(file.path))?.contains("read-only") == true)
    }
}
