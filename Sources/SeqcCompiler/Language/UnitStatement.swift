/// What words say of the unit of a routine's bare numbers: minutes or seconds, read from a
/// comment (`# all durations in minutes`) or from prose around the routine ("Die Zahlen bei
/// `duration` sind Minuten.", "Les durées sont en minutes.", "(durations in seconds)").
///
/// One sentence states a unit when it names the unit of the values, in a language of the
/// vocabulary: the unit word alone (`# minutes`), after a colon, an equals sign or a
/// parenthesis (`# unit: min`), or after a word that puts values in a unit (`in`, `sind`,
/// `sont`, `son`, `están`). A unit word after a number (`5 minutes to settle`) states a
/// length, and after any other word (`take a few minutes`) it is prose: neither says what
/// a bare number means. A sentence that states two units speaks of a mix, and says nothing.
/// Prose must also name the values before the unit (`durations`, `Zahlen`, `tiempos`, a
/// timed key such as `duration`), since a sentence such as "done in minutes" is no
/// statement of a unit; a comment beside the values needs no such word.
package enum UnitStatement: Equatable {
    case minutes, seconds

    /// Sentences longer than this are no statement of a unit, and are never looked up.
    static let maxSentenceBytes = 160

    /// Words that put the values before them in the unit after them: prepositions and
    /// copulas of the vocabulary's languages.
    private static let unitLinks: Set<String> = [
        "in", "im", "en", "em", "are", "is", "ist", "sind", "sont", "est", "son", "estan", "esta", "sono", "sao", "zijn",
    ]

    /// Words that name a routine's numbers in prose: the values, numbers, times and
    /// durations of the vocabulary's languages, with the timed keys of the language.
    private static let valueWords: Set<String> = [
        "numbers", "number", "values", "value", "times", "time", "durations", "duration", "timings", "work", "rest", "target",
        "zahlen", "werte", "zeiten", "zeit", "dauer", "angaben", "zeitangaben", "nombres", "valeurs", "durees", "duree", "temps",
        "chiffres", "numeros", "valores", "duraciones", "duracion", "tiempos", "numeri", "valori", "durate", "durata", "tempi",
        "getallen", "waarden", "tijden", "duur", "tempos", "duracoes", "duracao",
    ]

    /// The unit `text` (one comment, or one paragraph of prose) states: every sentence
    /// that states one states the same, and at least one does.
    package static func unit(in text: String, isProse: Bool) -> UnitStatement? {
        var found: UnitStatement?
        for sentence in sentences(of: text) where sentence.utf8.count <= maxSentenceBytes {
            guard let unit = sentenceUnit(sentence, needsValueWord: isProse) else { continue }
            if let found, found != unit { return nil }
            found = unit
        }
        return found
    }

    /// The text cut after each `.`, `!`, `?` or `;` followed by a space or its end.
    private static func sentences(of text: String) -> [Substring] {
        var result: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            if ".!?;".contains(text[index]), next == text.endIndex || text[next].isWhitespace {
                result.append(text[start..<next])
                start = next
            }
            index = next
        }
        if start < text.endIndex { result.append(text[start...]) }
        return result
    }

    /// The unit one sentence states, or nil.
    private static func sentenceUnit(_ text: Substring, needsValueWord: Bool) -> UnitStatement? {
        var stated: UnitStatement?
        var named: UnitStatement?
        var namesValues = !needsValueWord
        var previousWord: String?
        var linkBefore = true
        var word = ""
        for character in NameMatching.folded(String(text)) + " " {
            if character.isLetter {
                word.append(character)
                continue
            }
            if !word.isEmpty {
                let linked = linkBefore || previousWord.map(unitLinks.contains) == true
                if let unit = Vocabulary.unit(word), unit.per == 1, linked {
                    // Two units stated for the values speak of a mix; a unit after a
                    // number (`half an hour in all`) only states a length.
                    let this: UnitStatement? = unit.seconds == 60 ? .minutes : unit.seconds == 1 ? .seconds : nil
                    guard let this, named == nil || named == this else { return nil }
                    named = this
                    if namesValues { stated = this }
                } else if valueWords.contains(word) {
                    namesValues = true
                }
                previousWord = word
                word = ""
                linkBefore = false
            }
            if character.isNumber {
                previousWord = "0"
                linkBefore = false
            }
            if character == ":" || character == "=" || character == "(" { linkBefore = true }
        }
        return stated
    }
}
