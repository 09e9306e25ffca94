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
        var generator = StructureDrafts(seed: Self.seed ^ 0xA5)
        let ambiguous = (0..<16).map { generator.ambiguous($0) }
        try StructureDrafts.score(Self.drafts() + ambiguous)
    }
}
