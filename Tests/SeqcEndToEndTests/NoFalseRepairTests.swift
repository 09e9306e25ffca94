import Foundation
import Testing

/// Issue 10, point 5: `--fix` never repairs what is not broken, and a fix-it never turns
/// an error into a different error.
@Suite struct NoFalseRepairTests {
    /// Every routine file under `folder` of the package, relative to the package root.
    static func routines(under folder: String) -> [String] {
        let root = SeqcProcess.packageRoot
        guard let walk = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path) else { return [] }
        return walk.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".routine.yaml") || $0.hasSuffix(".routine.yml") }
            .map { folder + "/" + $0 }
            // Text files only: a fixture saved in another encoding has no fix-it to try.
            .filter { (try? String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) != nil }
            .sorted()
    }

    /// Copies `paths` into a fresh directory, flattened to distinct names.
    static func copies(_ paths: [String], in dir: TemporaryDirectory) throws -> [String: String] {
        var copied: [String: String] = [:]
        for (index, path) in paths.enumerated() {
            let name = String(format: "%03d-", index) + (path as NSString).lastPathComponent
            let text = try String(contentsOf: SeqcProcess.packageRoot.appendingPathComponent(path), encoding: .utf8)
            _ = try dir.write(text, to: name)
            copied[name] = text
        }
        return copied
    }

    /// The diagnostics of a `--format json` report.
    static func diagnostics(_ json: String) throws -> [[String: Any]] {
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return object?["diagnostics"] as? [[String: Any]] ?? []
    }

    @Test func validRoutinesOfTheExamplesGoldensAndSampleRepositoryAreUnchangedByFix() throws {
        let candidates =
            Self.routines(under: "Examples") + Self.routines(under: "Tests/SeqcEndToEndTests/Fixtures/compile")
            + Self.routines(under: "Tests/SeqcEndToEndTests/Fixtures/lint")
        let dir = try TemporaryDirectory()
        let copied = try Self.copies(candidates, in: dir)
        // Valid: no error or warning of its own (copies of one routine share an id, which is
        // not the file's doing). A warning's fix is a repair, not a false one.
        let report = try SeqcProcess.run(["lint", "--format", "json", "."], in: dir.url)
        let broken = Set(
            try Self.diagnostics(report.stdout).filter {
                $0["severity"] as? String != "note" && $0["rule"] as? String != "duplicate-routine-id"
            }
            .compactMap { ($0["file"] as? String).map { ($0 as NSString).lastPathComponent } })
        let valid = copied.keys.filter { !broken.contains($0) }
        #expect(valid.count >= 20, "only \(valid.count) valid routines found")
        let run = try SeqcProcess.run(["lint", "--fix", "--unsafe-fixes", "."], in: dir.url)
        #expect(!run.signalled)
        for name in valid.sorted() {
            let after = try String(contentsOf: dir.url.appendingPathComponent(name), encoding: .utf8)
            #expect(after == copied[name], "\(name) was changed by --fix")
        }
    }

    static let fixtures = routines(under: "Tests/SeqcEndToEndTests/Fixtures")

    @Test func manyFixturesCarryFixIts() throws {
        let dir = try TemporaryDirectory()
        _ = try Self.copies(Self.fixtures, in: dir)
        let report = try SeqcProcess.run(["lint", "--format", "json", "."], in: dir.url)
        let files = Set(try Self.diagnostics(report.stdout).filter { $0["fixIts"] != nil }.compactMap { $0["file"] as? String })
        #expect(files.count >= 10, "only \(files.count) fixtures carry fix-its")
    }

    @Test(arguments: fixtures) func aFixItNeverTurnsAnErrorIntoADifferentError(_ path: String) throws {
        let dir = try TemporaryDirectory()
        let text = try String(contentsOf: SeqcProcess.packageRoot.appendingPathComponent(path), encoding: .utf8)
        _ = try dir.write(text, to: "f.routine.yaml")
        let before = try Self.diagnostics(try SeqcProcess.run(["lint", "--format", "json", "f.routine.yaml"], in: dir.url).stdout)
        let fixed = before.filter { $0["fixIts"] != nil }
        guard !fixed.isEmpty else { return }
        let fixing = try SeqcProcess.run(["lint", "--fix", "--unsafe-fixes", "f.routine.yaml"], in: dir.url)
        let after = try Self.diagnostics(try SeqcProcess.run(["lint", "--format", "json", "f.routine.yaml"], in: dir.url).stdout)
        let errorRules = { (list: [[String: Any]]) in
            Set(list.filter { $0["severity"] as? String == "error" }.compactMap { $0["rule"] as? String })
        }
        // Text that is not YAML hides every other error; a fix that makes it readable
        // shows them, which is not the fix's doing (docs/decisions.md, "Applying fixes").
        if !errorRules(before).contains("yaml-syntax") {
            #expect(errorRules(after).isSubset(of: errorRules(before)), "\(path): \(errorRules(after).subtracting(errorRules(before)))")
        }
        // A pass left unapplied because it would make things worse is reported, and its diagnostics stay.
        if fixing.stderr.contains("fixes left unapplied") { return }
        let remaining = Set(after.compactMap { d in (d["rule"] as? String).map { "\($0): \(d["message"] as? String ?? "")" } })
        for diagnostic in fixed {
            let key = "\(diagnostic["rule"] as? String ?? ""): \(diagnostic["message"] as? String ?? "")"
            #expect(!remaining.contains(key), "\(path): '\(key)' is still there after its fix")
        }
    }
}
