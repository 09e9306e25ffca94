import SeqcModel

/// The one place that decides whether a key or a text states a count of rounds, times or
/// repetitions of what it stands beside (`repetir: 10 vezes`, `powtórz: 2`, `→ 4 Zyklen.`,
/// `Do this circuit 3 times`, `ripeti 3 volte`, `3 kez tekrarla`), in the vocabulary's
/// languages (docs/vocabulary.md, "Counts of rounds"). A fix may not delete what states
/// one (the build would play once what was meant N times), and the rounds repairs read
/// the count where it has one reading. All words are compared ``NameMatching``-normalised.
enum CountWords {
    /// Words saying "repeat" (imperative or infinitive), never a count of repetitions
    /// (`repetition`, `tekrar`, `powtórzenia`, `herhalingen` are reps and are left out).
    static let repeatWords: Set<String> = normalised([
        "repeat", "repeats", "wiederholen", "wiederhole", "repeter", "repetez", "repete", "repetir",
        "repita", "repite", "ripeti", "ripetere", "herhaal", "herhalen", "powtorz", "powtorzyc",
        "powtarzaj", "opakuj", "opakovat", "opakujte", "upprepa", "upprepas", "tekrarla", "tekrarlayın",
    ])

    /// Nouns of rounds, cycles, circuits and sets (`rounds`, `Zyklen`, `tours`, `voltas`,
    /// `giri`, `rondes`, `rundy`, `kola`, `varv`, `tur`).
    static let roundWords: Set<String> = normalised([
        "rounds", "round", "cycles", "cycle", "circuits", "laps", "lap", "sets", "set", "runden", "runde", "zyklen", "zyklus",
        "durchgange", "durchgang", "satze", "satz", "tours", "tour", "cycle", "cycles", "series", "serie", "rondas", "ronda",
        "ciclos", "ciclo", "vueltas", "vuelta", "rodadas", "rodada", "voltas", "giri", "giro", "cicli", "rondes", "ronde",
        "ronden", "cycli", "reeksen", "rundy", "runda", "rund", "obwody", "obwod", "cykle", "kola", "kolo", "kol", "serii",
        "cykly", "cyklu", "varv", "omgangar", "omgang", "rundor", "turlar", "tur", "tura", "set", "dongu",
    ])

    /// Words of a number of times (`times`, `Mal`, `fois`, `veces`, `vezes`, `volte`, `keer`,
    /// `razy`, `krát`, `gånger`, `kez`).
    static let timesWords: Set<String> = normalised([
        "times", "x", "mal", "fois", "veces", "vez", "vezes", "volte", "volta", "keer", "maal", "razy", "raz", "krat",
        "gange", "ganger", "gang", "kez", "defa", "kere",
    ])

    /// Words after a count that make it a frequency of the whole routine, not its rounds
    /// (`3 times a week`, `daily`, `pro Woche`, `par jour`, `al día`).
    static let frequencyWords: Set<String> = normalised([
        "week", "weekly", "weeks", "day", "days", "daily", "month", "monthly", "woche", "wochen", "wochentlich", "tag", "tage",
        "taglich", "monat", "semaine", "semaines", "jour", "jours", "quotidien", "mois", "semana", "semanas", "dia", "dias",
        "diario", "diaria", "mes", "settimana", "giorno", "giorni", "giornaliero", "mese", "dag", "dagen", "dagelijks", "maand",
        "tydzien", "tygodniowo", "dzien", "dziennie", "codziennie", "miesiac", "tyden", "tydne", "denne", "mesic",
        "vecka", "veckan", "dagligen", "manad", "hafta", "haftada", "gun", "gunde", "gunluk", "ay",
    ])

    /// Keys naming metadata whose number is no count of rounds (`weight: 20`, `RPE: 8`,
    /// `Gewicht: 20 kg`, `calorias: 300`): an unknown key holding such a number may be deleted.
    static let metadataWords: Set<String> = normalised([
        "weight", "difficulty", "level", "calories", "kcal", "rpe", "heartrate", "hr", "bpm", "pace", "power", "watts", "zone",
        "cadence", "rpm", "load", "intensity", "effort", "age", "version", "year", "priority", "rating", "score", "gewicht",
        "schwierigkeit", "stufe", "niveau", "kalorien", "puls", "herzfrequenz", "leistung", "zone", "trittfrequenz",
        "poids", "difficulte", "calories", "frequencecardiaque", "allure", "puissance", "charge", "peso", "dificultad",
        "nivel", "calorias", "frecuenciacardiaca", "ritmo", "potencia", "zona", "cadencia", "carga", "difficolta", "livello",
        "calorie", "frequenzacardiaca", "potenza", "carico", "dificuldade", "frequenciacardiaca", "gewicht", "moeilijkheid",
        "calorieen", "hartslag", "vermogen", "waga", "ciezar", "trudnosc", "poziom", "kalorie", "tetno", "moc", "strefa",
        "obciazenie", "vaha", "obtiznost", "úroveň", "kalorie", "tep", "vikt", "svarighet", "kalorier", "puls", "ağırlık", "zorluk",
        "seviye", "kalori", "nabız", "guc", "bolge", "servings", "serves", "portions", "yield", "portionen", "porzioni",
        "porciones", "raciones", "porcoes", "porties", "porcje",
    ])

    /// Whether `key` names a count of rounds or times (`repetir`, `powtórz`, `Runden`,
    /// `times`, `vezes`), and no count of repetitions (`reps`, `tekrar`, `powtórzenia`).
    static func isCountKey(_ key: String) -> Bool {
        guard key.utf8.count <= 40 else { return false }
        let name = NameMatching.normalised(key)
        return (repeatWords.contains(name) || roundWords.contains(name) || timesWords.contains(name) && name != "x")
            && !ShapeWords.reps.contains(name) && !ShapeWords.duration.contains(name) && CardKind.named(key) == nil
            && Vocabulary.kind(named: key) == nil
    }

    /// Whether any of `words` (normalised) names metadata.
    static func namesMetadata(_ words: [String]) -> Bool {
        words.contains(where: metadataWords.contains) || metadataWords.contains(words.joined())
    }

    private static func normalised(_ words: [String]) -> Set<String> { Set(words.map(NameMatching.normalised)) }
}
