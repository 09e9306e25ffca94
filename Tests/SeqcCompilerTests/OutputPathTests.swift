import Dispatch
import Foundation
import Testing

@testable import SeqcCompiler

/// Path splitting by hand: Foundation's died of SIGILL on one-character names.
@Suite struct OutputPathTests {
    @Test(arguments: [
        ("x", ".", "x"), ("out/x", "out", "x"), ("/x", "/", "x"), ("a/b/c.json", "a/b", "c.json"),
        ("./r", ".", "r"), ("out/", "out", ""), ("é/ü.json", "é", "ü.json"),
        // A slash and a combining mark after it are one character, but the kernel splits
        // the path at that slash all the same: so does seqc.
        ("out/\u{338}x.json", "out", "\u{338}x.json"), ("a\u{301}/b", "a\u{301}", "b"),
    ])
    func splitsAtTheLastSlash(_ path: String, _ directory: String, _ name: String) {
        #expect(OutputPath.directory(of: path) == directory)
        #expect(OutputPath.name(of: path) == name)
    }

    @Test func joinsWithoutDoublingASlash() {
        #expect(OutputPath.join(".", "x") == "x")
        #expect(OutputPath.join("/", "x") == "/x")
        #expect(OutputPath.join("out", "x") == "out/x")
        #expect(OutputPath.join("out/", "x") == "out/x")
    }

    @Test func routineSourceNamesInAnyCase() {
        #expect(OutputPath.isRoutineSource("a/b.routine.yaml"))
        #expect(OutputPath.isRoutineSource("B.ROUTINE.YML"))
        #expect(!OutputPath.isRoutineSource("routine.yaml"))
        #expect(!OutputPath.isRoutineSource("b.routine.json"))
    }

    /// Temporary names are twelve letters and digits from one draw; a thousand of them
    /// are all different and use the whole alphabet.
    @Test func temporaryNamesAreRandomLettersAndDigits() {
        let names = (0..<1_000).map { _ in OutputPath.randomName() }
        #expect(Set(names).count == names.count)
        #expect(names.allSatisfy { $0.utf8.count == 12 && $0.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) } })
        #expect(Set(names.joined()).count == 36)
    }

    /// Temporary names come from one seeded sequence, not a system call each: twelve
    /// letters and digits, none repeated in many draws, from several threads at once.
    @Test func temporaryNamesAreDistinctAcrossThreads() {
        final class Drawn: @unchecked Sendable {
            let lock = NSLock()
            var names: [String] = []
        }
        let drawn = Drawn()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            let names = (0..<5_000).map { _ in OutputPath.randomName() }
            drawn.lock.withLock { drawn.names += names }
        }
        let all = [drawn.names]
        let flat = all.flatMap { $0 }
        #expect(Set(flat).count == 20_000)
        #expect(flat.allSatisfy { $0.utf8.count == 12 && $0.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) } })
    }
}
