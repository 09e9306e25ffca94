import SeqcModel
import Testing

@testable import SeqcCompiler

/// An interval written with a rest of nothing (`rest: 0`, `0s`, `0:00`, `PT0S`) means rounds
/// of work with no rest (``RestlessInterval``): the clamp's fix is a `repeat` of the work
/// (a countdown for one round), among other cards of any kind. Next to another such interval
/// of the same rounds it has two readings (each played through, or the two taking turns), and
/// no fix rewrites either. Generated with fixed seeds.
@Suite struct RestlessIntervalTests {
    static let count = 80
    static let titles = ["Row", "Swings", "Sprint", "Burpees", "Kniebeugen", "Saltos", "Gainage", "Bike"]
    static let zeros = ["0", "0s", "\"0:00\"", "PT0S", "0m"]

    @Test func anIntervalOfNoRestIsARepeatOfItsWork() {
        var random = SplitMix(state: 0x3901_0201)
        for index in 0..<Self.count {
            let title = Self.titles.randomElement(using: &random)!
            let work = [20, 30, 45, 60, 90].randomElement(using: &random)!
            let rounds = Int.random(in: 0...10, using: &random)
            let roundsLine = rounds == 0 ? "" : "    rounds: \(rounds)\n"
            let before = Bool.random(using: &random) ? "  - countdown: Warm-up\n    duration: 5m\n" : ""
            let after = Bool.random(using: &random) ? "  - rest: Cool\n    duration: 2m\n" : ""
            let draft =
                "title: No rest\ncards:\n" + before + "  - interval: \(title)\n    work: \(work)s\n    rest: "
                + Self.zeros.randomElement(using: &random)! + "\n" + roundsLine + after
            let card =
                rounds > 1
                ? "  - repeat: \(title)\n    rounds: \(rounds)\n    cards:\n      - countdown: \(title)\n        duration: \(work)s\n"
                : "  - countdown: \(title)\n    duration: \(work)s\n"
            RepairCheck.check(draft, meaning: "title: No rest\ncards:\n" + before + card + after, "no rest \(index)")
        }
    }

    @Test func twoIntervalsOfNoRestAndTheSameRoundsAreNotRewritten() {
        var random = SplitMix(state: 0x3901_0202)
        for index in 0..<(Self.count / 4) {
            let rounds = Int.random(in: 2...10, using: &random)
            let (first, second) = (Self.titles.randomElement(using: &random)!, Self.titles.randomElement(using: &random)!)
            let draft = """
                title: EMOM
                cards:
                  - interval: Odd minutes \(first)
                    work: 60s
                    rest: \(Self.zeros.randomElement(using: &random)!)
                    rounds: \(rounds)
                  - interval: Even minutes \(second)
                    work: 60s
                    rest: 0s
                    rounds: \(rounds)

                """
            FixConvergenceTests.checkConvergence(draft, "two of no rest \(index)")
            let fixed = String(decoding: FixConvergenceTests.fixed(draft, allowing: .unsafe).fixed.bytes, as: UTF8.self)
            #expect(!fixed.contains("repeat"), "two of no rest \(index) rewritten:\n\(fixed)")
            let help = Compiler().compile(SourceFile(path: "d.routine.yaml", text: draft)).diagnostics.filter { $0.rule == .clamped }
            #expect(help.count == 2 && help.allSatisfy { $0.fixIts.isEmpty && $0.help?.contains("take turns") == true }, "\(index)")
        }
    }
}
