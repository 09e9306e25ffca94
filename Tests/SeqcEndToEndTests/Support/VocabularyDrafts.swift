import Foundation

/// Drafts whose words are other apps' and languages' names for what the language names
/// otherwise, each with the routine it means or none when it has no one reading: the two
/// halves of an interval under pair words (`sprint`/`jog`, `Belastung`/`Pause`), a card's
/// kind in a discriminator beside a field that also names a kind (`type: Interval` with
/// `rest:`), a checklist's items and a random duration's range under other keys, and a
/// routine written as lines of `Name : time` with a title line over them. Seeded; the words
/// and layouts are not the open drafts'.
struct VocabularyDrafts {
    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    /// Pairs of words for an interval's work and rest, in the vocabulary's languages.
    static let halves: [(work: String, rest: String)] = [
        ("on", "off"), ("hard", "easy"), ("high", "low"), ("fast", "slow"), ("sprint", "jog"), ("run", "walk"), ("focus", "break"),
        ("effort", "recovery"), ("active", "recover"), ("Belastung", "Pause"), ("Arbeit", "Erholung"), ("schnell", "locker"),
        ("travail", "repos"), ("effort", "récupération"), ("course", "marche"), ("trabajo", "descanso"), ("esfuerzo", "recuperación"),
        ("correr", "caminar"), ("lavoro", "riposo"), ("corsa", "camminata"), ("trabalho", "descanso"), ("esforço", "recuperação"),
        ("werk", "rust"), ("inspanning", "herstel"), ("hardlopen", "wandelen"),
    ]
    /// Keys for an interval's rounds.
    static let roundsKeys = ["rounds", "sets", "cycles", "repeat", "Runden", "Zyklen", "tours", "rondas", "giri", "ronden", "ciclos"]
    /// What a card's kind key may be for an interval: the kind, its words, a step word, or
    /// a word of no meaning whose fields decide.
    static let intervalHeads = [
        "interval", "hiit", "tabata", "Intervall", "intervalle", "intervalo", "exercise", "Übung", "pomodoro", "drill",
    ]
    /// Keys models add to a card, which the reader drops or reports with a fix.
    static let extras = ["emoji: \"🏃\"", "color: red", "sound: beep"]

    /// A duration as people write it, and as the language writes it.
    private mutating func duration(_ seconds: Int) -> (written: String, meant: String) {
        let meant = seconds % 60 == 0 ? "\(seconds / 60)m" : "\(seconds)s"
        let forms =
            seconds % 60 == 0
            ? ["\(seconds / 60) min", "\(seconds / 60) minutes", "\(seconds / 60) Minuten", "\(seconds)s", "\(seconds / 60)m"]
            : ["\(seconds) sec", "\(seconds) seconds", "\(seconds) Sekunden", "\(seconds) segundos", "\(seconds)s", "\(seconds)"]
        return (pick(forms), meant)
    }

    /// An interval whose halves are a pair of words, in YAML in some key order, or in JSON.
    mutating func intervalHalves(_ index: Int) -> StructureDrafts.Draft {
        let pair = pick(Self.halves)
        let head = pick(Self.intervalHeads)
        let title = pick(["Run/walk", "Deep work", "Intervalle", "Sprints", "Tabata", "Series"])
        let work = duration(pick([20, 30, 40, 60, 120, 1500]))
        let rest = duration(pick([10, 15, 20, 90, 300]))
        let rounds = Int.random(in: 2...12, using: &random)
        var fields = [(pair.work, work.written), (pair.rest, rest.written), (pick(Self.roundsKeys), "\(rounds)")]
        // The kind key comes first (a word of no meaning is the kind only there); the fields in any order.
        fields.shuffle(using: &random)
        let card = [(head, title)] + fields
        let intent = intentCard(["interval: \(title)", "work: \(work.meant)", "rest: \(rest.meant)", "rounds: \(rounds)"])
        let extra = Bool.random(using: &random) ? [pick(Self.extras)] : []
        return routine("halves-\(index)", card: card, extra: extra, intent: intent)
    }

