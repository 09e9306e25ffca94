/// Words that name a step's phase in a session (`warmup`, `Aufwärmen`, `retour au calme`,
/// `enfriamiento`, `recovery`): written as a step's type with no title beside it
/// (`{"type": "échauffement", "durée": 600}`), the word is the card's title, as the app
/// shows it. A word that only names a timer (`timer`, `intervalle`, `cronómetro`) titles
/// nothing: the card keeps its kind's name.
enum PhaseWords {
    /// The phase words of English, German, French and Spanish, normalised as
    /// ``NameMatching`` compares names.
    static let names: Set<String> = Set(
        [
            "warmup", "warm-up", "warm up", "cooldown", "cool-down", "cool down", "steady state", "steadystate", "recovery",
            "main set", "Aufwärmen", "Einlaufen", "Abwärmen", "Auslaufen", "Abkühlen", "Erholung", "Hauptteil", "échauffement",
            "retour au calme", "récupération", "corps de séance", "calentamiento", "enfriamiento", "vuelta a la calma",
            "recuperación", "parte principal",
        ].map(NameMatching.normalised))

    /// The title a phase word gives a card, as written with its first letter raised; nil
    /// for any other word.
    static func title(_ written: String) -> String? {
        guard written.utf8.count <= 40, names.contains(NameMatching.normalised(written)), let first = written.first else { return nil }
        return first.uppercased() + written.dropFirst()
    }
}
