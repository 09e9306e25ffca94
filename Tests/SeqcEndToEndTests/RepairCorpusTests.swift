import Foundation
import Testing

/// The repair corpus: drafts written the way models answer (Markdown fences, runtime JSON
/// names, durations in words, synonyms, scalar cards, several mistakes per file). Each
/// must repair, in one `seqc lint --fix --unsafe-fixes -` run, to its golden fixed file,
/// and that file must lint clean: no errors (exit 0). Warnings may remain: a scalar card
/// `- Stretch` becomes an info card, which `info-without-text` rightly mentions.
/// docs/ai.md quotes the repair rates this suite measures, and a test keeps the quote true.
@Suite struct RepairCorpusTests {
    static let directory = SeqcProcess.packageRoot.appendingPathComponent("Tests/SeqcEndToEndTests/Fixtures/repair")

    /// Every draft, by name without `.draft.yaml`, in order.
    static let drafts: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".draft.yaml") }.map { String($0.dropLast(".draft.yaml".count)) }.sorted()
    }()

    @Test func theCorpusHasAtLeastFortyDrafts() {
        #expect(Self.drafts.count >= 40)
    }

    @Test(arguments: drafts)
    func draftRepairsToItsGoldenAndLintsClean(_ name: String) throws {
        let fixed = try Self.repair(name, unsafe: true)
        #expect(fixed.exitCode == 0, "\(name): errors remain after --fix\n\(fixed.stderr)")
        Golden.check(fixed.stdout, against: Self.directory.appendingPathComponent("\(name).fixed.yaml"))
        let clean = try Self.lint(fixed.stdout, name: name)
        #expect(clean.exitCode == 0, "\(name): the fixed draft does not lint clean\n\(clean.stdout)\n\(fixed.stdout)")
        #expect(!clean.stdout.contains(": error:"), "\(name): \(clean.stdout)")
    }

    /// Every draft has something to repair as written (an error, or a warning such as an
    /// inverted range's clamp): the corpus measures repairs, not clean files.
    @Test(arguments: drafts)
    func draftDoesNotLintCleanAsWritten(_ name: String) throws {
        let text = try String(contentsOf: Self.directory.appendingPathComponent("\(name).draft.yaml"), encoding: .utf8)
        let run = try SeqcProcess.run(
            ["lint", "--strict", "--stdin-filename", "\(name).routine.yaml", "-"], stdin: Data(text.utf8))
        #expect(run.exitCode == 1, "\(name) has nothing to repair")
    }

    /// docs/ai.md states how many drafts each mode repairs; the numbers are measured here.
    @Test func docsQuoteTheMeasuredRepairRates() throws {
        var safeOnly = 0
        var withUnsafe = 0
        for name in Self.drafts {
            if try Self.repairsClean(name, unsafe: false) { safeOnly += 1 }
            if try Self.repairsClean(name, unsafe: true) { withUnsafe += 1 }
        }
        let doc = try String(contentsOf: SeqcProcess.packageRoot.appendingPathComponent("docs/ai.md"), encoding: .utf8)
        let total = Self.drafts.count
        let quote = "\(safeOnly) of \(total) drafts with safe fixes only, \(withUnsafe) of \(total) with `--unsafe-fixes`"
        #expect(doc.contains(quote), "docs/ai.md should say: \(quote)")
    }

    /// A second `--fix` of a fixed draft changes nothing: the first run went to the end.
    @Test(arguments: drafts)
    func fixingAgainChangesNothing(_ name: String) throws {
        let fixed = try Self.repair(name, unsafe: true)
        let again = try SeqcProcess.run(
            ["lint", "--fix", "--unsafe-fixes", "--stdin-filename", "\(name).routine.yaml", "-"], stdin: Data(fixed.stdout.utf8))
        #expect(again.stdout == fixed.stdout, "\(name)")
    }

    /// A fix of several edits (a `type:`/`title:` card head: one pair rewritten, the other
    /// line deleted) is one SARIF fix holding every edit, marked safe or unsafe.
    @Test func aFixOfSeveralEditsIsOneSARIFFixWithEveryReplacement() throws {
        let draft = try Data(contentsOf: Self.directory.appendingPathComponent("03-discriminator-cards.draft.yaml"))
        let run = try SeqcProcess.run(["lint", "--format", "sarif", "-"], stdin: draft)
        #expect(run.exitCode == 1)
        let sarif = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let results = ((sarif?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]]) ?? []
        #expect(results.count == 3)
        for result in results {
            let fixes = result["fixes"] as? [[String: Any]] ?? []
            #expect(fixes.count == 1)
            let changes = fixes.first?["artifactChanges"] as? [[String: Any]] ?? []
            #expect(changes.count == 1)
            #expect((changes.first?["replacements"] as? [[String: Any]])?.count == 2)
            let description = (fixes.first?["description"] as? [String: Any])?["text"] as? String
            #expect(description?.hasPrefix("safe fix") == true, "\(description ?? "no description")")
        }
    }

    private static func repair(_ name: String, unsafe: Bool) throws -> SeqcProcess.Run {
        let draft = try Data(contentsOf: directory.appendingPathComponent("\(name).draft.yaml"))
        let flags = unsafe ? ["--fix", "--unsafe-fixes"] : ["--fix"]
        return try SeqcProcess.run(["lint"] + flags + ["--stdin-filename", "\(name).routine.yaml", "-"], stdin: draft)
    }

    private static func lint(_ text: String, name: String) throws -> SeqcProcess.Run {
        try SeqcProcess.run(["lint", "--stdin-filename", "\(name).routine.yaml", "-"], stdin: Data(text.utf8))
    }

    private static func repairsClean(_ name: String, unsafe: Bool) throws -> Bool {
        let fixed = try repair(name, unsafe: unsafe)
        guard fixed.exitCode == 0 else { return false }
        return try lint(fixed.stdout, name: name).exitCode == 0
    }
}
