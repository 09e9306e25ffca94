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

    /// One half of an interval alone is an error whose help names both readings in the
    /// routine's own terms: a countdown of that time, or an interval with both halves.
    @Test func oneHalfAloneNamesBothReadings() throws {
        var generator = VocabularyDrafts(seed: Self.seed ^ 0x6)
        for index in 0..<8 {
            let draft = generator.oneHalf(index)
            let run = try SeqcProcess.run(["lint", "--fix", "--unsafe-fixes", "-"], stdin: Data(draft.text.utf8))
            #expect(run.exitCode == 1, "\(draft.text)\n\(run.stdout)")
            guard draft.text.components(separatedBy: "\n").count == 7 else { continue }
            #expect(run.stderr.contains("is one half of an interval: write '- countdown: Jog'"), "\(draft.text)\n\(run.stderr)")
        }
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

    /// A type naming only what a step is gives way to its description as the title; a rest
    /// of no time is no card; rounds keep an interval's last rest where sets do not.
    @Test func stepTypesZeroRestsAndCountsRepairToTheirIntent() throws {
        var generator = VocabularyDrafts(seed: Self.seed ^ 0x5)
        var drafts = (0..<10).map { generator.describedSteps($0) }
        drafts += (0..<6).map { generator.zeroRest($0) }
        drafts += (0..<12).map { generator.roundsOrSets($0) }
        try StructureDrafts.score(drafts)
    }

    @Test func linesOfNameColonTimeUnderATitleRepair() throws {
        var generator = VocabularyDrafts(seed: Self.seed ^ 0x4)
        try StructureDrafts.score((0..<10).map { generator.colonLines($0) })
    }
}
