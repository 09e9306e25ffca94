import SeqcCompiler
import SeqcModel
import Testing

@testable import SeqcLint

/// A bare number repeating a count that cards of its kind write in whole minutes for the
/// same field (`Plank 5m`, `Squats 5`) is reported, never built silently as seconds; other
/// bare numbers beside minutes, a value in seconds beside them, or the minutes on another
/// kind (a `10m` run and a bare `30` rest) are left alone. Generated over kinds, titles and forms.
@Suite struct MinutesWrittenBesideTests {
    static let titles = ["Plank", "Squats", "Lunges", "Gehen", "Marcher", "Caminar", "Stretch", "Row", "Bike", "Yoga flow"]
    static let kinds: [CardKind] = [.countdown, .rest, .countup]

    static func card(_ kind: CardKind, _ title: String, _ value: String) -> String {
        kind == .countup ? "  - countup: \(title)\n    target: \(value)\n" : "  - \(kind.rawValue): \(title)\n    duration: \(value)\n"
    }

    /// A routine opening on a countdown, then cards of `kind` whose values are `values`.
    static func routine(_ kind: CardKind, values: [String], random: inout SplitMix) -> String {
        var text = "title: Session\ncards:\n" + card(.countdown, "Start", "1m")
        for value in values { text += card(kind, titles.randomElement(using: &random)!, value) }
        return text
    }

    @Test func bareNumbersAmongMinutesOfTheSameFieldAreReported() {
        var random = SplitMix(state: 0x39_0610)
        for _ in 0..<80 {
            let kind = Self.kinds.randomElement(using: &random)!
            let minutes = (0..<Int.random(in: 1...3, using: &random)).map { _ in "\(Int.random(in: 1...45, using: &random))m" }
            // The bare numbers repeat a count written in minutes, its unit left off.
            let bare = (0..<Int.random(in: 1...3, using: &random)).map { _ in String(minutes.randomElement(using: &random)!.dropLast()) }
            let values = (minutes + bare).shuffled(using: &random)
            let text = Self.routine(kind, values: values, random: &random)
            let found = ImplausibleDurationClassTests.lint(text).filter { $0.rule == .implausibleDuration }
            #expect(found.count == bare.count, "\(text)")
            #expect(
                found.allSatisfy { $0.severity == .error && $0.help != nil && $0.fixIts.allSatisfy { $0.safety == .unsafe } }, "\(text)")
        }
    }

    @Test func otherBareNumbersBesideMinutesAreAnOrdinaryMix() {
        var random = SplitMix(state: 0x39_0612)
        for _ in 0..<80 {
            let kind = Self.kinds.randomElement(using: &random)!
            let minute = Int.random(in: 2...45, using: &random)
            var bare = Int.random(in: 2...59, using: &random)
            if bare == minute { bare += 1 }
            let text = Self.routine(kind, values: ["\(minute)m", String(bare)].shuffled(using: &random), random: &random)
            let found = ImplausibleDurationClassTests.lint(text).filter { $0.rule == .implausibleDuration }
            #expect(found.isEmpty, "\(text)")
        }
    }

    @Test func secondsBesideOrMinutesOnAnotherKindLeaveBareNumbersAlone() {
        var random = SplitMix(state: 0x39_0611)
        for round in 0..<80 {
            let kind = Self.kinds.randomElement(using: &random)!
            let bare = String(Int.random(in: 1...30, using: &random))
            let text: String
            if round % 2 == 0 {
                // A value in seconds: the routine counts in both units.
                let values = ["\(Int.random(in: 1...45, using: &random))m", "\(Int.random(in: 1...59, using: &random))s", bare]
                text = Self.routine(kind, values: values.shuffled(using: &random), random: &random)
            } else {
                // Minutes on countdowns only, the bare number on a rest.
                text =
                    Self.routine(.countdown, values: ["\(Int.random(in: 2...45, using: &random))m"], random: &random)
                    + Self.card(.rest, "Rest", bare)
            }
            let found = ImplausibleDurationClassTests.lint(text).filter { $0.rule == .implausibleDuration }
            #expect(found.isEmpty, "\(text)")
        }
    }
}
