/// The words the rounds repairs read keys and notes by, in English, German, French and
/// Spanish: a count of rounds written where the language has none (``RoutineRounds``), a
/// rest between rounds or between cards, and a card marked as played once in a block of
/// rounds (``OnceInRounds``). All are compared ``NameMatching``-normalised.
enum RoundWords {
    /// A count of rounds: the language's `rounds` synonyms, the cycles apps write, and the
    /// words for repeat, rounds and times in the vocabulary's languages (``CountWords``:
    /// `repetir`, `powtórz`, `herhaal`, `vezes`).
    static func isRounds(_ key: String) -> Bool {
        ShapeWords.key(key, isIn: ShapeWords.rounds) || ShapeWords.key(key, isIn: cycles) || CountWords.isCountKey(key)
    }

    private static let cycles: Set<String> = Set(normalised(["cycles", "cycle", "Zyklen", "ciclos", "Durchgänge", "vueltas"]))

    /// What a rest key is between.
    enum RestPlace { case rounds, cards }

    /// Where a routine-level rest key puts its rest: between rounds (`rest_between_rounds`,
    /// `Pause zwischen Runden`, `repos entre les tours`, `descanso entre rondas`,
    /// `roundRest`) or between cards (`rest_between_exercises`, `Übungspause`); nil for
    /// any other key, a bare `rest` among them.
    static func restPlace(_ key: String) -> RestPlace? {
        guard key.utf8.count <= 60 else { return nil }
        let name = NameMatching.normalised(key)
        for (group, place) in [(roundGroups, RestPlace.rounds), (cardGroups, RestPlace.cards)] {
            for rest in restWords {
                for word in group where name == word + rest || name == word + "s" + rest { return place }
                guard name.hasPrefix(rest) else { continue }
                var tail = Substring(name.dropFirst(rest.count))
                if let between = betweenWords.first(where: { tail.hasPrefix($0) }) { tail = tail.dropFirst(between.count) }
                if let article = articles.first(where: { tail.hasPrefix($0) && group.contains(String(tail.dropFirst($0.count))) }) {
                    tail = tail.dropFirst(article.count)
                }
                if group.contains(String(tail)) { return place }
            }
        }
        return nil
    }

    private static let restWords = normalised([
        "rest", "pause", "break", "recovery", "Erholung", "Ruhe", "repos", "récupération", "récup", "descanso", "pausa",
        "recuperación",
    ])
    private static let betweenWords = normalised(["between", "zwischen", "entre", "after", "nach", "après", "después", "tras"])
    private static let articles = normalised(["the", "each", "den", "jeder", "les", "chaque", "las", "los", "cada"])
    private static let roundGroups = normalised([
        "rounds", "round", "sets", "set", "Runden", "Runde", "Sätze", "Satz", "tours", "tour", "rondas", "ronda", "series",
        "serie", "séries", "cycles", "cycle", "circuits", "circuit", "Zyklen", "ciclos", "laps",
    ])
    private static let cardGroups = normalised([
        "exercises", "exercise", "Übungen", "Übung", "exercices", "exercice", "ejercicios", "ejercicio", "cards", "card",
        "moves", "move", "movements", "stations", "station", "steps", "step", "intervals", "Intervallen", "intervalles",
        "intervalos", "items",
    ])

    private static func normalised(_ words: [String]) -> [String] { words.map(NameMatching.normalised) }
}
