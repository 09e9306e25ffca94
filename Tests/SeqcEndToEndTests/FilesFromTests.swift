import Foundation
import Testing

/// `--files-from FILE|-`: paths listed in a file or on standard input, NUL-separated (as
/// `git ls-files -z` prints them) or one a line, checked exactly as positional paths are.
@Suite struct FilesFromTests {
    static let broken = "title: Broken\ncards:\n  - countdwn: Go\n    duration: 1m\n"
    static let valid = "id: fine\ntitle: Fine\ncards:\n  - countdown: Go\n    duration: 5s\n"

    /// `name.routine.yaml` for each name, each broken, so each one's line shows it was checked.
    private func brokenRoutines(_ names: [String], in directory: TemporaryDirectory) throws {
        for name in names { _ = try directory.write(Self.broken, to: "\(name).routine.yaml") }
    }

    /// The files the text report names, in the order it names them.
    private func reported(_ stdout: String) -> [String] {
        stdout.split(separator: "\n").compactMap { line in
            line.contains(": error: unknown kind") ? String(line.prefix { $0 != ":" }) : nil
        }
    }

    private func writeList(_ bytes: [UInt8], to name: String, in directory: TemporaryDirectory) throws {
        try Data(bytes).write(to: directory.url.appendingPathComponent(name))
    }

    /// Lint's report is sorted by file whatever the order of the paths; build's report
    /// follows the order of the inputs, so it shows the list's order.
    @Test func aNULListComesInItsOrderAfterThePositionalPaths() throws {
        let directory = try TemporaryDirectory()
        let names = ["first", "c", "a", "b"]
        for name in names { _ = try directory.write(Self.valid.replacingOccurrences(of: "fine", with: name), to: "\(name).routine.yaml") }
        try writeList(Array("c.routine.yaml\0a.routine.yaml\0\0b.routine.yaml\0".utf8), to: "list", in: directory)
        let run = try SeqcProcess.run(
            ["build", "first.routine.yaml", "--files-from", "list", "--out-dir", "out", "--report", "-"], in: directory.url)
        #expect(run.exitCode == 0, "\(run.transcript)")
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let files = (report?["routines"] as? [[String: Any]])?.compactMap { $0["file"] as? String }
        #expect(files == names.map { "\($0).routine.yaml" })
        try brokenRoutines(names, in: directory)
        let lint = try SeqcProcess.run(["lint", "first.routine.yaml", "--files-from", "list"], in: directory.url)
        let positional = try SeqcProcess.run(["lint"] + names.map { "\($0).routine.yaml" }, in: directory.url)
        #expect(lint.exitCode == 1)
        #expect(lint.stdout.hasSuffix("checked 4 files: 4 errors, 0 warnings\n"), "\(lint.stdout)")
        #expect(lint == positional)
    }

    @Test func aNewlineListMayUseCRLFBlankLinesAndNoFinalNewline() throws {
        let directory = try TemporaryDirectory()
        try brokenRoutines(["a", "b", "with space"], in: directory)
        try writeList(Array("b.routine.yaml\r\n\r\n\nwith space.routine.yaml\na.routine.yaml".utf8), to: "list.txt", in: directory)
        let run = try SeqcProcess.run(["lint", "--files-from", "list.txt"], in: directory.url)
        #expect(run.exitCode == 1, "\(run.transcript)")
        #expect(reported(run.stdout) == ["a.routine.yaml", "b.routine.yaml", "with space.routine.yaml"], "\(run.stdout)")
        #expect(run.stdout.hasSuffix("checked 3 files: 3 errors, 0 warnings\n"))
    }

