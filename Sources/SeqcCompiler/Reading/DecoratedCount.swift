/// A count written with a decoration AI models and people add: `8x`, `x8`, `8 times`,
/// `8 rounds`, `8 reps`. Each means the number alone, so the digits are a safe fix.
enum DecoratedCount {
    /// Words after the number that only say it counts something.
    private static let suffixes = ["x", "×", "times", "time", "rounds", "round", "reps", "rep", "sets", "set", "cycles", "cycle"]

    /// The digits of a whole number written with a decimal point and zeros (`8.0`,
    /// `30.00`): the same number, not a fraction. Nil for anything else.
    static func wholeNumber(_ text: String) -> String? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard text.utf8.count <= 32, parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
            parts[0].unicodeScalars.allSatisfy(isDigit), parts[1].allSatisfy({ $0 == "0" })
        else { return nil }
        return String(parts[0])
    }

    /// The digits of `text` when it is a decorated positive count, or a whole number
    /// written with a decimal point (`8.0`); nil otherwise.
    static func digits(_ text: String) -> String? {
        if let whole = wholeNumber(text) { return whole }
        guard text.utf8.count <= 32 else { return nil }
        let lowered = text.lowercased().trimmingWhitespace
        let scalars = Array(lowered.unicodeScalars)
        let leading = scalars.prefix(while: isDigit)
        if !leading.isEmpty {
            let rest = String(String.UnicodeScalarView(scalars[leading.count...])).trimmingWhitespace
            return suffixes.contains(rest) ? String(String.UnicodeScalarView(leading)) : nil
        }
        guard let first = scalars.first, first == "x" || first == "×" else { return nil }
        let rest = Array(String(String.UnicodeScalarView(scalars.dropFirst())).trimmingWhitespace.unicodeScalars)
        guard !rest.isEmpty, rest.allSatisfy(isDigit) else { return nil }
        return String(String.UnicodeScalarView(rest))
    }

    /// Words of the vocabulary's languages after a number that only say it counts rounds,
    /// sets or times (`3 Runden`, `3 tours`, `3 vueltas`, `10 vezes`, `2 razy`), in their
    /// normalised form (``CountWords``).
    private static let countWords: Set<String> = Set(
        [
            "runden", "runde", "mal", "satze", "satz", "zyklen", "tours", "tour", "fois", "series", "serie", "cycles",
            "vueltas", "vuelta", "rondas", "ronda", "veces", "vez", "wiederholungen", "repetitions", "repeticiones",
        ] + suffixes.map { NameMatching.normalised($0) }
    ).union(CountWords.roundWords).union(CountWords.timesWords)

    /// The digits of a count a field reads as one number, in any of the vocabulary's
    /// languages: a decorated count (``digits(_:)``), a number word (`five`, `fünf`), or
    /// either followed by a word that only says what it counts (`fünf Runden`,
    /// `3 vueltas`). Each has one reading, so the digits are a safe fix; nil otherwise.
    static func count(_ text: String) -> String? {
        if let digits = digits(text) { return digits }
        guard text.utf8.count <= 48 else { return nil }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard let first = words.first, words.count <= 2 else { return nil }
        if words.count == 2 && !countWords.contains(NameMatching.normalised(String(words[1]))) { return nil }
        if let value = Vocabulary.number(String(first)) { return String(value) }
        return first.unicodeScalars.allSatisfy(isDigit) ? String(first) : nil
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
