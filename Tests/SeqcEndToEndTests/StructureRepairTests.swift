import Foundation
import Testing

/// The built `seqc`, scored by bench/repair_score.py on generated drafts of a routine's
/// structure (``StructureDrafts``): every draft with one reading builds its intent after
/// `--fix --unsafe-fixes`, and none builds anything else after `--fix` alone.
@Suite struct StructureRepairTests {
    static let seed: UInt64 = 0x5EC7_1035

    static func drafts() -> [StructureDrafts.Draft] {
        var generator = StructureDrafts(seed: seed)
        var drafts: [StructureDrafts.Draft] = []
        for index in 0..<8 {
            drafts.append(generator.sections(index))
            drafts.append(generator.fieldSections(index))
            drafts.append(generator.roundsInWords(index))
            drafts.append(generator.phaseWords(index))
            drafts.append(generator.timeCap(index))
            drafts.append(generator.jsonSections(index))
            drafts.append(generator.listSections(index))
            drafts.append(generator.emom(index))
            drafts.append(generator.clockPiece(index))
            drafts.append(generator.intervalTotal(index))
            drafts.append(generator.missingTitle(index))
        }
        return drafts
    }

    @Test func generatedStructuresRepairToTheirIntent() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("structure-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var generator = StructureDrafts(seed: Self.seed ^ 0xA5)
        let ambiguous = (0..<16).map { generator.ambiguous($0) }
        let drafts = Self.drafts() + ambiguous
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