    /// One half of an interval alone on a step (`- exercise: Jog` with `run: 5m`), or both
    /// halves with no rounds: no interval, and no one reading, so nothing builds.
    mutating func oneHalf(_ index: Int) -> StructureDrafts.Draft {
        let pair = pick(Self.halves.filter { !["on", "off"].contains($0.work) })
        let head = pick(["exercise", "Übung", "drill", "session", "ejercicio"])
        let seconds = duration(pick([60, 120, 300])).written
        let fields: [(String, String)] =
            Bool.random(using: &random) ? [(pick([pair.work, pair.rest]), seconds)] : [(pair.work, seconds), (pair.rest, seconds)]
        return routine("one-half-\(index)", card: [(head, "Jog")] + fields, extra: [], intent: nil)
    }

    /// A card whose kind is a discriminator's value (`type`, `kind`, `category`, `Typ`, `tipo`)
    /// beside a field whose key also names a kind (an interval's `rest`, a checklist's `todo`).
    mutating func discriminated(_ index: Int) -> StructureDrafts.Draft {
        let key = pick(["type", "kind", "category", "Typ", "tipo", "cardType"])
        let titleKey = pick(["title", "name", "label"])
        switch Int.random(in: 0...2, using: &random) {
        case 0:
            let value = pick(["Interval", "interval", "INTERVAL", "Intervall", "hiit", "tabata", "intervalo"])
            let restKey = pick(["rest", "Rest", "break", "pause", "recovery", "repos", "descanso"])
            let rounds = Int.random(in: 2...10, using: &random)
            var fields = [("work", "\"1:00\""), (restKey, "\"0:20\""), (pick(["rounds", "sets", "laps"]), "\(rounds)")]
            fields.shuffle(using: &random)
            let card = [(key, "\"\(value)\""), (titleKey, "\"50m sprints\"")] + fields
            let intent = intentCard(["interval: 50m sprints", "work: 1m", "rest: 20s", "rounds: \(rounds)"])
            return routine("discriminated-\(index)", card: card, extra: [], intent: intent, json: true)
        case 1:
            let value = pick(["checklist", "Checklist", "Checkliste", "liste", "lista"])
            let card = [(key, "\"\(value)\""), (titleKey, "\"Pack\""), (pick(["todo", "items", "tasks"]), "[\"Towel\", \"Lock\"]")]
            return routine(
                "discriminated-\(index)", card: card, extra: [], intent: intentCard(["checklist: Pack", "items: [Towel, Lock]"]), json: true
            )
        default:
            let value = pick(["Rest", "rest", "Pause", "break", "descanso"])
            let card = [(key, "\"\(value)\""), (titleKey, "\"Wall rest\""), (pick(["duration", "time", "Dauer"]), "\"30s\"")]
            return routine(
                "discriminated-\(index)", card: card, extra: [], intent: intentCard(["rest: Wall rest", "duration: 30s"]), json: true)
        }
    }

    /// A checklist whose items are under another app's or language's key.
    mutating func checklistItems(_ index: Int) -> StructureDrafts.Draft {
        let head = pick(["checklist", "todo", "Checkliste", "liste", "lista", "lijst"])
        let key = pick([
            "checkboxes", "todo", "todos", "tasks", "boxes", "check_items", "checkItems", "Aufgaben", "Kästchen", "tâches", "cases",
            "tareas", "casillas", "attività", "tarefas", "taken", "vakjes",
        ])
        let items = Array(
            ["Water bottle", "Towel", "Lock", "Headphones", "Shoes"].shuffled(using: &random).prefix(Int.random(in: 2...4, using: &random)))
        let card = [(head, "Pack your bag"), (key, "[" + items.joined(separator: ", ") + "]")]
        let json = Bool.random(using: &random)
        return routine(
            "checklist-\(index)", card: json ? card.map { ($0.0, $0.0 == key ? Self.jsonList(items) : "\"\($0.1)\"") } : card,
            extra: [], intent: intentCard(["checklist: Pack your bag", "items: [" + items.joined(separator: ", ") + "]"]), json: json)
    }

