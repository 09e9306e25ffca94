/// The length a routine's own words give it (`10 minute sleep meditation`, `A 20-min
/// HIIT`, `Eine halbe Stunde Yoga`): the first number, in digits or words of the
/// vocabulary, followed by a unit of minutes or hours. What the `implausible-duration`
/// rule compares a routine's bare numbers with.
package enum StatedLength {
    /// Texts longer than this are read no further: a title or a summary is shorter.
    static let maxLength = 1024

    /// Words meaning half of the unit after them (`half an hour`, `halbe Stunde`,
    /// `demi-heure`, `media hora`).
    static let halves: Set<String> = ["half", "halbe", "halben", "demi", "demie", "media", "medio"]

    /// The seconds `text` states, or nil when it names no length in minutes or hours.
    package static func seconds(in text: String) -> Int? {
        guard text.utf8.count <= maxLength else { return nil }
        // Most titles name no unit of a minute or longer: one scan of their bytes says so.
        guard Vocabulary.asciiLengthUnitWords.occurs(in: text) != false else { return nil }
        let words = tokens(NameMatching.folded(text))
        for index in words.indices.dropLast() {
            // One-letter units are left out: `100 m` in a title is more often metres than minutes.
            guard words[index + 1].count > 1, let unit = Vocabulary.unit(words[index + 1]), unit.per == 1, unit.seconds >= 60
            else { continue }
            if let amount = Int(words[index]) ?? Vocabulary.number(words[index]), amount > 0, amount <= 24 * 60 {
                return amount * unit.seconds
            }
            if halves.contains(words[index]) || (index > 0 && halves.contains(words[index - 1])) { return unit.seconds / 2 }
        }
        return nil
    }

    /// Runs of digits and runs of letters, in order; `10min` is `10`, `min`.
    private static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var currentIsDigits = false
        for character in text {
            let isDigit = character.isASCII && character.isNumber
            if isDigit || character.isLetter {
                if !current.isEmpty, isDigit != currentIsDigits {
                    tokens.append(current)
                    current = ""
                }
                current.append(character)
                currentIsDigits = isDigit
            } else if !current.isEmpty {
                tokens.append(current)
                current = ""
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }
}
