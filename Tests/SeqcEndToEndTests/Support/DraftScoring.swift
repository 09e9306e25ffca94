import Foundation
import Testing

extension StructureDrafts {
    /// Scores `drafts` with bench/repair_score.py: each builds its intent with unsafe fixes
    /// (and, with `safeToo`, with safe fixes alone) or nothing, never another routine.
    static func score(_ drafts: [StructureDrafts.Draft], safeToo: Bool = false) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("drafts-\(UUID().uuidString)")
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
