@testable import SeqcCompiler

/// Other apps' session and step objects, made with a seeded generator: a routine's title
/// and steps under keys of several languages and styles (a known synonym or a word no
/// vocabulary holds), perhaps inside a wrapper, each step titled by a name key or by its
/// phase type, timed with units in values or in keys, or counted, with the extra keys apps
/// and models add; written as YAML or JSON, keys in any order. Each comes with the canonical
/// cards it means, written here by hand.
struct SessionDraftGenerator {
    var random: SplitMix

    init(seed: UInt64) {
        random = SplitMix(seed: seed)
    }

    static let routineTitleKeys = ["title", "name", "nom", "Titel", "nombre", "titulo", "workoutName", "session_name"]
    static let stepListKeys = [
        "steps", "segments", "étapes", "Schritte", "pasos", "blocks", "phases", "Übungen", "ejercicios", "structure",
        "workout_steps", "Ablauf", "déroulé", "secuencia", "plan_steps", "itemsList",
    ]
    static let wrappers = ["workout", "session", "séance", "Training", "sesión", "data", "export"]
    static let stepTitleKeys = ["name", "title", "label", "Titel", "nombre", "nom", "titre", "displayName"]
    static let workTitles = ["Plank", "Squats", "Tempo", "Sprint", "Bridge", "Sentadillas", "Kniebeugen", "Gainage", "Main set"]
    static let restTitles = ["Rest", "Pause", "Descanso", "Erholung", "Repos"]
    static let typeKeys = ["type", "kind", "typ", "tipo", "stepType", "phase"]
    /// A phase word written as a step's type, and the title it gives.
    static let phases = [
        ("warmup", "Warmup"), ("cooldown", "Cooldown"), ("Aufwärmen", "Aufwärmen"), ("échauffement", "Échauffement"),
        ("calentamiento", "Calentamiento"), ("enfriamiento", "Enfriamiento"), ("retour au calme", "Retour au calme"),
        ("warm-up", "Warm-up"),
    ]
    static let extras = [
        // An `id` is left out: a card keeps a valid one, and its pinned id changes the runtime cards compared here.
        ("description", "easy pace"), ("emoji", "💪"), ("color", "#ff8800"), ("icon", "bolt"), ("sound", "beep"),
        ("intensity", "easy"), ("zone", "2"), ("notes", "keep form"), ("Farbe", "rot"), ("couleur", "bleu"),
    ]

    mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
    mutating func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    /// A duration of whole seconds written with its unit in the value or in the key: the
    /// key, the value as text or a bare number, and the canonical duration.
    mutating func timed() -> (key: String, value: String, canonical: String) {
        let seconds = number(1...20) * 30
        let canonical = DurationText.text(seconds)
        switch number(0...3) {
        case 0:
            let key = pick(["duration", "time", "length", "Dauer", "durée", "duración", "tiempo"])
            let value = pick(["\(seconds)s", "\(seconds) sec", "\(seconds) Sekunden", "\(seconds) secondes", canonical])
            return (key, value, canonical)
        case 1: return (pick(["duration_ms", "durationMs", "durationMillis", "length_ms"]), "\(seconds * 1000)", canonical)
        case 2:
            return (pick(["secs", "seconds", "duration_seconds", "durationSec", "Dauer_s", "duree_en_secondes"]), "\(seconds)", canonical)
        default:
            let minutes = number(1...12)
            let key = pick(["minutes", "duration_minutes", "lengthMinutes", "Dauer_min", "duree_en_minutes", "duracion_min"])
            return (key, "\(minutes)", DurationText.text(minutes * 60))
        }
    }

    /// One step object's pairs and its canonical card; `first` keeps a rest out of the lead.
    mutating func step(first: Bool) -> (pairs: [(String, String)], canonical: String) {
        var pairs: [(String, String)] = []
        var canonical: String
        let form = number(0...3)
        if form == 3 || form == 2 && first {
            let reps = number(1...30)
            pairs = [
                (pick(Self.stepTitleKeys), pick(Self.workTitles)),
                (pick(["reps", "repetitions", "Wiederholungen", "repeticiones"]), "\(reps)"),
            ]
            canonical = "  - repetition: \(pairs[0].1)\n    reps: \(reps)\n"
        } else {
            let time = timed()
            switch form {
            case 0:
                let title = pick(Self.workTitles)
                pairs = [(pick(Self.stepTitleKeys), title)]
                canonical = "  - countdown: \(title)\n    duration: \(time.canonical)\n"
            case 1:
                let (word, title) = pick(Self.phases)
                pairs = [(pick(Self.typeKeys), word)]
                canonical = "  - countdown: \(title)\n    duration: \(time.canonical)\n"
            default:
                let title = pick(Self.restTitles)
                pairs = [(pick(Self.stepTitleKeys), title)]
                canonical = "  - rest: \(title)\n    duration: \(time.canonical)\n"
            }
            pairs.append((time.key, time.value))
        }
        for extra in Self.extras.shuffled(using: &random).prefix(number(0...2)) { pairs.append(extra) }
        // A workout export's `stepType` naming a phase says what the step is; a short
        // description beside it names which step, and is its title (docs/decisions.md).
        if pairs.first?.0 == "stepType", let described = pairs.first(where: { $0.0 == "description" })?.1,
            let duration = canonical.split(separator: "\n").last
        {
            canonical = "  - countdown: \(described)\n\(duration)\n"
        }
        let head = pairs.removeFirst()
        pairs.shuffle(using: &random)
        // The title or type first half the time, anywhere among the keys otherwise.
        pairs.insert(head, at: number(0...1) == 0 ? 0 : number(0...pairs.count))
        return (pairs, canonical)
    }

