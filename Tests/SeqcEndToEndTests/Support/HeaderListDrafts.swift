/// Drafts of a list of steps with no time of their own and one line stating how each is
/// played (``TextListHeader``): each step's time, the rest between steps, rounds and the
/// rest between them, in English, German, French, Spanish, Portuguese, Italian, Czech and
/// Polish; the header over the list, under a title or after it; the list numbered,
/// bulleted, a task list or plain lines under the header; parts in varying order, a work/rest pair, prose around it.
/// Each draft has its intent; near misses (two headers that disagree, a count of steps
/// not the list's, a range or an optional count, a rest between rounds with no rounds, a
/// bare length that may be each step's or the list's, a count beside a length, two lists)
/// must not
/// build. Seeded.
struct HeaderListDrafts {
    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    /// One language's words.
    struct Words {
        let title: String
        let steps: [String]
        /// Forms of "each" around a length: `%` is the length.
        let each: [String]
        let work: String
        let rest: String
        let between: String
        let rounds: String
        /// The block title rounds counted in `rounds` get: its singular.
        let round: String
        let betweenRounds: String
        let stepNoun: String
        let seconds: [String]
        let minutes: [String]
        let ranged: String
    }

    static let languages: [Words] = [
        Words(
            title: "Bodyweight circuit", steps: ["Jumping jacks", "Wall sit", "Push-ups", "Crunches", "Squats", "Plank", "Lunges"],
            each: ["% each", "% per exercise", "each %"], work: "work", rest: "rest", between: "between", rounds: "rounds", round: "Round",
            betweenRounds: "between rounds", stepNoun: "exercises", seconds: ["% sec", "%s", "% seconds"], minutes: ["% min", "% minutes"],
            ranged: "Do it 2-3x if you have time"),
        Words(
            title: "Zirkeltraining", steps: ["Kniebeugen", "Liegestütze", "Ausfallschritte", "Unterarmstütz", "Hampelmann", "Burpees"],
            each: ["je %", "jeweils %", "% pro Übung"], work: "Belastung", rest: "Pause", between: "dazwischen", rounds: "Runden",
            round: "Runde",
            betweenRounds: "zwischen den Runden", stepNoun: "Übungen", seconds: ["% Sek.", "% s", "% Sekunden"],
            minutes: ["% Min.", "% Minuten"], ranged: "Bei Bedarf 2-3 Runden"),
        Words(
            title: "Circuit maison", steps: ["Squats", "Pompes", "Fentes", "Gainage", "Montées de genoux", "Dips"],
            each: ["% chacun", "% par exercice", "chacun %"], work: "travail", rest: "repos", between: "entre", rounds: "tours",
            round: "Tour",
            betweenRounds: "entre les tours", stepNoun: "exercices", seconds: ["% s", "% secondes", "% sec"],
            minutes: ["% min", "% minutes"], ranged: "Faire 2 à 3 tours si possible"),
        Words(
            title: "Circuito en casa", steps: ["Sentadillas", "Flexiones", "Zancadas", "Plancha", "Burpees", "Escaladores"],
            each: ["% cada uno", "% por ejercicio", "cada uno %"], work: "trabajo", rest: "descanso", between: "entre",
            rounds: "vueltas", round: "Vuelta", betweenRounds: "entre vueltas", stepNoun: "ejercicios",
            seconds: ["% s", "% segundos", "% seg"],
            minutes: ["% min", "% minutos"], ranged: "Repetir 2-3 veces"),
        Words(
            title: "Circuito em casa", steps: ["Agachamentos", "Flexões", "Afundos", "Prancha", "Polichinelos", "Abdominais"],
            each: ["% cada", "% por exercício", "cada %"], work: "trabalho", rest: "descanso", between: "entre", rounds: "voltas",
            round: "Volta",
            betweenRounds: "entre voltas", stepNoun: "exercícios", seconds: ["% s", "% segundos", "% seg"],
            minutes: ["% min", "% minutos"], ranged: "Repetir 2-3 vezes"),
        Words(
            title: "Circuito a corpo libero", steps: ["Squat", "Piegamenti", "Affondi", "Plank", "Jumping jack", "Mountain climber"],
            each: ["% ciascuno", "% per esercizio", "ciascuno %"], work: "lavoro", rest: "recupero", between: "tra", rounds: "giri",
            round: "Giro",
            betweenRounds: "tra i giri", stepNoun: "esercizi", seconds: ["% s", "% secondi", "% sec"], minutes: ["% min", "% minuti"],
            ranged: "Ripetere 2-3 volte"),
        Words(
            title: "Kruhový trénink", steps: ["Dřepy", "Kliky", "Výpady", "Prkno", "Horolezec", "Angličáky"],
            each: ["% každý cvik", "každý cvik %"], work: "práce", rest: "pauza", between: "mezi", rounds: "kola", round: "Kolo",
            betweenRounds: "mezi koly", stepNoun: "cviků", seconds: ["% s", "% sekund"], minutes: ["% min", "% minut"],
            ranged: "Opakovat 2-3 krát"),
        Words(
            title: "Trening obwodowy", steps: ["Przysiady", "Pompki", "Wykroki", "Deska", "Pajacyki", "Brzuszki"],
            each: ["% każde ćwiczenie", "każde ćwiczenie %"], work: "praca", rest: "przerwa", between: "między", rounds: "rundy",
            round: "Runda",
            betweenRounds: "między rundami", stepNoun: "ćwiczeń", seconds: ["% s", "% sekund"], minutes: ["% min", "% minut"],
            ranged: "Powtórz 2-3 razy"),
    ]

