import Foundation
import SeqcModel
import Testing

/// The generator of test routines writes every kind, so the tests built on it reach a
/// new kind too.
@Suite struct RoutineCorpusTests {
    @Test(arguments: CardKind.allCases)
    func writesEveryKind(_ kind: CardKind) {
        var corpus = RoutineCorpus(seed: 3)
        #expect(corpus.fields(of: kind) != nil, "RoutineCorpus.fields(of:) writes no card of \(kind.rawValue)")
    }
}

/// `implausible-duration` speaks only where a routine's words say minutes: never on the
/// Examples, the test generator's routines or the benchmarks' corpus (`bench/corpus.py`),
/// all written with their units.
@Suite struct ImplausibleDurationQuietTests {
    private func implausible(in directory: URL) throws -> [String] {
        let run = try SeqcProcess.run(["lint", "--format", "json", directory.path])
        #expect([0, 1].contains(run.exitCode), "\(run.transcript)")
        return run.stdout.components(separatedBy: "\n").filter { $0.contains("\"implausible-duration\"") }
    }

    @Test func quietOnTheExamplesAndTheGeneratedRoutines() throws {
        #expect(try implausible(in: SeqcProcess.packageRoot.appendingPathComponent("Examples")).isEmpty)
        let directory = try TemporaryDirectory()
        var corpus = RoutineCorpus(seed: 11)
        _ = try corpus.write(400, to: directory.url)
        #expect(try implausible(in: directory.url).isEmpty)
    }

    @Test func quietOnTheBenchmarksCorpus() throws {
        let directory = try TemporaryDirectory()
        let generate = Process()
        generate.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        generate.arguments = [
            "python3", SeqcProcess.packageRoot.appendingPathComponent("bench/corpus.py").path, directory.url.path, "400", "7",
        ]
        try generate.run()
        generate.waitUntilExit()
        try #require(generate.terminationStatus == 0, "bench/corpus.py did not run")
        #expect(try implausible(in: directory.url).isEmpty)
    }
}
