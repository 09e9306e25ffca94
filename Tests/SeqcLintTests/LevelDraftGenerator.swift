/// Drafts whose values are written one level away from the cards they belong to, in
/// English, German, French and Spanish, YAML and JSON: a routine's unit key over bare
/// numbers (``RoutineUnitKey``), a text said a number of times under a word of no kind
/// (``CountedPhrase``), and a card's fields beside the routine's cards
/// (``RoutineCardFields``). Each means one routine; the near-misses (no unit, two units,
/// two cards that could take the fields, a field the card already has, a third key beside
/// the count) have no one reading. Seeded.
struct LevelDraftGenerator {
    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    struct Draft {
        let text: String
        /// The canonical routine meant; nil when the draft has no one reading.
        let canonical: String?
    }

    /// A unit key's name and value, with the seconds of one unit.
    static let units: [(key: String, word: String, seconds: Int)] = [
        ("unit", "minutes", 60), ("units", "min", 60), ("Einheit", "Minuten", 60), ("unité", "secondes", 1),
        ("unidad", "minutos", 60), ("durationUnit", "seconds", 1), ("unit", "sec", 1), ("Einheit", "Sekunden", 1),
        ("unidad", "segundos", 1), ("unité", "minutes", 60), ("time_unit", "s", 1),
    ]
    static let listKeys = ["cards", "segments", "Segmente", "segmentos", "steps", "étapes", "Schritte"]
    static let titles = ["Think", "Pair", "Share", "Lesen", "Écrire", "Hablar", "Plank", "Stretch", "Dehnen", "Gainage"]

    /// A routine's unit key over a mapping of titles to numbers or a list of timed cards.
    mutating func unitKey(_ index: Int) -> Draft {
        let unit = pick(Self.units)
        let list = pick(Self.listKeys)
        let json = index % 3 == 1
        let count = Int.random(in: 1...4, using: &random)
        let titles = Array(Self.titles.shuffled(using: &random).prefix(count))
        let numbers = titles.map { _ in unit.seconds == 60 ? Int.random(in: 1...9, using: &random) : pick([20, 30, 45, 90]) }
        let written = numbers.map { unit.seconds == 60 ? "\($0)m" : "\($0)s" }
        let canonical = "title: Session\ncards:\n" + zip(titles, written).map { "  - countdown: \($0)\n    duration: \($1)\n" }.joined()
        let head =
            json
            ? "{\"title\": \"Session\", \"\(unit.key)\": \"\(unit.word)\", \"\(list)\": "
            : "title: Session\n\(unit.key): \(unit.word)\n\(list):"
        if index % 2 == 0 {
            // Titles to numbers.
            let body =
                json
                ? "{" + zip(titles, numbers).map { "\"\($0)\": \($1)" }.joined(separator: ", ") + "}}\n"
                : "\n" + zip(titles, numbers).map { "  \($0): \($1)\n" }.joined()
            return Draft(text: head + body, canonical: canonical)
        }
        let body =
            json
            ? "[" + zip(titles, numbers).map { "{\"countdown\": \"\($0)\", \"duration\": \($1)}" }.joined(separator: ", ") + "]}\n"
            : "\n" + zip(titles, numbers).map { "  - countdown: \($0)\n    duration: \($1)\n" }.joined()
        return Draft(text: head + body, canonical: canonical)
    }

    /// A unit key that gives no one unit: no unit word, or two unit keys.
    mutating func unitKeyAmbiguous(_ index: Int) -> Draft {
        let keys =
            index % 2 == 0
            ? "\(pick(["unit", "Einheit", "unidad"])): \(pick(["kg", "Stück", "piezas", "reps"]))\n"
            : "unit: minutes\nEinheit: Sekunden\n"
        let text =
            "title: Session\n" + keys
            + "\(pick(Self.listKeys)):\n  - countdown: Think\n    duration: 2\n  - countdown: Pair\n    duration: 3\n"
        return Draft(text: text, canonical: nil)
    }

    static let phraseWords = ["phrase", "Satz", "mot", "frase", "sentence", "Wort", "palabra", "Vokabel"]
    static let countWords = ["repeat", "times", "x", "mal", "fois", "veces", "repeats"]
    static let phrases = ["Je voudrais un café", "Où est la gare ?", "Guten Morgen", "¿Dónde está el baño?", "Thank you very much"]

