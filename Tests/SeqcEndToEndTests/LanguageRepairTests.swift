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
        try StructureDrafts.score(drafts)
    }

    /// Typographic quotes come off titles, texts and durations alike, safely: a draft
    /// quoted throughout builds its intent after `--fix` alone.
    @Test func typographicQuotesComeOffTextsAndDurations() throws {
        var generator = QuotedDrafts(seed: Self.seed ^ 0x51)
        var drafts: [StructureDrafts.Draft] = []
        for index in 0..<12 { drafts.append(generator.routine(index)) }
        for index in 0..<4 { drafts += [generator.twoQuotedWords(index), generator.openQuote(index)] }
        try StructureDrafts.score(drafts, safeToo: true)
    }
}
