import Foundation
import Testing

/// YAML files that look like routines but are not named `*.routine.yaml` are named with
/// what to do: the error when nothing else was found, one note with their count when
/// something was. Over generated folders: routine-shaped and other YAML files under random
/// names and depths, hidden folders (never walked) and files without `cards:` (never
/// counted).
@Suite struct LookAlikeRoutineTests {
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    static func routine(_ index: Int) -> String { "title: Drill \(index)\ncards:\n  - countdown: Go\n    duration: 5s\n" }
    static let workflow = "name: ci\non: push\njobs:\n  test:\n    runs-on: ubuntu-latest\n"

    /// A folder of generated files; returns the look-alikes' relative paths.
    static func tree(seed: UInt64, routines: Int, in directory: TemporaryDirectory) throws -> [String] {
        var random = Generator(state: seed)
        var lookAlikes: [String] = []
        let folders = ["", "plans/", "plans/week 1/", ".hidden/", "node_modules/x/"]
        for index in 0..<(1 + random.next(9)) {
            let folder = folders[random.next(folders.count)]
            let name = "\(folder)drill-\(index).\(["yml", "yaml", "YML", "Yaml"][random.next(4)])"
            let routineShaped = random.next(3) != 0
            // A settings line before `cards:` on some, a byte order mark on others.
            let prefix = random.next(2) == 0 ? "# a comment\nseqc: 1\n" : (random.next(2) == 0 ? "\u{FEFF}" : "")
            _ = try directory.write(prefix + (routineShaped ? routine(index) : workflow), to: name)
            if routineShaped, !folder.hasPrefix("."), !folder.hasPrefix("node_modules") { lookAlikes.append(name) }
        }
        for index in 0..<routines { _ = try directory.write(routine(100 + index), to: "real-\(index).routine.yaml") }
        return lookAlikes.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    }

    static func named(_ lookAlikes: [String]) -> String {
        let shown = lookAlikes.prefix(5)
        return shown.joined(separator: ", ") + (lookAlikes.count > 5 ? " and \(lookAlikes.count - 5) more" : "")
    }

    @Test(arguments: 0..<24)
    func lookAlikesAreNamedWhenNothingElseIsFound(seed: Int) throws {
        let directory = try TemporaryDirectory()
        let lookAlikes = try Self.tree(seed: UInt64(seed), routines: 0, in: directory)
        let run = try SeqcProcess.run(["lint", "."], in: directory.url)
        #expect(run.exitCode == 2)
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "seqc: error: no routine files (*.routine.yaml, *.routine.yml) found in .")
        if lookAlikes.isEmpty {
            #expect(lines.count == 1, "seed \(seed): \(run.stderr)")
        } else {
            let they = lookAlikes.count == 1 ? ("looks", "a routine", "it") : ("look", "routines", "them")
            #expect(
                lines.dropFirst().first
                    == "seqc: help: \(Self.named(lookAlikes)) \(they.0) like \(they.1): rename \(they.2) NAME.routine.yaml, "
                    + "or name \(they.2) on the command line", "seed \(seed)")
            // Named on the command line, they are read as routines.
            let named = try SeqcProcess.run(["lint"] + lookAlikes, in: directory.url)
            #expect(named.exitCode == 0, "seed \(seed): \(named.stdout) \(named.stderr)")
        }
    }

    @Test(arguments: 0..<24)
    func lookAlikesBesideRoutinesAreNotedOnce(seed: Int) throws {
        let directory = try TemporaryDirectory()
        let lookAlikes = try Self.tree(seed: UInt64(seed), routines: 2, in: directory)
        let run = try SeqcProcess.run(["lint", "."], in: directory.url)
        #expect(run.exitCode == 0)
        let notes = run.stderr.split(separator: "\n").filter { $0.contains("not named *.routine.yaml") }
        #expect(notes.count == (lookAlikes.isEmpty ? 0 : 1), "seed \(seed): \(run.stderr)")
        if let note = notes.first {
            let count = lookAlikes.count
            #expect(note.hasPrefix("seqc: note: skipped \(count) YAML file\(count == 1 ? "" : "s") that"), "\(note)")
            #expect(note.contains("(\(Self.named(lookAlikes)))"))
        }
        #expect(try SeqcProcess.run(["lint", "-q", "."], in: directory.url).stderr.isEmpty)
    }
}
