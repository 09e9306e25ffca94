import Foundation
import Testing

/// The man page, man/seqc.1, is made from the command definitions by
/// swift-argument-parser's generate-manual (scripts/man-page.sh; CI's
/// scripts/ci/man-page.sh fails when it is stale). These check what the page is made from
/// and what was checked in.
@Suite struct ManualPageTests {
    static let page = SeqcProcess.packageRoot.appendingPathComponent("man/seqc.1")

    /// generate-manual copies help text into the page line by line, unescaped: a line that
    /// starts with `.` or `'` would be read as a roff request and vanish from the page.
    @Test func noHelpTextLineStartsARoffRequest() throws {
        let run = try SeqcProcess.run(["--experimental-dump-help"])
        #expect(run.exitCode == 0)
        let tool = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
        var checked = 0
        func visit(_ value: Any, key: String?) {
            if let object = value as? [String: Any] {
                for (key, value) in object { visit(value, key: key) }
            } else if let array = value as? [Any] {
                for element in array { visit(element, key: key) }
            } else if let text = value as? String, ["abstract", "discussion"].contains(key) {
                for line in text.split(separator: "\n") {
                    checked += 1
                    #expect(!line.hasPrefix(".") && !line.hasPrefix("'"), "a help line the man page would lose: \(line)")
                }
            }
        }
        visit(tool, key: nil)
        #expect(checked > 100)
    }

    @Test func thePageDocumentsEveryCommandAndNoPathOfTheBuild() throws {
        let page = try String(contentsOf: Self.page, encoding: .utf8)
        for command in CompletionScriptTests.commands {
            #expect(page.contains(".It Em \(command)\n"), "man/seqc.1 has no \(command)")
        }
        #expect(page.contains(".Dt SEQC 1\n"))
        for machinePath in [SeqcProcess.packageRoot.path, SeqcProcess.binary.deletingLastPathComponent().path, "/tmp/", ".build"] {
            #expect(!page.contains(machinePath), "man/seqc.1 holds \(machinePath)")
        }
    }

    /// The page's date is the latest release's (1970-01-01 before the first), so it is
    /// the same whatever day it is made and changes only with a release.
    @Test func thePageIsDatedByTheChangelog() throws {
        let changelog = try Changelog(contentsOf: SeqcProcess.packageRoot.appendingPathComponent("CHANGELOG.md"))
        let page = try String(contentsOf: Self.page, encoding: .utf8)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        let day = try #require(formatter.date(from: changelog.releases.first?.date ?? "1970-01-01"))
        formatter.dateFormat = "MMMM d, yyyy"
        let line = ".Dd \(formatter.string(from: day))"
        #expect(page.split(separator: "\n").contains { $0 == line }, "man/seqc.1 is not dated '\(line)'")
    }
}
