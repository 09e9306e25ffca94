import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A lone directory of regular files is linted without asking about each file first; a
/// file reached by a second name (a hard link) is still linted once, under its first name
/// in order, exactly as when discovery tells files apart (two arguments, or `-o`).
@Suite struct HardLinkLintTests {
    static let leadingRest = "title: A\ncards:\n  - rest: R\n    duration: 30s\n  - countdown: Go\n    duration: 1m\n"
    static let clean = "title: B\ncards:\n  - countdown: Go\n    duration: 1m\n"

    private func tree() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        let first = try directory.write(Self.leadingRest, to: "d/sub/a.routine.yaml")
        _ = try directory.write(Self.clean, to: "d/c.routine.yaml")
        let root = directory.url.appendingPathComponent("d").path
        #expect(link(first.path, root + "/b.routine.yaml") == 0)
        #expect(link(first.path, root + "/sub/z.routine.yaml") == 0)
        return directory
    }

    @Test(arguments: ["text", "json", "sarif", "github"])
    func aHardLinkedFileIsLintedOnceUnderItsFirstName(_ format: String) throws {
        let directory = try tree()
        let alone = try SeqcProcess.run(["lint", "--format", format, "d"], in: directory.url, timeout: 20)
        // Two arguments: discovery tells the files apart by asking about each.
        let asked = try SeqcProcess.run(["lint", "--format", format, "d", "d"], in: directory.url, timeout: 20)
        #expect(alone.exitCode == 0, "\(alone.transcript)")
        #expect(alone.stdout == asked.stdout)
        #expect(alone.stderr == asked.stderr)
        if format == "text" {
            #expect(alone.stdout.hasPrefix("d/b.routine.yaml:3:5: warning:"), "\(alone.stdout)")
            #expect(alone.stdout.hasSuffix("checked 2 files: 0 errors, 1 warning\n"), "\(alone.stdout)")
            #expect(!alone.stdout.contains("sub/a.routine.yaml") && !alone.stdout.contains("sub/z.routine.yaml"))
        }
    }

    @Test func aRunThatWritesAReportAsksAboutEachFileAndSaysTheSame() throws {
        let directory = try tree()
        let alone = try SeqcProcess.run(["lint", "d"], in: directory.url, timeout: 20)
        let written = try SeqcProcess.run(["lint", "d", "-o", "report.txt"], in: directory.url, timeout: 20)
        #expect(written.exitCode == 0, "\(written.transcript)")
        let report = try String(contentsOf: directory.url.appendingPathComponent("report.txt"), encoding: .utf8)
        #expect(report == alone.stdout)
    }
}
