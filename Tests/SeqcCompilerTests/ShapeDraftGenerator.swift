import SeqcModel

@testable import SeqcCompiler

/// Cards written in other apps' and people's shapes, each with the canonical cards it
/// means, made with a seeded generator over titles, quantities, unit words, count and set
/// words of several languages, separators and layouts (a block list or a JSON list). The
/// canonical text is written here by hand, not by the repair's own writer.
struct ShapeDraftGenerator {
    var random: SplitMix

    init(seed: UInt64) {
        random = SplitMix(seed: seed)
    }

    /// A generated case: the draft's cards as list items, and the canonical cards.
    struct Case {
        /// Each draft card's text, as a block list item's content and as a JSON string.
        var items: [String]
        var canonical: String
    }

    static let titles = [
        "Plank", "Push-ups", "Jumping jacks", "Liegestütze", "Dead bug", "Wall sit", "Gainage", "Zancadas", "Hamstring stretch",
        "Dead hang", "Sit-ups", "Unterarmstütz", "Estiramiento", "Hang clean",
    ]
    static let restTitles = ["Rest", "Pause", "Descanso", "Repos", "Erholung"]
    /// The titles of holds, which people time: a bare number beside one is its seconds,
    /// where beside the others it counts reps (docs/vocabulary.md).
    static let holdTitles: Set<String> = [
        "Plank", "Wall sit", "Gainage", "Hamstring stretch", "Dead hang", "Unterarmstütz", "Estiramiento",
    ]
    /// A duration as written and the canonical form it reads as.
    static let durations: [(String, String)] = [
        ("45s", "45s"), ("2m", "2m"), ("1:30", "1m30s"), ("2 min", "2m"), ("30 seconds", "30s"), ("1 Minute", "1m"),
        ("90 Sekunden", "1m30s"), ("5 minutos", "5m"), ("20 sec", "20s"), ("3 minutes", "3m"),
    ]
    static let repsWords = ["reps", "Wiederholungen", "repeticiones", "répétitions", "times"]
    static let setWords = ["sets", "Sätze", "series", "séries", "rounds"]

    /// The card a bare number beside `title` makes, as a list item at `indent`: a hold's
    /// seconds, or reps.
    static func bareCard(_ title: String, _ number: Int, indent: String) -> String {
        holdTitles.contains(title)
            ? "\(indent)- countdown: \(title)\n\(indent)  duration: \(number)\n"
            : "\(indent)- repetition: \(title)\n\(indent)  reps: \(number)\n"
    }

    mutating func pick<T>(_ values: [T]) -> T { values[Int.random(in: 0..<values.count, using: &random)] }
    mutating func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

    /// A card of text: a title with a duration, a count or sets, in one of the forms people write.
    mutating func textCard() -> (text: String, canonical: String) {
        let title = pick(Self.titles)
        let lowered = title.prefix(1).lowercased() + title.dropFirst()
        switch number(0...2) {
        case 0:
            let isRest = number(0...3) == 0
            let shown = isRest ? pick(Self.restTitles) : title
            let (written, canonical) = pick(Self.durations)
            let text = pick([
                "\(shown) \(written)", "\(shown) (\(written))", "\(shown) - \(written)", "\(shown) – \(written)",
                isRest ? "\(shown) \(written)" : "\(written) \(lowered)",
            ])
            return (text, "  - \(isRest ? "rest" : "countdown"): \(shown)\n    duration: \(canonical)\n")
        case 1:
            let reps = number(1...50)
            if number(0...2) == 0 {
                return (pick(["\(reps) \(lowered)", "\(title) (\(reps))"]), Self.bareCard(title, reps, indent: "  "))
            }
            let text = pick([
                "\(title) x \(reps)", "\(title) x\(reps)", "\(title) \(reps)x", "\(title) - \(reps) \(pick(Self.repsWords))",
                "\(title) \(reps) \(pick(Self.repsWords))", "\(reps)x \(lowered)",
            ])
            return (text, "  - repetition: \(title)\n    reps: \(reps)\n")
        default:
            let sets = number(2...6)
            let reps = number(1...20)
            let head = "  - repeat: \(title)\n    rounds: \(sets)\n    cards:\n"
            if number(0...6) == 0 {
                return (
                    "\(title) - \(sets) \(pick(Self.setWords)) x \(reps) reps",
                    head + "      - repetition: \(title)\n        reps: \(reps)\n"
                )
            }
            let text = pick([
                "\(title) \(sets)x\(reps)", "\(sets)x\(reps) \(lowered)", "\(sets) x \(reps) \(lowered)",
                "\(title) \(sets) \(pick(Self.setWords)) of \(reps)", "\(title) \(sets) x \(reps)", "\(title) (\(sets)×\(reps))",
            ])
            return (text, head + Self.bareCard(title, reps, indent: "      "))
        }
    }

