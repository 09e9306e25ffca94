import Foundation
import SeqcModel
import Testing

@testable import SeqcCompiler

/// Cards and groups written in other apps' and people's shapes, generated with fixed seeds
/// (``ShapeDraftGenerator``): each draft is reported with fixes that, applied, build the
/// very cards its canonical text builds. Every shape fix is unsafe but the phase object's,
/// so the safe fixes alone never build a guess.
@Suite struct ShapeRepairTests {
    /// The most passes a repair takes: the shape, then a loose unit it kept as written.
    static let passes = 4

    /// `text` with every fix-it applied, pass after pass, while any diagnostic has one;
    /// `safeOnly` applies the safe ones only.
    static func repaired(_ text: String, safeOnly: Bool = false) -> String {
        var current = text
        for _ in 0..<passes {
            // As `--fix` does: a diagnostic's edits all or none, none touching another's.
            var accepted: [FixIt] = []
            for diagnostic in compile(current).diagnostics {
                let fixIts = diagnostic.fixIts.filter { !safeOnly || $0.safety == .safe }
                guard !fixIts.isEmpty, fixIts.count == diagnostic.fixIts.count else { continue }
                let overlaps = fixIts.contains { fix in
                    accepted.contains { $0.range.start <= fix.range.end && fix.range.start <= $0.range.end }
                }
                if !overlaps { accepted += fixIts }
            }
            guard !accepted.isEmpty else { break }
            current = applying(accepted, to: current)
        }
        return current
    }

    /// Whether `draft` repairs to the cards `canonical` builds, with a message naming what
    /// differs when not.
    static func check(_ draft: String, canonical: String) -> String? {
        let expected = compile(canonical)
        guard expected.diagnostics.isEmpty, let want = expected.runtimeJSON else { return "the canonical text fails: \(canonical)" }
        let before = compile(draft)
        guard !before.diagnostics.isEmpty else { return "no diagnostic for\n\(draft)" }
        let fixed = repaired(draft)
        let after = compile(fixed)
        guard after.diagnostics.isEmpty, let got = after.runtimeJSON else {
            return "\(draft)\nfixed to\n\(fixed)\nstill has \(after.diagnostics.map(\.message))"
        }
        guard got == want else { return "\(draft)\nfixed to\n\(fixed)\nbuilds other cards than\n\(canonical)" }
        // No guess without --unsafe-fixes: the safe fixes alone do not build.
        guard !compile(repaired(draft, safeOnly: true)).succeeded else { return "the safe fixes alone build\n\(draft)" }
        return nil
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func cardsOfTextBecomeTheirCards(seed: UInt64) {
        var generator = ShapeDraftGenerator(seed: seed)
        var failures: [String] = []
        for _ in 0..<60 {
            let (draft, canonical) = generator.textRoutine()
            if let failure = Self.check(draft, canonical: canonical) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.first ?? "")")
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func setSchemesBecomeBlocksOrIntervals(seed: UInt64) {
        var generator = ShapeDraftGenerator(seed: seed)
        var failures: [String] = []
        for _ in 0..<60 {
            let (draft, canonical) = generator.setScheme()
            if let failure = Self.check(draft, canonical: canonical) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.first ?? "")")
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func circuitsBecomeRepeatBlocks(seed: UInt64) {
        var generator = ShapeDraftGenerator(seed: seed)
        var failures: [String] = []
        for _ in 0..<60 {
            let (draft, canonical) = generator.circuit()
            if let failure = Self.check(draft, canonical: canonical) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.first ?? "")")
    }

    /// A valid routine of every shape the repairs write is left alone: a block, an
    /// interval, a repetition with a count in its title beside its reps.
    @Test func theLanguagesOwnShapesAreNotRepaired() {
        let text = """
            title: Own
            cards:
              - repeat: Circuit
                rounds: 3
                rest: 1m
                cards:
                  - countdown: Sprint
                    duration: 30s
                  - rest: Recover
                    duration: 20s
              - repetition: 3x10 Squats
                reps: 10
              - interval: Row
                work: 2m
                rest: 1m
                rounds: 5
              - info: Plank 45s
              - countup: Run 5 min
            """
        #expect(compile(text + "\n").diagnostics.isEmpty)
    }
}

extension ShapeRepairTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func mappingsKeyedByTitleBecomeLists(seed: UInt64) {
        var generator = ShapeDraftGenerator(seed: seed)
        var failures: [String] = []
        for _ in 0..<60 {
            let (draft, canonical) = generator.titledMapping()
            if let failure = Self.check(draft, canonical: canonical) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.first ?? "")")
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func rarerShapesBecomeTheirCards(seed: UInt64) {
        var generator = ShapeDraftGenerator(seed: seed)
        var failures: [String] = []
        for _ in 0..<60 {
            let (draft, canonical) = generator.rarer()
            if let failure = Self.check(draft, canonical: canonical) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.first ?? "")")
    }

    /// An interval's phase written as an object holding its duration has one reading: a
    /// safe fix, block or flow, under any of the duration's synonyms.
    @Test func phaseObjectsAreUnwrappedSafely() {
        var failures: [String] = []
        for key in ["duration", "seconds", "time", "Dauer", "durée", "work"] {
            for (written, canonical) in ShapeDraftGenerator.durations {
                let block =
                    "title: P\ncards:\n  - interval: Row\n    rounds: 5\n    work:\n      \(key): \(written)\n    rest:\n      \(key): 1m\n"
                let flow =
                    "title: P\ncards:\n  - interval: Row\n    rounds: 5\n    work: {\(key): \"\(written)\"}\n    rest: {\(key): 1m}\n"
                let want = "title: P\ncards:\n  - interval: Row\n    work: \(canonical)\n    rest: 1m\n    rounds: 5\n"
                for draft in [block, flow] {
                    let fixed = Self.repaired(draft, safeOnly: true)
                    if compile(fixed).runtimeJSON != compile(want).runtimeJSON || compile(draft).succeeded {
                        failures.append(draft + "fixed to\n" + fixed)
                    }
                }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.first ?? "")")
    }
}

extension ShapeRepairTests {
    @Test(arguments: [1, 2, 3] as [UInt64])
    func stepObjectsBecomeTheirCards(seed: UInt64) {
        var generator = ShapeDraftGenerator(seed: seed)
        var failures: [String] = []
        for _ in 0..<60 {
            let (draft, canonical) = generator.stepObject()
            if let failure = Self.check(draft, canonical: canonical) { failures.append(failure) }
        }
        #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.first ?? "")")
    }

    /// Items written as objects become their text: safely when nothing is dropped, and
    /// only with the unsafe fixes when a done flag is.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func itemObjectsBecomeTheirText(seed: UInt64) {
        var generator = ShapeDraftGenerator(seed: seed)
        var failures: [String] = []
        for _ in 0..<40 {
            let (draft, canonical, safe) = generator.itemObjects()
            let fixed = Self.repaired(draft, safeOnly: safe)
            let built = compile(fixed)
            if !built.diagnostics.isEmpty || built.runtimeJSON != compile(canonical).runtimeJSON || compile(draft).succeeded
                || !safe && compile(Self.repaired(draft, safeOnly: true)).succeeded
            {
                failures.append(draft + "fixed to\n" + fixed)
            }
        }
        #expect(failures.isEmpty, "\(failures.count) failed; first: \(failures.first ?? "")")
    }
}
