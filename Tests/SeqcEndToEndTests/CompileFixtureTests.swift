import Foundation
import Testing

/// Every file in Fixtures/compile is built by the real binary; its diagnostics and report
/// (`NAME.out`) and, when it compiles, its runtime JSON (`NAME.json`) are golden.
@Suite struct CompileFixtureTests {
    static let directory = "Tests/SeqcEndToEndTests/Fixtures/compile"

    static var fixtures: [String] {
        let url = SeqcProcess.packageRoot.appendingPathComponent(directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { $0.hasSuffix(".routine.yaml") }.sorted()
    }

    @Test func thereAreFixtures() {
        #expect(Self.fixtures.count >= 20)
    }

    @Test(arguments: fixtures)
    func fixtureMatchesGolden(_ name: String) throws {
        let run = try SeqcProcess.run(["build", "--no-color", "-o", "-", "\(Self.directory)/\(name)"])
        #expect(!run.signalled)
        #expect(run.exitCode == 0 || run.exitCode == 1, "exit \(run.exitCode): \(run.stderr)")
        let base = SeqcProcess.packageRoot.appendingPathComponent(Self.directory)
            .appendingPathComponent(String(name.dropLast(".routine.yaml".count)))
        Golden.check("exit: \(run.exitCode)\n--- stderr\n\(run.stderr)", against: base.appendingPathExtension("out"))
        let jsonGolden = base.appendingPathExtension("json")
        if run.exitCode == 0 {
            Golden.check(run.stdout, against: jsonGolden)
        } else {
            #expect(run.stdout.isEmpty, "a failed build printed runtime JSON")
            #expect(!FileManager.default.fileExists(atPath: jsonGolden.path), "stale golden \(jsonGolden.lastPathComponent)")
        }
    }
}
