import Foundation
import Testing

/// `seqc lint --fix`, `--unsafe-fixes`, `--diff` and `-`, run as the real binary on copies.
@Suite struct LintFixTests {
    /// A comment, CR LF line ends, no final line break, a safe fix (`45S`) and an unsafe one (`countdwon`).
    static let draft =
        "# my routine\r\ntitle: T\r\ncards:\r\n  - countdown: A # keep me\r\n    duration: 45S\r\n  - countdwon: B\r\n    duration: 1m"
    static let clean = "title: Clean\ncards:\n  - countdown: A\n    duration: 45s\n"

    static func attributes(_ url: URL) throws -> (inode: Int, modified: Date) {
        let values = try FileManager.default.attributesOfItem(atPath: url.path)
        return ((values[.systemFileNumber] as? NSNumber)?.intValue ?? -1, values[.modificationDate] as? Date ?? .distantPast)
    }

    @Test func fixChangesExactlyTheSafeFixAndKeepsCommentsCRLFAndTheMissingFinalNewline() throws {
        let dir = try TemporaryDirectory()
        let file = try dir.write(Self.draft, to: "a.routine.yaml")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: file.path)
        let run = try SeqcProcess.run(["lint", "--fix", "--no-color", "a.routine.yaml"], in: dir.url)
        #expect(run.exitCode == 1)
        let fixed = try String(contentsOf: file, encoding: .utf8)
        #expect(fixed == Self.draft.replacingOccurrences(of: "45S", with: "45s"))
        #expect(run.stdout.contains("unknown kind 'countdwon'"))
        #expect(run.stdout.contains("= fix (unsafe): replace with 'countdown'"))
        #expect(!run.stdout.contains("45S"))
        #expect(run.stderr == "fixed 1 problem in 1 file (1 more with --unsafe-fixes)\n")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o640)
        // No staging file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path) == ["a.routine.yaml"])
    }

    @Test func unsafeFixesApplyOnlyWithTheFlagAndThenNothingIsLeft() throws {
        let dir = try TemporaryDirectory()
        let file = try dir.write(Self.draft, to: "a.routine.yaml")
        let run = try SeqcProcess.run(["lint", "--fix", "--unsafe-fixes", "a.routine.yaml"], in: dir.url)
        #expect(run.exitCode == 0)
        #expect(
            try String(contentsOf: file, encoding: .utf8)
                == Self.draft.replacingOccurrences(of: "45S", with: "45s").replacingOccurrences(of: "countdwon", with: "countdown"))
        #expect(run.stderr == "fixed 2 problems in 1 file\n")
        #expect(run.stdout == "checked 1 file: 0 errors, 0 warnings\n")
        #expect(try SeqcProcess.run(["lint", "--unsafe-fixes", "a.routine.yaml"], in: dir.url).exitCode == 2)
    }

    @Test func quietPrintsNoSummary() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write(Self.draft, to: "a.routine.yaml")
        let run = try SeqcProcess.run(["lint", "--fix", "-q", "--unsafe-fixes", "a.routine.yaml"], in: dir.url)
        #expect(run.exitCode == 0)
        #expect(run.stdout.isEmpty && run.stderr.isEmpty)
    }

    @Test func aSuppressedDiagnosticIsNotFixed() throws {
        let dir = try TemporaryDirectory()
        let text = "title: T\ncards:\n  - countdown: A\n    # seqc:disable-next-line clamped\n    duration: 0\n"
        let file = try dir.write(text, to: "a.routine.yaml")
        // A clamp's fix drops the author's value: it is unsafe (docs/decisions.md, "Fix safety").
        let run = try SeqcProcess.run(["lint", "--fix", "--unsafe-fixes", "a.routine.yaml"], in: dir.url)
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
        #expect(run.stderr == "fixed 0 problems in 0 files\n")
        // Without the comment, the same fix applies.
        let bare = try dir.write(text.replacingOccurrences(of: "    # seqc:disable-next-line clamped\n", with: ""), to: "b.routine.yaml")
        _ = try SeqcProcess.run(["lint", "--fix", "--unsafe-fixes", "b.routine.yaml"], in: dir.url)
        #expect(try String(contentsOf: bare, encoding: .utf8).hasSuffix("duration: 1\n"))
    }

    @Test func anExcludedFileIsUntouched() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("exclude: [\"drafts/**\"]\n", to: ".seqc.yml")
        let excluded = try dir.write(Self.draft, to: "drafts/a.routine.yaml")
        let checked = try dir.write(Self.draft, to: "b.routine.yaml")
        let before = try Self.attributes(excluded)
        let run = try SeqcProcess.run(["lint", "--fix", "."], in: dir.url)
        #expect(run.exitCode == 1)
        #expect(try String(contentsOf: excluded, encoding: .utf8) == Self.draft)
        #expect(try Self.attributes(excluded) == before)
        #expect(try String(contentsOf: checked, encoding: .utf8) != Self.draft)
    }

    @Test func aFileWithNothingToFixIsNotRewritten() throws {
        let dir = try TemporaryDirectory()
        let file = try dir.write(Self.clean, to: "c.routine.yaml")
        let before = try Self.attributes(file)
        Thread.sleep(forTimeInterval: 0.05)
        let run = try SeqcProcess.run(["lint", "--fix", "--unsafe-fixes", "c.routine.yaml"], in: dir.url)
        #expect(run.exitCode == 0)
        #expect(try Self.attributes(file) == before)
        #expect(run.stderr == "fixed 0 problems in 0 files\n")
    }

    @Test func diffPrintsAUnifiedDiffAndChangesNothing() throws {
        let dir = try TemporaryDirectory()
        let text = (1...8).map { "# line \($0)" }.joined(separator: "\n") + "\ntitle: T\ncards:\n  - countdown: A\n    duration: 45S\n"
        let file = try dir.write(text, to: "a.routine.yaml")
        let clean = try dir.write(Self.clean, to: "c.routine.yaml")
        let run = try SeqcProcess.run(["lint", "--diff", "."], in: dir.url)
        Golden.check(run.transcript, against: LintFixtures.golden("fix", "diff.out"))
        #expect(run.exitCode == 1)
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
        #expect(try String(contentsOf: clean, encoding: .utf8) == Self.clean)
        let nothing = try SeqcProcess.run(["lint", "--fix", "--diff", "c.routine.yaml"], in: dir.url)
        #expect(nothing.exitCode == 0)
        #expect(nothing.stdout.isEmpty)
        #expect(try SeqcProcess.run(["lint", "--diff", "-o", "x", "."], in: dir.url).exitCode == 2)
        #expect(try SeqcProcess.run(["lint", "--diff", "--format", "json", "."], in: dir.url).exitCode == 2)
    }

    /// Exit 1 means errors found, with --diff too: a file whose errors no fix can
    /// mend has nothing to show, and still exits 1, as plain `seqc lint` does.
    @Test func diffExitsOneWhenErrorsRemainWithNothingToFix() throws {
        let dir = try TemporaryDirectory()
        _ = try dir.write("cards:\n  - countdown: A\n    duration: 30s\n", to: "untitled.routine.yaml")
        _ = try dir.write("title: [unclosed\ncards: []\n", to: "broken.routine.yaml")
        for name in ["untitled.routine.yaml", "broken.routine.yaml"] {
            #expect(try SeqcProcess.run(["lint", name], in: dir.url).exitCode == 1, "\(name)")
            let diff = try SeqcProcess.run(["lint", "--diff", name], in: dir.url)
            #expect(diff.exitCode == 1, "\(name): \(diff.transcript)")
            #expect(diff.stdout.isEmpty, "\(name)")
        }
        #expect(try SeqcProcess.run(["lint", "--diff", "missing.routine.yaml"], in: dir.url).exitCode == 1)
    }

    @Test func standardInputGetsTheFixedTextOnStandardOutputAndTheReportOnStandardError() throws {
        let run = try SeqcProcess.run(["lint", "--fix", "--unsafe-fixes", "-"], stdin: Data(Self.draft.utf8))
        #expect(run.exitCode == 0)
        #expect(
            run.stdout == Self.draft.replacingOccurrences(of: "45S", with: "45s").replacingOccurrences(of: "countdwon", with: "countdown"))
        #expect(run.stderr == "checked 1 file: 0 errors, 0 warnings\nfixed 2 problems in 1 file\n")
        let unchanged = try SeqcProcess.run(["lint", "--fix", "-"], stdin: Data(Self.clean.utf8))
        #expect(unchanged.stdout == Self.clean)
        let remaining = try SeqcProcess.run(["lint", "--fix", "--format", "json", "-"], stdin: Data(Self.draft.utf8))
        #expect(remaining.exitCode == 1)
        #expect(remaining.stdout == Self.draft.replacingOccurrences(of: "45S", with: "45s"))
        #expect(remaining.stderr.contains("\"safety\": \"unsafe\""))
    }

    @Test func overlappingFixesAreAppliedOverSeveralPasses() throws {
        // A tab-indented line and the 45S on it: the indentation fix (unsafe: a level is a
        // guess) comes first, the duration's fix only once the YAML reads.
        let dir = try TemporaryDirectory()
        let text = "title: T\ncards:\n  - countdown: A\n\tduration: 45S\n"
        let file = try dir.write(text, to: "a.routine.yaml")
        let safeOnly = try SeqcProcess.run(["lint", "--fix", "a.routine.yaml"], in: dir.url)
        #expect(safeOnly.exitCode == 1)
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
        let run = try SeqcProcess.run(["lint", "--fix", "--unsafe-fixes", "a.routine.yaml"], in: dir.url)
        #expect(run.exitCode == 0, "\(run.transcript)")
        #expect(try String(contentsOf: file, encoding: .utf8) == "title: T\ncards:\n  - countdown: A\n    duration: 45s\n")
        #expect(run.stderr == "fixed 2 problems in 1 file\n")
    }

    @Test func aFailedWriteIsExitThreeAndLeavesTheFileAsItWas() throws {
        let dir = try TemporaryDirectory()
        let file = try dir.write(Self.draft, to: "ro/a.routine.yaml")
        let folder = dir.url.appendingPathComponent("ro")
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: folder.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder.path) }
        // Root writes anyway; the point is only checkable as another user.
        guard access(folder.path, W_OK) != 0 else { return }
        let run = try SeqcProcess.run(["lint", "--fix", "ro/a.routine.yaml"], in: dir.url)
        #expect(run.exitCode == 3)
        #expect(run.stderr.contains("seqc: error:"))
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.draft)
    }

    @Test func aFixWrittenToAFullDiskIsExitThree() throws {
        let dir = try TemporaryDirectory()
        let file = try dir.write(String(repeating: "# padding line\n", count: 200) + Self.draft, to: "a.routine.yaml")
        let before = try Data(contentsOf: file)
        let run = try SeqcProcess.run(
            ["lint", "--fix", "a.routine.yaml"], in: dir.url, wrapper: ["/bin/sh", "-c", "ulimit -f 1; exec \"$0\" \"$@\""])
        #expect(run.exitCode == 3)
        #expect(!run.signalled)
        #expect(try Data(contentsOf: file) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path) == ["a.routine.yaml"])
    }

    @Test func aSymlinkedRoutineStaysALinkAndItsTargetIsFixed() throws {
        let dir = try TemporaryDirectory()
        let target = try dir.write(Self.draft, to: "real/a.routine.yaml")
        let link = dir.url.appendingPathComponent("link.routine.yaml")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real/a.routine.yaml")
        _ = try SeqcProcess.run(["lint", "--fix", "link.routine.yaml"], in: dir.url)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real/a.routine.yaml")
        #expect(try String(contentsOf: target, encoding: .utf8).contains("45s"))
    }

    @Test func aPassThatRemovesAnErrorIsKeptThoughWarningsAppear() throws {
        // Changing the version reads the card under version 1, which then warns: lint rules
        // only see a routine that compiles, so fewer errors with new warnings is progress.
        let dir = try TemporaryDirectory()
        let text = "seqc: 2\ntitle: From the future\ncards:\n  - info: Hello\n"
        let file = try dir.write(text, to: "v.routine.yaml")
        let run = try SeqcProcess.run(["lint", "--fix", "--unsafe-fixes", "v.routine.yaml"], in: dir.url)
        #expect(run.exitCode == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == text.replacingOccurrences(of: "seqc: 2", with: "seqc: 1"))
        #expect(run.stderr.hasPrefix("fixed 1 problem in 1 file"))
        #expect(run.stdout.contains("[no-timed-card]"))
        #expect(!run.stdout.contains("[unsupported-version]"))
    }

    @Test func aFileWhoseNameIsNotUTF8IsReportedNotFixedIntoAnotherName() throws {
        let dir = try TemporaryDirectory()
        try dir.write(Self.draft, toRawName: Array("caf".utf8) + [0xFF] + Array(".routine.yaml".utf8))
        let run = try SeqcProcess.run(["lint", "--fix", "."], in: dir.url)
        #expect(run.exitCode == 1)
        #expect(run.stderr.hasPrefix("seqc: warning: caf\\xff.routine.yaml: not fixed: its name is not UTF-8\n"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path).count == 1)
        #expect(run.stdout.contains("45S"))
    }

    @Test func fixConflictsAreCheckedBeforeAnythingRuns() throws {
        #expect(try SeqcProcess.run(["lint", "--diff", "--write-baseline", "b.json", "."]).exitCode == 2)
    }
}
