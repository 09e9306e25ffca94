import Foundation

/// Drafts of a routine's structure as other apps, models and people write it, each with
/// the routine it means (its intent) or none when the draft has more than one reading:
/// sections of cards, rounds and interval phases in words, a time cap, a missing title.
/// Seeded, so a failure names a draft every run makes again; the words come from
/// docs/vocabulary.md's languages, in layouts and key orders the open drafts do not use.
struct StructureDrafts {
    struct Draft {
        var name: String
        var text: String
        var ext: String
        /// The clean routine it means; nil when it has no one reading and must not build.
        var intent: String?
    }

    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    /// Section names by language: warm-up, main part, cool-down.
    static let sectionNames: [[String]] = [
        ["warmup", "workout", "cooldown"], ["Warm Up", "Main Set", "Cool Down"], ["warm-up", "main", "cool-down"],
        ["Aufwärmen", "Hauptteil", "Abkühlen"], ["échauffement", "corps de séance", "retour au calme"],
        ["calentamiento", "parte principal", "enfriamiento"], ["WARM_UP", "MAIN", "COOL_DOWN"],
    ]
    /// Keys models add beside the sections, which no card holds.
    static let descriptorPairs = ["notes: keep it easy", "emoji: \"🔥\"", "difficulty: medium", "color: blue"]

    /// A card of a section: its text as a list item (block YAML), and its intent.
    struct SectionCard {
        var draft: [String]
        var intent: [String]
    }

    mutating func sectionCard() -> SectionCard {
        let title = pick(["Plank", "Squats", "Rudern", "Gainage", "Sentadillas", "Bike"])
        let minutes = Int.random(in: 1...9, using: &random)
        switch Int.random(in: 0...3, using: &random) {
        case 0:
            let unit = pick(["min", "minutes", "Minuten", "minutos"])
            return SectionCard(
                draft: ["- countdown: \(title)", "  duration: \(minutes) \(unit)"],
                intent: ["- countdown: \(title)", "  duration: \(minutes)m"])
        case 1:
            // A bare number counts reps, but a hold's seconds (docs/vocabulary.md), a
            // number no section's minutes share, so that no unit is in doubt.
            let isHold = ["Plank", "Gainage"].contains(title)
            let reps = Int.random(in: isHold ? 20...60 : 5...20, using: &random)
            let intent = isHold ? ["- countdown: \(title)", "  duration: \(reps)"] : ["- repetition: \(title)", "  reps: \(reps)"]
            return SectionCard(draft: ["- \(reps) \(title.lowercased())"], intent: intent)
        case 2:
            let seconds = pick([20, 30, 40, 45])
            return SectionCard(
                draft: ["- interval: \(title)", "  work: \(seconds)s", "  rest: 15s", "  rounds: \(minutes)"],
                intent: ["- interval: \(title)", "  work: \(seconds)s", "  rest: 15s", "  rounds: \(minutes)"])
        default:
            return SectionCard(draft: ["- \(title) \(minutes) min"], intent: ["- countdown: \(title)", "  duration: \(minutes)m"])
        }
    }