    /// A session: a title and one to four steps, as YAML or JSON, perhaps wrapped.
    mutating func session() -> (draft: String, canonical: String) {
        let title = pick(["Tempo run", "Séance vélo", "Morgenroutine", "Rutina"])
        var steps: [[(String, String)]] = []
        var canonical = "title: \(title)\ncards:\n"
        for index in 0..<number(1...4) {
            let step = step(first: index == 0)
            steps.append(step.pairs)
            canonical += step.canonical
        }
        let titleKey = pick(Self.routineTitleKeys)
        let listKey = pick(Self.stepListKeys)
        let wrapper = number(0...2) == 0 ? pick(Self.wrappers) : nil
        if number(0...1) == 0 {
            return (json(title: (titleKey, title), listKey: listKey, steps: steps, wrapper: wrapper), canonical)
        }
        return (yaml(title: (titleKey, title), listKey: listKey, steps: steps, wrapper: wrapper), canonical)
    }

    private func json(title: (String, String), listKey: String, steps: [[(String, String)]], wrapper: String?) -> String {
        func value(_ text: String) -> String { Int(text) != nil ? text : "\"\(text)\"" }
        let items = steps.map { pairs in "{" + pairs.map { "\"\($0.0)\": \(value($0.1))" }.joined(separator: ", ") + "}" }
        let body = "\"\(title.0)\": \"\(title.1)\", \"\(listKey)\": [\n    " + items.joined(separator: ",\n    ") + "\n  ]"
        return wrapper.map { "{\"\($0)\": {\(body)}}\n" } ?? "{\(body)}\n"
    }

    private func yaml(title: (String, String), listKey: String, steps: [[(String, String)]], wrapper: String?) -> String {
        let pad = wrapper == nil ? "" : "  "
        var text = wrapper.map { "\($0):\n" } ?? ""
        text += "\(pad)\(title.0): \(title.1)\n\(pad)\(listKey):\n"
        for pairs in steps {
            for (index, pair) in pairs.enumerated() {
                let value = pair.1.hasPrefix("#") ? "\"\(pair.1)\"" : pair.1
                text += pad + (index == 0 ? "  - " : "    ") + "\(pair.0): \(value)\n"
            }
        }
        return text
    }
}

extension SessionDraftGenerator {
    /// A range written under a duration's key of a randomDuration card, in one of the forms
    /// of four languages, and the canonical card with its ends.
    mutating func randomRange() -> (draft: String, canonical: String) {
        let low = number(1...5)
        let high = low + number(1...5)
        let unit = pick([("min", 60), ("minutes", 60), ("Minuten", 60), ("minutos", 60), ("s", 1), ("sec", 1), ("Min.", 60)])
        let scale = unit.1 == 1 ? 15 : 1
        let (a, b) = (low * scale, high * scale)
        let text = pick([
            "\(a)-\(b) \(unit.0)", "\(a)–\(b) \(unit.0)", "\(a) to \(b) \(unit.0)", "between \(a) and \(b) \(unit.0)",
            "\(a) à \(b) \(unit.0)", "\(a) bis \(b) \(unit.0)", "zwischen \(a) und \(b) \(unit.0)", "entre \(a) et \(b) \(unit.0)",
            "de \(a) a \(b) \(unit.0)", "from \(a) to \(b) \(unit.0)", "entre \(a) y \(b) \(unit.0)",
        ])
        let key = pick(["duration", "time", "Dauer", "durée", "duración", "length", "range"])
        let title = pick(["Round", "Sparring", "Hold", "Runde"])
        let canonical =
            "title: Random\ncards:\n  - randomDuration: \(title)\n    min: \(DurationText.text(a * unit.1))\n"
            + "    max: \(DurationText.text(b * unit.1))\n"
        if number(0...1) == 0 {
            return ("title: Random\ncards:\n  - randomDuration: \(title)\n    \(key): \(text)\n", canonical)
        }
        return ("{\"title\": \"Random\", \"cards\": [{\"randomDuration\": \"\(title)\", \"\(key)\": \"\(text)\"}]}\n", canonical)
    }

