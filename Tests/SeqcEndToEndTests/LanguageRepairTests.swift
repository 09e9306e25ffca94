import Foundation
import Testing

/// The built `seqc`, scored by bench/repair_score.py on routines written wholly in
/// Italian, Portuguese, Dutch, Polish or Swedish (``LanguageDrafts``): each builds its
/// intent after `--fix --unsafe-fixes` and nothing else after `--fix`; a step holding
/// both reps and a duration (two readings) builds nothing.
@Suite struct LanguageRepairTests {
    static let seed: UInt64 = 0x1A46_0039

    @Test func routinesInOtherLanguagesRepairToTheirIntent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("language-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var generator = LanguageDrafts(seed: Self.seed)
        var drafts: [StructureDrafts.Draft] = []
        for index in 0..<8 {
            for language in LanguageDrafts.lexicons { drafts.append(generator.routine(index, language: language)) }
        }
        for language in LanguageDrafts.lexicons { drafts.append(generator.ambiguous(0, language: language)) }
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
        }
    }
}
