import SeqcModel
import Testing

@testable import SeqcCompiler

@Suite struct SuggestionTests {
    static let kinds = CardKind.allCases.map(\.rawValue)

    @Test(arguments: [
        ("countdwon", "countdown"), ("countdonw", "countdown"), ("Countdown", "countdown"), ("randomduration", "randomDuration"),
        ("checklists", "checklist"), ("intervall", "interval"), ("countp", "countup"),
    ])
    func nearMissesAreFound(_ typo: String, _ expected: String) {
        #expect(Suggestion.closest(to: typo, among: Self.kinds) == expected)
    }

    @Test(arguments: ["stopwatch", "sleep", "x", "timer"])
    func farWordsGetNoSuggestion(_ word: String) {
        #expect(Suggestion.closest(to: word, among: Self.kinds) == nil)
    }

    @Test func rankingPrefersTheNearest() {
        #expect(Suggestion.closest(to: "rounds", among: ["round", "rounds"]) == "rounds")
        // A tie goes to the earlier candidate, so suggestions are stable.
        #expect(Suggestion.closest(to: "resp", among: ["reps", "rest"]) == "reps")
        #expect(Suggestion.closest(to: "resp", among: ["rest", "reps"]) == "rest")
    }
}

@Suite struct SlugTests {
    @Test(arguments: [
        ("routines/Morning HIIT.routine.yaml", "morning-hiit"), ("a/b/tabata.routine.yml", "tabata"), ("x.yaml", "x"),
        ("Plain.yml", "plain"), ("_private.routine.yaml", "private"), ("Übung.routine.yaml", "bung"), ("<stdin>", "stdin"),
        ("---.yaml", "routine"), (String(repeating: "a", count: 80) + ".yaml", String(repeating: "a", count: 64)),
    ])
    func defaultsFromFileNames(_ path: String, _ slug: String) {
        #expect(Slug.defaultID(forPath: path) == slug)
        #expect(Slug.isValid(slug))
    }

    @Test func validity() {
        #expect(Slug.isValid("morning-hiit"))
        #expect(Slug.isValid("1st"))
        #expect(!Slug.isValid("-x"))
        #expect(!Slug.isValid("Morning"))
        #expect(!Slug.isValid("a_b"))
        #expect(!Slug.isValid(""))
        #expect(!Slug.isValid(String(repeating: "a", count: 65)))
    }
}
