import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A sentence written among a routine's cards, at a card's indentation (issue 39: prose
/// is recognised anywhere). YAML reads it as a key missing its colon; seqc names it a
/// sentence. One that says nothing of how the routine plays is deleted by an unsafe fix
/// (the routine meant builds; `--fix` alone builds nothing); one with a number or a count
/// (`Do this 3 times.`) may change the routine and is left with its message: no build.
/// Generated with a fixed seed over the draft generator's routines and sentences in the
/// vocabulary's languages.
@Suite struct ProseBetweenCardsTests {
    static let count = 160

    static let sentences = [
        "This gets your heart rate up gently.", "Keep your back straight and breathe", "Focus on slow controlled movement here!",
        "Hier wird der Puls langsam erhöht.", "Achte auf eine saubere Technik bei jeder Bewegung",
        "Respire calmement pendant cet exercice.",
        "Garde le dos bien droit et les épaules basses", "Mantén la espalda recta durante todo el ejercicio.",
        "Respira profundo y relaja los hombros", "Now the hard part begins, stay with it…",
    ]
    static let counted = [
        "Do this part 3 times before moving on.", "Repeat the next two cards 4 times.", "Wiederhole diesen Block 3 Mal.",
        "Répète ce bloc trois fois avant de continuer.", "Repite este bloque 2 veces.", "Take 30 seconds between these.",
    ]

    @Test func aSentenceAmongTheCardsIsDeletedOrNamed() {
        var generator = DraftGenerator(seed: 0x3907_0001)
        var random = SplitMix(state: 0x3907_0002)
        var tried = 0
        while tried < Self.count {
            let (_, canonical) = generator.draft()
            var lines = canonical.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            // A card after another, where a sentence at its indentation ends the card above.
            let places = lines.indices.dropFirst().filter { index in
                lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("- ") && !lines[index - 1].hasSuffix(":")
            }
            guard let place = places.randomElement(using: &random) else { continue }
            tried += 1
            let isCounted = Int.random(in: 0..<4, using: &random) == 0
            let sentence = (isCounted ? Self.counted : Self.sentences).randomElement(using: &random)!
            let indent = String(lines[place].prefix { $0 == " " })
            lines.insert(indent + sentence, at: place)
            let text = lines.joined(separator: "\n")
            let unsafe = WrappedRoutineTests.fixed(text, allowing: .unsafe)
            let safe = WrappedRoutineTests.fixed(text, allowing: .safe)
            #expect(WrappedRoutineTests.cards(safe) == nil, "case \(tried): --fix deleted a sentence\n\(text)")
            if isCounted {
                #expect(WrappedRoutineTests.cards(unsafe) == nil, "case \(tried): a sentence with a count was dropped\n\(text)")
                let diagnostics = Compiler().compile(SourceFile(path: "draft.routine.yaml", text: text)).diagnostics
                #expect(diagnostics.contains { $0.message.contains("sentence") && $0.help != nil }, "case \(tried)\n\(text)")
            } else {
                #expect(
                    WrappedRoutineTests.cards(unsafe) == WrappedRoutineTests.cards(canonical), "case \(tried):\n\(text)\nfixed:\n\(unsafe)")
            }
            #expect(WrappedRoutineTests.fixed(safe, allowing: .unsafe) == unsafe, "case \(tried): --fix then --unsafe-fixes differs")
        }
    }
}