    /// The bytes of a NUL list are the name: a name that is not UTF-8 is opened by them,
    /// and two names that differ only in invalid bytes stay two.
    @Test func aNonUTF8NameInANULListIsOpenedByItsBytes() throws {
        let directory = try TemporaryDirectory()
        try directory.write(Self.broken, toRawName: Array("caf".utf8) + [0xFF] + Array(".routine.yaml".utf8))
        let list = Array("caf".utf8) + [0xFE] + Array(".routine.yaml\0caf".utf8) + [0xFF] + Array(".routine.yaml\0".utf8)
        try writeList(list, to: "list", in: directory)
        let run = try SeqcProcess.run(["lint", "--files-from", "list"], in: directory.url)
        #expect(run.exitCode == 1, "\(run.transcript)")
        #expect(
            run.stdout.hasPrefix(
                """
                caf\\xfe.routine.yaml:1:1: error: no such file [io-error]
                caf\\xff.routine.yaml:3:5: error: unknown kind 'countdwn' [unknown-kind]
                """), "\(run.stdout)")
        #expect(run.stdout.hasSuffix("checked 2 files: 2 errors, 0 warnings\n"))
    }

    @Test func aDirectoryEntryIsSearchedLikeAPositionalDirectory() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write(Self.broken, to: "routines/z.routine.yaml")
        _ = try directory.write(Self.broken, to: "routines/deeper/y.routine.yml")
        _ = try directory.write("not a routine", to: "routines/notes.txt")
        _ = try directory.write(Self.broken, to: "top.routine.yaml")
        try writeList(Array("routines\ntop.routine.yaml\n".utf8), to: "list", in: directory)
        let listed = try SeqcProcess.run(["lint", "--files-from", "list"], in: directory.url)
        let positional = try SeqcProcess.run(["lint", "routines", "top.routine.yaml"], in: directory.url)
        #expect(listed.exitCode == 1, "\(listed.transcript)")
        #expect(reported(listed.stdout) == ["routines/deeper/y.routine.yml", "routines/z.routine.yaml", "top.routine.yaml"])
        #expect(listed == positional)
    }

    @Test func theListCanComeFromStandardInput() throws {
        let directory = try TemporaryDirectory()
        try brokenRoutines(["a", "b"], in: directory)
        let run = try SeqcProcess.run(
            ["lint", "--files-from", "-"], in: directory.url, stdin: Data("b.routine.yaml\0a.routine.yaml\0".utf8))
        #expect(run.exitCode == 1, "\(run.transcript)")
        #expect(reported(run.stdout) == ["a.routine.yaml", "b.routine.yaml"])
        #expect(run.stdout.hasSuffix("checked 2 files: 2 errors, 0 warnings\n"))
        let build = try SeqcProcess.run(
            ["build", "--files-from", "-", "--out-dir", "out"], in: directory.url, stdin: Data("b.routine.yaml\n".utf8))
        #expect(build.exitCode == 1)
        #expect(build.stderr.hasPrefix("b.routine.yaml:3:5: error: unknown kind 'countdwn'"), "\(build.stderr)")
    }

    /// In a list, `-` is a file of that name (git ls-files prints it so), never standard input.
    @Test func aDashInTheListIsAFileNamedDash() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write(Self.broken, to: "-")
        try writeList(Array("-\n".utf8), to: "list", in: directory)
        let run = try SeqcProcess.run(["lint", "--files-from", "list"], in: directory.url, stdin: Data(Self.valid.utf8))
        #expect(run.exitCode == 1, "\(run.transcript)")
        #expect(run.stdout.hasPrefix("./-:3:5: error: unknown kind 'countdwn'"), "\(run.stdout)")
    }

    @Test(arguments: ["lint", "build"])
    func standardInputCannotHoldBothTheListAndARoutine(command: String) throws {
        let run = try SeqcProcess.run([command, "-", "--files-from", "-"], stdin: Data("a.routine.yaml\n".utf8))
        #expect(run.exitCode == 2)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr.hasPrefix("Error: --files-from - reads the file list from standard input, so - cannot also be a routine\n"),
            "\(run.stderr)")
    }

    @Test(arguments: ["lint", "build"])
    func anUnreadableListIsBadUsage(command: String) throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write(Self.valid, to: "ok.routine.yaml")
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("folder"), withIntermediateDirectories: true)
        let missing = try SeqcProcess.run([command, "ok.routine.yaml", "--files-from", "no\u{1B}such"], in: directory.url)
        #expect(missing.exitCode == 2)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderr == "seqc: error: no\\u{1B}such: cannot read the file list: no such file\n")
        let folder = try SeqcProcess.run([command, "ok.routine.yaml", "--files-from", "folder"], in: directory.url)
        #expect(folder.exitCode == 2)
        #expect(folder.stderr == "seqc: error: folder: cannot read the file list: it is a directory\n")
    }

    @Test(arguments: ["lint", "build"])
    func anEmptyListWithNoOtherPathFindsNothing(command: String) throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write(Self.valid, to: "ok.routine.yaml")
        try writeList(Array("\n\r\n".utf8), to: "empty.txt", in: directory)
        let file = try SeqcProcess.run([command, "--files-from", "empty.txt"], in: directory.url)
        #expect(file.exitCode == 2)
        #expect(file.stderr == "seqc: error: no routine files (*.routine.yaml, *.routine.yml) found: the file list empty.txt is empty\n")
        let stdin = try SeqcProcess.run([command, "--files-from", "-"], in: directory.url, stdin: Data())
        #expect(stdin.exitCode == 2)
        #expect(
            stdin.stderr
                == "seqc: error: no routine files (*.routine.yaml, *.routine.yml) found: the file list on standard input is empty\n")
        // With a path beside it, an empty list adds nothing and takes nothing away.
        let beside = try SeqcProcess.run(
            [command, "ok.routine.yaml", "--files-from", "empty.txt", "--out-dir", "out"].filter {
                command == "build" || ($0 != "--out-dir" && $0 != "out")
            }, in: directory.url)
        #expect(beside.exitCode == 0, "\(beside.transcript)")
    }

    /// A list past 64 MiB is refused after reading 64 MiB, from a pipe, a file or a list that never ends.
    @Test func aListPastTheLimitIsRefused() throws {
        let pipe = try SeqcProcess.run(
            ["lint", "--files-from", "-"], wrapper: ["/bin/sh", "-c", #"head -c 67108865 /dev/zero | exec "$0" "$@""#])
        #expect(pipe.exitCode == 2, "\(pipe.transcript)")
        #expect(pipe.stderr == "seqc: error: -: cannot read the file list: it is larger than 64 MiB (the limit)\n")
        let endless = try SeqcProcess.run(["build", "--files-from", "/dev/zero"])
        #expect(endless.exitCode == 2)
        #expect(endless.stderr == "seqc: error: /dev/zero: cannot read the file list: it is larger than 64 MiB (the limit)\n")
        let directory = try TemporaryDirectory()
        let sparse = directory.url.appendingPathComponent("huge")
        #expect(FileManager.default.createFile(atPath: sparse.path, contents: nil))
        let handle = try FileHandle(forWritingTo: sparse)
        try handle.truncate(atOffset: 64 << 20 + 1)
        try handle.close()
        let file = try SeqcProcess.run(["lint", "--files-from", "huge"], in: directory.url)
        #expect(file.exitCode == 2)
        #expect(file.stderr == "seqc: error: huge: cannot read the file list: it is larger than 64 MiB (the limit)\n")
    }

    @Test func buildFromAListWritesWhatPositionalPathsWrite() throws {
        let directory = try TemporaryDirectory()
        var generator = RoutineCorpus(seed: 7)
        let paths = try generator.write(40, to: directory.url)
        try writeList(Array(paths.joined(separator: "\0").utf8), to: "list", in: directory)
        let one = directory.url.appendingPathComponent("one"), two = directory.url.appendingPathComponent("two")
        let out = directory.url.appendingPathComponent("out"), report = directory.url.appendingPathComponent("report.json")
        let positional = try SeqcProcess.run(["build", "--out-dir", "out", "--report", "report.json"] + paths, in: directory.url)
        try FileManager.default.moveItem(at: out, to: one)
        try FileManager.default.moveItem(at: report, to: directory.url.appendingPathComponent("one.json"))
        let listed = try SeqcProcess.run(
            ["build", "--out-dir", "out", "--report", "report.json", "--files-from", "list"], in: directory.url)
        try FileManager.default.moveItem(at: out, to: two)
        try FileManager.default.moveItem(at: report, to: directory.url.appendingPathComponent("two.json"))
        #expect(positional.exitCode == 0, "\(positional.transcript)")
        #expect(listed == positional)
        let names = try FileManager.default.contentsOfDirectory(atPath: one.path).sorted()
        #expect(names.count == 40)
        #expect(try FileManager.default.contentsOfDirectory(atPath: two.path).sorted() == names)
        for name in names {
            #expect(try Data(contentsOf: one.appendingPathComponent(name)) == Data(contentsOf: two.appendingPathComponent(name)), "\(name)")
        }
        #expect(
            try Data(contentsOf: directory.url.appendingPathComponent("one.json"))
                == Data(contentsOf: directory.url.appendingPathComponent("two.json")))
    }

    @Test func buildWithOneOutputTakesAListOfOne() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write(Self.valid, to: "a.routine.yaml")
        _ = try directory.write(Self.valid.replacingOccurrences(of: "id: fine", with: "id: other"), to: "b.routine.yaml")
        try writeList(Array("a.routine.yaml\n".utf8), to: "one", in: directory)
        try writeList(Array("a.routine.yaml\nb.routine.yaml\n".utf8), to: "two", in: directory)
        let single = try SeqcProcess.run(["build", "--files-from", "one", "-o", "-"], in: directory.url)
        #expect(single.exitCode == 0, "\(single.transcript)")
        #expect(single.stdout.hasPrefix("{") && single.stdout.contains("\"fine\""), "\(single.stdout)")
        let several = try SeqcProcess.run(["build", "--files-from", "two", "-o", "x.json"], in: directory.url)
        #expect(several.exitCode == 2)
        #expect(several.stderr == "seqc: error: -o takes a single input; the inputs hold 2 routine files; use --out-dir\n")
        let none = try SeqcProcess.run(["build", "--out-dir", "out"], in: directory.url)
        #expect(none.exitCode == 2)
        #expect(none.stderr.hasPrefix("Error: give the routine files or directories to build, or --files-from FILE\n"), "\(none.stderr)")
    }

    /// --fix, -o and each file's nearest configuration apply to listed files as to any.
    @Test func fixOutputAndConfigurationApplyToListedFiles() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write("title: T\ncards:\n  - countdown: A\n    duration: 45S\n", to: "team/fix.routine.yaml")
        _ = try directory.write("exclude: [\"team/skip.routine.yaml\"]\n", to: ".seqc.yml")
        _ = try directory.write(Self.broken, to: "team/skip.routine.yaml")
        try writeList(Array("team/fix.routine.yaml\0team/skip.routine.yaml\0".utf8), to: "list", in: directory)
        let run = try SeqcProcess.run(["lint", "--fix", "--files-from", "list", "-o", "report.txt"], in: directory.url)
        #expect(run.exitCode == 0, "\(run.transcript)")
        #expect(
            try String(contentsOf: directory.url.appendingPathComponent("team/fix.routine.yaml"), encoding: .utf8)
                == "title: T\ncards:\n  - countdown: A\n    duration: 45s\n")
        #expect(run.stderr.contains("seqc: note: skipped team/skip.routine.yaml: excluded by 'team/skip.routine.yaml'"), "\(run.stderr)")
        let report = try String(contentsOf: directory.url.appendingPathComponent("report.txt"), encoding: .utf8)
        #expect(report.hasSuffix("checked 1 file: 0 errors, 0 warnings\n"), "\(report)")
    }

    /// Issue 11: 3,000 paths through one list (more than one 64 KiB read of it), every one
    /// checked; the first and the last are broken so the report shows both ends were read.
    /// (Kept to 3,000 so the suite stays quick under AddressSanitizer; bench/ measures
    /// 100,000.)
    @Test func thousandsOfListedPathsAreAllChecked() throws {
        let directory = try TemporaryDirectory()
        var generator = RoutineCorpus(seed: 11)
        let paths = try generator.write(2_998, to: directory.url)
        try brokenRoutines(["aaa-first", "zzz-last"], in: directory)
        let list = ["aaa-first.routine.yaml"] + paths + ["zzz-last.routine.yaml"]
        try writeList(Array((list.joined(separator: "\0") + "\0").utf8), to: "list", in: directory)
        let run = try SeqcProcess.run(["lint", "--files-from", "list"], in: directory.url, timeout: 300)
        #expect(run.exitCode == 1, "\(run.stderr)")
        #expect(reported(run.stdout) == ["aaa-first.routine.yaml", "zzz-last.routine.yaml"])
        let summary = run.stdout.split(separator: "\n").last ?? ""
        #expect(summary.hasPrefix("checked 3000 files: 2 errors, "), "\(summary)")
    }
}
