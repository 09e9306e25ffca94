import SeqcModel
import Testing

@testable import SeqcCompiler

/// A card's kind is its one kind key; `rest` is also an interval's field, so beside
/// `interval` it is not a second kind, wherever it is written.
@Suite struct CardHeadTests {
    private func card(_ lines: String) -> CompileResult {
        compile("title: T\ncards:\n  - " + lines.replacingOccurrences(of: "\n", with: "\n    ") + "\n")
    }

    @Test(arguments: [
        ("interval: Sprints\nwork: 30s\nrest: 10s\nrounds: 3", "Sprints"),
        ("rest: 10s\ninterval: Sprints\nwork: 30s\nrounds: 3", "Sprints"),
        ("work: 30s\nrounds: 3\nrest: 10s\ninterval: Sprints", "Sprints"),
    ])
    func aRestBesideAnIntervalIsItsField(_ lines: String, _ title: String) throws {
        let result = card(lines)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let first = try #require(result.document?.sequence.cards.first)
        #expect(first.kind == .interval)
        #expect(first.title == title)
    }

    @Test(arguments: [
        ("countdown: A\nrest: B", "countdown", "rest", 4),
        ("countdown: A\ninfo: B\nrest: C", "countdown", "info", 4),
        ("interval: A\ncountdown: B\nwork: 1s\nrest: 1s\nrounds: 1", "interval", "countdown", 4),
        ("rest: A\ninterval: B\ninfo: C\nwork: 1s\nrounds: 1", "interval", "info", 5),
    ])
    func twoKindsAreAnError(_ lines: String, _ first: String, _ second: String, _ secondLine: Int) {
        let result = card(lines)
        #expect(result.findings.first == "multiple-kinds@\(secondLine):5")
        #expect(result.diagnostics.first?.message == "a card has one kind; this one is both '\(first)' and '\(second)'")
    }
}
