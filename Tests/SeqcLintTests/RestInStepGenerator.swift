/// Steps that carry the rest after them as a field (``RestInStep``, ``RestAsCard``), in
/// English, German, French, Spanish and Italian, as step objects of no kind (`name`, a step
/// word), as cards that name their kind, in block YAML and JSON: each means its card then a
/// rest card titled by the rest's word. Near misses with no one reading: a number of no
/// unit beside a time of no unit, a step inside a repeat block, a step with two rests.
/// Seeded.
struct RestInStepGenerator {
    struct Draft {
        let text: String
        /// The canonical routine meant; nil when the rest has no one reading.
        let canonical: String?
    }

    /// One language's words: title keys, a duration key and its unit spellings, a reps key,
    /// and rest keys with the rest card's title each gives.
    struct Words {
        let titleKeys: [String]
        let durationKey: String
        let units: [String]
        let repsKey: String
        let rests: [(key: String, title: String)]
        let titles: [String]
    }

    static let languages: [Words] = [
        Words(
            titleKeys: ["name", "exercise", "title"], durationKey: "duration", units: ["s", " sec", " seconds"], repsKey: "reps",
            rests: [("rest", "Rest"), ("rest_after", "Rest"), ("restAfter", "Rest"), ("Rest", "Rest"), ("recovery", "Recovery")],
            titles: ["Squat", "Push-ups", "Plank", "Lunges"]),
        Words(
            titleKeys: ["Übung", "Name"], durationKey: "Dauer", units: [" Sek.", " Sekunden", "s"], repsKey: "Wiederholungen",
            rests: [("Pause", "Pause"), ("pause", "Pause")], titles: ["Kniebeugen", "Liegestütze", "Ausfallschritte"]),
        Words(
            titleKeys: ["exercice", "nom"], durationKey: "durée", units: [" s", " secondes"], repsKey: "répétitions",
            rests: [("repos", "Repos"), ("récupération", "Récupération")], titles: ["Gainage", "Pompes", "Fentes"]),
        Words(
            titleKeys: ["ejercicio", "nombre"], durationKey: "tiempo", units: ["s", " segundos"], repsKey: "repeticiones",
            rests: [("descanso", "Descanso")], titles: ["Sentadillas", "Flexiones", "Zancadas"]),
        Words(
            titleKeys: ["nome", "esercizio"], durationKey: "durata", units: [" secondi", "s"], repsKey: "ripetizioni",
            rests: [("riposo", "Riposo"), ("recupero", "Recupero")], titles: ["Squat", "Affondi", "Ponte glutei"]),
    ]

    /// A step: its pairs as written, and its cards in the language's form.
    private struct Step {
        var pairs: [(String, String)]
        var intent: [String]
    }

    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    /// A routine of two to four steps, each but perhaps the last with a rest.
    mutating func draft(_ index: Int) -> Draft {
        let words = pick(Self.languages)
        let kinded = index % 5 == 0
        let steps = (0..<Int.random(in: 2...4, using: &random)).map { position in
            step(words, kinded: kinded, rested: position == 0 || Bool.random(using: &random))
        }
        let json = index % 3 == 1
        let intent = "title: Circuit\ncards:\n" + steps.flatMap(\.intent).map { "  \($0)\n" }.joined()
        return Draft(text: Self.written(steps.map(\.pairs), json: json), canonical: intent)
    }

    /// A step whose rest has no one reading.
    mutating func ambiguous(_ index: Int) -> Draft {
        let words = pick(Self.languages)
        let title = pick(words.titles)
        let rest = pick(words.rests).key
        switch index % 3 {
        case 0:
            let head = index % 2 == 0 ? ("countdown", title) : (pick(words.titleKeys), title)
            let pairs = [head, (words.durationKey, "40"), (rest, "20")]
            return Draft(text: Self.written([pairs], json: index % 4 == 0), canonical: nil)
        case 1:
            let pairs = [(pick(words.titleKeys), title), (words.durationKey, "40s"), (rest, "20s")]
            let items = Self.item(pairs).map { "      " + $0 }.joined(separator: "\n")
            let text = "title: Circuit\ncards:\n  - repeat: Round\n    rounds: 3\n    cards:\n" + items + "\n"
            return Draft(text: text, canonical: nil)
        default:
            let other = rest == "pause" || rest == "Pause" ? "rest" : "pause"
            let pairs = [(pick(words.titleKeys), title), (words.durationKey, "40s"), (rest, "20s"), (other, "10s")]
            return Draft(text: Self.written([pairs], json: index % 4 == 2), canonical: nil)
        }
    }

    private mutating func step(_ words: Words, kinded: Bool, rested: Bool) -> Step {
        let title = pick(words.titles)
        let counted = Bool.random(using: &random)
        let amount = counted ? Int.random(in: 5...20, using: &random) : pick([30, 40, 45, 60])
        let kind = counted ? "repetition" : "countdown"
        var pairs = [kinded ? (kind, title) : (pick(words.titleKeys), title)]
        let key = kinded ? (counted ? "reps" : "duration") : (counted ? words.repsKey : words.durationKey)
        // A card that names its kind writes its own time as the language does.
        pairs.append((key, counted ? "\(amount)" : kinded ? "\(amount)s" : "\(amount)\(pick(words.units))"))
        var intent = ["- \(kind): \(title)", "  \(counted ? "reps: \(amount)" : "duration: \(amount)s")"]
        guard rested else { return Step(pairs: pairs, intent: intent) }
        let rest: (key: String, title: String) = kinded ? ("rest", "Rest") : pick(words.rests)
        let seconds = pick([10, 15, 20, 30, 60, 90])
        pairs.append((rest.key, Bool.random(using: &random) ? "\(seconds)" : "\(seconds)\(pick(words.units))"))
        intent += ["- rest: \(rest.title)", "  duration: \(seconds)s"]
        return Step(pairs: pairs, intent: intent)
    }

    /// A step's lines as a block list item.
    private static func item(_ pairs: [(String, String)]) -> [String] {
        pairs.enumerated().map { index, pair in (index == 0 ? "- " : "  ") + "\(pair.0): \(pair.1)" }
    }

    private static func written(_ steps: [[(String, String)]], json: Bool) -> String {
        guard json else { return "title: Circuit\ncards:\n" + steps.flatMap(item).map { "  \($0)\n" }.joined() }
        let objects = steps.map { pairs in
            "{" + pairs.map { "\"\($0.0)\": " + (Int($0.1) != nil ? $0.1 : "\"\($0.1)\"") }.joined(separator: ", ") + "}"
        }
        return "{\"title\": \"Circuit\", \"cards\": [\n  " + objects.joined(separator: ",\n  ") + "\n]}\n"
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
}
