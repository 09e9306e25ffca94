/// Drafts whose rounds are attached where the language has none, in YAML and JSON, in
/// English, German, French and Spanish, with their intent: a count of rounds beside the
/// routine's cards (`rounds: 4`, `Runden: 3`, `tours: 5`, `rondas: 2`, `cycles: 6`), perhaps
/// with a rest between rounds and one between cards, is one `repeat` block of the whole
/// list titled by the routine; a card of a block marked as played once (`once: true`,
/// `note: first round only`, `Hinweis: nur in der ersten Runde`) goes before the block when
/// it is its first card, after it when its last. Near misses with more than one reading
/// (a bare `rest:`, two counts, a block already in the list, a marked card in the middle or
/// every card marked, a first-round mark on the last card) have no intent: they must not
/// build. Seeded.
struct RoundsPlacementGenerator {
    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    struct Draft {
        var text: String
        /// The routine meant, in the language; nil when the draft has no one reading.
        var canonical: String?
    }

    typealias Card = (kind: String, title: String, key: String, value: String)

    static let counts = ["rounds", "sets", "Runden", "Sätze", "tours", "rondas", "series", "cycles", "Rounds", "ROUNDS"]
    static let roundRests = [
        "rest_between_rounds", "restBetweenRounds", "Pause zwischen Runden", "repos entre les tours", "descanso entre rondas",
        "roundRest", "Rundenpause", "rest between sets", "récupération entre les séries",
    ]
    static let cardRests = [
        "rest_between_exercises", "restBetweenExercises", "Pause zwischen Übungen", "repos entre les exercices",
        "descanso entre ejercicios", "Übungspause", "exerciseRest", "rest-between-stations",
    ]
    static let rests: [(written: String, canonical: String)] = [("60", "1m"), ("90s", "90s"), ("1 min", "1m"), ("45", "45s"), ("2m", "2m")]
    static let titles = ["HIIT", "Box breathing", "Zirkeltraining", "Circuit du matin", "Entrenamiento", "Core finisher"]
    static let cardPool: [Card] = [
        ("countdown", "Burpees", "duration", "30s"), ("countdown", "Plank", "duration", "45s"), ("repetition", "Kniebeugen", "reps", "15"),
        ("countdown", "Fentes", "duration", "40s"), ("repetition", "Flexiones", "reps", "12"), ("countdown", "Inhale", "duration", "4s"),
        ("countdown", "Mountain climbers", "duration", "20s"),
    ]

    /// A routine-level count of rounds (or only a rest between cards) beside its card list.
    mutating func routineRounds(_ index: Int) -> Draft {
        let title = pick(Self.titles)
        let cards = Array(Self.cardPool.shuffled(using: &random).prefix(Int.random(in: 2...4, using: &random)))
        let hasCount = index % 5 != 4
        let count = Int.random(in: 2...8, using: &random)
        let roundRest = hasCount && index % 3 == 0 ? (pick(Self.roundRests), pick(Self.rests)) : nil
        let cardRest = index % 2 == 0 || !hasCount ? (pick(Self.cardRests), pick(Self.rests)) : nil
        var keys: [(String, String)] = hasCount ? [(pick(Self.counts), String(count))] : []
        if let roundRest { keys.append((roundRest.0, roundRest.1.written)) }
        if let cardRest { keys.append((cardRest.0, cardRest.1.written)) }
        var played: [Card] = []
        for card in cards {
            if let cardRest, !played.isEmpty { played.append(("rest", "Rest", "duration", cardRest.1.canonical)) }
            played.append(card)
        }
        var canonical = "title: \(title)\ncards:\n"
        if hasCount {
            canonical += "  - repeat: \(title)\n    rounds: \(count)\n" + (roundRest.map { "    rest: \($0.1.canonical)\n" } ?? "")
            canonical += "    cards:\n" + Self.yamlCards(played, pad: "      ")
        } else {
            canonical += Self.yamlCards(played, pad: "  ")
        }
        let text =
            index % 4 == 1
            ? Self.json(title: title, keys: keys, cards: cards, keysFirst: true)
            : Self.yaml(title: title, keys: keys, cards: cards, keysFirst: index % 3 != 2)
        return Draft(text: text, canonical: canonical)
    }

