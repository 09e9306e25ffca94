import Foundation
import Testing

/// `seqc format` run as a process: files found like `lint`, replaced in place, `--check`,
/// `--diff`, standard input, and files it must leave alone.
@Suite struct FormatCommandTests {
    /// A routine laid out by hand: odd indentation, spaces, blank lines and comments.
    static let messy = """


        # A routine laid out by hand.
        seqc:   1
        title:  Messy   # the title
        cards:
        - countdown: Warm-up
          duration:    3m


            # the main set
        -   interval: Sprints
            work: 30s
            rest: 30s    
            rounds: 4
        tags: [a,  b]
        # the end
        """

    static let tidy = """
        # A routine laid out by hand.
        seqc: 1
        title: Messy   # the title
        cards:
          - countdown: Warm-up
            duration: 3m

          # the main set
          - interval: Sprints
            work: 30s
            rest: 30s
            rounds: 4
        tags: [a,  b]
        # the end

        """

    @Test func formatsInPlaceAndKeepsTheRuntimeJSON() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write(Self.messy, to: "team/messy.routine.yaml")
        let before = try SeqcProcess.run(["build", file.path, "-o", "-"], in: directory.url)
        #expect(before.exitCode == 0, "\(before.transcript)")
        let run = try SeqcProcess.run(["format"], in: directory.url)
        #expect(run.exitCode == 0, "\(run.transcript)")
        #expect(run.stderr == "reformatted 1 file, 0 left unchanged\n")
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.tidy)
        let after = try SeqcProcess.run(["build", file.path, "-o", "-"], in: directory.url)
        #expect(after.stdout == before.stdout)
        let again = try SeqcProcess.run(["format", "--check", "."], in: directory.url)
        #expect(again.exitCode == 0, "\(again.transcript)")
        #expect(again.stdout.isEmpty)
    }

    @Test func checkNamesTheFilesAndChangesNothing() throws {
        let directory = try TemporaryDirectory()
        let messy = try directory.write(Self.messy, to: "messy.routine.yaml")
        _ = try directory.write(Self.tidy, to: "tidy.routine.yaml")
        let run = try SeqcProcess.run(["format", "--check", "."], in: directory.url)
        #expect(run.exitCode == 1)
        #expect(run.stdout == "would reformat messy.routine.yaml\n")
        #expect(run.stderr == "would reformat 1 file, 1 left unchanged\n")
        #expect(try String(contentsOf: messy, encoding: .utf8) == Self.messy)
    }

    @Test func diffShowsTheChangeAndApplies() throws {
        let directory = try TemporaryDirectory()
        let messy = try directory.write(Self.messy, to: "messy.routine.yaml")
        let run = try SeqcProcess.run(["format", "--diff", "messy.routine.yaml"], in: directory.url)
        #expect(run.exitCode == 1)
        #expect(run.stdout.contains("+  - countdown: Warm-up\n"))
        #expect(run.stdout.contains("--- a/messy.routine.yaml") || run.stdout.contains("--- messy.routine.yaml"))
        #expect(try String(contentsOf: messy, encoding: .utf8) == Self.messy)
        let patch = try directory.write(run.stdout, to: "change.patch")
        let applied = Process()
        applied.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        applied.arguments = ["patch", "-s", "-p1", "-i", patch.path]
        applied.currentDirectoryURL = directory.url
        try applied.run()
        applied.waitUntilExit()
        #expect(applied.terminationStatus == 0)
        #expect(try String(contentsOf: messy, encoding: .utf8) == Self.tidy)
    }

    @Test func standardInputToStandardOutput() throws {
        let run = try SeqcProcess.run(["format", "-"], stdin: Data(Self.messy.utf8))
        #expect(run.exitCode == 0, "\(run.transcript)")
        #expect(run.stdout == Self.tidy)
    }

    /// A syntax error: the file stays as it is, the error is reported at its place, exit 1.
    @Test func leavesABrokenFileAlone() throws {
        let directory = try TemporaryDirectory()
        let broken = "seqc: 1\ntitle: Broken\ncards:\n  - countdown: A\n    duration: [3m\n"
        let file = try directory.write(broken, to: "broken.routine.yaml")
        _ = try directory.write(Self.messy, to: "messy.routine.yaml")
        let run = try SeqcProcess.run(["format", "."], in: directory.url)
        #expect(run.exitCode == 1, "\(run.transcript)")
        #expect(run.stderr.contains("broken.routine.yaml:"))
        #expect(run.stderr.contains("yaml-syntax"))
        #expect(run.stderr.contains("reformatted 1 file, 0 left unchanged, 1 file left alone for errors"))
        #expect(try String(contentsOf: file, encoding: .utf8) == broken)
        let check = try SeqcProcess.run(["format", "--check", "broken.routine.yaml"], in: directory.url)
        #expect(check.exitCode == 1)
    }

    /// Excluded files are not touched, as `lint` does not read them.
    @Test func honoursExcludes() throws {
        let directory = try TemporaryDirectory()
        _ = try directory.write("exclude: [drafts/**]\n", to: ".seqc.yaml")
        let draft = try directory.write(Self.messy, to: "drafts/draft.routine.yaml")
        let kept = try directory.write(Self.messy, to: "kept.routine.yaml")
        let run = try SeqcProcess.run(["format"], in: directory.url)
        #expect(run.exitCode == 0, "\(run.transcript)")
        #expect(try String(contentsOf: draft, encoding: .utf8) == Self.messy)
        #expect(try String(contentsOf: kept, encoding: .utf8) == Self.tidy)
    }

    @Test func checkAndDiffTogetherIsMisuse() throws {
        let run = try SeqcProcess.run(["format", "--check", "--diff", "."])
        #expect(run.exitCode == 2)
    }

    /// The generated corpus is formatted already, and `--check` over it passes.
    @Test func generatedCorpusPassesCheck() throws {
        let directory = try TemporaryDirectory()
        var corpus = RoutineCorpus(seed: 43)
        _ = try corpus.write(60, to: directory.url)
        let run = try SeqcProcess.run(["format", "--check"], in: directory.url)
        #expect(run.exitCode == 0, "\(run.transcript)")
        #expect(run.stderr == "would reformat 0 files, 60 left unchanged\n")
    }
}
