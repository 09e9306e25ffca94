import Foundation
import Testing

/// The built `seqc`, scored by bench/repair_score.py on routines written wholly in
/// Italian, Portuguese, Dutch, Polish or Swedish (``LanguageDrafts``): each builds its
/// intent after `--fix --unsafe-fixes` and nothing else after `--fix`; a step holding
/// both reps and a duration (two readings) builds nothing.
@Suite struct LanguageRepairTests {
    static let seed: UInt64 = 0x1A46_0039

    @Test func routinesInOtherLanguagesRepairToTheirIntent() throws {
        var generator = LanguageDrafts(seed: Self.seed)
        var drafts: [StructureDrafts.Draft] = []
        for index in 0..<8 {
            for language in LanguageDrafts.lexicons { drafts.append(generator.routine(index, language: language)) }
        }
        for language in LanguageDrafts.lexicons { drafts.append(generator.ambiguous(0, language: language)) }
        try Self.score(drafts)
    }

    /// Typographic quotes come off titles, texts and durations alike, safely: a draft
    /// quoted throughout builds its intent after `--fix` alone.
    @Test func typographicQuotesComeOffTextsAndDurations() throws {
        var generator = QuotedDrafts(seed: Self.seed ^ 0x51)
        var drafts: [StructureDrafts.Draft] = []
        for index in 0..<12 { drafts.append(generator.routine(index)) }
        for index in 0..<4 { drafts += [generator.twoQuotedWords(index), generator.openQuote(index)] }
        try Self.score(drafts, safeToo: true)
    }

    /// Scores `drafts` with bench/repair_score.py: each builds its intent with unsafe fixes
    /// (and, with `safeToo`, with safe fixes alone) or nothing, never another routine.
    static func score(_ drafts: [StructureDrafts.Draft], safeToo: Bool = false) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("language-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for draft in drafts {
            try Data(draft.text.utf8).write(to: folder.appendingPathComponent("\(draft.name).draft.\(draft.ext)"))
            try Data((draft.intent ?? StructureDrafts.noReading).utf8).write(to: folder.appendingPathComponent("\(draft.name).intent.yaml"))
        }
        let run = try HarnessRun.run([folder.path], seqc: SeqcProcess.binary.path)
        #expect(run.exitCode == 0, "\(run.stderr)")
        for draft in drafts {
            let file = "\(draft.name).draft.\(draft.ext)"
            #expect(run.outcome(of: file, mode: "safe") != "silent", "\(file) builds another routine after --fix\n\(draft.text)")
            let meant = draft.intent == StructureDrafts.noReading ? "message" : "repaired"
            #expect(run.outcome(of: file, mode: "unsafe") == meant, "\(file)\n\(draft.text)")
            if safeToo { #expect(run.outcome(of: file, mode: "safe") == meant, "\(file) after --fix\n\(draft.text)") }
        }
    }
}
