import Foundation
import Testing

/// The built `seqc`, scored by bench/repair_score.py on drafts of other apps' and languages'
/// words (``VocabularyDrafts``): each builds its intent after `--fix --unsafe-fixes`, and
/// nothing else after `--fix`; a draft of no one reading (one half of an interval, a range
/// on a card of one duration) builds nothing.
@Suite struct VocabularyRepairTests {
    static let seed: UInt64 = 0x1A46_0C39

    @Test func intervalHalvesUnderPairWordsRepairToAnInterval() throws {
        var generator = VocabularyDrafts(seed: Self.seed)
        var drafts = (0..<24).map { generator.intervalHalves($0) }
        drafts += (0..<6).map { generator.oneHalf($0) }
        try StructureDrafts.score(drafts)
    }

    @Test func aDiscriminatorDecidesTheKindOverAFieldNamingAnother() throws {
        var generator = VocabularyDrafts(seed: Self.seed ^ 0x2)
        try StructureDrafts.score((0..<18).map { generator.discriminated($0) })
    }

    @Test func checklistItemsAndRandomRangesUnderOtherKeysRepair() throws {
        var generator = VocabularyDrafts(seed: Self.seed ^ 0x3)
        var drafts = (0..<12).map { generator.checklistItems($0) }
        drafts += (0..<18).map { generator.randomRange($0) }
        drafts += (0..<4).map { generator.rangeOnCountdown($0) }
        try StructureDrafts.score(drafts)
    }

    @Test func linesOfNameColonTimeUnderATitleRepair() throws {
        var generator = VocabularyDrafts(seed: Self.seed ^ 0x4)
        try StructureDrafts.score((0..<10).map { generator.colonLines($0) })
    }
}
