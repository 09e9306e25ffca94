import Foundation
import Testing

/// Mistakes a newcomer makes in the first hour, each a fixture in Fixtures/newcomer with
/// one mistake in it, built by the real binary: its text and JSON diagnostics and what
/// `--fix --diff` would change (`NAME.out`) are golden. Each class of mistake has several
/// samples (a field written as a list item, a field's name where the kind goes, a quoted
/// value, a file in another encoding); every one is one diagnostic that says what to do.
@Suite struct NewcomerMistakeTests {
    static let directory = "Tests/SeqcEndToEndTests/Fixtures/newcomer"

    static var fixtures: [String] {
        let url = SeqcProcess.packageRoot.appendingPathComponent(directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".routine.yaml") }.map { String($0.dropLast(".routine.yaml".count)) }.sorted()
    }

    @Test func thereAreFixtures() {
        #expect(Self.fixtures.count >= 16)
    }

    @Test(arguments: fixtures)
    func fixtureMatchesGolden(_ name: String) throws {
        let path = "\(Self.directory)/\(name).routine.yaml"
        let text = try SeqcProcess.run(["lint", "--no-color", path])
        let json = try SeqcProcess.run(["lint", "--format", "json", path])
        let diff = try SeqcProcess.run(["lint", "--no-color", "--fix", "--diff", path])
        #expect(!text.signalled && !json.signalled && !diff.signalled)
        #expect(text.exitCode == 1 && json.exitCode == 1)
        let golden = SeqcProcess.packageRoot.appendingPathComponent(Self.directory).appendingPathComponent("\(name).out")
        Golden.check("\(text.transcript)--- json\n\(json.stdout)--- fix --diff\n\(diff.transcript)", against: golden)
    }

    /// One mistake, one diagnostic, with a help line that names the next step. What lint
    /// finds in the rest of the file once a syntax error is repaired (`afterRecovery`) is
    /// another problem, not the mistake said again.
    @Test(arguments: fixtures)
    func eachMistakeIsOneDiagnosticWithHelp(_ name: String) throws {
        let run = try SeqcProcess.run(["lint", "--format", "json", "\(Self.directory)/\(name).routine.yaml"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let diagnostics = try #require(document["diagnostics"] as? [[String: Any]]).filter { $0["afterRecovery"] as? Bool != true }
        #expect(diagnostics.count == 1, "\(name): \(run.stdout)")
        #expect((diagnostics.first?["help"] as? String)?.isEmpty == false, "\(name)")
    }

    /// A safe fix leaves a file that builds: the guess it makes is the only reading.
    @Test(arguments: fixtures)
    func aSafeFixLeavesNoError(_ name: String) throws {
        let directory = try TemporaryDirectory()
        let source = SeqcProcess.packageRoot.appendingPathComponent("\(Self.directory)/\(name).routine.yaml")
        let copy = directory.url.appendingPathComponent("\(name).routine.yaml")
        try FileManager.default.copyItem(at: source, to: copy)
        let check = try SeqcProcess.run(["lint", "--format", "json", copy.path])
        guard check.stdout.contains("\"safety\":\"safe\"") || check.stdout.contains("\"safety\": \"safe\"") else { return }
        let fixed = try SeqcProcess.run(["lint", "--fix", copy.path])
        #expect(fixed.exitCode == 0, "\(name): \(fixed.stdout)\(fixed.stderr)")
    }
}
