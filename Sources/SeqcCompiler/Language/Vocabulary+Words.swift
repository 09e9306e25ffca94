import SeqcModel

/// The sources the vocabulary was read from (docs/vocabulary.md cites each by name).
extension VocabularySource {
    static let fitWorkoutStep = VocabularySource(
        name: "FIT workout_step", address: "https://hexdocs.pm/ext_fit/ExtFit.Profile.Messages.WorkoutStep.html")
    static let fitStepDuration = VocabularySource(
        name: "FIT WorkoutStepDuration", address: "https://pub.dev/documentation/fit_tool/latest/fit_tool/WorkoutStepDuration.html")
    static let zwift = VocabularySource(name: "Zwift .zwo", address: "https://github.com/h4l/zwift-workout-file-reference")
    static let intervalsICU = VocabularySource(
        name: "Intervals.icu workout text", address: "https://forum.intervals.icu/t/workout-builder-syntax-quick-guide/123701")
    static let workoutKit = VocabularySource(
        name: "Apple WorkoutKit", address: "https://developer.apple.com/documentation/workoutkit/intervalstep")
    static let tabataTimer = VocabularySource(
        name: "calistab Tabata timer", address: "https://github.com/kurpav/calistab (src/app/components/tabata-timer/models/tabata.ts)")
    static let routineTimer = VocabularySource(
        name: "fitness_routine_timer", address: "https://github.com/thegruffalo/fitness_routine_timer (src/js/routines/warmup.js)")
    static let bodyweightTimer = VocabularySource(
        name: "bodyweight-timer translations", address: "https://github.com/neversun/bodyweight-timer (translations/)")
    static let wolfSeries = VocabularySource(
        name: "wolfSeries French", address: "https://github.com/sebt3/wolfSeries (wolfSeries_fr_FR.ts)")
    static let chronoFit = VocabularySource(
        name: "Chrono-fit Spanish", address: "https://github.com/CarlosHernandezCR/Chrono-fit (common/constantes/Constants.kt)")
    static let wellness = VocabularySource(
        name: "wellness Spanish", address: "https://github.com/josespinozaf/wellness (lang/es/local_wellness.php)")
    static let zirkeltraining = VocabularySource(
        name: "Zirkeltraining German", address: "https://github.com/Sikarjan/harbour-zirkeltraining (translations/)")
}

extension Vocabulary {
    private static func word(
        _ word: String, _ language: String, _ meaning: VocabularyMeaning, _ source: VocabularySource?
    )
        -> VocabularyWord
    {
        VocabularyWord(word: word, language: language, meaning: meaning, source: source)
    }

