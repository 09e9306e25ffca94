import Foundation
import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// The built `seqc`, scored on drafts whose numbers it would read in another unit than
/// the writer (``UnitDrafts``): prose around the routine stating minutes puts its bare
/// numbers in minutes, and a distance written where a duration goes never builds.
@Suite struct UnitRepairTests {
    static let seed: UInt64 = 0x0_0039_0B33

    @Test func proseStatingMinutesPutsBareNumbersInMinutes() throws {
        var generator = UnitDrafts(seed: Self.seed)
        let drafts = (0..<20).map { generator.proseMinutes($0) } + (0..<10).map { generator.proseSeconds($0) }
        try StructureDrafts.score(drafts)
        for draft in drafts { Self.checkConvergence(draft.text, name: draft.name, ext: draft.ext) }
    }

    @Test func aDistanceWrittenAsMinutesNeverBuilds() throws {
        var generator = UnitDrafts(seed: Self.seed + 1)
        let drafts =
            (0..<18).map { generator.distance($0) } + (0..<6).map { generator.namedDistance($0) }
            + (0..<10).map { generator.longMinutes($0) }
            + (0..<12).map { generator.textDistance($0) }
        try StructureDrafts.score(drafts)
        for draft in drafts { Self.checkConvergence(draft.text, name: draft.name, ext: draft.ext) }
    }

    /// `--fix` then `--fix --unsafe-fixes` gives what `--fix --unsafe-fixes` gives, and a
    /// second `--fix` changes nothing (FixConvergenceTests, for a draft of any extension).
    static func checkConvergence(_ text: String, name: String, ext: String) {
        let fixed = { (text: String, safety: FixSafety) in
            FixEngine(runner: LintRunner(), allowing: safety).fix(SourceFile(path: "draft.\(ext)", text: text))
        }
        let unsafe = fixed(text, .unsafe)
        let safeThenUnsafe = fixed(String(decoding: fixed(text, .safe).fixed.bytes, as: UTF8.self), .unsafe)
        guard !unsafe.stoppedAtPassLimit, !safeThenUnsafe.stoppedAtPassLimit else { return }
        #expect(
            String(decoding: safeThenUnsafe.fixed.bytes, as: UTF8.self) == String(decoding: unsafe.fixed.bytes, as: UTF8.self),
            "\(name): --fix then --fix --unsafe-fixes differs from --fix --unsafe-fixes")
        #expect(!fixed(String(decoding: unsafe.fixed.bytes, as: UTF8.self), .safe).changed, "\(name): a second --fix changed the text")
    }
}
