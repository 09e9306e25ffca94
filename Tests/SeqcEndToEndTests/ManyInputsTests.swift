import Foundation
import Testing

/// Long lists of files on the command line: seqc hands runs of them past
/// swift-argument-parser (quadratic in their number) and puts them back in order.
@Suite struct ManyInputsTests {
    private func routines(_ names: [String], id: (String) -> String = { $0 }, in directory: TemporaryDirectory) throws {
        for name in names {
            _ = try directory.write(
                "id: \(id(name))\ntitle: \(name)\ncards:\n  - countdown: C\n    duration: 5\n", to: "\(name).routine.yaml")
        }
    }

    @Test func filesBetweenOptionsKeepTheirOrder() throws {
        let directory = try TemporaryDirectory()
        let names = ["f", "b", "e", "a", "d", "c", "g"]
        try routines(names, in: directory)
        let files = names.map { "\($0).routine.yaml" }
        let run = try SeqcProcess.run(
            ["build"] + files[0..<3] + ["--out-dir", "out"] + files[3..<6] + ["--report", "r.json", files[6]],
            in: directory.url)
        #expect(run.exitCode == 0, "\(run.transcript)")
        let report =
            try JSONSerialization.jsonObject(with: Data(contentsOf: directory.url.appendingPathComponent("r.json"))) as? [String: Any]
        let reported = (report?["routines"] as? [[String: Any]])?.compactMap { $0["file"] as? String }
        #expect(reported == files)
        for name in names {
            #expect(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("out/\(name).json").path))
        }
    }

    @Test func standardInputAmongFilesIsStillRead() throws {
        let directory = try TemporaryDirectory()
        try routines(["a", "b", "c", "d"], in: directory)
        let run = try SeqcProcess.run(
            [
                "lint", "a.routine.yaml", "b.routine.yaml", "c.routine.yaml", "-", "d.routine.yaml",
                "--stdin-filename", "s.routine.yaml",
            ],
            in: directory.url, stdin: Data("title: S\ncards: []\n".utf8))
        #expect(run.exitCode == 1)
        #expect(run.stdout.contains("s.routine.yaml:2:8: error:"), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("checked 5 files: 1 error, 0 warnings\n"))
    }

    @Test func oneOutputForManyInputsIsStillAUsageError() throws {
        let run = try SeqcProcess.run(["build", "a.yaml", "b.yaml", "c.yaml", "-o", "x.json"])
        #expect(run.exitCode == 2)
        #expect(run.stderr.contains("-o takes a single input"))
    }

    /// Issue 7: 10,000 inputs with one id built 16 times slower than they linted. Each
    /// later input is one error with one note, at the first.
    @Test func manyInputsWithOneIDPointAtTheFirst() throws {
        let directory = try TemporaryDirectory()
        let names = (0..<1000).map { String(format: "r%04d", $0) }
        try routines(names, id: { _ in "same" }, in: directory)
        let run = try SeqcProcess.run(
            ["build", "--format", "json", "--out-dir", "out"] + names.map { "\($0).routine.yaml" }, in: directory.url)
        #expect(run.exitCode == 1)
        let object = try JSONSerialization.jsonObject(with: Data(run.stderr.utf8)) as? [String: Any]
        let diagnostics = try #require(object?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 999)
        #expect(Set(diagnostics.compactMap { $0["rule"] as? String }) == ["duplicate-routine-id"])
        let notes = diagnostics.compactMap { $0["notes"] as? [[String: Any]] }
        #expect(notes.count == 999 && notes.allSatisfy { $0.count == 1 && $0[0]["file"] as? String == "r0000.routine.yaml" })
        #expect(Set(diagnostics.compactMap { $0["file"] as? String }) == Set(names.dropFirst().map { "\($0).routine.yaml" }))
    }
}
