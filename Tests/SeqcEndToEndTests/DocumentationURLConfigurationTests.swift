import Foundation
import Testing

/// `documentation-url:` read by the command line from the same `.seqc.yml` the language
/// server reads: an https URL lints as before; any other is a configuration error with
/// its position, exit 2, and no routine checked.
@Suite struct DocumentationURLCommandTests {
    static let routine = "title: A\ncards:\n  - countdown: Go\n    duration: 45s\n"

    @Test(arguments: [
        ("https://example.com/seqc/rules.md", true), ("http://example.com/rules.md", false), ("javascript:alert(1)", false),
        ("https://example.com/\\u202Erules", false), ("https://example.com/\\x1B[31m", false), ("https:///rules.md", false),
    ])
    func theURLIsCheckedWhereItIsWritten(_ url: String, _ good: Bool) throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        _ = try directory.write("exclude: [drafts/**]\ndocumentation-url: \"\(url)\"\n", to: ".seqc.yml")
        _ = try directory.write(Self.routine, to: "a.routine.yaml")
        let run = try SeqcProcess.run(["lint", "--no-color", "."], in: directory.url)
        #expect(!run.signalled)
        if good {
            #expect(run.exitCode == 0, "\(run.transcript)")
        } else {
            #expect(run.exitCode == 2, "\(run.transcript)")
            #expect(run.stdout.contains(".seqc.yml:2:20: error: 'documentation-url' must"), "\(run.transcript)")
            #expect(run.stdout.contains("[invalid-configuration]"))
        }
    }
}