    /// A draft with two readings: a range on a card of one duration, or a timed step of no
    /// kind whose title may be work or the rest between efforts.
    mutating func ambiguous() -> String {
        if number(0...1) == 0 {
            let kind = pick(["countdown", "rest", "countup"])
            let field = kind == "countup" ? "target" : "duration"
            let range = pick(["2-3 min", "30–90 s", "between 1 and 2 minutes", "1 à 2 min", "1 bis 2 Min.", "entre 1 y 2 minutos"])
            return "title: Range\ncards:\n  - countdown: Run\n    duration: 5m\n  - \(kind): Hold\n    \(field): \(range)\n"
        }
        let title = pick(["Jog", "Walk", "Gehen", "Trote", "Marche", "easy spin"])
        let time = timed()
        return "title: Ladder\n\(pick(Self.stepListKeys)):\n  - name: Sprint\n    duration: 30s\n"
            + "  - \(pick(Self.stepTitleKeys)): \(title)\n    \(time.key): \(time.value)\n"
    }
}

extension SessionDraftGenerator {
    static let listTitles = ["Plank", "Squats", "Dehnen", "Gainage", "Sentadillas", "Wall sit", "Burpees"]
    /// A duration as a list item writes it, and its canonical form.
    static let listDurations = [
        ("45s", "45s"), ("60s", "1m"), ("45 sec", "45s"), ("2 min", "2m"), ("1 Minute", "1m"), ("30 Sekunden", "30s"),
        ("90 secondes", "1m30s"), ("2 minutos", "2m"), ("1:30", "1m30s"),
    ]

    /// A list of one to four cards of text in the forms list items take, with the cards
    /// they mean: an app's action before the step, a title and a duration either way round
    /// and with any separator, a rest's word keyed to its duration, German rest compounds,
    /// a title holding its own parenthesised note.
    mutating func listItems() -> (draft: String, canonical: String) {
        var draft = "title: List\ncards:\n"
        var canonical = "title: List\ncards:\n"
        for index in 0..<number(1...4) {
            let title = pick(Self.listTitles)
            let lowered = title.lowercased()
            let (written, duration) = pick(Self.listDurations)
            if index > 0, number(0...2) == 0 {
                let rest = pick([
                    ("Pause: \(written)", "Pause"), ("Rest \(written)", "Rest"), ("Gehpause \(written)", "Gehpause"),
                    ("Trinkpause: \(written)", "Trinkpause"), ("Jog (recovery) \(written)", "Jog (recovery)"),
                    ("Descanso \(written)", "Descanso"), ("\(written) rest", "Rest"),
                ])
                draft += "  - \(rest.0)\n"
                canonical += "  - rest: \(rest.1)\n    duration: \(duration)\n"
                continue
            }
            let text = pick([
                "Start timer: \(title) \(written)", "Set timer: \(title) \(written)", "Timer starten: \(title) \(written)",
                "Lancer le minuteur: \(title) \(written)", "\(title) \(written)", "\(written) \(lowered)", "\(lowered) — \(written)",
                "\(title) - \(written)", "\(title) (\(written))", "\(title): \(written)",
            ])
            draft += "  - \(text)\n"
            canonical += "  - countdown: \(title)\n    duration: \(duration)\n"
        }
        return (draft, canonical)
    }

    /// A list item of an easy pace with a duration: work or the rest between efforts.
    mutating func ambiguousListItem() -> String {
        let title = pick(["Jog", "Walk", "Gehen", "Trote", "Marche"])
        let (written, _) = pick(Self.listDurations)
        let item = pick(["\(title) \(written)", "\(title): \(written)", "\(written) \(title.lowercased())", "\(title) - \(written)"])
        return "title: Intervals\ncards:\n  - countdown: Sprint\n    duration: 30s\n  - \(item)\n"
    }
}

