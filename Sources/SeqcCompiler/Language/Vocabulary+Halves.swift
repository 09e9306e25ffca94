import SeqcModel

/// The two halves of an interval as apps and people name them in pairs (run and walk,
/// focus and break, Belastung and Pause), and the words an interval's rounds, a
/// checklist's items and a random duration's ends go by.
extension Vocabulary {
    /// The halves of an interval, work first, that the other rows do not already spell.
    /// A pair word is a synonym of its half on an interval card; a card of no kind is
    /// inferred to be an interval only when both halves are written (``KindInference``).
    static let intervalHalves: [(work: String, rest: String, language: String)] = [
        ("run", "walk", "en"), ("sprint", "jog", "en"), ("focus", "break", "en"), ("active", "recover", "en"),
        ("go", "relax", "en"), ("burst", "passive", "en"),
        ("laufen", "gehen", "de"), ("Fokus", "Entlastung", "de"), ("intensiv", "leicht", "de"),
        ("course", "marche", "fr"), ("concentration", "récup", "fr"), ("actif", "calme", "fr"),
        ("correr", "caminar", "es"), ("esfuerzo", "recuperación", "es"), ("intenso", "suave", "es"),
        ("corsa", "camminata", "it"), ("sforzo", "defaticamento", "it"), ("veloce", "piano", "it"),
        ("corrida", "caminhada", "pt"), ("esforço", "recuperação", "pt"), ("forte", "leve", "pt"),
        ("hardlopen", "wandelen", "nl"), ("inspanning", "herstel", "nl"), ("snel", "langzaam", "nl"),
    ]

    /// The pair words as field words of an interval's `work` and `rest`.
    static let halfWords: [VocabularyWord] = intervalHalves.flatMap { pair in
        [(pair.work, "work"), (pair.rest, "rest")].map { word, field in
            VocabularyWord(word: word, language: pair.language, meaning: .field(place: "interval", name: field), source: nil)
        }
    }

    /// Rounds, checklist items and a random duration's ends under other apps' names.
    static let countWords: [VocabularyWord] =
        [("Serien", "de"), ("Wiederholen", "de"), ("reeksen", "nl"), ("serie", "it"), ("vezes", "pt")].map {
            VocabularyWord(word: $0.0, language: $0.1, meaning: .field(place: "interval", name: "rounds"), source: nil)
        }
        + [
            ("checkboxes", "en"), ("boxes", "en"), ("checkItems", "en"), ("todos", "en"), ("todo", "en"), ("subtasks", "en"),
            ("Checkboxen", "de"), ("Kästchen", "de"), ("cases", "fr"), ("casesÀCocher", "fr"), ("àFaire", "fr"),
            ("casillas", "es"), ("pendientes", "es"), ("caselle", "it"), ("attività", "it"), ("caixas", "pt"), ("tarefas", "pt"),
            ("vakjes", "nl"), ("taken", "nl"),
        ].map { VocabularyWord(word: $0.0, language: $0.1, meaning: .field(place: "checklist", name: "items"), source: nil) }
        + [
            ("lower", "en"), ("atLeast", "en"), ("von", "de"), ("mindestens", "de"), ("de", "fr"), ("auMoins", "fr"),
            ("desde", "es"), ("mínimo", "es, pt"), ("da", "it"), ("minimo", "it"), ("van", "nl"), ("minimaal", "nl"),
        ].map { VocabularyWord(word: $0.0, language: $0.1, meaning: .field(place: "randomDuration", name: "min"), source: nil) }
        + [
            ("upper", "en"), ("atMost", "en"), ("bis", "de"), ("höchstens", "de"), ("à", "fr, it"), ("auPlus", "fr"),
            ("hasta", "es"), ("máximo", "es, pt"), ("massimo", "it"), ("tot", "nl"), ("maximaal", "nl"),
        ].map { VocabularyWord(word: $0.0, language: $0.1, meaning: .field(place: "randomDuration", name: "max"), source: nil) }
}