    /// A routine of one to four cards of text, as a YAML block list or as JSON.
    mutating func textRoutine() -> (draft: String, canonical: String) {
        var cards: [(text: String, canonical: String)] = []
        for index in 0..<number(1...4) {
            var card = textCard()
            // A routine that starts with a rest is its own lint's repair: never first here.
            while index == 0 && card.canonical.hasPrefix("  - rest:") { card = textCard() }
            cards.append(card)
        }
        let canonical = "title: Shapes\ncards:\n" + cards.map(\.canonical).joined()
        if number(0...1) == 0 {
            return ("title: Shapes\ncards:\n" + cards.map { "  - \($0.text)\n" }.joined(), canonical)
        }
        let strings = cards.map { "\"\($0.text)\"" }.joined(separator: ",\n    ")
        return ("{\n  \"title\": \"Shapes\",\n  \"cards\": [\n    \(strings)\n  ]\n}\n", canonical)
    }

    /// A card written as a set/rep scheme: a title key, sets, reps or a time, perhaps a rest,
    /// the keys drawn from the fields' synonyms in several languages.
    mutating func setScheme() -> (draft: String, canonical: String) {
        let title = pick(Self.titles)
        let titleKey = pick(["repetition", "exercise", "Übung", "ejercicio", "name", "nombre", "Titel", "step"])
        let setsKey = pick(["sets", "Sätze", "series", "séries", "rounds", "Runden"])
        let sets = number(2...6)
        let rest = number(0...1) == 0 ? nil : pick(Self.durations)
        let restKey = pick(["rest", "pause", "descanso", "Pause", "restBetweenSets", "rest_between_sets"])
        var pairs: [(String, String)] = [(setsKey, "\(sets)")]
        let canonical: String
        if titleKey != "repetition", number(0...1) == 0 {
            let duration = pick(Self.durations)
            pairs.append((pick(["time", "duration", "Dauer", "durée", "tiempo", "seconds"]), duration.0))
            if let rest {
                canonical =
                    "  - interval: \(title)\n    work: \(duration.1)\n    rest: \(rest.1)\n    rounds: \(sets)\n"
                    // Rounds are each work then rest; sets end on the last set (SetScheme.countsSets).
                    + (["rounds", "Runden"].contains(setsKey) ? "" : "    finalRest: false\n")
            } else {
                canonical =
                    "  - repeat: \(title)\n    rounds: \(sets)\n    cards:\n      - countdown: \(title)\n        duration: \(duration.1)\n"
            }
        } else {
            let reps = number(1...20)
            pairs.append((pick(["reps", "repetitions", "Wiederholungen", "repeticiones", "count"]), "\(reps)"))
            canonical =
                "  - repeat: \(title)\n    rounds: \(sets)\n" + (rest.map { "    rest: \($0.1)\n" } ?? "")
                + "    cards:\n      - repetition: \(title)\n        reps: \(reps)\n"
        }
        if let rest { pairs.append((restKey, rest.0)) }
        pairs.shuffle(using: &random)
        pairs.insert((titleKey, title), at: 0)
        return (layout(pairs), "title: Sets\ncards:\n" + canonical)
    }

    /// A circuit: a group word and its title, rounds, perhaps a rest between rounds, and
    /// canonical cards under a word for a list of cards.
    mutating func circuit() -> (draft: String, canonical: String) {
        let title = pick(["Complex", "Zirkel", "Finisher", "Core"])
        let groupKey = pick(["circuit", "superset", "Zirkel", "circuito", "group", "name", "Titel"])
        let roundsKey = pick(["rounds", "sets", "Runden", "series", "times", "tours", "rondas", "cycles"])
        let cardsKey = pick(["exercises", "Übungen", "steps", "ejercicios", "blocks", "cards", "movements"])
        let rounds = number(2...8)
        let rest = number(0...1) == 0 ? nil : pick(Self.durations)
        let restKey = pick(["rest", "rest_between_rounds", "pause", "Pause", "descanso"])
        let cards = [("Clean", 5), ("Press", number(1...12)), ("Front squat", 5)].prefix(number(1...3))
        // Half the time the circuit is nested under a group word, its keys a level deeper.
        let nested = number(0...1) == 0
        let pad = nested ? "      " : "    "
        var draft = "title: Circuit\ncards:\n"
        draft +=
            nested
            ? "  - \(pick(["group", "circuit", "block", "Zirkel"])):\n\(pad)\(pick(["name", "title", "Titel"])): \(title)\n"
            : "  - \(groupKey): \(title)\n"
        draft += "\(pad)\(roundsKey): \(rounds)\n"
        if let rest { draft += "\(pad)\(restKey): \(rest.0)\n" }
        draft += "\(pad)\(cardsKey):\n" + cards.map { "\(pad)  - repetition: \($0.0)\n\(pad)    reps: \($0.1)\n" }.joined()
        let canonical =
            "title: Circuit\ncards:\n  - repeat: \(title)\n    rounds: \(rounds)\n" + (rest.map { "    rest: \($0.1)\n" } ?? "")
            + "    cards:\n" + cards.map { "      - repetition: \($0.0)\n        reps: \($0.1)\n" }.joined()
        return (draft, canonical)
    }