    /// Names of kinds, and of steps whose fields decide their kind.
    static let kindWords: [VocabularyWord] = [
        word("timer", "en", .kind(.countdown), nil),
        word("cuenta regresiva", "es", .kind(.countdown), nil),
        word("steadyState", "en", .kind(.countdown), .zwift),
        word("warmup", "en", .kind(.countdown), .zwift),
        word("cooldown", "en", .kind(.countdown), .zwift),
        word("Aufwärmen", "de", .kind(.countdown), nil),
        word("échauffement", "fr", .kind(.countdown), .wolfSeries),
        word("calentamiento", "es", .kind(.countdown), nil),
        word("stopwatch", "en", .kind(.countup), nil),
        word("open", "en", .kind(.countup), .fitStepDuration),
        word("Stoppuhr", "de", .kind(.countup), nil),
        word("chronomètre", "fr", .kind(.countup), nil),
        word("cronómetro", "es", .kind(.countup), nil),
        word("intervals", "en", .kind(.interval), .intervalsICU),
        word("intervalsT", "en", .kind(.interval), .zwift),
        word("tabata", "en", .kind(.interval), .tabataTimer),
        word("hiit", "en", .kind(.interval), nil),
        word("Intervall", "de", .kind(.interval), .bodyweightTimer),
        word("fractionné", "fr", .kind(.interval), nil),
        word("intervalo", "es", .kind(.interval), nil),
        word("pause", "en, de, fr", .kind(.rest), .bodyweightTimer),
        word("break", "en", .kind(.rest), nil),
        word("recovery", "en", .kind(.rest), .workoutKit),
        word("Erholung", "de", .kind(.rest), nil),
        word("repos", "fr", .kind(.rest), .wolfSeries),
        word("récupération", "fr", .kind(.rest), nil),
        word("descanso", "es", .kind(.rest), .wellness),
        word("note", "en", .kind(.info), nil),
        word("textevent", "en", .kind(.info), .zwift),
        word("Hinweis", "de", .kind(.info), nil),
        word("remarque", "fr", .kind(.info), nil),
        word("nota", "es", .kind(.info), nil),
        word("repetitions", "en", .kind(.repetition), .fitStepDuration),
        word("Wiederholungen", "de", .kind(.repetition), nil),
        word("répétitions", "fr", .kind(.repetition), nil),
        word("repeticiones", "es", .kind(.repetition), .wellness),
        word("todo", "en", .kind(.checklist), nil),
        word("Checkliste", "de", .kind(.checklist), nil),
        word("liste", "fr", .kind(.checklist), nil),
        word("lista", "es", .kind(.checklist), nil),
        word("random", "en", .kind(.randomDuration), nil),
        word("Zufall", "de", .kind(.randomDuration), nil),
        word("aléatoire", "fr", .kind(.randomDuration), nil),
        word("aleatorio", "es", .kind(.randomDuration), nil),
        word("minuteur", "fr", .kind(.countdown), nil),
        word("temporizador", "es", .kind(.countdown), nil),
        word("cuenta atrás", "es", .kind(.countdown), nil),
        word("compte à rebours", "fr", .kind(.countdown), nil),
        word("intervalle", "fr", .kind(.interval), nil),
        word("wait", "en", .kind(.rest), nil),
        word("Ruhe", "de", .kind(.rest), nil),
        word("Notiz", "de", .kind(.info), nil),
        word("información", "es", .kind(.info), nil),
        word("Wiederholung", "de", .kind(.repetition), nil),
        word("répétition", "fr", .kind(.repetition), nil),
        word("repetición", "es", .kind(.repetition), nil),
        word("exercise", "en", .step, nil),
        word("step", "en", .step, .fitWorkoutStep),
        word("block", "en", .step, nil),
        word("segment", "en", .step, nil),
        word("Übung", "de", .step, .bodyweightTimer),
        word("Schritt", "de", .step, nil),
        word("exercice", "fr", .step, nil),
        word("étape", "fr", .step, nil),
        word("ejercicio", "es", .step, .wellness),
        word("paso", "es", .step, nil),
    ]

