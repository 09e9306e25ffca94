import Testing

@testable import SeqcModel

/// An expanded card's title, written at its exact length, is the interpolated text.
@Suite struct PhaseTitleTests {
    @Test func titlesAreTheInterpolatedText() {
        let titles = ["", "Sprints", "Übungen 🏃‍♀️", "e\u{301}", String(repeating: "long title ", count: 30), "a\0b"]
        let numbers = [1, 2, 9, 10, 99, 100, 12345, Int.max, 0, -1, Int.min]
        for title in titles {
            for phase in [RuntimeCard.Phase.work, .rest] {
                for round in numbers {
                    for rounds in [1, 8, 10_000, Int.max, -3] {
                        let expected = "\(title) - \(phase == .work ? "Work" : "Rest") \(round)/\(rounds)"
                        let written = Expansion.phaseTitle(title, phase: phase, round: round, rounds: rounds)
                        #expect(Array(written.utf8) == Array(expected.utf8))
                    }
                }
            }
        }
    }
}
