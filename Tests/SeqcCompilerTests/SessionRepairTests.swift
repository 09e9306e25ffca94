import SeqcModel
import Testing

@testable import SeqcCompiler

/// Other apps' session and step objects and ranges in text, generated with fixed seeds
/// (``SessionDraftGenerator``): each draft repairs to the very cards its canonical text
/// builds, and a draft with two readings never builds after every fix is applied.
@Suite struct SessionRepairTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func sessionsAndStepObjectsBecomeTheirCards(seed: UInt64) {
        var generator = SessionDraftGenerator(seed: seed)
        var failures: [String] = []
        for _ in 0..<50 {
            let (draft, canonical) = generator.session()
            if let failure = ShapeRepairTests.check(draft, canonical: canonical) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.first ?? "")")
    }

    /// A range has one reading on a card whose fields are its ends: the safe fixes alone
    /// build it.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func rangesOnARandomDurationBecomeItsEnds(seed: UInt64) {
        var generator = SessionDraftGenerator(seed: seed)
        var failures: [String] = []
        for _ in 0..<40 {
            let (draft, canonical) = generator.randomRange()
            let fixed = ShapeRepairTests.repaired(draft, safeOnly: true)
            let built = compile(fixed)
            if compile(draft).succeeded || !built.diagnostics.isEmpty || built.runtimeJSON != compile(canonical).runtimeJSON {
                failures.append(draft + "fixed to\n" + fixed)
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.first ?? "")")
    }

    /// A range on a card of one duration, and a timed step that may be work or a rest,
    /// have two readings: no fix, safe or unsafe, builds either, and the error names the fix.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func draftsOfTwoReadingsDoNotBuild(seed: UInt64) {
        var generator = SessionDraftGenerator(seed: seed)
        var failures: [String] = []
        for index in 0..<60 {
            let draft = index % 3 == 2 ? generator.ambiguousListItem() : generator.ambiguous()
            let fixed = ShapeRepairTests.repaired(draft)
            let errors = compile(fixed).diagnostics.filter { $0.severity == .error }
            if errors.isEmpty || errors.contains(where: { ($0.help ?? "").isEmpty && $0.fixIts.isEmpty }) {
                failures.append(draft + "fixed to\n" + fixed)
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.first ?? "")")
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func listItemsOfTextBecomeTheirCards(seed: UInt64) {
        var generator = SessionDraftGenerator(seed: seed)
        var failures: [String] = []
        for _ in 0..<50 {
            let (draft, canonical) = generator.listItems()
            if let failure = ShapeRepairTests.check(draft, canonical: canonical) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.first ?? "")")
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func timerAppSettingsBecomeTheirCards(seed: UInt64) {
        var generator = SessionDraftGenerator(seed: seed)
        var failures: [String] = []
        for index in 0..<60 {
            let (draft, canonical) = index % 2 == 0 ? generator.intervalScheme() : generator.timerSession()
            if let failure = ShapeRepairTests.check(draft, canonical: canonical) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.first ?? "")")
    }
}
