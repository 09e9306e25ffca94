import Foundation
import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// Fixing converges and does not depend on order (docs/decisions.md, "Fix safety"):
/// `--fix` then `--fix --unsafe-fixes` gives what `--fix --unsafe-fixes` gives, and a
/// second `--fix` changes nothing. Held over the repair fixtures, the Examples, the fuzz
/// regressions and generated drafts; generated drafts must also repair to the routine they mean.
@Suite struct FixConvergenceTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The repair fixtures' drafts, the Examples' routines and the `fix` fuzz target's
    /// regressions, by path.
    static let files: [String] = {
        var paths: [String] = []
        for (folder, suffix) in [
            ("Tests/SeqcEndToEndTests/Fixtures/repair", ".draft.yaml"), ("Examples", ".routine.yaml"), ("Fuzz/Regressions/fix", ".yaml"),
        ] {
            let directory = root.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            paths += names.filter { $0.hasSuffix(suffix) }.sorted().map { "\(folder)/\($0)" }
        }
        return paths
    }()

    static let generatedCount = 300

    static func fixed(_ text: String, allowing safety: FixSafety) -> FixEngine.Outcome {
        FixEngine(runner: LintRunner(), allowing: safety).fix(SourceFile(path: "draft.routine.yaml", text: text))
    }

    /// Both properties for one text; a fix run stopped by the pass bound promises neither.
    static func checkConvergence(_ text: String, _ name: String) {
        let unsafe = fixed(text, allowing: .unsafe)
        let safe = fixed(text, allowing: .safe)
        let safeThenUnsafe = fixed(String(decoding: safe.fixed.bytes, as: UTF8.self), allowing: .unsafe)
        guard !unsafe.stoppedAtPassLimit, !safeThenUnsafe.stoppedAtPassLimit else { return }
        #expect(
            String(decoding: safeThenUnsafe.fixed.bytes, as: UTF8.self) == String(decoding: unsafe.fixed.bytes, as: UTF8.self),
            "\(name): --fix then --fix --unsafe-fixes differs from --fix --unsafe-fixes")
        let again = fixed(String(decoding: unsafe.fixed.bytes, as: UTF8.self), allowing: .safe)
        #expect(!again.changed, "\(name): a second --fix changed the text")
        let safeAgain = fixed(String(decoding: safe.fixed.bytes, as: UTF8.self), allowing: .safe)
        #expect(!safeAgain.changed, "\(name): a second --fix after --fix changed the text")
    }

    @Test func thereAreFilesToCheck() {
        #expect(Self.files.count >= 40)
    }

    @Test(arguments: files)
    func fixingAFileConverges(_ path: String) throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
        Self.checkConvergence(text, path)
    }

    @Test func generatedDraftsConvergeAndRepairToTheirIntent() {
        var generator = DraftGenerator(seed: 0x5EC0_3900)
        var repaired = 0
        for index in 0..<Self.generatedCount {
            let (draft, canonical) = generator.draft()
            Self.checkConvergence(draft, "generated draft \(index)")
            let fixedText = String(decoding: Self.fixed(draft, allowing: .unsafe).fixed.bytes, as: UTF8.self)
            let meant = Compiler().compile(SourceFile(path: "draft.routine.yaml", text: canonical))
            let got = Compiler().compile(SourceFile(path: "draft.routine.yaml", text: fixedText))
            let expected = meant.sequence?.cards.map { "\($0.title) \($0.content)" }
            let actual = got.sequence?.cards.map { "\($0.title) \($0.content)" }
            #expect(expected != nil, "generated draft \(index): its intent does not compile\n\(canonical)")
            if actual == expected && got.sequence?.title == meant.sequence?.title {
                repaired += 1
            } else {
                Issue.record("generated draft \(index) did not repair to its intent\n\(draft)\nfixed:\n\(fixedText)\nmeant:\n\(canonical)")
            }
        }
        #expect(repaired == Self.generatedCount)
    }
}