    /// Pairs as a block list item or as a JSON object in a JSON routine.
    private mutating func layout(_ pairs: [(String, String)]) -> String {
        if number(0...1) == 0 {
            let lines = pairs.enumerated().map { index, pair in (index == 0 ? "  - " : "    ") + "\(pair.0): \(pair.1)\n" }
            return "title: Sets\ncards:\n" + lines.joined()
        }
        let fields = pairs.map { "\"\($0.0)\": \(Int($0.1) != nil ? $0.1 : "\"\($0.1)\"")" }.joined(separator: ", ")
        return "{\"title\": \"Sets\", \"cards\": [{\(fields)}]}\n"
    }
}

extension ShapeDraftGenerator {
    /// `cards:` as a mapping keyed by title: to a duration, a count, sets, or an object
    /// of fields with or without its own kind.
    mutating func titledMapping() -> (draft: String, canonical: String) {
        var draft = "title: Keyed\ncards:\n"
        var canonical = "title: Keyed\ncards:\n"
        for title in Self.titles.shuffled(using: &random).prefix(number(1...4)) {
            let (written, duration) = pick(Self.durations)
            let reps = number(1...30)
            switch number(0...4) {
            case 0:
                draft += "  \(title): \(written)\n"
                canonical += "  - countdown: \(title)\n    duration: \(duration)\n"
            case 1:
                let marked = pick(["\(reps)x", "x\(reps)", "\(reps) reps", ""])
                draft += "  \(title): \(marked.isEmpty ? "\(reps)" : marked)\n"
                canonical += marked.isEmpty ? Self.bareCard(title, reps, indent: "  ") : "  - repetition: \(title)\n    reps: \(reps)\n"
            case 2:
                let sets = number(2...5)
                draft += "  \(title): \(sets)x\(reps)\n"
                canonical += "  - repeat: \(title)\n    rounds: \(sets)\n    cards:\n" + Self.bareCard(title, reps, indent: "      ")
            case 3:
                draft += "  \(title):\n    \(pick(["duration", "time", "Dauer"])): \(written)\n"
                canonical += "  - countdown: \(title)\n    duration: \(duration)\n"
            default:
                draft += "  \(pick(["main", "step\(reps)", "warmup", "a"])):\n    countdown: \(title)\n    duration: \(written)\n"
                canonical += "  - countdown: \(title)\n    duration: \(duration)\n"
            }
        }
        // Two labels of one text would be one key twice, which is its own error.
        return (draft, canonical)
    }

