import SeqcModel

/// The sources of the Italian, Portuguese, Dutch, Polish and Swedish rows.
extension VocabularySource {
    static let bodyweightTimerDutch = VocabularySource(
        name: "bodyweight-timer Dutch",
        address: "https://github.com/neversun/bodyweight-timer (translations/harbour-bodyweight-timer-nl.ts)")
    static let calisthenicsItalian = VocabularySource(
        name: "calisthenics-app Italian", address: "https://github.com/igodip/calisthenics-app (lib/l10n/app_localizations_it.dart)")
}

/// The words of Italian (`it`), Portuguese (`pt`), Dutch (`nl`), Polish (`pl`) and Swedish
/// (`sv`) that the rows of English, German, French and Spanish do not already spell: a
/// routine written in one of these languages reads through the same descriptors.
extension Vocabulary {
    private static func word(
        _ word: String, _ language: String, _ meaning: VocabularyMeaning, _ source: VocabularySource? = nil
    )
        -> VocabularyWord
    {
        VocabularyWord(word: word, language: language, meaning: meaning, source: source)
    }

    private static func words(_ spellings: [(String, String)], _ meaning: VocabularyMeaning) -> [VocabularyWord] {
        spellings.map { word($0.0, $0.1, meaning) }
    }

    /// Kind and step words.
    static let moreKindWords: [VocabularyWord] =
        words([("conto alla rovescia", "it"), ("contagem regressiva", "pt"), ("aftellen", "nl"), ("odliczanie", "pl")], .kind(.countdown))
        + words(
            [("riscaldamento", "it"), ("aquecimento", "pt"), ("opwarming", "nl"), ("rozgrzewka", "pl"), ("uppvärmning", "sv")],
            .kind(.countdown))
        + words([("stoper", "pl"), ("tidtagarur", "sv")], .kind(.countup))
        + words([("intervallo", "it"), ("interwał", "pl")], .kind(.interval))
        + [word("pauze", "nl", .kind(.rest), .bodyweightTimerDutch)]
        + words(
            [
                ("riposo", "it"), ("recupero", "it"), ("pausa", "it, es, pt"), ("rust", "nl"), ("przerwa", "pl"), ("odpoczynek", "pl"),
                ("vila", "sv"), ("paus", "sv"),
            ], .kind(.rest))
        + words([("notitie", "nl"), ("notatka", "pl"), ("anteckning", "sv")], .kind(.info))
        + [word("ripetizioni", "it", .kind(.repetition), .calisthenicsItalian)]
        + [word("herhalingen", "nl", .kind(.repetition), .bodyweightTimerDutch)]
        + words([("repetições", "pt"), ("powtórzenia", "pl"), ("repetitioner", "sv")], .kind(.repetition))
        + words([("lijst", "nl"), ("lista", "it, pt, pl, sv")], .kind(.checklist))
        + words([("casuale", "it"), ("willekeurig", "nl"), ("losowy", "pl"), ("slumpmässig", "sv")], .kind(.randomDuration))
        + [word("oefening", "nl", .step, .bodyweightTimerDutch)]
        + words(
            [("esercizio", "it"), ("exercício", "pt"), ("ćwiczenie", "pl"), ("övning", "sv"), ("passo", "it, pt"), ("stap", "nl")], .step)

    /// Field words, per place.
    static let moreFieldWords: [VocabularyWord] =
        words(
            [("titolo", "it"), ("nome", "it, pt"), ("naam", "nl"), ("nazwa", "pl"), ("tytuł", "pl"), ("namn", "sv")],
            .field(place: "routine", name: "title"))
        + words(
            [("descrizione", "it"), ("descrição", "pt"), ("beschrijving", "nl"), ("opis", "pl"), ("beskrivning", "sv")],
            .field(place: "routine", name: "summary"))
        + [word("oefeningen", "nl", .field(place: "routine", name: "cards"), .bodyweightTimerDutch)]
        + words(
            [
                ("esercizi", "it"), ("exercícios", "pt"), ("ćwiczenia", "pl"), ("övningar", "sv"), ("passi", "it"), ("passos", "pt"),
                ("stappen", "nl"), ("fasi", "it"), ("blocchi", "it"), ("blocos", "pt"), ("blokken", "nl"),
            ],
            .field(place: "routine", name: "cards"))
        + timedWords(place: "countdown") + timedWords(place: "rest")
        + words([("obiettivo", "it"), ("doel", "nl"), ("cel", "pl"), ("mål", "sv")], .field(place: "countup", name: "target"))
        + words([("testo", "it"), ("tekst", "nl, pl")], .field(place: "info", name: "text"))
        + [word("ripetizioni", "it", .field(place: "repetition", name: "reps"), .calisthenicsItalian)]
        + [word("herhalingen", "nl", .field(place: "repetition", name: "reps"), .bodyweightTimerDutch)]
        + words([("repetições", "pt"), ("powtórzenia", "pl"), ("repetitioner", "sv")], .field(place: "repetition", name: "reps"))
        + words(
            [("rep", "en, es"), ("Wdh", "de"), ("Wdhl", "de"), ("rép", "fr"), ("rip", "it"), ("herh", "nl")],
            .field(place: "repetition", name: "reps"))
        + words(
            [("elementi", "it"), ("voci", "it"), ("itens", "pt"), ("punten", "nl"), ("elementy", "pl"), ("punkter", "sv")],
            .field(place: "checklist", name: "items"))
        + words(
            [("lavoro", "it"), ("trabalho", "pt"), ("werk", "nl"), ("praca", "pl"), ("arbete", "sv")],
            .field(place: "interval", name: "work"))
        + [word("pauze", "nl", .field(place: "interval", name: "rest"), .bodyweightTimerDutch)]
        + words(
            [
                ("riposo", "it"), ("recupero", "it"), ("pausa", "it, es, pt"), ("rust", "nl"), ("przerwa", "pl"), ("odpoczynek", "pl"),
                ("vila", "sv"), ("paus", "sv"),
            ], .field(place: "interval", name: "rest"))
        + [word("ronden", "nl", .field(place: "interval", name: "rounds"), .bodyweightTimerDutch)]
        + words(
            [
                ("giri", "it"), ("cicli", "it"), ("rodadas", "pt"), ("ciclos", "es, pt"), ("rondes", "nl"), ("rundy", "pl"), ("varv", "sv"),
                ("rundor", "sv"), ("omgångar", "sv"),
            ], .field(place: "interval", name: "rounds"))