    /// A length as the language writes it.
    private mutating func written(_ seconds: Int, _ words: Words) -> String {
        if seconds == 60 { return "1 min" }
        if seconds > 60, seconds % 60 == 0 {
            return pick(words.minutes).replacingOccurrences(of: "%", with: "\(seconds / 60)")
        }
        return pick(words.seconds).replacingOccurrences(of: "%", with: "\(seconds)")
    }

    private static func duration(_ seconds: Int) -> String {
        seconds % 60 == 0 ? "\(seconds / 60)m" : seconds > 60 ? "\(seconds / 60)m\(seconds % 60)s" : "\(seconds)s"
    }

    /// The header's parts: each step's time, the rest between steps, rounds and the rest
    /// between them, in one of the forms; the parts shuffled where their order says nothing.
    private mutating func header(_ words: Words, work: Int, rest: Int?, rounds: Int?, roundRest: Int?) -> (String, String) {
        var parts: [String] = []
        let time = written(work, words)
        if let rest, Bool.random(using: &random) {
            parts.append("\(time) \(words.work) / \(written(rest, words)) \(words.rest)")
        } else {
            parts.append(pick(words.each).replacingOccurrences(of: "%", with: time))
            if let rest {
                parts.append(
                    pick([
                        "\(written(rest, words)) \(words.rest) \(words.between)", "\(words.rest) \(written(rest, words))",
                        "\(written(rest, words)) \(words.rest)",
                    ]))
            }
        }
        if let roundRest {
            parts.insert(
                pick([
                    "\(words.betweenRounds) \(written(roundRest, words))",
                    "\(written(roundRest, words)) \(words.rest) \(words.betweenRounds)",
                ]),
                at: Int.random(in: 0...parts.count, using: &random))
        }
        var title = "Rounds"
        if let rounds {
            let named = Bool.random(using: &random)
            parts.insert(named ? "\(rounds) \(words.rounds)" : "\(rounds)x", at: 0)
            if named { title = words.round }
        }
        return (parts.joined(separator: pick([", ", "; "])), title)
    }

    /// The text around a header and its list: a title, the header over the list or after
    /// it, a closing line of prose.
    private mutating func text(_ words: Words, header: String, steps: [String], extra: String? = nil) -> (String, String) {
        let title = pick(["# \(words.title)", words.title, "**\(words.title)**", "## \(words.title)"])
        let marks = pick(["number", "bullet", "star", "task", "plain"])
        let list = steps.enumerated().map { index, step in
            switch marks {
            case "number": "\(index + 1). \(step)"
            case "bullet": "- \(step)"
            case "star": "* \(step)"
            case "plain": step
            default: "- [ ] \(step)"
            }
        }
        var lines = [title]
        // A plain list is read only under its header.
        if marks != "plain", Int.random(in: 0..<4, using: &random) == 0 {
            lines += [""] + list + ["", header]
        } else {
            lines += [title.hasPrefix("#") && Bool.random(using: &random) ? "### " + header : header, ""] + list
        }
        if let extra { lines += ["", extra] }
        return (lines.joined(separator: "\n") + "\n", pick(["md", "txt"]))
    }

