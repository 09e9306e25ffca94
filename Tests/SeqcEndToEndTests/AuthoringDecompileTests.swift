import Foundation
import Testing

/// `seqc decompile`: every golden runtime JSON turns back into a routine that builds to
/// the same bytes.
@Suite struct AuthoringDecompileTests {
    static let goldens: [String] = ["Examples/expected", "Tests/SeqcEndToEndTests/Fixtures/compile"].flatMap { folder in
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: SeqcProcess.packageRoot.appendingPathComponent(folder).path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted().map { "\(folder)/\($0)" }
    }

    @Test(arguments: goldens)
    func decompiledRoutineRebuildsByteIdentical(_ golden: String) throws {
        let directory = try TemporaryDirectory()
        let source = SeqcProcess.packageRoot.appendingPathComponent(golden)
        let routine = directory.url.appendingPathComponent("any-name.routine.yaml").path
        let decompiled = try SeqcProcess.run(["decompile", source.path, "-o", routine])
        #expect(decompiled.exitCode == 0, "\(decompiled.transcript)")
        let built = try SeqcProcess.run(["build", routine, "-o", "-"])
        #expect(built.exitCode == 0, "\(built.transcript)")
        #expect(built.stdout == (try String(contentsOf: source, encoding: .utf8)), "\(golden)")
    }

    @Test func goldensAreThere() {
        #expect(Self.goldens.count >= 6)
    }

    @Test func standardInputToStandardOutput() throws {
        let golden = try #require(Self.goldens.first)
        let data = try Data(contentsOf: SeqcProcess.packageRoot.appendingPathComponent(golden))
        let run = try SeqcProcess.run(["decompile", "-"], stdin: data)
        #expect(run.exitCode == 0)
        #expect(run.stdout.hasPrefix("seqc: 1\nid: "))
    }

    @Test(arguments: [
        ("\"kind\": \"countdown\"", "\"kind\": \"stopwatch\"", "unknown card kind 'stopwatch'"),
        ("\"formatVersion\": 1", "\"formatVersion\": 7", "format version 7 is newer than this reader understands"),
        ("\"sequence\"", "\"sequenz\"", "missing 'sequence'"),
    ])
    func refusesWhatItCannotRead(_ original: String, _ replacement: String, _ message: String) throws {
        let directory = try TemporaryDirectory()
        let golden = try String(
            contentsOf: SeqcProcess.packageRoot.appendingPathComponent("Examples/expected/morning-hiit.json"), encoding: .utf8)
        #expect(golden.contains(original))
        let file = try directory.write(golden.replacingOccurrences(of: original, with: replacement), to: "bad.json")
        let out = directory.url.appendingPathComponent("out.routine.yaml")
        let run = try SeqcProcess.run(["decompile", file.path, "-o", out.path])
        #expect(run.exitCode == 1)
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

}
