import Foundation
import Testing

/// The built `seqc`, scored by bench/repair_score.py on drafts whose values are written
/// as people and other apps write them: bare numbers a comment puts in minutes.
@Suite struct ValueWritingRepairTests {
    static let seed: UInt64 = 0xE_0039

    /// A comment stating the unit puts every bare number in minutes (an unsafe fix); a
    /// comment naming minutes in prose or as a length leaves seconds as they are.
    @Test func aCommentStatingMinutesPutsBareNumbersInMinutes() throws {
        var generator = UnitCommentDrafts(seed: Self.seed)
        var drafts: [StructureDrafts.Draft] = []
        for index in 0..<16 { drafts.append(generator.minutes(index)) }
        for index in 0..<8 { drafts.append(generator.prose(index)) }
        try StructureDrafts.score(drafts)
    }
}

/// The built `seqc`, scored on Markdown and plain-text drafts whose checklist has a
/// heading or a lead-in line of its own.
@Suite struct ChecklistHeadingRepairTests {
    @Test func aHeadingOverAChecklistIsItsTitle() throws {
        var generator = ChecklistHeadingDrafts(seed: 0xC4EC_0039)
        var drafts: [StructureDrafts.Draft] = []
        for index in 0..<16 { drafts.append(generator.labelled(index)) }
        for index in 0..<4 { drafts.append(generator.leadIn(index)) }
        try StructureDrafts.score(drafts)
    }
}

/// The built `seqc`, scored on drafts whose durations are spelled in words, fractions, a
/// decimal comma or ISO 8601 with days, in the vocabulary's seven languages.
@Suite struct SpelledDurationRepairTests {
    @Test func spelledDurationsRepairToTheirSeconds() throws {
        var generator = SpelledDurationDrafts(seed: 0x5BE1_0039)
        try StructureDrafts.score((0..<28).map { generator.routine($0) })
    }
}

/// The built `seqc`, scored on interval cards whose `duration` holds the interval in
/// shorthand or its whole length.
@Suite struct IntervalKeyRepairTests {
    @Test func anIntervalsDurationIsReadAsItsShorthandOrLength() throws {
        var generator = IntervalKeyDrafts(seed: 0x1A7E_0039)
        var drafts: [StructureDrafts.Draft] = []
        for index in 0..<14 { drafts += [generator.shorthand(index), generator.length(index), generator.titledString(index)] }
        for index in 0..<6 { drafts.append(generator.ambiguous(index)) }
        try StructureDrafts.score(drafts)
    }
}
