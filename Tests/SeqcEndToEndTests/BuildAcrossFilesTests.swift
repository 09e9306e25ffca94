import Foundation
import SeqcCompiler
import Testing

/// `seqc build --check-across-files`, which the SwiftPM plugin runs over a target's
/// routines, and `-o` with a routine the configuration excludes.
@Suite struct BuildAcrossFilesTests {
    static let stems = ["Morning", "morning", "evening", "EVENING", "x"]
    static let ids: [String?] = [nil, "morning", "x", "other"]

    /// On random sets of routines (names in two cases, ids set or from the name, some that
    /// do not compile): exactly the later routine of each pair with one JSON name (folded)
    /// is `duplicate-output-name`, and otherwise of each pair of compiled routines with
    /// one id `duplicate-routine-id`; nothing else is reported and nothing is written.
    @Test func reportsExactlyWhatIsBetweenRoutines() throws {
        var random = SplitMix(state: 36)
        var failures = 0
        for _ in 0..<24 {
            let dir = try TemporaryDirectory()
            var routines: [(path: String, id: String?, compiles: Bool)] = []
            for folder in ["a", "b", "c"] where random.next() % 4 != 0 {
                let stem = Self.stems[Int(random.next() % UInt64(Self.stems.count))]
                let path = "\(folder)/\(stem).routine.\(random.next() % 2 == 0 ? "yaml" : "yml")"
                let id = Self.ids[Int(random.next() % UInt64(Self.ids.count))]
                let compiles = random.next() % 5 != 0
                let kind = compiles ? "countdown" : "countdwon"
                _ = try dir.write((id.map { "id: \($0)\n" } ?? "") + "title: T\ncards:\n  - \(kind): Go\n    duration: 1m\n", to: path)
                routines.append((path, id, compiles))
            }
            guard !routines.isEmpty else { continue }
            var expected: Set<String> = []
            var names: Set<String> = []
            var seenIDs: Set<String> = []
            for routine in routines {
                let name = String(routine.path.split(separator: "/")[1].split(separator: ".")[0]).lowercased()
                let nameTaken = !names.insert(name).inserted
                if nameTaken { expected.insert("\(routine.path) duplicate-output-name") }
                guard routine.compiles else { continue }
                let id = routine.id ?? Slug.defaultID(forPath: routine.path)
                if !seenIDs.insert(id).inserted, !nameTaken { expected.insert("\(routine.path) duplicate-routine-id") }
            }
            let before = try FileManager.default.subpathsOfDirectory(atPath: dir.url.path).sorted()
            let run = try SeqcProcess.run(["build", "--check-across-files", "--no-color"] + routines.map(\.path), in: dir.url)
            let reported = Set(
                run.stderr.split(separator: "\n").compactMap { line -> String? in
                    guard let colon = line.range(of: ": error: "), let open = line.lastIndex(of: "[") else { return nil }
                    let file = line[..<colon.lowerBound].split(separator: ":").first.map(String.init) ?? ""
                    return "\(file) \(line[line.index(after: open)...].dropLast())"
                })
            #expect(reported == expected, "\(routines)\n\(run.stderr)")
            #expect(run.exitCode == (expected.isEmpty ? 0 : 1), "\(run.stderr)")
            #expect(!run.stderr.contains("[unknown-kind]"), "a routine's own problems are its own build's")
            #expect(run.stdout.isEmpty)
            #expect(try FileManager.default.subpathsOfDirectory(atPath: dir.url.path).sorted() == before)
            if !expected.isEmpty { failures += 1 }
        }
        #expect(failures > 5, "only \(failures) runs had something to report")
    }

    @Test func anExcludedRoutineIsNotedAndNotChecked() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("exclude:\n  - drafts/**\n", to: ".seqc.yml")
        let routine = "title: T\ncards:\n  - countdown: Go\n    duration: 1m\n"
        _ = try dir.write(routine, to: "a/morning.routine.yaml")
        _ = try dir.write(routine, to: "drafts/Morning.routine.yaml")
        let run = try SeqcProcess.run(
            ["build", "--check-across-files", "a/morning.routine.yaml", "drafts/Morning.routine.yaml"], in: dir.url)
        #expect(run.exitCode == 0, "\(run.stderr)")
        #expect(run.stderr == "seqc: note: skipped drafts/Morning.routine.yaml: excluded by 'drafts/**' in .seqc.yml\n")
    }

    @Test func itWritesNothingSoTakesNoOutput() throws {
        let dir = try TemporaryDirectory()
        for option in [["-o", "x.json"], ["--out-dir", "out"], ["--report", "r.json"]] {
            let run = try SeqcProcess.run(["build", "--check-across-files", "a.routine.yaml"] + option, in: dir.url)
            #expect(run.exitCode == 2)
            #expect(run.stderr.contains("--check-across-files writes nothing"), "\(run.stderr)")
        }
    }

    /// `-o` with a routine its configuration excludes names the exclusion (and writes
    /// nothing), for each way a pattern can match it.
    @Test func dashOWithAnExcludedRoutineNamesThePattern() throws {
        for pattern in ["drafts/**", "drafts", "*.routine.yaml", "**/wip.routine.yaml", "drafts/wip.routine.yaml"] {
            let dir = try TemporaryDirectory()
            _ = try dir.write("exclude:\n  - other\n  - '\(pattern)'\n", to: ".seqc.yml")
            _ = try dir.write("title: T\ncards:\n  - countdown: Go\n    duration: 1m\n", to: "drafts/wip.routine.yaml")
            let run = try SeqcProcess.run(["build", "drafts/wip.routine.yaml", "-o", "x.json"], in: dir.url)
            #expect(run.exitCode == 2)
            #expect(
                run.stderr
                    == "seqc: error: drafts/wip.routine.yaml is excluded by '\(pattern)' in .seqc.yml, so -o has no routine to build; nothing was written\n"
            )
            #expect(!FileManager.default.fileExists(atPath: dir.url.appendingPathComponent("x.json").path))
        }
    }
}
