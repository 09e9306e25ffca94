import Foundation
import SeqcCompiler
import Testing

@testable import SeqcLint

/// `lint --fix` compares the file on disk with what it read just before replacing it.
@Suite struct FixTargetUnitTests {
    @Test func aFileChangedOrRemovedSinceItWasReadIsNotReplaced() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("seqc-fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(".git"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var random = SystemRandomNumberGenerator()
        for round in 0..<50 {
            let file = directory.appendingPathComponent("r\(round).routine.yaml")
            let original = (0..<Int.random(in: 0...300, using: &random)).map { _ in UInt8.random(in: 0x20...0x7E, using: &random) }
            try Data(original).write(to: file)
            let path = RawPath(file.path)
            #expect(FixTarget.stillHolds(original, at: path, root: nil))
            // Any edit, however small: one byte changed, added or taken away.
            var edited = original
            switch round % 3 {
            case 0 where !edited.isEmpty: edited[Int.random(in: 0..<edited.count, using: &random)] ^= 0x01
            case 1: edited.append(0x0A)
            default: if edited.isEmpty { edited = [0x41] } else { edited.removeLast() }
            }
            try Data(edited).write(to: file)
            #expect(!FixTarget.stillHolds(original, at: path, root: nil))
            try FileManager.default.removeItem(at: file)
            #expect(!FixTarget.stillHolds(original, at: path, root: nil), "a removed file is not made again")
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
