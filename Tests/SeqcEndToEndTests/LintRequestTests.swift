import Foundation
import Testing

@testable import seqc

/// `seqc lint PATH...` skips the argument parser (``LintRequest/plainPaths(_:)``): the
/// request it makes must be the one the parser makes, and the run the same.
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
    ]

    @Test(arguments: plainCalls)
    func plainPathsAreWhatTheParserMakes(_ arguments: [String]) throws {
        let parsed = try #require(try Seqc.parseAsRoot(arguments) as? LintCommand)
        #expect(LintRequest.plainPaths(arguments) == parsed.request)
    }

    @Test(arguments: [
        [], ["build", "a.routine.yaml"], ["rules"], ["lint", "-"], ["lint", "--", "a"], ["lint", "-q", "a"],
        ["lint", "a", "--strict"], ["lint", "--help"], ["lint", "-h"], ["lint", "a", "--version"],
        ["lint", "--jobs"], ["lint", "a", "--jobs"], ["lint", "--jobs", "x", "a"], ["lint", "--jobs", "-1"], ["lint", "--jobs=+1"],
        ["lint", "--jobs="], ["lint", "--jobs", "1", "--jobs", "2"], ["lint", "--jobs", "99999999999999999999"], ["lint", "--job", "1"],
        ["lint", "--jobs", "1", "-q"],
    ])
    func anythingElseGoesToTheParser(_ arguments: [String]) {
        #expect(LintRequest.plainPaths(arguments) == nil)
    }

    /// The same request through the parser (`--` ends the options and changes nothing
    /// else) gives the same output and exit code, with and without findings.
    @Test func bothWaysRunTheSame() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write("title: Good\ncards:\n  - countdown: Go\n    duration: 30s\n", to: "good.routine.yaml")
        _ = try directory.write("title: Bad\ncards:\n  - countdown: Go\n    duration: soon\n", to: "bad.routine.yaml")
        for paths in [["good.routine.yaml"], ["good.routine.yaml", "bad.routine.yaml"], ["missing.routine.yaml"], []] {
            for options in [[], ["--jobs", "1"], ["--jobs=2"]] {
                let fast = try SeqcProcess.run(["lint"] + options + paths, in: directory.url)
                let parsed = try SeqcProcess.run(["lint"] + options + ["--"] + paths, in: directory.url)
                #expect(fast.exitCode == parsed.exitCode, "\(options) \(paths)")
                #expect(fast.stdout == parsed.stdout, "\(options) \(paths)")
                #expect(fast.stderr == parsed.stderr, "\(options) \(paths)")
            }
        }
    }
}
