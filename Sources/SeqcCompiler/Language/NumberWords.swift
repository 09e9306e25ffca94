/// Numbers written as words past the vocabulary's single words: the compounds of a tens
/// word and a unit word each language makes (`forty-five`, `quarante-cinq`, `cuarenta y
/// cinco`, `quarenta e cinco` as two words; `fünfundvierzig`, `vijfenveertig`,
/// `quarantacinque`, `veinticinco` as one), from the words of ``Vocabulary``.
enum NumberWords {
    /// The number a folded word means: a vocabulary word or a one-word compound.
    static func value(_ word: String) -> Int? {
        Vocabulary.number(word) ?? compound(word)
    }

    /// The number two number words in a row mean, when the second completes the first:
    /// a unit after a tens word (`forty five`, `vingt et un`), a teen after `soixante` or
    /// `quatre-vingt` (`soixante-dix` is 70), and `vingt` after `quatre` (80); nil otherwise.
    static func combined(_ first: Int, _ second: Int) -> Int? {
        if (20...90).contains(first), first % 10 == 0, (1...9).contains(second) { return first + second }
        if first == 60 || first == 80, (10...19).contains(second) { return first + second }
        return first == 4 && second == 20 ? 80 : nil
    }

    /// Words a unit joins a tens word with inside one word: German `und`, Dutch `en`.
    private static let unitFirstJoiners = ["und", "en"]
    /// Tens written first and a unit after, in one word: Italian and Spanish.
    private static let tensPrefixes: [(String, Int)] = [
        ("venti", 20), ("trenta", 30), ("quaranta", 40), ("cinquanta", 50), ("sessanta", 60), ("settanta", 70), ("ottanta", 80),
        ("novanta", 90), ("veinti", 20),
    ]
    /// Longer words are no number anyone writes in a duration, and are not split.
    private static let maxCompoundLength = 24

    /// A one-word compound: unit, joiner, tens (`fünfundvierzig`, `eenentwintig`), or tens
    /// then unit, the tens word's last vowel dropped before a vowel (`ventuno`, `quarantotto`).
    private static func compound(_ word: String) -> Int? {
        guard word.count <= maxCompoundLength, word.count > 4 else { return nil }
        let characters = Array(word)
        for joiner in unitFirstJoiners.map(Array.init) {
            for start in 1..<(characters.count - joiner.count) where characters[start..<(start + joiner.count)].elementsEqual(joiner) {
                // German writes one as `ein` in a compound (`einundzwanzig`).
                let unitWord = String(characters[..<start])
                if let unit = unitWord == "ein" ? 1 : Vocabulary.number(unitWord), (1...9).contains(unit),
                    let tens = Vocabulary.number(String(characters[(start + joiner.count)...])), (20...90).contains(tens), tens % 10 == 0
                {
                    return tens + unit
                }
            }
        }
        for (prefix, tens) in tensPrefixes {
            for written in [prefix, String(prefix.dropLast())] where word.hasPrefix(written) {
                if let unit = Vocabulary.number(String(word.dropFirst(written.count))), (1...9).contains(unit) { return tens + unit }
            }
        }
        return nil
    }
}
