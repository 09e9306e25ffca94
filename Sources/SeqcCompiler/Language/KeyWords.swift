/// The one way a key is cut into its words, as written (`practice_plan`, `numberOfRounds`,
/// `check-items`, `rest.between`): at each separator, and between a lower-case letter and
/// the upper-case letter after it. A run of capitals stays one word with what follows it
/// (`HIITRounds` is one word), and so does a capital after a digit (`set2Rest`: a digit is
/// no lower-case letter); accented letters are letters like any other. The words keep
/// their case and accents: each caller normalises them as it needs.
enum KeyWords {
    /// The separators authors write between a key's words: `_`, `-`, a space and a dot.
    static func isSeparator(_ character: Character) -> Bool {
        character == "_" || character == "-" || character == " " || character == "."
    }

    /// `key`'s words, cut at each character `isSeparator` accepts (dropped, with empty
    /// words) and before an upper-case letter that follows a lower-case one.
    static func split(_ key: String, at isSeparator: (Character) -> Bool = isSeparator) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for character in key {
            if isSeparator(character) {
                if !current.isEmpty { words.append(current) }
                (current, previousIsLower) = ("", false)
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
}
