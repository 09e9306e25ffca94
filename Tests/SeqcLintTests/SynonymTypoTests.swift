import SeqcLint
import SeqcModel
import Testing

@testable import SeqcCompiler

/// A misspelt synonym (`tiem` for `time`, `Dauerr` for `Dauer`) is as near to its field as a
/// misspelt field name: the error names the field and offers renaming the key to it as an
/// unsafe fix, like any did-you-mean. Generated from the descriptors: every synonym of
/// more than four letters of the fields below, each misspelt by a swap, a dropped letter or
/// a doubled one, wherever the misspelling is no name the language already reads.
@Suite struct SynonymTypoTests {
    /// A field and a valid value for it, on a card whose other fields are written canonically.
    static let places: [(kind: CardKind, field: String, card: @Sendable (String) -> String)] = [
        (.countdown, "duration", { "  - countdown: Plank\n    \($0): 45s\n" }),
        (.repetition, "reps", { "  - repetition: Squats\n    \($0): 12\n" }),
        (.interval, "work", { "  - interval: Run\n    \($0): 30s\n    rest: 10s\n    rounds: 5\n" }),
        (.interval, "rounds", { "  - interval: Run\n    work: 30s\n    rest: 10s\n    \($0): 5\n" }),
    ]

    /// The misspellings of `word`: each neighbour pair swapped, each letter dropped or doubled.
    static func typos(of word: String) -> [String] {
        let letters = Array(word)
        var found: [String] = []
        for index in letters.indices {
            var dropped = letters
            dropped.remove(at: index)
            var doubled = letters
            doubled.insert(letters[index], at: index)
            found += [String(dropped), String(doubled)]
            if index + 1 < letters.count, letters[index] != letters[index + 1] {
                var swapped = letters
                swapped.swapAt(index, index + 1)
                found.append(String(swapped))
            }
        }
        return found
    }

    @Test func aMisspeltSynonymIsFixedToItsField() {
        var checked = 0
        for place in Self.places {
            guard let spec = Language.kinds.first(where: { $0.kind == place.kind })?.fields.first(where: { $0.name == place.field }) else {
                Issue.record("no field \(place.field) of \(place.kind)")
                continue
            }
            let specs = Language.kinds.first { $0.kind == place.kind }!.fields
            for synonym in spec.synonyms where synonym.count > 4 && synonym.allSatisfy(\.isASCII) {
                for typo in Set(Self.typos(of: synonym)).sorted() {
                    // A misspelling the language reads as a name, or one as near to another
                    // field's name or synonym, is another case.
                    guard Language.meaning(of: typo, among: specs) == nil, !specs.contains(where: { $0.name == typo }),
                        Vocabulary.unit(typo) == nil, CardKind(rawValue: typo) == nil, UnitInKey.reading(typo, among: specs) == nil,
                        ReadingContext.closestBySynonym(to: typo, among: specs)?.field == place.field,
                        Suggestion.closest(to: typo, among: specs.map(\.name).filter { $0 != place.kind.rawValue }) == nil
                    else { continue }
                    let draft = "title: Typos\ncards:\n" + place.card(typo)
                    let meant = "title: Typos\ncards:\n" + place.card(place.field)
                    RepairCheck.check(draft, meaning: meant, "\(typo) for \(synonym)")
                    checked += 1
                }
            }
        }
        #expect(checked > 40)
    }

    @Test func theErrorNamesTheFieldAndItsFixIsUnsafe() {
        let diagnostics = Compiler().compile(
            SourceFile(path: "t.routine.yaml", text: "title: T\ncards:\n  - countdown: Plank\n    tiem: 45s\n")
        )
        .diagnostics.filter { $0.rule == .unknownKey }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.help == "did you mean 'duration'? ('tiem' looks like 'time', another name for it)")
        #expect(diagnostics.first?.fixIts.map(\.replacement) == ["duration"] && diagnostics.first?.fixIts.first?.safety == .unsafe)
    }
}