    /// A routine whose cards sit under section keys, at the top level or under `cards:`.
    mutating func sections(_ index: Int) -> Draft {
        let names = pick(Self.sectionNames)
        let underCards = Bool.random(using: &random)
        let itemIndent = pick([0, 2])
        var draft = ["title: Session \(index)"]
        var intent = ["title: Session \(index)", "cards:"]
        if Bool.random(using: &random) { draft.append(underCards ? Self.descriptorPairs[0] : pick(Self.descriptorPairs)) }
        if underCards { draft.append(pick(["cards:", "workout:", "exercises:"])) }
        let keyIndent = underCards ? "  " : ""
        for name in names {
            draft.append(keyIndent + Self.yamlKey(name) + ":")
            // A section may map titles to durations, as a timer app lists its steps.
            if Int.random(in: 0...3, using: &random) == 0 {
                for title in ["Jumping jacks", "Arm circles", "Skipping"].shuffled(using: &random).prefix(2) {
                    let seconds = pick([30, 45, 60, 90])
                    draft.append(keyIndent + "  \(title): \(seconds) \(pick(["seconds", "sec", "Sekunden", "segundos"]))")
                    intent += ["  - countdown: \(title)", "    duration: \(seconds)s"]
                }
                continue
            }
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                let card = sectionCard()
                let pad = String(repeating: " ", count: itemIndent + keyIndent.count)
                draft += card.draft.map { pad + $0 }
                intent += card.intent.map { "  " + $0 }
            }
        }
        if !underCards && Bool.random(using: &random) { draft.append(pick(Self.descriptorPairs)) }
        return Draft(
            name: "sections-\(index)", text: draft.joined(separator: "\n") + "\n", ext: "yaml",
            intent: intent.joined(separator: "\n") + "\n")
    }

    /// A section that is one card's fields (`warm_up:` over `duration: 5 min`).
    mutating func fieldSections(_ index: Int) -> Draft {
        let names = pick(Self.sectionNames)
        let minutes = (Int.random(in: 3...10, using: &random), Int.random(in: 3...10, using: &random))
        let unit = pick(["min", "mins", "Minuten", "minutes"])
        let main = sectionCard()
        var draft = ["title: Ride \(index)", Self.yamlKey(names[0]) + ":", "  duration: \(minutes.0) \(unit)"]
        draft += [Self.yamlKey(names[1]) + ":"] + main.draft.map { "  " + $0 }
        draft += [Self.yamlKey(names[2]) + ":", "  time: \(minutes.1) \(unit)"]
        var intent = ["title: Ride \(index)", "cards:", "  - countdown: \(Self.sectionTitle(names[0]))", "    duration: \(minutes.0)m"]
        intent += main.intent.map { "  " + $0 }
        intent += ["  - countdown: \(Self.sectionTitle(names[2]))", "    duration: \(minutes.1)m"]
        return Draft(
            name: "field-sections-\(index)", text: draft.joined(separator: "\n") + "\n", ext: "yaml",
            intent: intent.joined(separator: "\n") + "\n")
    }

    /// Sections in JSON, as a model answers with an object: cards as objects or as text.
    mutating func jsonSections(_ index: Int) -> Draft {
        let names = pick(Self.sectionNames)
        var draft: [String] = []
        var intent = ["title: Plan \(index)", "cards:"]
        for name in names {
            var items: [String] = []
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                let title = pick(["Plank", "Bridge", "Fentes", "Dehnen"])
                let minutes = Int.random(in: 1...5, using: &random)
                if Bool.random(using: &random) {
                    items.append("\"\(title) \(minutes) min\"")
                } else {
                    items.append("{\"countdown\": \"\(title)\", \"duration\": \"\(minutes) \(pick(["min", "minutes", "mins"]))\"}")
                }
                intent += ["  - countdown: \(title)", "    duration: \(minutes)m"]
            }
            draft.append("  \"\(name)\": [" + items.joined(separator: ", ") + "]")
        }

        // Half the drafts put the sections under a name of `cards`, as one object.
        let underCards = Bool.random(using: &random)
        let body =
            underCards
            ? "  \"\(pick(["workout", "cards", "Übungen"]))\": {\n" + draft.joined(separator: ",\n") + "\n  }"
            : draft.joined(separator: ",\n")
        let id = Bool.random(using: &random) ? "  \"id\": \"plan-\(index)\",\n" : ""
        let text = "{\n  \"title\": \"Plan \(index)\",\n" + id + body + "\n}\n"
        return Draft(name: "json-sections-\(index)", text: text, ext: "json", intent: intent.joined(separator: "\n") + "\n")
    }

    /// Sections as list items: a name over a list of cards, with no rounds.
    mutating func listSections(_ index: Int) -> Draft {
        let names = pick(Self.sectionNames)
        let listKey = pick(["phases", "blocks", "cards", "sections"])
        var draft = ["title: Flow \(index)", "\(listKey):"]
        var intent = ["title: Flow \(index)", "cards:"]
        for name in names {
            draft += [
                "  - \(pick(["name", "title", "section"])): \(Self.yamlKey(name))",
                "    \(pick(["steps", "exercises", "cards", "drills", "moves", "Übungen"])):",
            ]
            for _ in 0..<Int.random(in: 1...2, using: &random) {
                let card = sectionCard()
                draft += card.draft.map { "      " + $0 }
                intent += card.intent.map { "  " + $0 }
            }
        }
        return Draft(
            name: "list-sections-\(index)", text: draft.joined(separator: "\n") + "\n", ext: "yaml",
            intent: intent.joined(separator: "\n") + "\n")
    }

    /// Rounds written as a word or with another language's round word.
    mutating func roundsInWords(_ index: Int) -> Draft {
        let (count, written) = pick([
            (5, "five"), (3, "drei"), (4, "quatre"), (6, "seis"), (3, "3 Runden"), (4, "4 tours"), (5, "5 vueltas"), (8, "x8"),
            (2, "2 rondas"), (10, "zehn"), (7, "sept"), (9, "nine rounds"),
        ])
        let key = pick(["rounds", "sets", "Runden", "tours", "rondas"])
        let lines = ["title: Rounds \(index)", "cards:", "  - interval: Skip", "    work: 40s", "    rest: 20s", "    \(key): \(written)"]
        let intent = ["title: Rounds \(index)", "cards:", "  - interval: Skip", "    work: 40s", "    rest: 20s", "    rounds: \(count)"]
        return Draft(
            name: "rounds-\(index)", text: lines.joined(separator: "\n") + "\n", ext: "yaml", intent: intent.joined(separator: "\n") + "\n")
    }

    /// An interval whose work and rest are named by pace or intensity words.
    mutating func phaseWords(_ index: Int) -> Draft {
        let (work, rest) = pick([
            ("high", "low"), ("hard", "easy"), ("fast", "slow"), ("on", "off"), ("schnell", "langsam"), ("rapide", "lent"),
            ("rápido", "lento"), ("High", "Low"), ("Belastung", "Erholung"),
        ])
        let (workSeconds, restSeconds, rounds) = (pick([30, 45, 60]), pick([15, 30, 90]), Int.random(in: 2...10, using: &random))
        var fields = ["\(work): \(workSeconds)s", "\(rest): \(restSeconds)s", "rounds: \(rounds)"]
        fields.shuffle(using: &random)
        if Bool.random(using: &random) {
            let json =
                "{\"title\": \"Pace \(index)\", \"cards\": [{\"interval\": \"Row\", "
                + fields.map { field in
                    let parts = field.split(separator: ":", maxSplits: 1)
                    return "\"\(parts[0])\": \"\(parts[1].trimmingCharacters(in: .whitespaces))\""
                }.joined(separator: ", ") + "}]}\n"
            return Draft(name: "pace-\(index)", text: json, ext: "json", intent: Self.paceIntent(index, workSeconds, restSeconds, rounds))
        }
        let text = (["title: Pace \(index)", "cards:", "  - interval: Row"] + fields.map { "    " + $0 }).joined(separator: "\n") + "\n"
        return Draft(name: "pace-\(index)", text: text, ext: "yaml", intent: Self.paceIntent(index, workSeconds, restSeconds, rounds))
    }

    private static func paceIntent(_ index: Int, _ work: Int, _ rest: Int, _ rounds: Int) -> String {
        "title: Pace \(index)\ncards:\n  - interval: Row\n    work: \(work)s\n    rest: \(rest)s\n    rounds: \(rounds)\n"
    }

    /// A countup with a time cap under another name.
    mutating func timeCap(_ index: Int) -> Draft {
        let key = pick(["time_cap", "timeCap", "cap", "time limit", "Zeitlimit", "TimeCap"])
        let minutes = Int.random(in: 5...20, using: &random)
        let text = "title: For time \(index)\ncards:\n  - countup: Fran\n    \(key): \(minutes) min\n"
        return Draft(
            name: "cap-\(index)", text: text, ext: "yaml",
            intent: "title: For time \(index)\ncards:\n  - countup: Fran\n    target: \(minutes)m\n")
    }

    /// The intent of a draft with more than one reading: no build matches it, so the
    /// harness scores the draft `message` when it stays an error and `silent` when it builds.
    static let noReading = "title: No reading\ncards:\n  - info: This draft has no one reading\n"

    /// An EMOM (every N minutes on the minute) of one or several exercises.
    mutating func emom(_ index: Int) -> Draft {
        let (head, period) = pick([("emom", 1), ("EMOM", 1), ("every minute on the minute", 1), ("E2MOM", 2), ("e3mom", 3)])
        let exercises = Array(
            ["Thrusters", "Burpees", "Kettlebell swings"].shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)))
        let rounds = Int.random(in: 2...5, using: &random)
        let minutes = period * exercises.count * rounds
        let length = pick(["minutes: \(minutes)", "time: \(minutes) min", "duration: \(minutes) minutes", "rounds: \(minutes / period)"])
        var lines = ["title: Engine \(index)", "cards:", "  - \(head): \(exercises.count == 1 ? exercises[0] : "Engine")"]
        let list = exercises.count > 1 ? ["    \(pick(["exercises", "movements"])):"] + exercises.map { "      - \($0)" } : []
        lines += Bool.random(using: &random) ? ["    \(length)"] + list : list + ["    \(length)"]
        let title = exercises.count == 1 ? exercises[0] : "Engine"
        var intent = ["title: Engine \(index)", "cards:", "  - repeat: \(title)", "    rounds: \(rounds)", "    cards:"]
        intent += exercises.flatMap { ["      - countdown: \($0)", "        duration: \(period)m"] }
        return Draft(
            name: "emom-\(index)", text: lines.joined(separator: "\n") + "\n", ext: "yaml", intent: intent.joined(separator: "\n") + "\n")
    }

    /// An AMRAP (a countdown of its time) or a for-time piece with a cap (a countup), with
    /// its movements as text, as a list, or none.
    mutating func clockPiece(_ index: Int) -> Draft {
        let isAMRAP = Bool.random(using: &random)
        let head = isAMRAP ? pick(["amrap", "AMRAP", "as many rounds as possible"]) : pick(["for time", "forTime", "RFT"])
        let minutes = Int.random(in: 5...25, using: &random)
        let length =
            isAMRAP
            ? pick(["time: \(minutes) min", "minutes: \(minutes)", "duration: \(minutes) minutes"])
            : pick(["cap: \(minutes) min", "time_cap: \(minutes) minutes"])
        let movements = Array(["5 pull-ups", "10 push-ups", "15 squats"].prefix(Int.random(in: 0...3, using: &random)))
        var lines = ["title: Piece \(index)", "cards:", "  - \(head): Cindy", "    \(length)"]
        if !movements.isEmpty {
            lines +=
                Bool.random(using: &random)
                ? ["    \(pick(["text", "description", "notes"])): \(movements.joined(separator: ", "))"]
                : ["    \(pick(["movements", "exercises"])):"] + movements.map { "      - \($0)" }
        }
        var intent = ["title: Piece \(index)", "cards:"]
        if !movements.isEmpty { intent += ["  - info: Cindy", "    text: \(movements.joined(separator: ", "))"] }
        intent += isAMRAP ? ["  - countdown: Cindy", "    duration: \(minutes)m"] : ["  - countup: Cindy", "    target: \(minutes)m"]
        return Draft(
            name: "clock-\(index)", text: lines.joined(separator: "\n") + "\n", ext: "yaml", intent: intent.joined(separator: "\n") + "\n")
    }

    /// An interval given its total length instead of rounds, with or without its last rest.
    mutating func intervalTotal(_ index: Int) -> Draft {
        let (work, rest, rounds) = (pick([20, 30, 40]), pick([10, 20]), Int.random(in: 3...10, using: &random))
        let lastRest = Bool.random(using: &random)
        let total = rounds * (work + rest) - (lastRest ? 0 : rest)
        let key = pick(["total", "totalTime", "Gesamtzeit", "total_duration"])
        var fields = ["work: \(work)s", "rest: \(rest)s", "\(key): \((total % 60 == 0 ? "\(total / 60) min" : "\(total)s"))"]
        fields.shuffle(using: &random)
        let text = (["title: Total \(index)", "cards:", "  - interval: Bike"] + fields.map { "    " + $0 }).joined(separator: "\n") + "\n"
        var intent = [
            "title: Total \(index)", "cards:", "  - interval: Bike", "    work: \(work)s", "    rest: \(rest)s", "    rounds: \(rounds)",
        ]
        if !lastRest { intent.append("    finalRest: false") }
        return Draft(name: "total-\(index)", text: text, ext: "yaml", intent: intent.joined(separator: "\n") + "\n")
    }

    /// A routine with no title, its title in a heading comment or its first (info) card.
    mutating func missingTitle(_ index: Int) -> Draft {
        let title = pick(["Morning focus", "Abendroutine", "Séance du soir", "Rutina diaria"])
        let card = ["  - countdown: Deep work", "    duration: 25m"]
        let (draft, intent): ([String], [String])
        switch Int.random(in: 0...2, using: &random) {
        case 0:
            draft = [pick(["# \(title)", "## \(title)"]), "cards:"] + card
            intent = ["title: \(title)", "cards:"] + card
        case 1:
            let info = ["  - info: \(title)", "    text: Phone away."]
            draft = ["cards:"] + info + card
            intent = ["title: \(title)", "cards:"] + info + card
        default:
            let json =
                "{\"cards\": [{\"info\": \"\(title)\", \"text\": \"Phone away.\"}, {\"countdown\": \"Deep work\", \"duration\": \"25m\"}]}\n"
            let meant = ["title: \(title)", "cards:", "  - info: \(title)", "    text: Phone away."] + card
            return Draft(name: "untitled-\(index)", text: json, ext: "json", intent: meant.joined(separator: "\n") + "\n")
        }
        return Draft(
            name: "untitled-\(index)", text: draft.joined(separator: "\n") + "\n", ext: "yaml",
            intent: intent.joined(separator: "\n") + "\n")
    }

    /// Drafts with more than one reading, which no repair may build: an EMOM whose
    /// minutes its exercises do not share, a clock piece with no length, a total no round
    /// fills, an easy-pace step in a section that is no warm-up or cool-down.
    mutating func ambiguous(_ index: Int) -> Draft {
        let text: String
        switch index % 4 {
        case 0:
            text =
                "title: A\ncards:\n  - emom: Engine\n    minutes: \(pick([10, 11, 13]))\n    exercises:\n      - Row\n      - Burpees\n      - Squats\n"
        case 1:
            let length = pick(["", "    time: \(pick([10, 12, 20]))\n", "    duration: 600\n"])
            text = "title: A\ncards:\n  - \(pick(["amrap", "emom", "for time"])): Cindy\n\(length)    text: 5 pull-ups, 10 push-ups\n"
        case 2:
            text = "title: A\ncards:\n  - interval: Bike\n    work: 20s\n    rest: 10s\n    total: \(pick([250, 125, 301]))\n"
        default:
            text =
                "title: A\n\(pick(["main", "Hauptteil", "intervals block"])):\n  - 5 min \(pick(["jog", "walk", "Gehen", "marche"]))\n  - 10 burpees\n"
        }
        return Draft(name: "ambiguous-\(index)", text: text, ext: "yaml", intent: Self.noReading)
    }

    static func yamlKey(_ name: String) -> String { name.contains(" ") || name.contains("é") ? "\"\(name)\"" : name }

    /// The title the repair gives a section of fields: `warm_up` is `Warm-up`.
    static func sectionTitle(_ name: String) -> String {
        let folded = name.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " }
        if folded == "warmup" { return "Warm-up" }
        if folded == "cooldown" { return "Cool-down" }
        let spaced = String(name.map { $0 == "_" ? " " : $0 })
        return spaced.prefix(1).uppercased() + spaced.dropFirst()
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
}
