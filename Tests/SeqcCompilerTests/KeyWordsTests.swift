import Testing

@testable import SeqcCompiler

/// ``KeyWords`` is the one splitter of keys: ``InferredRoutine/humanised(_:)``,
/// ``CompoundKey/words(_:)`` and ``ExtraKeyWords/words(of:)`` (which cuts at every
/// character that is neither a letter nor a digit) read the words it cuts, each exactly as
/// its own splitter did before they shared it (the loops below, kept as they were written).
struct KeyWordsTests {
    /// Words of every kind a key holds: lower, capitalised, upper, acronyms before a word,
    /// digits, accents, a German sharp s, words of one letter.
    private static let parts = [
        "rest", "Rounds", "HIIT", "HIITRounds", "set2", "2x", "10", "Übung", "durée", "ÉTAPE", "Straße", "a", "B", "numberOf", "iOS",
    ]

    /// Every pair and triple of ``parts`` in each style authors write keys in, with the
    /// characters only ``ExtraKeyWords`` cuts at among them.
    private static func keys() -> [String] {
        let separators = ["_", "-", " ", ".", "", "/", ":", "(", "'", "\t", "__", " - ", "._"]
        var keys: [String] = parts
        for first in parts {
            for second in parts {
                for separator in separators { keys.append(first + separator + second) }
                keys.append(first.lowercased() + second.prefix(1).uppercased() + second.dropFirst())
                keys.append(first.prefix(1).uppercased() + first.dropFirst() + second.prefix(1).uppercased() + second.dropFirst())
                keys.append((first + "_" + second).uppercased())
                for third in ["rest", "HIIT", "3", "é"] { keys.append(first + "." + second + "-" + third) }
            }
        }
        return keys + ["", "_", "-rest-", " lead", "trail ", "a..b", "camelCase", "PascalCase", "snake_case", "kebab-case", "dotted.key"]
    }

    @Test func theSplitterCutsAtSeparatorsAndCaseChanges() {
        let expected: [String: [String]] = [
            "practice_plan": ["practice", "plan"], "morningFlow": ["morning", "Flow"], "NumberOfRounds": ["Number", "Of", "Rounds"],
            "check-items": ["check", "items"], "rest.between sets": ["rest", "between", "sets"], "HIITRounds": ["HIITRounds"],
            "restHIIT": ["rest", "HIIT"], "set2Rest": ["set2Rest"], "2xRounds": ["2x", "Rounds"], "durée_Übung": ["durée", "Übung"],
            "übungDauer": ["übung", "Dauer"], "__a--b..": ["a", "b"], "rest/sets": ["rest/sets"], "": [],
        ]
        for (key, words) in expected { #expect(KeyWords.split(key) == words, "\(key)") }
        #expect(KeyWords.split("rest/sets(2)", at: { !$0.isLetter && !$0.isNumber }) == ["rest", "sets", "2"])
    }

    @Test func everyCallerReadsTheWordsItsOwnSplitterRead() {
        let keys = Self.keys()
        #expect(keys.count > 3000)
        for key in keys {
            #expect(KeyWords.split(key) == Self.split(key, at: KeyWords.isSeparator), "\(key)")
            #expect(InferredRoutine.humanised(key) == Self.humanised(key), "\(key)")
            #expect(CompoundKey.words(key) == Self.compoundWords(key), "\(key)")
            #expect(ExtraKeyWords.words(of: key) == Self.extraKeyWords(key), "\(key)")
        }
    }

    /// ``ExtraKeyWords`` cuts where the key separators alone would not: the default
    /// separators would change its words, so it passes its own.
    @Test func extraKeyWordsCutWhereTheKeySeparatorsDoNot() {
        let differing = Self.keys().filter { key in
            KeyWords.split(key).map(NameMatching.normalised) != ExtraKeyWords.words(of: key)
        }
        #expect(differing.contains("rest/Rounds"))
        #expect(differing.contains("rest\tRounds"))
    }

    // The splitters as they were written before ``KeyWords``.

    private static func split(_ key: String, at isSeparator: (Character) -> Bool) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for character in key {
            if isSeparator(character) {
                if !current.isEmpty { words.append(current) }
                current = ""
                previousIsLower = false
                continue
            }
            if character.isUppercase && previousIsLower && !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previousIsLower = character.isLowercase
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    private static func humanised(_ key: String) -> String {
        let text = split(key) { $0 == "_" || $0 == "-" || $0 == " " || $0 == "." }.map { $0.lowercased() }.joined(separator: " ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    private static func compoundWords(_ key: String) -> [String] {
        let words = split(key) { $0 == "_" || $0 == "-" || $0 == " " || $0 == "." }
        return words.count < 2 ? [] : words.map(NameMatching.normalised)
    }

    private static func extraKeyWords(_ key: String) -> [String] {
        split(key) { !$0.isLetter && !$0.isNumber }.map(NameMatching.normalised)
    }
}
