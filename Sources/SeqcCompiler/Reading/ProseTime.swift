/// A line of prose among a text routine's steps that speaks of time: `then just lie there
/// for a couple min`, `Rest a minute or two between rounds`, `finish with a few minutes of
/// stretching`. No step reads it, yet it says how long something lasts, so it is a step or
/// a rest whose length the text does not give, never prose to drop: the text is then not
/// read, and its error names the line (docs/decisions.md, "No silent guess").
///
/// A line stating the whole routine's length (`This takes about 25 minutes in total.`,
/// `Insgesamt etwa 12 Minuten.`) adds nothing the cards do not say: it is prose, even where
/// its number and unit would read as a step (``statesWholeLength(_:)``).
enum ProseTime {
    /// Whether `text`, a line no step reads, holds a step the reading would lose: a unit
    /// word of time, and no word stating the whole routine's length.
    static func holdsAStep(_ text: String) -> Bool {
        let words = self.words(text)
        return words.contains(where: isTimeWord) && !words.contains(where: isWholeLengthWord)
    }

    /// Whether `text` holds a unit word of time: a title that still does was not read in full
    /// (`Dehnen – rest a few minutes` left of `Dehnen – 5 min – rest a few minutes`).
    static func mentionsTime(_ text: String) -> Bool {
        words(text).contains(where: isTimeWord)
    }

    /// Whether `text` states the whole routine's length, roughly: a word of the whole
    /// (`total`, `insgesamt`, `takes`) and a word of about (`about`, `etwa`, `~`). Both, so
    /// that `Total body stretch 5 min` and `Jog about 10 minutes` stay steps.
    /// A line whose words, its number and unit aside, are only words of the whole and of
    /// length (`Total: 12 min`, `Gesamtzeit: 12 Min.`, `Tiempo total: 25 minutos`) states
    /// it too, rough or not: it names no step.
    static func statesWholeLength(_ text: String) -> Bool {
        let words = self.words(text)
        guard words.contains(where: isWholeLengthWord) else { return false }
        if text.contains("~") || words.contains(where: aboutWords.contains) { return true }
        return words.allSatisfy { word in
            word.isEmpty || isWholeLengthWord(word) || isTimeWord(word) || ShapeWords.duration.contains(word) || lengthWords.contains(word)
        }
    }

    /// Words of length that are no field's synonym, folded.
    private static let lengthWords: Set<String> = [
        "zeit", "dauer", "duree", "duracion", "tiempo", "durata", "duracao", "tijd", "duur", "time",
    ]

    /// Whether `word` states a length as the whole routine's: one of ``wholeLengthWords``,
    /// or a word of the whole and a word of length in one (`Gesamtdauer`, `Gesamtzeit`,
    /// `totaltime`, `totaaltijd`; not `Gesamtkörper`, a whole body).
    private static func isWholeLengthWord(_ word: String) -> Bool {
        wholeLengthWords.contains(word)
            || wholePrefixes.contains { word.hasPrefix($0) && lengthWords.contains(String(word.dropFirst($0.count))) }
    }

    /// Words of the whole that start compounds.
    private static let wholePrefixes = ["gesamt", "total", "totaal"]

    /// The text's words, folded, digits glued before a word left off (`2min` is `min`).
    private static func words(_ text: String) -> [String] {
        NameMatching.folded(text).split { !$0.isLetter && !$0.isNumber }.map { word in
            String(word.drop { $0.isNumber })
        }
    }

    /// Whether `word` is a unit of time of the vocabulary, of more than one letter (`m` and
    /// `s` are letters of other words too) and no ordinal (`the second time`, `segundo`).
    private static func isTimeWord(_ word: String) -> Bool {
        word.count > 1 && !ordinals.contains(word) && Vocabulary.unit(word) != nil
    }

    /// Unit words that are also ordinals.
    private static let ordinals: Set<String> = ["second", "seconde", "segundo"]

    /// Words stating a length as the whole routine's: a total, or what the routine takes.
    private static let wholeLengthWords: Set<String> = [
        "total", "totale", "totaal", "insgesamt", "gesamt", "altogether", "overall", "takes", "lasts", "dauert", "dure", "duurt",
        "tarda", "tarde", "whole",
    ]

    /// Words saying a number is rough.
    private static let aboutWords: Set<String> = [
        "about", "around", "approximately", "approx", "roughly", "ca", "circa", "etwa", "ungefahr", "environ", "aproximadamente",
        "aprox", "unos", "cerca", "ongeveer", "okolo",
    ]
}