    /// Names of fields, per place.
    static let fieldWords: [VocabularyWord] = [
        word("wktName", "en", .field(place: "routine", name: "title"), .fitWorkoutStep),
        word("Titel", "de", .field(place: "routine", name: "title"), nil),
        word("titre", "fr", .field(place: "routine", name: "title"), nil),
        word("título", "es", .field(place: "routine", name: "title"), nil),
        word("Beschreibung", "de", .field(place: "routine", name: "summary"), nil),
        word("descripción", "es", .field(place: "routine", name: "summary"), nil),
        word("intervals", "en", .field(place: "routine", name: "cards"), .routineTimer),
        word("workout", "en", .field(place: "routine", name: "cards"), .zwift),
        word("Übungen", "de", .field(place: "routine", name: "cards"), .bodyweightTimer),
        word("exercices", "fr", .field(place: "routine", name: "cards"), nil),
        word("ejercicios", "es", .field(place: "routine", name: "cards"), nil),
        word("Dauer", "de", .field(place: "countdown", name: "duration"), nil),
        word("Zeit", "de", .field(place: "countdown", name: "duration"), .bodyweightTimer),
        word("durée", "fr", .field(place: "countdown", name: "duration"), nil),
        word("duración", "es", .field(place: "countdown", name: "duration"), nil),
        word("tiempo", "es", .field(place: "countdown", name: "duration"), .chronoFit),
        word("durationSec", "en", .field(place: "countdown", name: "duration"), nil),
        word("Dauer", "de", .field(place: "rest", name: "duration"), nil),
        word("Zeit", "de", .field(place: "rest", name: "duration"), .bodyweightTimer),
        word("durée", "fr", .field(place: "rest", name: "duration"), nil),
        word("duración", "es", .field(place: "rest", name: "duration"), nil),
        word("tiempo", "es", .field(place: "rest", name: "duration"), .chronoFit),
        word("durationSec", "en", .field(place: "rest", name: "duration"), nil),
        word("Ziel", "de", .field(place: "countup", name: "target"), nil),
        word("objectif", "fr", .field(place: "countup", name: "target"), nil),
        word("objetivo", "es", .field(place: "countup", name: "target"), nil),
        word("notes", "en", .field(place: "info", name: "text"), .fitWorkoutStep),
        word("executionNotes", "en", .field(place: "info", name: "text"), .routineTimer),
        word("texte", "fr", .field(place: "info", name: "text"), nil),
        word("texto", "es", .field(place: "info", name: "text"), nil),
        word("Wiederholungen", "de", .field(place: "repetition", name: "reps"), nil),
        word("répétitions", "fr", .field(place: "repetition", name: "reps"), nil),
        word("repeticiones", "es", .field(place: "repetition", name: "reps"), .wellness),
        word("onDuration", "en", .field(place: "interval", name: "work"), .zwift),
        word("roundTimeOn", "en", .field(place: "interval", name: "work"), .tabataTimer),
        word("Arbeit", "de", .field(place: "interval", name: "work"), nil),
        word("travail", "fr", .field(place: "interval", name: "work"), nil),
        word("trabajo", "es", .field(place: "interval", name: "work"), nil),
        word("offDuration", "en", .field(place: "interval", name: "rest"), .zwift),
        word("roundTimeOff", "en", .field(place: "interval", name: "rest"), .tabataTimer),
        word("recovery", "en", .field(place: "interval", name: "rest"), .workoutKit),
        word("Pause", "de", .field(place: "interval", name: "rest"), .bodyweightTimer),
        word("repos", "fr", .field(place: "interval", name: "rest"), .wolfSeries),
        word("descanso", "es", .field(place: "interval", name: "rest"), .chronoFit),
        word("letztePause", "de", .field(place: "interval", name: "finalRest"), nil),
        word("dernierRepos", "fr", .field(place: "interval", name: "finalRest"), nil),
        word("últimoDescanso", "es", .field(place: "interval", name: "finalRest"), nil),
        word("Runden", "de", .field(place: "interval", name: "rounds"), nil),
        word("Zyklen", "de", .field(place: "interval", name: "rounds"), .zirkeltraining),
        word("tours", "fr", .field(place: "interval", name: "rounds"), nil),
        word("rondas", "es", .field(place: "interval", name: "rounds"), nil),
        word("series", "es", .field(place: "interval", name: "rounds"), .chronoFit),
        word("nom", "fr", .field(place: "routine", name: "title"), nil),
        word("nombre", "es", .field(place: "routine", name: "title"), nil),
        word("Karten", "de", .field(place: "routine", name: "cards"), nil),
        word("cartes", "fr", .field(place: "routine", name: "cards"), nil),
        word("tarjetas", "es", .field(place: "routine", name: "cards"), nil),
        word("Schritte", "de", .field(place: "routine", name: "cards"), nil),
        word("étapes", "fr", .field(place: "routine", name: "cards"), nil),
        word("pasos", "es", .field(place: "routine", name: "cards"), nil),
        word("blocks", "en", .field(place: "routine", name: "cards"), nil),
        word("phases", "en", .field(place: "routine", name: "cards"), nil),
        word("durationInSeconds", "en", .field(place: "countdown", name: "duration"), nil),
        word("durationInSeconds", "en", .field(place: "rest", name: "duration"), nil),
        word("Anzahl", "de", .field(place: "repetition", name: "reps"), nil),
        word("cantidad", "es", .field(place: "repetition", name: "reps"), nil),
        word("fois", "fr", .field(place: "repetition", name: "reps"), nil),
        word("veces", "es", .field(place: "repetition", name: "reps"), nil),
        word("Belastung", "de", .field(place: "interval", name: "work"), nil),
        word("effort", "en, fr", .field(place: "interval", name: "work"), nil),
        word("récupération", "fr", .field(place: "interval", name: "rest"), nil),
        word("Erholung", "de", .field(place: "interval", name: "rest"), nil),
        word("laps", "en", .field(place: "interval", name: "rounds"), nil),
        word("Wiederholungen", "de", .field(place: "interval", name: "rounds"), nil),
        word("répétitions", "fr", .field(place: "interval", name: "rounds"), nil),
        word("repeticiones", "es", .field(place: "interval", name: "rounds"), nil),
        word("Sätze", "de", .field(place: "interval", name: "rounds"), nil),
        word("séries", "fr", .field(place: "interval", name: "rounds"), nil),
        word("notes", "en", .field(place: "routine", name: "summary"), nil),
        word("high", "en", .field(place: "interval", name: "work"), nil),
        word("hard", "en", .field(place: "interval", name: "work"), nil),
        word("fast", "en", .field(place: "interval", name: "work"), nil),
        word("schnell", "de", .field(place: "interval", name: "work"), nil),
        word("rapide", "fr", .field(place: "interval", name: "work"), nil),
        word("rápido", "es", .field(place: "interval", name: "work"), nil),
        word("low", "en", .field(place: "interval", name: "rest"), nil),
        word("easy", "en", .field(place: "interval", name: "rest"), nil),
        word("slow", "en", .field(place: "interval", name: "rest"), nil),
        word("locker", "de", .field(place: "interval", name: "rest"), nil),
        word("langsam", "de", .field(place: "interval", name: "rest"), nil),
        word("lent", "fr", .field(place: "interval", name: "rest"), nil),
        word("lento", "es", .field(place: "interval", name: "rest"), nil),
        word("timeCap", "en", .field(place: "countup", name: "target"), nil),
        word("cap", "en", .field(place: "countup", name: "target"), nil),
        word("timeLimit", "en", .field(place: "countup", name: "target"), nil),
        word("Zeitlimit", "de", .field(place: "countup", name: "target"), nil),
        word("limiteDeTemps", "fr", .field(place: "countup", name: "target"), nil),
        word("tiempoLímite", "es", .field(place: "countup", name: "target"), nil),
        word("timeCap", "en", .field(place: "countdown", name: "duration"), nil),
        word("timeLimit", "en", .field(place: "countdown", name: "duration"), nil),
        word("Zeitlimit", "de", .field(place: "countdown", name: "duration"), nil),
        word("Punkte", "de", .field(place: "checklist", name: "items"), nil),
        word("éléments", "fr", .field(place: "checklist", name: "items"), nil),
        word("elementos", "es", .field(place: "checklist", name: "items"), nil),
    ]