    /// One of the rarer shapes: a count or quantity written in a card's title, a block's
    /// rounds as its title, intervals or a circuit as one line of text, a title and its
    /// quantity as a short list.
    mutating func rarer() -> (draft: String, canonical: String) {
        let title = pick(Self.titles)
        let lowered = title.prefix(1).lowercased() + title.dropFirst()
        let (written, duration) = pick(Self.durations)
        let (restWritten, rest) = pick(Self.durations)
        let count = number(2...12)
        let head = "title: Rare\ncards:\n"
        switch number(0...5) {
        case 0:
            return (head + "  - repetition: \(count) \(lowered)\n", head + "  - repetition: \(title)\n    reps: \(count)\n")
        case 1:
            return (head + "  - countdown: \(title) \(written)\n", head + "  - countdown: \(title)\n    duration: \(duration)\n")
        case 2:
            let cards = "    cards:\n      - countdown: \(title)\n        duration: \(duration)\n"
            return (
                head + "  - repeat: \(pick(["\(count) times", "\(count)x", "\(count)", "x\(count)", "\(count) rounds"]))\n" + cards,
                head + "  - repeat: Round\n    rounds: \(count)\n" + cards
            )
        case 3:
            let text = pick([
                "\(count) x \(written) on / \(restWritten) off", "\(count)x \(written) fast, \(restWritten) easy",
                "\(count) x \(written) work / \(restWritten) rest",
            ])
            return (
                head + "  - \(pick(["", "interval: "]))\(text)\n",
                head + "  - interval:\n    work: \(duration)\n    rest: \(rest)\n    rounds: \(count)\n"
            )
        case 4:
            let reps = number(5...20)
            let other = pick(Self.titles)
            let otherLowered = other.prefix(1).lowercased() + other.dropFirst()
            return (
                head + "  - \"\(count) rounds: \(reps) \(lowered), \(written) \(otherLowered)\"\n",
                head + "  - repeat: Circuit\n    rounds: \(count)\n    cards:\n" + Self.bareCard(title, reps, indent: "      ")
                    + "      - countdown: \(other)\n        duration: \(duration)\n"
            )
        default:
            return (head + "  - [\(title), \(written)]\n", head + "  - countdown: \(title)\n    duration: \(duration)\n")
        }
    }
}

extension ShapeDraftGenerator {
    /// A step object of another app: a title (or FIT's intensity), one quantity under any
    /// of its synonyms, and descriptors the language has no place for.
    mutating func stepObject() -> (draft: String, canonical: String) {
        var pairs: [(String, String)]
        let canonical: String
        if number(0...2) == 0 {
            let intensity = pick(["warmup", "active", "cooldown", "interval"])
            let seconds = number(1...20) * 30
            pairs = [("intensity", intensity), ("duration_type", "time"), ("duration_time", "\(seconds)")]
            let title = intensity.prefix(1).uppercased() + intensity.dropFirst()
            canonical = "  - countdown: \(title)\n    duration: \(DurationText.text(seconds))\n"
        } else {
            let title = pick(Self.titles)
            pairs = [(pick(["name", "title", "Titel", "nombre", "label"]), title)]
            if number(0...1) == 0 {
                let (written, duration) = pick(Self.durations)
                pairs.append((pick(["duration", "time", "length", "Dauer", "durée"]), written))
                canonical = "  - countdown: \(title)\n    duration: \(duration)\n"
            } else {
                let reps = number(1...30)
                pairs.append((pick(["reps", "repetitions", "Wiederholungen", "repeticiones"]), "\(reps)"))
                canonical = "  - repetition: \(title)\n    reps: \(reps)\n"
            }
            for descriptor in [("intensity", "easy"), ("zone", "2"), ("cadence", "90"), ("power", "200")].prefix(number(0...2)) {
                pairs.append(descriptor)
            }
        }
        pairs.shuffle(using: &random)
        let draft = layoutRoutine(title: "Steps", pairs)
        return (draft, "title: Steps\ncards:\n" + canonical)
    }

    /// A checklist whose items are objects: the text under a title key, or with a done flag.
    mutating func itemObjects() -> (draft: String, canonical: String, safe: Bool) {
        let texts = ["Lights", "Camera", "Microphone", "Dishes", "Floor"].shuffled(using: &random).prefix(number(1...4))
        let form = number(0...2)
        let key = pick(["name", "text", "title", "item", "task"])
        let items = texts.map { text in
            switch form {
            case 0: "      - \(key): \(text)\n"
            case 1: "      - \(text): \(pick(["false", "true", "no"]))\n"
            default: "      - \(key): \(text)\n        \(pick(["done", "checked", "completed"])): false\n"
            }
        }
        let draft = "title: List\ncards:\n  - checklist: Setup\n    items:\n" + items.joined()
        let canonical = "title: List\ncards:\n  - checklist: Setup\n    items: [\(texts.joined(separator: ", "))]\n"
        return (draft, canonical, form == 0)
    }

    /// Pairs as a block list item or as a JSON object in a JSON routine.
    private mutating func layoutRoutine(title: String, _ pairs: [(String, String)]) -> String {
        if number(0...1) == 0 {
            let lines = pairs.enumerated().map { index, pair in (index == 0 ? "  - " : "    ") + "\(pair.0): \(pair.1)\n" }
            return "title: \(title)\ncards:\n" + lines.joined()
        }
        let fields = pairs.map { "\"\($0.0)\": \(Int($0.1) != nil ? $0.1 : "\"\($0.1)\"")" }.joined(separator: ", ")
        return "{\"title\": \"\(title)\", \"cards\": [{\(fields)}]}\n"
    }
}
