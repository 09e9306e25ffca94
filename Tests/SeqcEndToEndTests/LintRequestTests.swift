import Foundation
import Testing

@testable import seqc

/// `seqc lint` with paths and plain options skips the argument parser
/// (``LintRequest/direct(_:)``): the request it makes must be the one the parser makes, and
/// the run the same. `DirectArgumentsTests` tries thousands of mixed command lines.
@Suite struct LintRequestTests {
    static let plainCalls: [[String]] = [
        ["lint"],
        ["lint", "a.routine.yaml"],
        ["lint", "routines/", "b.routine.yml", "c"],
        ["lint", "help"],
        ["lint", "version"],
        ["lint", ""],
        ["lint", "x=y", "lint", "build"],
        ["lint", "é 中 🙂", "a\nb", "with space"],
        ["lint", "--jobs", "1", "a.routine.yaml", "b"],
        ["lint", "a", "--jobs=2", "b"],
        ["lint", "--jobs", "3"],
        ["lint", "a", "--jobs", "007"],
        ["lint", "-"],
        ["lint", "-", "--stdin-filename", "draft.routine.yaml"],
        ["lint", "-q", "a"],
        ["lint", "a", "--strict"],
        ["lint", "--jobs", "1", "-q"],
        ["lint", "--files-from", "-"],
        ["lint", "--files-from=list.txt", "a"],
        ["lint", "--format", "github", "routines/"],
        ["lint", "--format=sarif", "-o", "seqc.sarif"],
        ["lint", "--format", "json", "--output=report.json", "a"],
        ["lint", "--config", "ci.seqc.yml", "--baseline", "b.json", "a"],
        ["lint", "--write-baseline", "seqc-baseline.json"],
        ["lint", "--max-warnings", "0", "--strict", "--quiet", "a"],
        ["lint", "--fix", "--unsafe-fixes", "a"],
        ["lint", "--fix", "--diff"],
        ["lint", "--color", "always", "--no-color", "a"],
        ["lint", "--color=never", "a"],
    ]

    @Test(arguments: plainCalls)
    func directRequestsAreWhatTheParserMakes(_ arguments: [String]) throws {
        let parsed = try #require(try Seqc.parseAsRoot(arguments) as? LintCommand)
        #expect(LintRequest.direct(arguments) == parsed.request)
    }

    @Test(arguments: [
        [], ["build", "a.routine.yaml"], ["rules"], ["lint", "--", "a"], ["lint", "--help"], ["lint", "-h"], ["lint", "a", "--version"],
        ["lint", "--jobs"], ["lint", "a", "--jobs"], ["lint", "--jobs", "x", "a"], ["lint", "--jobs", "-1"], ["lint", "--jobs=+1"],
        ["lint", "--jobs="], ["lint", "--jobs", "1", "--jobs", "2"], ["lint", "--jobs", "99999999999999999999"], ["lint", "--job", "1"],
        ["lint", "-q", "-q"], ["lint", "-q", "--quiet"], ["lint", "-qo", "x"], ["lint", "--strict=true"], ["lint", "--format", "xml"],
        ["lint", "--format", "JSON"], ["lint", "--format"], ["lint", "--format", "--strict"], ["lint", "-o"], ["lint", "-o", "-x"],
        ["lint", "--output="], ["lint", "--color", "sometimes"], ["lint", "--max-warnings", "-1"], ["lint", "--no-color=yes"],
        ["lint", "-o", "a", "--output", "b"], ["lint", "--fix", "--fix"], ["lint", "-x"], ["lint", "--unknown", "a"],
    ])
    func anythingElseGoesToTheParser(_ arguments: [String]) {
        #expect(LintRequest.direct(arguments) == nil)
    }

    /// The same request through the parser (`--` ends the options and changes nothing
    /// else) gives the same output and exit code, with and without findings.
    @Test func bothWaysRunTheSame() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write("title: Good\ncards:\n  - countdown: Go\n    duration: 30s\n", to: "good.routine.yaml")
        _ = try directory.write("title: Bad\ncards:\n  - countdown: Go\n    duration: soon\n", to: "bad.routine.yaml")
        for paths in [["good.routine.yaml"], ["good.routine.yaml", "bad.routine.yaml"], ["missing.routine.yaml"], []] {
            for options in [
                [], ["--jobs", "1"], ["--jobs=2"], ["--format", "json"], ["-q", "--strict"], ["--format=github", "--color", "always"],
            ] {
                let fast = try SeqcProcess.run(["lint"] + options + paths, in: directory.url)
                let parsed = try SeqcProcess.run(["lint"] + options + ["--"] + paths, in: directory.url)
                #expect(fast.exitCode == parsed.exitCode, "\(options) \(paths)")
                #expect(fast.stdout == parsed.stdout, "\(options) \(paths)")
                #expect(fast.stderr == parsed.stderr, "\(options) \(paths)")
            }
        }
    }

    /// An editor's call on save, the routine on standard input, runs the same both ways.
    @Test func standardInputRunsTheSame() throws {
        let routine = Data("title: Bad\ncards:\n  - countdown: Go\n    duration: soon\n".utf8)
        for options in [["--stdin-filename", "draft.routine.yaml"], ["--stdin-filename=draft.routine.yaml", "--format", "json"]] {
            let fast = try SeqcProcess.run(["lint", "-"] + options, stdin: routine)
            let parsed = try SeqcProcess.run(["lint"] + options + ["--", "-"], stdin: routine)
            #expect(fast.exitCode == 1, "\(options)")
            #expect(fast.stdout.contains("draft.routine.yaml"), "\(options)")
            #expect(fast == parsed, "\(options)")
        }
    }
}