    /// A random duration whose range is written under other keys: `between: [5s, 15s]`,
    /// `range: 20s-40s`, `von`/`bis`, `de`/`à`, `entre: 5 y 15 s`, `lower`/`upper`.
    mutating func randomRange(_ index: Int) -> StructureDrafts.Draft {
        let head = pick(["randomDuration", "random", "Zufall", "aléatoire", "aleatorio", "casuale", "willekeurig"])
        let low = pick([5, 10, 20, 30])
        let high = low + pick([5, 10, 20, 30])
        let fields: [(String, String)]
        switch Int.random(in: 0...4, using: &random) {
        case 0: fields = [(pick(["between", "range", "entre", "zwischen"]), "[\(low)s, \(high)s]")]
        case 1:
            let text = pick([
                "\(low)s-\(high)s", "\(low)-\(high)s", "\(low)s to \(high)s", "\(low) à \(high) s", "\(low) bis \(high) Sekunden",
            ])
            fields = [(pick(["range", "time", "duration", "Dauer", "durée"]), text)]
        case 2: fields = [("between", "\(low) and \(high) seconds")]
        case 3: fields = [("entre", pick(["\(low) y \(high) s", "\(low) et \(high) secondes"]))]
        default:
            let ends = pick([("from", "to"), ("von", "bis"), ("de", "à"), ("lower", "upper"), ("desde", "hasta"), ("minimum", "maximum")])
            fields = [(ends.0, "\(low)s"), (ends.1, "\(high) sec")].shuffled(using: &random)
        }
        let intent = intentCard(["randomDuration: Wait for the signal", "min: \(low)s", "max: \(high)s"])
        return routine("random-\(index)", card: [(head, "Wait for the signal")] + fields, extra: [], intent: intent)
    }

    /// A range on a card that times one duration (`- countdown: Hold` with `between:
    /// [20s, 40s]`): the low end, the high end or a random duration; nothing builds.
    mutating func rangeOnCountdown(_ index: Int) -> StructureDrafts.Draft {
        let card = [(pick(["countdown", "timer"]), "Hold"), (pick(["between", "range"]), pick(["[20s, 40s]", "20s-40s"]))]
        return routine("range-countdown-\(index)", card: card, extra: [], intent: nil)
    }

    /// A routine as lines of `Name : time` (French spacing or not) under a title line, in
    /// the vocabulary's languages, with a rest among them.
    mutating func colonLines(_ index: Int) -> StructureDrafts.Draft {
        let language = pick([
            (title: "Gainage express", moves: ["Planche", "Planche latérale", "Pont"], rest: "Repos", unit: "s", space: " "),
            (title: "Rumpf kurz", moves: ["Unterarmstütz", "Seitstütz", "Brücke"], rest: "Pause", unit: "Sek.", space: ""),
            (title: "Core rápido", moves: ["Plancha", "Plancha lateral", "Puente"], rest: "Descanso", unit: "segundos", space: ""),
            (title: "Core veloce", moves: ["Plank", "Ponte", "Crunch"], rest: "Riposo", unit: "secondi", space: ""),
            (title: "Core quick", moves: ["Plank", "Side plank", "Bridge"], rest: "Rest", unit: "sec", space: pick(["", " "])),
        ])
        var lines = [language.title]
        var intent = ["title: \(language.title)", "cards:"]
        for (position, move) in language.moves.enumerated() {
            let seconds = pick([30, 40, 45, 60])
            lines.append("\(move)\(language.space): \(seconds) \(language.unit)")
            intent += ["  - countdown: \(move)", "    duration: \(seconds)s"]
            if position < language.moves.count - 1 {
                lines.append("\(language.rest)\(language.space): 15 \(language.unit)")
                intent += ["  - rest: \(language.rest)", "    duration: 15s"]
            }
        }
        return StructureDrafts.Draft(
            name: "colon-lines-\(index)", text: lines.joined(separator: "\n") + "\n", ext: "txt",
            intent: intent.joined(separator: "\n") + "\n")
    }

    /// Step objects whose step type names only what the step is (`stepType: warmup`) beside
    /// a short description naming which step (`description: Easy jog`): the description is
    /// the title, the type the kind (a rest's word a rest).
    mutating func describedSteps(_ index: Int) -> StructureDrafts.Draft {
        let typeKey = pick(["stepType", "step_type", "StepType"])
        let textKey = pick(["description", "desc", "Beschreibung", "descripción"])
        let steps: [(type: String, text: String, kind: String)] = [
            (pick(["warmup", "Warmup", "WARMUP", "échauffement", "Aufwärmen"]), pick(["Easy jog", "Spin easy", "Trab"]), "countdown"),
            (pick(["interval", "active", "work", "Interval"]), pick(["Tempo", "Hill climb", "Threshold"]), "countdown"),
            (pick(["recovery", "rest"]), pick(["Walk", "Float"]), "rest"),
            (pick(["cooldown", "Cooldown", "Abkühlen"]), pick(["Walk", "Stretch out"]), "countdown"),
        ]
        var objects: [String] = []
        var intent = ["title: Session \(index)", "cards:"]
        for step in steps {
            let minutes = Int.random(in: 2...20, using: &random)
            let amount =
                Bool.random(using: &random)
                ? "\"durationType\": \"time\", \"durationValue\": \(minutes * 60)" : "\"duration\": \"\(minutes) min\""
            var pairs = ["\"\(typeKey)\": \"\(step.type)\"", "\"\(textKey)\": \"\(step.text)\"", amount]
            pairs.shuffle(using: &random)
            objects.append("    {" + pairs.joined(separator: ", ") + "}")
            intent += ["  - \(step.kind): \(step.text)", "    duration: \(minutes)m"]
        }
        let text =
            "{\n  \"\(pick(["workoutName", "name", "title"]))\": \"Session \(index)\",\n  \"\(pick(["steps", "workoutSteps", "segments"]))\": [\n"
            + objects.joined(separator: ",\n") + "\n  ]\n}\n"
        return StructureDrafts.Draft(name: "described-\(index)", text: text, ext: "json", intent: intent.joined(separator: "\n") + "\n")
    }

