import Foundation
import SeqcCompiler
import Testing

@testable import SeqcLint

/// The real binary: for every rule that stops a build (from the registry), a run whose
/// configuration turns it off, whose files suppress it and whose baseline records its
/// findings still fails both `seqc lint` and `seqc build`, and lint says why at the
/// configuration's line.
@Suite struct StopsBuildAgreementTests {
    static let stopping = RuleRegistry.standard.all.filter { rule in
        rule.stopsBuild && rule.triggering.contains { $0.subject == .routines }
    }.map(\.id)

    @Test(arguments: stopping)
    func neitherLintNorBuildCanBeToldToPassIt(id: RuleID) throws {
        let rule = try #require(RuleRegistry.standard[id])
        let example = try #require(rule.triggering.first { $0.subject == .routines })
        let directory = try TemporaryDirectory()
        let sources = example.files.map(\.source)
        let plain = LintRunner(jobs: 1).lint(sources: sources).diagnostics.filter { $0.rule == id }
        for file in example.files { _ = try directory.write("# seqc:disable-file \(id)\n" + file.unmarked.text, to: file.name) }
        _ = try directory.write("rules:\n  \(id): off\n", to: ".seqc.yml")
        // The findings as they will be reported: one line lower, under the comment.
        let entries = plain.map { finding in
            Baseline.Entry(
                file: finding.file, rule: id.rawValue, message: finding.message,
                line: sources.first { $0.path == finding.file }?.line(finding.range.start.line)?.trimmingWhitespace() ?? "")
        }
        try Baseline(entries: entries).jsonData().write(to: directory.url.appendingPathComponent("baseline.json"))
        let paths = sources.map(\.path)
        let lint = try SeqcProcess.run(["lint", "--baseline", "baseline.json"] + paths, in: directory.url)
        #expect(lint.exitCode == 1, "\(id): \(lint.transcript)")
        #expect(lint.stdout.contains(".seqc.yml:2:3: warning: '\(id)' stops `seqc build`, so it cannot be changed"), "\(lint.transcript)")
        #expect(lint.stdout.components(separatedBy: "error: ").count - 1 >= plain.count, "\(lint.transcript)")
        #expect(lint.stdout.contains("[\(id)]"), "\(lint.transcript)")
        #expect(lint.stdout.contains("'\(id)' cannot be suppressed"), "\(lint.transcript)")
        let build = try SeqcProcess.run(["build", "--out-dir", "out"] + paths, in: directory.url)
        #expect(build.exitCode == 1, "\(id): \(build.transcript)")
        #expect((build.stdout + build.stderr).contains("[\(id)]"), "\(build.transcript)")
        let written = (try? FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent("out").path)) ?? []
        #expect(written.isEmpty, "\(written)")
    }
}
