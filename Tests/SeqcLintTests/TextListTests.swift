import Testing

@testable import SeqcCompiler

/// Routines written as text whose lines seqc once misread repair to the routine meant and
/// converge: a schedule of start times (``TextSchedule``), steps led by a count
/// (``TextStep/countLed``) and checkbox glyphs as list marks (``TextLine/listMarks``); the
/// near-misses build nothing, or build what they say.
@Suite struct TextListTests {
    @Test func aScheduleOfStartTimesTimesEachStepToTheNextStart() {
        var generator = TextListDraftGenerator(seed: 0x5C4E_0039)
        for index in 0..<40 { check(generator.schedule(index), "schedule draft \(index)") }
    }

    @Test func timesOfDayWithNoOneReadingDoNotBuild() {
        var generator = TextListDraftGenerator(seed: 0x5C4E_0040)
        for index in 0..<16 { checkUnbuilt(generator.ambiguousSchedule(index), "ambiguous schedule draft \(index)") }
    }

    @Test func aStepLedByACountIsARepetition() {
        var generator = TextListDraftGenerator(seed: 0x5C4E_0041)
        for index in 0..<30 { check(generator.countLed(index), "count-led draft \(index)") }
    }

    @Test func aNumberThatIsNoCountStaysInTheTitle() {
        var generator = TextListDraftGenerator(seed: 0x5C4E_0042)
        for index in 0..<20 { check(generator.countNearMiss(index), "count near-miss draft \(index)") }
    }

    @Test func checkboxGlyphsMarkListItems() {
        var generator = TextListDraftGenerator(seed: 0x5C4E_0043)
        for index in 0..<20 { check(generator.glyphChecklist(index), "glyph checklist draft \(index)") }
    }

    @Test func anUnknownGlyphNeverDropsSteps() {
        var generator = TextListDraftGenerator(seed: 0x5C4E_0044)
        for index in 0..<10 { checkUnbuilt(generator.unknownGlyph(index), "unknown glyph draft \(index)") }
    }

    @Test func aLeadingTimeOfDayIsNoDuration() {
        for text in ["21:00 – Varm dusch", "07.30 - Frühstück", "8h00 : réveil", "9am stretch", "9:30 pm Yoga", "7:00 Wake up"] {
            #expect(TextStep.read(text) == nil, "\(text)")
            #expect(TimeOfDay.leading(text) != nil, "\(text)")
        }
        for text in ["0:45 Plank", "1:30 Plank", "4:00 Run", "1:30 min Plank", "1.5 min Run", "20 push ups", "8h Schlaf", "12.5 kg"] {
            #expect(TimeOfDay.leading(text) == nil, "\(text)")
        }
    }

    private func check(_ draft: TextListDraftGenerator.Draft, _ name: String) {
        guard let canonical = draft.canonical else { return }
        RepairCheck.check(draft.text, meaning: canonical, name)
    }

    private func checkUnbuilt(_ draft: TextListDraftGenerator.Draft, _ name: String) {
        RepairCheck.check(draft.text, meaning: nil, name)
    }
}