    static let firstMarks = [
        ("once", "true"), ("onlyOnce", "yes"), ("firstRoundOnly", "true"), ("nurEinmal", "ja"), ("note", "first round only"),
        ("Hinweis", "nur in der ersten Runde"), ("commentaire", "premier tour seulement"), ("comentario", "solo en la primera ronda"),
        ("notes", "only once"), ("comment", "une seule fois"), ("soloUnaVez", "true"),
    ]
    static let lastMarks = [
        ("note", "last round only"), ("Hinweis", "nur in der letzten Runde"), ("comentario", "solo en la última ronda"),
        ("lastRoundOnly", "true"), ("notes", "only once"), ("once", "true"),
    ]

    /// A block of rounds whose first or last card is marked as played once.
    mutating func onceMarked(_ index: Int) -> Draft {
        let cards = Array(Self.cardPool.shuffled(using: &random).prefix(Int.random(in: 2...4, using: &random)))
        let isFirst = index % 2 == 0
        let special: Card =
            isFirst
            ? ("countdown", pick(["Warm-up", "Aufwärmen", "Échauffement"]), "duration", "5m")
            : ("countdown", pick(["Cool-down", "Dehnen", "Étirements"]), "duration", "3m")
        let mark = isFirst ? pick(Self.firstMarks) : pick(Self.lastMarks)
        let rounds = Int.random(in: 2...6, using: &random)
        let rest = index % 3 == 0 ? "    rest: 90s\n" : ""
        let written = isFirst ? [special] + cards : cards + [special]
        let marked = isFirst ? 0 : written.count - 1
        var text = "title: Kettlebell circuit\ncards:\n  - repeat: Circuit\n    rounds: \(rounds)\n\(rest)    cards:\n"
        for (position, card) in written.enumerated() {
            text += Self.yamlCards([card], pad: "      ")
            if position == marked { text += "        \(mark.0): \(mark.1)\n" }
        }
        let block = "  - repeat: Circuit\n    rounds: \(rounds)\n\(rest)    cards:\n" + Self.yamlCards(cards, pad: "      ")
        let moved = Self.yamlCards([special], pad: "  ")
        return Draft(text: text, canonical: "title: Kettlebell circuit\ncards:\n" + (isFirst ? moved + block : block + moved))
    }

    /// A block with its rounds and no cards, the cards it means after it as loose items, up
    /// to a cool-down, another block or the end of the list.
    mutating func followingCards(_ index: Int) -> Draft {
        let cards = Array(Self.cardPool.shuffled(using: &random).prefix(Int.random(in: 1...4, using: &random)))
        let before: [Card] = index % 2 == 0 ? [("countdown", pick(["Warm-up jog", "Aufwärmen", "Échauffement"]), "duration", "5m")] : []
        let after: [Card] =
            index % 3 == 0
            ? [] : [("countdown", pick(["Cool-down stretch", "Auslaufen", "Enfriamiento", "Retour au calme"]), "duration", "3m")]
        let rounds = Int.random(in: 2...6, using: &random)
        let head = "  - repeat: \(pick(["Legs", "Zirkel", "Bloc"]))\n    rounds: \(rounds)\n" + (index % 4 == 1 ? "    rest: 1m\n" : "")
        let next =
            index % 5 == 2 ? "  - repeat: Finisher\n    rounds: 2\n    cards:\n" + Self.yamlCards([Self.cardPool[0]], pad: "      ") : ""
        let text =
            "title: Leg day\ncards:\n" + Self.yamlCards(before, pad: "  ") + head + Self.yamlCards(cards, pad: "  ") + next
            + Self.yamlCards(after, pad: "  ")
        let canonical =
            "title: Leg day\ncards:\n" + Self.yamlCards(before, pad: "  ") + head + "    cards:\n"
            + Self.yamlCards(cards, pad: "      ") + next + Self.yamlCards(after, pad: "  ")
        return Draft(text: text, canonical: canonical)
    }