extension SessionDraftGenerator {
    /// An interval timer app's settings as a routine: a title, work, rest and rounds under
    /// the keys apps write, perhaps a preparation before and a cool-down after, perhaps a
    /// list of exercises each round goes through; YAML or JSON, perhaps under one wrapper.
    mutating func intervalScheme() -> (draft: String, canonical: String) {
        let title = pick(["Boxing rounds", "HIIT 30", "Tabata", "Zirkel"])
        let work = number(1...12) * 10
        let rest = number(1...6) * 10
        let rounds = number(2...12)
        var pairs: [(String, String)] = [
            (pick(["title", "name", "label", "Titel", "nombre", "timerName"]), title),
            (pick(["work", "workTime", "roundTime", "work_seconds", "Arbeit", "travail", "trabajo"]), pick(["\(work)", "\(work)s"])),
            (pick(["rest", "restTime", "rest_seconds", "Pause", "repos", "descanso"]), pick(["\(rest)", "\(rest)s"])),
            (pick(["rounds", "sets", "cycles", "Runden", "tours", "rondas"]), "\(rounds)"),
        ]
        var before = ""
        if number(0...1) == 0 {
            let (key, card) = pick([
                ("prepare", "Prepare"), ("warmupTime", "Warmup"), ("prepTime", "Prepare"), ("Vorbereitung", "Vorbereitung"),
            ])
            pairs.append((key, "10"))
            before = "  - countdown: \(card)\n    duration: 10s\n"
        }
        let exercises =
            number(0...1) == 0 ? [] : Array(["Burpees", "Squats", "Plank", "Lunges"].shuffled(using: &random).prefix(number(1...3)))
        pairs.shuffle(using: &random)
        var canonical = "title: \(title)\ncards:\n" + before
        if exercises.isEmpty {
            canonical += "  - interval: \(title)\n    work: \(work)s\n    rest: \(rest)s\n    rounds: \(rounds)\n"
        } else {
            canonical += "  - repeat: \(title)\n    rounds: \(rounds)\n    cards:\n"
            canonical += exercises.map {
                "      - countdown: \($0)\n        duration: \(work)s\n      - rest: Rest\n        duration: \(rest)s\n"
            }.joined()
        }
        let listKey = pick(["exercises", "Übungen", "ejercicios", "moves"])
        let wrapper = number(0...2) == 0 ? pick(["timer", "workout", "settings"]) : nil
        if number(0...1) == 0 {
            func value(_ text: String) -> String { Int(text) != nil ? text : "\"\(text)\"" }
            var fields = pairs.map { "\"\($0.0)\": \(value($0.1))" }
            if !exercises.isEmpty { fields.append("\"\(listKey)\": [" + exercises.map { "\"\($0)\"" }.joined(separator: ", ") + "]") }
            let body = "{" + fields.joined(separator: ", ") + "}"
            return ((wrapper.map { "{\"\($0)\": \(body)}" } ?? body) + "\n", canonical)
        }
        let pad = wrapper == nil ? "" : "  "
        var draft = wrapper.map { "\($0):\n" } ?? ""
        draft += pairs.map { "\(pad)\($0.0): \($0.1)\n" }.joined()
        if !exercises.isEmpty { draft += "\(pad)\(listKey):\n" + exercises.map { "\(pad)  - \($0)\n" }.joined() }
        return (draft, canonical)
    }
}

extension SessionDraftGenerator {
    /// A session of one timer as meditation and focus apps export it: a title, one length
    /// with its unit in the key or the value, perhaps an introduction and the app's settings.
    mutating func timerSession() -> (draft: String, canonical: String) {
        let title = pick(["Breath focus", "Body scan", "Fokus", "Méditation du soir", "Respiración"])
        let minutes = number(1...30)
        var pairs: [(String, String)] = [
            (pick(["title", "name", "sessionName", "Titel", "nom", "titulo"]), title),
            pick([
                ("length_minutes", "\(minutes)"), ("duration_minutes", "\(minutes)"), ("minutes", "\(minutes)"),
                ("durationMs", "\(minutes * 60_000)"), ("duration", "\(minutes) min"), ("Dauer", "\(minutes) Minuten"),
                ("durée", "\(minutes) minutes"),
            ]),
        ]
        let intro = number(0...1) == 0 ? pick(["Find a comfortable seat.", "Setz dich bequem hin.", "Ferme les yeux."]) : nil
        if let intro { pairs.append((pick(["intro", "instructions", "Anleitung", "consigne"]), intro)) }
        for setting in [("sound", "bowl"), ("background", "rain"), ("color", "blue")].prefix(number(0...2)) { pairs.append(setting) }
        pairs.shuffle(using: &random)
        var canonical = "title: \(title)\ncards:\n"
        if let intro { canonical += "  - info: \(title)\n    text: \(intro)\n" }
        canonical += "  - countdown: \(title)\n    duration: \(minutes)m\n"
        let wrapper = number(0...1) == 0 ? pick(["session", "meditation", "timer"]) : nil
        let body = "{" + pairs.map { "\"\($0.0)\": " + (Int($0.1) != nil ? $0.1 : "\"\($0.1)\"") }.joined(separator: ", ") + "}"
        return ((wrapper.map { "{\"\($0)\": \(body)}" } ?? body) + "\n", canonical)
    }
}