    /// Units of time: each word a number of seconds (or of a second, for `per`).
    static let unitWords: [VocabularyWord] = [
        word("h", "en, de, fr", .unit(seconds: 3600), .intervalsICU),
        word("hr", "en", .unit(seconds: 3600), nil),
        word("hrs", "en", .unit(seconds: 3600), nil),
        word("hour", "en", .unit(seconds: 3600), nil),
        word("hours", "en", .unit(seconds: 3600), nil),
        word("Std", "de", .unit(seconds: 3600), nil),
        word("Stunde", "de", .unit(seconds: 3600), nil),
        word("Stunden", "de", .unit(seconds: 3600), nil),
        word("heure", "fr", .unit(seconds: 3600), nil),
        word("heures", "fr", .unit(seconds: 3600), nil),
        word("hora", "es", .unit(seconds: 3600), nil),
        word("horas", "es", .unit(seconds: 3600), nil),
        word("m", "en", .unit(seconds: 60), .intervalsICU),
        word("min", "en, de, fr, es", .unit(seconds: 60), .bodyweightTimer),
        word("mins", "en", .unit(seconds: 60), nil),
        word("minute", "en, fr", .unit(seconds: 60), nil),
        word("minutes", "en, fr", .unit(seconds: 60), nil),
        word("Minuten", "de", .unit(seconds: 60), nil),
        word("mn", "fr", .unit(seconds: 60), nil),
        word("minuto", "es", .unit(seconds: 60), nil),
        word("minutos", "es", .unit(seconds: 60), nil),
        word("s", "en", .unit(seconds: 1), .intervalsICU),
        word("sec", "en", .unit(seconds: 1), nil),
        word("secs", "en", .unit(seconds: 1), nil),
        word("second", "en", .unit(seconds: 1), nil),
        word("seconds", "en", .unit(seconds: 1), nil),
        word("Sek", "de", .unit(seconds: 1), nil),
        word("Sekunde", "de", .unit(seconds: 1), nil),
        word("Sekunden", "de", .unit(seconds: 1), nil),
        word("seconde", "fr", .unit(seconds: 1), nil),
        word("secondes", "fr", .unit(seconds: 1), nil),
        word("seg", "es", .unit(seconds: 1), nil),
        word("segs", "es", .unit(seconds: 1), nil),
        word("segundo", "es", .unit(seconds: 1), nil),
        word("segundos", "es", .unit(seconds: 1), nil),
        word("ms", "en", .unit(seconds: 1, per: 1000), nil),
        word("millisecond", "en", .unit(seconds: 1, per: 1000), nil),
        word("milliseconds", "en", .unit(seconds: 1, per: 1000), nil),
        word("Millisekunden", "de", .unit(seconds: 1, per: 1000), nil),
        word("millisecondes", "fr", .unit(seconds: 1, per: 1000), nil),
        word("milisegundos", "es", .unit(seconds: 1, per: 1000), nil),
    ]

