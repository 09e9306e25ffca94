import Foundation
import Testing

/// The built `seqc`, scored by bench/repair_score.py on generated drafts of a group of
/// cards played several times (``RepeatDrafts``): each draft with one reading builds its
/// intent after `--fix --unsafe-fixes`, none builds anything else after `--fix` alone, and
/// a group with two counts or two lists builds nothing.
@Suite struct RepeatRepairTests {
    static let seed: UInt64 = 0x5EC7_2E9E

    @Test func generatedRepeatedGroupsRepairToTheirIntent() throws {
        var generator = RepeatDrafts(seed: Self.seed)
        var drafts: [StructureDrafts.Draft] = []
        for index in 0..<12 {
            drafts.append(generator.textGroup(index))
            drafts.append(generator.objectGroup(index))
            drafts.append(generator.countedInterval(index))
        }
        drafts += (0..<6).map { generator.ambiguousGroup($0) }
        try StructureDrafts.score(drafts)
    }
}
