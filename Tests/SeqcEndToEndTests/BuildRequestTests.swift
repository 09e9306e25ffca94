import Foundation
import SeqcLint
import Testing

@testable import seqc

/// `seqc build` with paths and plain options skips the argument parser
/// (``BuildRequest/direct(_:)``): the request it makes must be the one the parser makes,
/// and the run the same, outputs included. `DirectArgumentsTests` tries thousands of
/// mixed command lines.
@Suite struct BuildRequestTests {
    static let plainCalls: [[String]] = [
        ["build", "a.routine.yaml"],
        ["build", "routines/", "b.routine.yml", "--out-dir", "build"],
        ["build", "--out-dir=out dir", "a", "--jobs", "2"],
        ["build", "--jobs=1", "a", "b"],
        ["build", "--out-dir", "x=y", "é 中 🙂"],
        ["build", "help", "version", "lint"],
        ["build", "-q", "a"],
        ["build", "a", "--strict"],
        ["build", "a", "-o", "x.json"],
        ["build", "focus.routine.yaml", "-o", "-"],
        ["build", "a", "--report", "r.json"],
        ["build", "a", "--report=-", "--out-dir", "out"],
        ["build", "a", "--format", "json"],
        ["build", "--files-from", "f"],
        ["build", "--files-from", "-", "--out-dir", "build"],
        ["build", "-", "--stdin-filename", "s.routine.yaml", "-o", "s.json"],
        ["build", "a", "--config", "c.yml", "--color", "never", "--no-color", "--quiet"],
    ]

    @Test(arguments: plainCalls)
    func directRequestsAreWhatTheParserMakes(_ arguments: [String]) throws {
        let parsed = try #require(try Seqc.parseAsRoot(arguments) as? BuildCommand)
        #expect(BuildRequest.direct(arguments) == parsed.request)
    }

    @Test(arguments: [
        [], ["lint", "a"], ["build", "--", "a"], ["build", "--help"], ["build", "-h"], ["build", "a", "--out-dir"],
        ["build", "a", "--out-dir", "-x"], ["build", "a", "--out-dir="], ["build", "a", "--out-dir", "b", "--out-dir", "c"],
        ["build", "a", "--jobs", "x"], ["build", "a", "--jobs=-1"], ["build", "a", "--jobs", "1", "--jobs", "1"],
        ["build", "a", "--format", "xml"], ["build", "a", "--format", "json", "--format", "text"], ["build", "a", "--fix"],
        ["build", "a", "--max-warnings", "1"], ["build", "a", "-q", "--quiet"], ["build", "a", "-o"], ["build", "a", "-oq"],
    ])
    func anythingElseGoesToTheParser(_ arguments: [String]) {
        #expect(BuildRequest.direct(arguments) == nil)
    }

    /// The same request through the parser (`--` ends the options and changes nothing
    /// else) gives the same output, files and exit code, with and without errors.
    @Test func bothWaysRunTheSame() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write(
            "title: Good\ncards:\n  - interval: Go\n    work: 30s\n    rest: 10s\n    rounds: 2\n", to: "good.routine.yaml")
        _ = try directory.write("title: Bad\ncards:\n  - countdown: Go\n    duration: soon\n", to: "bad.routine.yaml")
        let cases: [(options: [String], paths: [String])] = [
            (["--out-dir", "out"], ["good.routine.yaml"]), (["--out-dir=out", "--jobs", "1"], ["good.routine.yaml", "bad.routine.yaml"]),
            (["--out-dir", "out"], ["missing.routine.yaml"]), ([], ["good.routine.yaml"]), (["--out-dir", "out"], []),
            (["-o", "out/good.json", "-q"], ["good.routine.yaml"]),
            (["--out-dir", "out", "--format", "json", "--strict"], ["good.routine.yaml", "bad.routine.yaml"]),
        ]
        for (options, paths) in cases {
            var runs: [SeqcProcess.Run] = []
            var outputs: [[String: Data]] = []
            for separator in [[], ["--"]] {
                try? FileManager.default.removeItem(at: directory.url.appendingPathComponent("out"))
                try? FileManager.default.removeItem(at: directory.url.appendingPathComponent("good.json"))
                runs.append(try SeqcProcess.run(["build"] + options + separator + paths, in: directory.url))
                outputs.append(try written(in: directory.url))
            }
            #expect(runs[0] == runs[1], "\(options) \(paths)")
            #expect(outputs[0] == outputs[1], "\(options) \(paths)")
            if paths == ["good.routine.yaml"] { #expect(outputs[0].count == 1, "a build of the good routine writes it") }
        }
    }

    /// Every JSON file the build wrote, by path under `directory`.
    private func written(in directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in ["good.json", "out/good.json"] {
            let url = directory.appendingPathComponent(name)
            if let data = try? Data(contentsOf: url) { files[name] = data }
        }
        return files
    }
}