    /// JSON sections (`blocks`, `sections`, `phases`) of which only some carry rounds: those
    /// without are their cards in place, the one with them a block titled by its name.
    mutating func jsonSections(_ index: Int) -> Draft {
        let names = [pick(["Warm-up", "Aufwärmen", "Échauffement"]), pick(["Main", "Hauptteil", "Bloc principal"]), "Cool-down"]
        let repeated = index % 3
        var sections: [String] = []
        var canonical = "title: Full body\ncards:\n"
        for (position, name) in names.enumerated() {
            let cards = Array(Self.cardPool.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)))
            let items = cards.map {
                "      {\"name\": \"\($0.title)\", \"\($0.key == "reps" ? "reps" : "duration")\": \(Int($0.value) ?? Int($0.value.dropLast())!)}"
            }
            let rounds = Int.random(in: 2...5, using: &random)
            let count = position == repeated ? "\"rounds\": \(rounds), " : ""
            sections.append("    {\"name\": \"\(name)\", \(count)\"exercises\": [\n" + items.joined(separator: ",\n") + "\n    ]}")
            let played = cards.map { card -> Card in card.key == "reps" ? card : ("countdown", card.title, "duration", card.value) }
            canonical +=
                position == repeated
                ? "  - repeat: \(name)\n    rounds: \(rounds)\n    cards:\n" + Self.yamlCards(played, pad: "      ")
                : Self.yamlCards(played, pad: "  ")
        }
        let key = pick(["blocks", "sections", "phases"])
        return Draft(
            text: "{\n  \"title\": \"Full body\",\n  \"\(key)\": [\n" + sections.joined(separator: ",\n") + "\n  ]\n}\n",
            canonical: canonical)
    }

    /// The routine's one group of rounds under a key of its own (`circuit:`, `Zirkel:`,
    /// `circuito:`) holding a count and a list of cards, in YAML or JSON, its first card
    /// perhaps marked as played once.
    mutating func routineGroup(_ index: Int) -> Draft {
        let word = pick(["circuit", "Zirkel", "circuito", "superset"])
        let title = SectionedCardsTitle.of(word)
        let cards = Array(Self.cardPool.shuffled(using: &random).prefix(Int.random(in: 2...3, using: &random)))
        let rounds = Int.random(in: 2...5, using: &random)
        let count = pick(Self.counts)
        let once: Card? = index % 2 == 0 ? ("countdown", pick(["Warm-up row", "Aufwärmen"]), "duration", "5m") : nil
        let mark = pick(Self.firstMarks)
        let canonical =
            "title: Rower\ncards:\n" + (once.map { Self.yamlCards([$0], pad: "  ") } ?? "")
            + "  - repeat: \(title)\n    rounds: \(rounds)\n    cards:\n" + Self.yamlCards(cards, pad: "      ")
        guard index % 3 != 0 else {
            func item(_ card: Card, marked: Bool) -> String {
                let value = Int(card.value) == nil ? "\"\(card.value)\"" : card.value
                let extra = marked ? ", \"\(mark.0)\": \(Int(mark.1) == nil && mark.1 != "true" ? "\"\(mark.1)\"" : mark.1)" : ""
                return "      {\"\(card.kind)\": \"\(card.title)\", \"\(card.key)\": \(value)\(extra)}"
            }
            let items = (once.map { [item($0, marked: true)] } ?? []) + cards.map { item($0, marked: false) }
            let text =
                "{\n  \"title\": \"Rower\",\n  \"\(word)\": {\n    \"\(count)\": \(rounds),\n    \"exercises\": [\n"
                + items.joined(separator: ",\n") + "\n    ]\n  }\n}\n"
            return Draft(text: text, canonical: canonical)
        }
        var list = ""
        if let once { list += Self.yamlCards([once], pad: "    ") + "      \(mark.0): \(mark.1)\n" }
        list += Self.yamlCards(cards, pad: "    ")
        return Draft(text: "title: Rower\n\(word):\n  \(count): \(rounds)\n  exercises:\n" + list, canonical: canonical)
    }

    /// A near miss with more than one reading, which must not build.
    mutating func ambiguous(_ index: Int) -> Draft {
        let cards = Array(Self.cardPool.shuffled(using: &random).prefix(3))
        let count = String(Int.random(in: 2...6, using: &random))
        let keys: [(String, String)]
        switch index % 6 {
        case 0: keys = [(pick(Self.counts), count), (pick(["rest", "Pause", "descanso", "repos"]), "30")]
        case 1: keys = [("rounds", count), ("sets", "4")]
        case 2: keys = [(pick(Self.roundRests), "60")]
        case 3 where index % 12 == 9:
            // A block with no cards before a cool-down or another block takes none.
            let stop =
                index % 24 == 9
                ? "  - countdown: Cool-down\n    duration: 3m\n"
                : "  - repeat: Main\n    rounds: 2\n    cards:\n" + Self.yamlCards(cards, pad: "      ")
            return Draft(text: "title: HIIT\ncards:\n  - repeat: Legs\n    rounds: \(count)\n" + stop, canonical: nil)
        case 3:
            let block = "  - repeat: Main\n    rounds: 2\n    cards:\n" + Self.yamlCards(cards, pad: "      ")
            return Draft(text: "title: HIIT\n\(pick(Self.counts)): \(count)\ncards:\n" + block, canonical: nil)
        default:
            var text = "title: Circuit\ncards:\n  - repeat: Circuit\n    rounds: \(count)\n    cards:\n"
            let mark = pick(Self.firstMarks)
            for (position, card) in cards.enumerated() {
                text += Self.yamlCards([card], pad: "      ")
                // In the middle; on every card; a first-round mark on the last card.
                let marks = index % 6 == 4 ? position == 1 : index % 12 == 5 ? true : position == 2
                if marks { text += "        \(index % 12 == 11 ? "note" : mark.0): \(index % 12 == 11 ? "first round only" : mark.1)\n" }
            }
            return Draft(text: text, canonical: nil)
        }
        return Draft(text: Self.yaml(title: "HIIT", keys: keys, cards: cards, keysFirst: true), canonical: nil)
    }

    static func yamlCards(_ cards: [Card], pad: String) -> String {
        cards.map { "\(pad)- \($0.kind): \($0.title)\n\(pad)  \($0.key): \($0.value)\n" }.joined()
    }

    private static func yamlKey(_ key: String) -> String { key.contains(" ") ? "\"\(key)\"" : key }

    private static func yaml(title: String, keys: [(String, String)], cards: [Card], keysFirst: Bool) -> String {
        let head = keys.map { "\(yamlKey($0.0)): \($0.1)\n" }.joined()
        let list = "cards:\n" + yamlCards(cards, pad: "  ")
        return "title: \(title)\n" + (keysFirst ? head + list : list + head)
    }

    private static func json(title: String, keys: [(String, String)], cards: [Card], keysFirst: Bool) -> String {
        let head = keys.map { "  \"\($0.0)\": \(Int($0.1) == nil ? "\"\($0.1)\"" : $0.1),\n" }.joined()
        let items = cards.map { card in
            "    {\"\(card.kind)\": \"\(card.title)\", \"\(card.key)\": \(Int(card.value) == nil ? "\"\(card.value)\"" : card.value)}"
        }
        let list = "  \"cards\": [\n" + items.joined(separator: ",\n") + "\n  ]"
        return "{\n  \"title\": \"\(title)\",\n" + (keysFirst ? head + list + "\n}\n" : list + ",\n" + String(head.dropLast(2)) + "\n}\n")
    }

    private enum SectionedCardsTitle {
        static func of(_ word: String) -> String { word.prefix(1).uppercased() + word.dropFirst() }
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
}