    /// A rest of no time on the card before it (`rest: 0`): no rest card.
    mutating func zeroRest(_ index: Int) -> StructureDrafts.Draft {
        let (head, field, meant) = pick([
            ("countdown: Cool down", "duration: 5m", "duration: 5m"), ("repetition: Squats", "reps: 12", "reps: 12"),
            ("countdown: Plank", "duration: 45s", "duration: 45s"),
        ])
        let card =
            [(String(head.split(separator: ":")[0]), String(head.split(separator: ": ")[1]))]
            + [(String(field.split(separator: ":")[0]), String(field.split(separator: ": ")[1])), ("rest", pick(["0", "0s", "0:00"]))]
        return routine("zero-rest-\(index)", card: card, extra: [], intent: intentCard([head, meant]))
    }

    /// A timed card with a rest and a count: rounds of work then rest keep the last rest,
    /// sets with a rest between them end on the last set (`finalRest: false`).
    mutating func roundsOrSets(_ index: Int) -> StructureDrafts.Draft {
        let isSets = Bool.random(using: &random)
        let countKey = isSets ? pick(["sets", "Sätze", "séries", "series"]) : pick(["rounds", "Runden", "tours", "rondas", "cycles"])
        let count = Int.random(in: 2...8, using: &random)
        let card = [
            (pick(["countdown", "exercise", "Übung"]), "Sprint"), (pick(["duration", "time", "Dauer"]), "30s"),
            (pick(["rest", "Pause", "repos"]), "20s"), (countKey, "\(count)"),
        ]
        var intent = ["interval: Sprint", "work: 30s", "rest: 20s", "rounds: \(count)"]
        if isSets { intent.append("finalRest: false") }
        return routine("rounds-or-sets-\(index)", card: card, extra: [], intent: intentCard(intent))
    }

    /// The intent's card lines, the first as a list item.
    private func intentCard(_ lines: [String]) -> [String] {
        ["  - " + lines[0]] + lines.dropFirst().map { "    " + $0 }
    }

    private static func jsonList(_ items: [String]) -> String {
        "[" + items.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
    }

    /// A routine of a warm-up and `card`, in YAML or (with `json`) JSON.
    private mutating func routine(
        _ name: String, card: [(String, String)], extra: [String], intent: [String]?, json: Bool = false
    ) -> StructureDrafts.Draft {
        let title = "Session \(name)"
        let warmup = ["  - countdown: Warm-up", "    duration: 5m"]
        let meant = intent.map { (["title: \(title)", "cards:"] + warmup + $0).joined(separator: "\n") + "\n" }
        if json {
            let pairs = card.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ")
            let text = "{\"title\": \"\(title)\", \"cards\": [\n  {\"countdown\": \"Warm-up\", \"duration\": \"5m\"},\n  {\(pairs)}\n]}\n"
            return StructureDrafts.Draft(name: name, text: text, ext: "json", intent: meant ?? StructureDrafts.noReading)
        }
        var lines = ["title: \(title)", "cards:"] + warmup
        for (position, pair) in card.enumerated() { lines.append((position == 0 ? "  - " : "    ") + "\(pair.0): \(pair.1)") }
        lines += extra.map { "    " + $0 }
        return StructureDrafts.Draft(
            name: name, text: lines.joined(separator: "\n") + "\n", ext: "yaml", intent: meant ?? StructureDrafts.noReading)
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
}
