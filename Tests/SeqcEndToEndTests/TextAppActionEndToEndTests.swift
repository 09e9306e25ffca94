import Foundation
import Testing

/// A routine written as a timer app's actions (issue 39), through the real binary: `seqc
/// lint --fix --unsafe-fixes -` writes the cards meant and the result lints clean; `--fix`
/// alone leaves the text (prose into data is never safe).
@Suite struct TextAppActionEndToEndTests {
    static let actions: [(line: String, card: String)] = [
        ("Set Timer for 5 min (Stretch)", "  - countdown: Stretch\n    duration: 5m\n"),
        ("Alexa, set a 10 minute timer for tea", "  - countdown: Tea\n    duration: 10m\n"),
        ("Stelle einen Timer für 2 Minuten (Dehnen)", "  - countdown: Dehnen\n    duration: 2m\n"),
        ("Lancer un minuteur de 30 secondes pour Gainage", "  - countdown: Gainage\n    duration: 30s\n"),
        ("Show Notification \"Drink water\"", "  - info: Drink water\n"),
        ("Wait 45 seconds", "  - rest: Wait\n    duration: 45s\n"),
    ]

    @Test(arguments: 0..<8)
    func appActionsAreWrittenAsTheirCards(seed: Int) throws {
        // The first action is a timer: a routine that starts with a rest is another rule's matter.
        let picks = [seed % 4] + (1...3).map { (seed * 7 + $0 * 5) % Self.actions.count }
        let draft = "Shortcut: Morning\n" + picks.map { "- " + Self.actions[$0].line }.joined(separator: "\n") + "\n"
        let fixed = try SeqcProcess.run(["lint", "--fix", "--unsafe-fixes", "--stdin-filename", "s.txt", "-"], stdin: Data(draft.utf8))
        #expect(fixed.stdout == "title: Morning\ncards:\n" + picks.map { Self.actions[$0].card }.joined(), "\(draft)\n\(fixed.transcript)")
        let clean = try SeqcProcess.run(["lint", "--stdin-filename", "s.routine.yaml", "-"], stdin: Data(fixed.stdout.utf8))
        #expect(clean.exitCode == 0, "\(clean.transcript)")
        let safe = try SeqcProcess.run(["lint", "--fix", "--stdin-filename", "s.txt", "-"], stdin: Data(draft.utf8))
        #expect(safe.exitCode == 1 && safe.stdout == draft, "\(safe.transcript)")
    }
}
