import Foundation
import SeqcLint
import Testing

@testable import seqc

/// `seqc lint` and `seqc build` read their command lines without the argument parser when
/// they can (``LintRequest/direct(_:)``, ``BuildRequest/direct(_:)``). On thousands of
/// command lines mixed from the options, their values, paths and mistakes, in any order:
/// when the parser makes a request, the direct reading makes the same one or leaves the
/// call to the parser; when the parser refuses the line, the direct reading leaves it too,
/// or makes a request that does not validate (which `SeqcMain` then hands to the parser).
@Suite struct DirectArgumentsTests {
    /// Pieces of command lines both commands take, and pieces neither does.
    static let sharedPieces: [String] = [
        "a.routine.yaml", "routines/", "-", "help", "x=y", "é 中", "--", "--help", "-h", "-x", "--unknown", "-qo",
        "--files-from", "--files-from=list.txt", "-", "list.txt", "--format", "--format=json", "json", "sarif", "github",
        "text", "xml", "JSON", "--format=", "-o", "--output", "--output=out.json", "out.json", "--stdin-filename",
        "s.routine.yaml", "--config", "--config=c.yml", "c.yml", "--jobs", "--jobs=2", "1", "007", "0", "-1", "+1",
        "--jobs=", "--color", "--color=never", "always", "auto", "sometimes", "--no-color", "--no-color=yes", "--strict",
        "--strict=true", "-q", "--quiet",
    ]
    static let lintPieces =
        sharedPieces + [
            "--baseline", "b.json", "--write-baseline", "w.json", "--max-warnings", "--max-warnings=3", "--fix", "--unsafe-fixes",
            "--diff", "--report", "--out-dir",
        ]
    static let buildPieces =
        sharedPieces + [
            "--out-dir", "--out-dir=build", "build", "--report", "--report=-", "r.json", "--fix", "--check-across-files",
            "--no-text-report",
        ]

    @Test func lintReadsWhatTheParserReads() throws {
        try compare(command: "lint", pieces: Self.lintPieces, seed: 11) { arguments in
            let direct = LintRequest.direct(arguments)
            let parsed = try? Seqc.parseAsRoot(arguments) as? LintCommand
            return (direct, parsed?.request, direct.map { (try? $0.validate()) != nil })
        }
    }

    @Test func buildReadsWhatTheParserReads() throws {
        try compare(command: "build", pieces: Self.buildPieces, seed: 12) { arguments in
            let direct = BuildRequest.direct(arguments)
            let parsed = try? Seqc.parseAsRoot(arguments) as? BuildCommand
            return (direct, parsed?.request, direct.map { (try? $0.validate()) != nil })
        }
    }

    /// Runs `check` on 300 command lines of `command` and up to six of `pieces`; `check`
    /// returns the direct request, the parser's (nil when it refused the line) and whether
    /// the direct one validates.
    private func compare<Request: Equatable>(
        command: String, pieces: [String], seed: UInt64,
        _ check: ([String]) throws -> (direct: Request?, parsed: Request?, validates: Bool?)
    ) throws {
        var random = SplitMix(state: seed)
        var direct = 0
        var parsed = 0
        for _ in 0..<300 {
            let count = Int(random.next() % 7)
            let arguments = [command] + (0..<count).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }
            let outcome = try check(arguments)
            if outcome.parsed != nil { parsed += 1 }
            guard let request = outcome.direct else { continue }
            direct += 1
            if let parsedRequest = outcome.parsed {
                #expect(request == parsedRequest, "\(arguments)")
            } else {
                #expect(outcome.validates == false, "the parser refuses \(arguments), which the direct reading takes")
            }
        }
        // The mix reaches both sides: lines read directly, and lines the parser takes.
        #expect(direct > 30, "direct: \(direct)")
        #expect(parsed > 30, "parsed: \(parsed)")
    }
}