    /// Texts each said a number of times, beside a rest card.
    mutating func phrase(_ index: Int) -> Draft {
        let json = index % 3 == 2
        let texts = Array(Self.phrases.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)))
        let counts = texts.map { _ in Int.random(in: 2...9, using: &random) }
        let word = pick(Self.phraseWords)
        let countKey = pick(Self.countWords)
        let countFirst = index % 4 == 3 && countKey != "repeat"
        let canonical =
            "title: Phrases\ncards:\n" + zip(texts, counts).map { "  - repetition: \"\($0)\"\n    reps: \($1)\n" }.joined()
            + "  - rest: Listen\n    duration: 30s\n"
        if json {
            let items = zip(texts, counts).map { text, count in
                countFirst
                    ? "{\"\(countKey)\": \(count), \"\(word)\": \"\(text)\"}" : "{\"\(word)\": \"\(text)\", \"\(countKey)\": \(count)}"
            }
            let text =
                "{\"title\": \"Phrases\", \"cards\": ["
                + (items + ["{\"rest\": \"Listen\", \"duration\": \"30s\"}"]).joined(separator: ", ") + "]}\n"
            return Draft(text: text, canonical: canonical)
        }
        let items = zip(texts, counts).map { text, count in
            countFirst ? "  - \(countKey): \(count)\n    \(word): \"\(text)\"\n" : "  - \(word): \"\(text)\"\n    \(countKey): \(count)\n"
        }
        return Draft(text: "title: Phrases\ncards:\n" + items.joined() + "  - rest: Listen\n    duration: 30s\n", canonical: canonical)
    }

    /// A text with a count and a third key, or a count that is no number.
    mutating func phraseAmbiguous(_ index: Int) -> Draft {
        let word = pick(Self.phraseWords)
        let card =
            index % 2 == 0
            ? "  - \(word): Guten Morgen\n    repeat: 5\n    \(pick(["rest: 10s", "pause: 10s", "tempo: slow"]))\n"
            : "  - \(word): Guten Morgen\n    \(pick(Self.countWords)): \(pick(["often", "oft", "souvent"]))\n"
        return Draft(text: "title: Phrases\ncards:\n" + card + "  - rest: Listen\n    duration: 30s\n", canonical: nil)
    }

    /// Fields of a card kind in one language, its canonical names and values.
    static let fieldSets: [(kind: String, written: [String], names: [String], values: [String])] = [
        ("interval", ["work", "rest", "rounds"], ["work", "rest", "rounds"], ["20s", "10s", "8"]),
        ("interval", ["Arbeit", "Pause", "Runden"], ["work", "rest", "rounds"], ["40s", "20s", "6"]),
        ("interval", ["travail", "repos", "tours"], ["work", "rest", "rounds"], ["30s", "15s", "5"]),
        ("interval", ["trabajo", "descanso", "rondas"], ["work", "rest", "rounds"], ["45s", "15s", "4"]),
        ("interval", ["rounds"], ["rounds"], ["8"]),
        ("countdown", ["duration"], ["duration"], ["45s"]), ("countdown", ["Dauer"], ["duration"], ["1m"]),
        ("countdown", ["durée"], ["duration"], ["30s"]), ("repetition", ["reps"], ["reps"], ["12"]),
        ("repetition", ["Wiederholungen"], ["reps"], ["10"]), ("repetition", ["repeticiones"], ["reps"], ["15"]),
    ]

    /// A card's fields beside the cards, the one card of that kind missing them among complete others.
    mutating func cardFields(_ index: Int) -> Draft {
        let set = pick(Self.fieldSets)
        let json = index % 3 == 1
        let bare = set.kind == "interval" && set.names.count == 1 ? "    work: 20s\n    rest: 10s\n" : ""
        let others = index % 2 == 0 ? [("countdown", "Warm-up", "duration", "2m")] : []
        var canonical = "title: Session\ncards:\n" + others.map { "  - \($0.0): \($0.1)\n    \($0.2): \($0.3)\n" }.joined()
        canonical += "  - \(set.kind): Main\n" + bare + zip(set.names, set.values).map { "    \($0): \($1)\n" }.joined()
        let values = set.values.map { Int($0) != nil ? $0 : "\"\($0)\"" }
        if json {
            let fields = zip(set.written, values).map { "\"\($0)\": \($1)" }.joined(separator: ", ")
            let cardBare = bare.isEmpty ? "" : ", \"work\": \"20s\", \"rest\": \"10s\""
            let items = others.map { "{\"\($0.0)\": \"\($0.1)\", \"\($0.2)\": \"\($0.3)\"}" } + ["{\"\(set.kind)\": \"Main\"\(cardBare)}"]
            return Draft(
                text: "{\"title\": \"Session\", \(fields), \"cards\": [" + items.joined(separator: ", ") + "]}\n", canonical: canonical)
        }
        let top = zip(set.written, set.values).map { "\($0): \($1)\n" }.joined()
        let list = others.map { "  - \($0.0): \($0.1)\n    \($0.2): \($0.3)\n" }.joined() + "  - \(set.kind): Main\n" + bare
        return Draft(text: "title: Session\n" + top + "cards:\n" + list, canonical: canonical)
    }

    /// Fields two cards could take, or that the card already has.
    mutating func cardFieldsAmbiguous(_ index: Int) -> Draft {
        let set = pick(Self.fieldSets.filter { $0.names.count > 1 || $0.kind != "interval" })
        let top = zip(set.written, set.values).map { "\($0): \($1)\n" }.joined()
        let list =
            index % 2 == 0
            ? "  - \(set.kind): A\n  - \(set.kind): B\n"
            : "  - \(set.kind): A\n" + zip(set.names, set.values).map { "    \($0): \($1)\n" }.joined()
        return Draft(text: "title: Session\n" + top + "cards:\n" + list, canonical: nil)
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
}