    /// The duration's words on a timed kind's `place`.
    private static func timedWords(place: String) -> [VocabularyWord] {
        [
            word("duur", "nl", .field(place: place, name: "duration"), .bodyweightTimerDutch),
            word("tijd", "nl", .field(place: place, name: "duration"), .bodyweightTimerDutch),
        ]
            + words(
                [
                    ("durata", "it"), ("duração", "pt"), ("tempo", "it, pt"), ("temps", "fr"), ("czas", "pl"), ("tid", "sv"),
                    ("längd", "sv"),
                ],
                .field(place: place, name: "duration"))
    }

    /// Units of time.
    static let moreUnitWords: [VocabularyWord] =
        words(
            [
                ("ora", "it"), ("ore", "it"), ("uur", "nl"), ("uren", "nl"), ("godzina", "pl"), ("godziny", "pl"), ("godzin", "pl"),
                ("timme", "sv"), ("timmar", "sv"), ("saat", "tr"), ("時間", "ja"),
            ], .unit(seconds: 3600))
        + words(
            [
                ("minuti", "it"), ("minuut", "nl"), ("minuta", "pl"), ("minuty", "pl"), ("minut", "pl, sv"), ("minuter", "sv"),
                ("dakika", "tr"), ("dk", "tr"), ("分", "ja"),
            ],
            .unit(seconds: 60))
        + words(
            [
                ("secondo", "it"), ("secondi", "it"), ("seconden", "nl"), ("sekunda", "pl"), ("sekundy", "pl"), ("sekund", "pl, sv"),
                ("sekunder", "sv"), ("saniye", "tr"), ("sn", "tr"), ("秒", "ja"),
            ], .unit(seconds: 1))

    /// Numbers written as words.
    static let moreNumberWords: [VocabularyWord] = {
        let names: [(Int, [(String, String)])] = [
            (1, [("uno", "it"), ("um", "pt"), ("een", "nl")]),
            (2, [("due", "it"), ("dois", "pt"), ("twee", "nl")]),
            (3, [("tre", "it"), ("três", "pt"), ("drie", "nl")]),
            (4, [("quattro", "it"), ("quatro", "pt")]),
            (5, [("cinque", "it"), ("vijf", "nl")]),
            (6, [("sei", "it"), ("zes", "nl")]),
            (7, [("sette", "it"), ("sete", "pt"), ("zeven", "nl")]),
            (8, [("otto", "it"), ("oito", "pt")]),
            (9, [("nove", "it, pt"), ("negen", "nl")]),
            (10, [("dieci", "it"), ("dez", "pt"), ("tien", "nl")]),
            (15, [("quindici", "it"), ("vijftien", "nl")]),
            (20, [("venti", "it"), ("vinte", "pt"), ("twintig", "nl")]),
            (30, [("trenta", "it"), ("trinta", "pt"), ("dertig", "nl")]),
            (60, [("sessanta", "it"), ("sessenta", "pt"), ("zestig", "nl")]),
            (90, [("novanta", "it"), ("negentig", "nl")]),
            (11, [("undici", "it")]),
            (12, [("dodici", "it"), ("doze", "pt"), ("twaalf", "nl")]),
            (13, [("tredici", "it"), ("treze", "pt"), ("dertien", "nl")]),
            (14, [("quattordici", "it"), ("catorze", "pt"), ("veertien", "nl")]),
            (16, [("sedici", "it"), ("dezesseis", "pt"), ("zestien", "nl")]),
            (17, [("diciassette", "it"), ("dezessete", "pt"), ("zeventien", "nl")]),
            (18, [("diciotto", "it"), ("dezoito", "pt"), ("achttien", "nl")]),
            (19, [("diciannove", "it"), ("dezenove", "pt"), ("negentien", "nl")]),
            (40, [("quaranta", "it"), ("quarenta", "pt"), ("veertig", "nl")]),
            (50, [("cinquanta", "it"), ("cinquenta", "pt"), ("vijftig", "nl")]),
            (70, [("settanta", "it"), ("zeventig", "nl")]),
            (80, [("ottanta", "it"), ("oitenta", "pt"), ("tachtig", "nl")]),
        ]
        return names.flatMap { value, spellings in spellings.map { word($0.0, $0.1, .number(value)) } }
    }()
}
