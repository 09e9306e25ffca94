import Foundation
import Testing

/// Checking files on several threads prints exactly what one thread prints.
@Suite struct LintParallelTests {
    @Test func parallelOutputIsIdenticalToSequential() throws {
        let directory = try TemporaryDirectory()
        let corpus = directory.url.appendingPathComponent("corpus")
        var generator = RoutineCorpus(seed: 1)
        _ = try generator.write(300, to: corpus)
        // Problems of every stage, so ordering across files, lines and rules is exercised.
        for index in stride(from: 0, to: 300, by: 37) {
            _ = try directory.write(
                "title: Broken \(index)\ncards:\n  - countdwon: X\n  - rest: R\n    duration: 0\n",
                to: "corpus/broken-\(index).routine.yaml")
            _ = try directory.write(
                "id: shared\ntitle: Twin\ncards:\n  - rest: A\n    duration: 1s\n  - rest: B\n    duration: 1s\n",
                to: "corpus/twin-\(index).routine.yaml")
        }
        for format in ["text", "json", "sarif"] {
            let sequential = try SeqcProcess.run(["lint", "--jobs", "1", "--format", format, "corpus"], in: directory.url)
            let parallel = try SeqcProcess.run(["lint", "--jobs", "8", "--format", format, "corpus"], in: directory.url)
            let automatic = try SeqcProcess.run(["lint", "--format", format, "corpus"], in: directory.url)
            #expect(sequential.exitCode == 1)
            #expect(sequential.stdout.count > 10_000)
            #expect(parallel == sequential, "--jobs 8 differs from --jobs 1 in \(format)")
            #expect(automatic == sequential, "the default (all cores) differs from --jobs 1 in \(format)")
        }
    }

    /// `--fix` fixes files on several threads (`LintRunner.fix`): the files and the
    /// report are those of one thread. ThreadSanitizer runs this suite.
    @Test func parallelFixingIsIdenticalToSequential() throws {
        let directory = try TemporaryDirectory()
        let draft = "title: Draft\ncards:\n  - countdwon: Plank\n    duration: 45S\n  - rest: Breathe\n    duration: 10 sec\n"
        for tree in ["one", "many"] {
            for index in 0..<60 {
                let text = draft.replacingOccurrences(of: "Plank", with: "Plank \(index)")
                _ = try directory.write(text, to: "\(tree)/d\(index).routine.yaml")
            }
        }
        let sequential = try SeqcProcess.run(["lint", "--fix", "--unsafe-fixes", "--jobs", "1", "one"], in: directory.url)
        let parallel = try SeqcProcess.run(["lint", "--fix", "--unsafe-fixes", "--jobs", "8", "many"], in: directory.url)
        #expect(sequential.exitCode == parallel.exitCode)
        #expect(sequential.stderr.contains("fixed 180 problems in 60 files"), "\(sequential.stderr)")
        #expect(parallel.stdout == sequential.stdout.replacingOccurrences(of: "one/", with: "many/"))
        #expect(parallel.stderr == sequential.stderr.replacingOccurrences(of: "one/", with: "many/"))
        for index in 0..<60 {
            let one = try String(contentsOf: directory.url.appendingPathComponent("one/d\(index).routine.yaml"), encoding: .utf8)
            let many = try String(contentsOf: directory.url.appendingPathComponent("many/d\(index).routine.yaml"), encoding: .utf8)
            #expect(one == many)
            #expect(one != draft.replacingOccurrences(of: "Plank", with: "Plank \(index)"), "d\(index) was fixed")
        }
    }
}