    /// A draft whose header has one reading, and its intent.
    mutating func draft(_ index: Int) -> StructureDrafts.Draft {
        let words = Self.languages[index % Self.languages.count]
        let steps = Array(words.steps.shuffled(using: &random).prefix(Int.random(in: 3...words.steps.count, using: &random)))
        let work = pick([20, 30, 40, 45, 60, 90, 120])
        let rest = (index / Self.languages.count) % 3 == 2 ? nil : pick([10, 15, 20, 30])
        let rounds = (index / Self.languages.count) % 2 == 1 ? Int.random(in: 2...5, using: &random) : nil
        let roundRest = rounds != nil && Bool.random(using: &random) ? pick([60, 90, 120, 180]) : nil
        let (line, block) = header(words, work: work, rest: rest, rounds: rounds, roundRest: roundRest)
        let (text, ext) = self.text(words, header: line, steps: steps)
        var cards: [String] = []
        for (position, step) in steps.enumerated() {
            if position > 0, let rest { cards += ["- rest:", "  duration: \(Self.duration(rest))"] }
            cards += ["- countdown: \(step)", "  duration: \(Self.duration(work))"]
        }
        var intent = ["title: \(words.title)", "cards:"]
        if let rounds {
            intent += ["  - repeat: \(block)", "    rounds: \(rounds)"] + (roundRest.map { ["    rest: \(Self.duration($0))"] } ?? [])
            intent += ["    cards:"] + cards.map { "      " + $0 }
        } else {
            intent += cards.map { "  " + $0 }
        }
        return StructureDrafts.Draft(name: "header-\(index)", text: text, ext: ext, intent: intent.joined(separator: "\n") + "\n")
    }

    /// A header with no one reading over a list that otherwise reads.
    mutating func nearMiss(_ index: Int) -> StructureDrafts.Draft {
        let words = Self.languages[index % Self.languages.count]
        let steps = Array(words.steps.prefix(Int.random(in: 3...words.steps.count, using: &random)))
        let work = pick([20, 30, 40, 45])
        let rest = pick([10, 15, 20])
        let each = pick(words.each).replacingOccurrences(of: "%", with: written(work, words))
        let restPart = "\(written(rest, words)) \(words.rest) \(words.between)"
        var extra: String?
        let line: String
        switch (index / Self.languages.count) % 8 {
        // Two headers that disagree.
        case 0:
            line = "\(each), \(restPart)"
            extra = "\(pick(words.each).replacingOccurrences(of: "%", with: written(work + 15, words))), \(restPart)"
        // A count of steps that is not the list's.
        case 1: line = "\(steps.count + 2) \(words.stepNoun) × \(written(work, words)), \(restPart)"
        // A range of rounds.
        case 2: line = "2-3 \(words.rounds), \(each), \(restPart)"
        // An optional count on a line of its own.
        case 3:
            line = "\(each), \(restPart)"
            extra = words.ranged
        // A rest between rounds with no count of rounds.
        case 4: line = "\(each), \(restPart), \(words.betweenRounds) \(written(120, words))"
        // A bare length: each step's or the whole list's.
        case 5: line = written(pick([300, 600]), words)
        // A count beside a length: rounds of one step or of the list.
        case 6: line = "3 x \(written(work, words)), \(restPart)"
        // Two lists under headings: the header may time either.
        default:
            line = "\(each), \(restPart)"
            extra = "## \(words.title) 2\n\n" + words.steps.suffix(2).map { "- \($0)" }.joined(separator: "\n")
        }
        let (text, ext) = self.text(words, header: line, steps: steps, extra: extra)
        return StructureDrafts.Draft(name: "header-near-miss-\(index)", text: text, ext: ext, intent: StructureDrafts.noReading)
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
}