    /// Numbers written as words, as durations in words use them (`five minutes`).
    static let numberWords: [VocabularyWord] = {
        let names: [(Int, [(String, String)])] = [
            (1, [("one", "en"), ("eins", "de"), ("un", "fr, es")]),
            (2, [("two", "en"), ("zwei", "de"), ("deux", "fr"), ("dos", "es")]),
            (3, [("three", "en"), ("drei", "de"), ("trois", "fr"), ("tres", "es")]),
            (4, [("four", "en"), ("vier", "de"), ("quatre", "fr"), ("cuatro", "es")]),
            (5, [("five", "en"), ("fünf", "de"), ("cinq", "fr"), ("cinco", "es")]),
            (6, [("six", "en, fr"), ("sechs", "de"), ("seis", "es")]),
            (7, [("seven", "en"), ("sieben", "de"), ("sept", "fr"), ("siete", "es")]),
            (8, [("eight", "en"), ("acht", "de"), ("huit", "fr"), ("ocho", "es")]),
            (9, [("nine", "en"), ("neun", "de"), ("neuf", "fr"), ("nueve", "es")]),
            (10, [("ten", "en"), ("zehn", "de"), ("dix", "fr"), ("diez", "es")]),
            (15, [("fifteen", "en"), ("fünfzehn", "de"), ("quinze", "fr"), ("quince", "es")]),
            (20, [("twenty", "en"), ("zwanzig", "de"), ("vingt", "fr"), ("veinte", "es")]),
            (30, [("thirty", "en"), ("dreißig", "de"), ("trente", "fr"), ("treinta", "es")]),
            (60, [("sixty", "en"), ("sechzig", "de"), ("soixante", "fr"), ("sesenta", "es")]),
            (90, [("ninety", "en"), ("neunzig", "de"), ("noventa", "es")]),
        ]
        return names.flatMap { value, spellings in spellings.map { word($0.0, $0.1, .number(value), nil) } }
    }()
}
