import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// Keys models and other apps add that the language has no place for (issue 39): a
/// routine's or a card's metadata (`author`, `Schwierigkeit`, `equipment`, `poids`) is
/// deleted by an unsafe fix, so `--fix --unsafe-fixes` builds the routine meant and `--fix`
/// alone builds nothing; a key or a note that says how the routine plays (`rest_before:
/// 30s`, `note: first round only`, `repeat_each: 2`) is never deleted: no build. Generated
/// with a fixed seed over the draft generator's routines.
@Suite struct ExtraKeyTests {
    static let count = 160

    /// Routine metadata, in the vocabulary's languages.
    static let routineExtras = [
        "author: Coach Sam", "difficulty: medium", "Schwierigkeit: mittel", "difficulté: moyenne", "dificultad: media",
        "equipment: [mat, dumbbells]", "Ausrüstung: [Matte]", "matériel: tapis", "equipo: esterilla", "category: strength",
        "language: en", "created: 2026-01-04", "estimated_duration: 20 min", "totalTime: 15 min", "calories: 150",
        "Gesamtdauer: 25 Minuten", "source: my coach",
    ]
    /// Card metadata.
    static let cardExtras = [
        "weight: 20kg", "Gewicht: 10 kg", "poids: 5 kg", "peso: 8 kg", "muscle: quads", "Muskel: Beine",
        "muscles: [glutes, hamstrings]", "video: https://example.com/v", "difficulty: hard", "equipment: mat",
        "sound_at_end: chime", "emoji: '🔥'", "notes: keep your back straight", "Hinweis: ruhig atmen",
    ]
    /// Keys and notes that say how the routine plays.
    static let playExtras = [
        "rest_before: 30s", "pause_danach: 20s", "note: first round only", "Hinweis: nur in der ersten Runde",
        "remarque: seulement au premier tour", "nota: solo la primera ronda", "repeat_each: 2", "skip_on_last_round: true",
        "restBetween: 15s", "description: do it 3 times", "Satzpause: 90", "pauseEntreTours: 30",
    ]

    @Test func metadataIsDeletedAndPlayIsNot() {
        var generator = DraftGenerator(seed: 0x3908_0001)
        var random = SplitMix(state: 0x3908_0002)
        for index in 0..<Self.count {
            let (_, canonical) = generator.draft()
            var lines = canonical.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let heads = lines.indices.filter { lines[$0].hasPrefix("  - ") }
            let plays = Int.random(in: 0..<4, using: &random) == 0
            if plays, let head = heads.randomElement(using: &random) {
                lines.insert("    " + Self.playExtras.randomElement(using: &random)!, at: head + 1)
            } else {
                for head in heads.reversed() where Bool.random(using: &random) {
                    lines.insert("    " + Self.cardExtras.randomElement(using: &random)!, at: head + 1)
                }
                lines.insert(Self.routineExtras.randomElement(using: &random)!, at: 1)
            }
            let text = lines.joined(separator: "\n")
            let unsafe = WrappedRoutineTests.fixed(text, allowing: .unsafe)
            let safe = WrappedRoutineTests.fixed(text, allowing: .safe)
            #expect(WrappedRoutineTests.cards(safe) == nil, "case \(index): --fix deleted a value\n\(text)")
            if plays {
                let message = "case \(index): a key on how it plays was deleted\n\(text)\nfixed:\n\(unsafe)"
                #expect(WrappedRoutineTests.cards(unsafe) == nil, "\(message)")
            } else {
                #expect(
                    WrappedRoutineTests.cards(unsafe) == WrappedRoutineTests.cards(canonical), "case \(index):\n\(text)\nfixed:\n\(unsafe)")
            }
            FixConvergenceTests.checkConvergence(text, "extra-key case \(index)")
        }
    }
}
