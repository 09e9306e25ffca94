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

    /// The byte walk that ASCII paths take gives what the Character walk gives, on every
    /// kind of name: separators, suffixes in any case, CR LF (one Character, two bytes),
    /// dashes at either end, names past the length limit.
    @Test(arguments: [
        "routines/Morning HIIT.routine.yaml", "a/b/tabata.routine.yml", "x.yaml", "Plain.YML", "_x.Routine.Yaml", "<stdin>",
        "---.yaml", "a\r\nb.yaml", "trail--.yml", "/", "", "dir/", "a//b", ".yaml", "x.routine.yaml.yaml", "A-B_C d.e",
        String(repeating: "Ab-", count: 40) + ".routine.yaml", "-" + String(repeating: "z", count: 70) + "-.yaml",
    ])
    func theASCIIWalkAgreesWithTheCharacterWalk(_ path: String) {
        #expect(Slug.asciiDefaultID(forPath: path) == Slug.characterDefaultID(forPath: path))
        #expect(Slug.defaultID(forPath: path) == Slug.characterDefaultID(forPath: path))
    }

    /// A path with any byte past ASCII is left to the Character walk.
    @Test(arguments: ["routines/Café.routine.yaml", "ü.yaml", "a/b/\u{1F600}.yml"])
    func theASCIIWalkLeavesOtherPathsToTheCharacterWalk(_ path: String) {
        #expect(Slug.asciiDefaultID(forPath: path) == nil)
        #expect(Slug.defaultID(forPath: path) == Slug.characterDefaultID(forPath: path))
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
