/// Cards whose duration or reps is written for each side (`45s each side`, `8 per leg`,
/// `30 Sekunden pro Seite`, `10 par jambe`), in YAML and JSON, with and without neighbours
/// titled by side: each means a left card then a right card, titled as the neighbours are,
/// else with the side words of the phrase's language. A card whose title already names a
/// side, a routine titling sides two ways, and a range per side have no one reading and
/// must not build. Seeded.
struct PerSideDrafts {
    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    /// Per-side phrases and the side suffixes of their language.
    static let phrases: [(String, (String, String))] = [
        ("each side", (" (left)", " (right)")), ("per side", (" (left)", " (right)")), ("per leg", (" (left)", " (right)")),
        ("per arm", (" (left)", " (right)")), ("each leg", (" (left)", " (right)")), ("a side", (" (left)", " (right)")),
        ("jede Seite", (" (links)", " (rechts)")), ("pro Seite", (" (links)", " (rechts)")), ("je Seite", (" (links)", " (rechts)")),
        ("pro Bein", (" (links)", " (rechts)")), ("de chaque côté", (" (gauche)", " (droite)")), ("par côté", (" (gauche)", " (droite)")),
        ("por lado", (" (izquierda)", " (derecha)")), ("cada lado", (" (izquierda)", " (derecha)")),
        ("per lato", (" (sinistra)", " (destra)")), ("per kant", (" (links)", " (rechts)")), ("elke kant", (" (links)", " (rechts)")),
    ]
    /// Ways a routine titles its sides, as a neighbour pair shows them.
    static let conventions = [(" – links", " – rechts"), (" (L)", " (R)"), (" - left", " - right"), (" (left)", " (right)")]
    static let titles = ["Lizard lunge", "Side plank", "Ausfallschritt", "Fente", "Zancada", "Affondo", "Single-leg deadlift", "Clamshell"]

    /// A card with a per-side value, alone or beside a pair of cards titled by side.
    mutating func draft(_ index: Int) -> StructureDrafts.Draft {
        let (phrase, fallback) = pick(Self.phrases)
        let convention = index % 3 == 0 ? nil : pick(Self.conventions)
        let sides = convention ?? fallback
        let isReps = index % 2 == 0
        let number = isReps ? Int.random(in: 5...15, using: &random) : pick([20, 30, 45, 60])
        let written = isReps ? "\(number) \(phrase)" : pick(["\(number)s \(phrase)", "\(number) sec \(phrase)", "\(number)s, \(phrase)"])
        let card: Card = (isReps ? "repetition" : "countdown", pick(Self.titles), isReps ? "reps" : "duration", written)
        var draft: [Card] = [("countdown", "Warm up", "duration", "2m")]
        if let convention {
            draft += [("countdown", "Pigeon" + convention.0, "duration", "1m"), ("countdown", "Pigeon" + convention.1, "duration", "1m")]
        }
        let value = isReps ? "\(number)" : "\(number)s"
        let intent = draft + [(card.kind, card.title + sides.0, card.key, value), (card.kind, card.title + sides.1, card.key, value)]
        return Self.written("per-side-\(index)", draft + [card], intent: Self.yaml(intent), json: index % 4 == 1)
    }

    /// A per-side value with no one reading: the card already names a side, the routine
    /// titles sides two ways, or the value is a range.
    mutating func ambiguous(_ index: Int) -> StructureDrafts.Draft {
        let (phrase, _) = pick(Self.phrases)
        var cards: [Card] = [("countdown", "Warm up", "duration", "2m")]
        switch index % 3 {
        case 0: cards.append(("countdown", pick(["Lunge (left)", "Dehnung links", "Fente gauche"]), "duration", "30s \(phrase)"))
        case 1:
            cards += [
                ("countdown", "Pigeon (L)", "duration", "1m"), ("countdown", "Pigeon (R)", "duration", "1m"),
                ("countdown", "Hip – links", "duration", "1m"), ("countdown", "Hip – rechts", "duration", "1m"),
                ("repetition", pick(Self.titles), "reps", "8 \(phrase)"),
            ]
        default: cards.append(("countdown", pick(Self.titles), "duration", "\(pick(["30-45s", "8-12"])) \(phrase)"))
        }
        var draft = Self.written("per-side-ambiguous-\(index)", cards, intent: "", json: index % 2 == 1)
        draft.intent = StructureDrafts.noReading
        return draft
    }

    typealias Card = (kind: String, title: String, key: String, value: String)

    private static func yaml(_ cards: [Card]) -> String {
        "title: Mobility\ncards:\n" + cards.map { "  - \($0.kind): \($0.title)\n    \($0.key): \($0.value)\n" }.joined()
    }

    private static func written(_ name: String, _ cards: [Card], intent: String, json: Bool) -> StructureDrafts.Draft {
        guard json else { return StructureDrafts.Draft(name: name, text: yaml(cards), ext: "yaml", intent: intent) }
        let items = cards.map { card in
            let value = Int(card.value).map(String.init) ?? "\"\(card.value)\""
            return "  {\"\(card.kind)\": \"\(card.title)\", \"\(card.key)\": \(card.value.contains(" ") ? "\"\(card.value)\"" : value)}"
        }
        return StructureDrafts.Draft(
            name: name, text: "{\"title\": \"Mobility\", \"cards\": [\n" + items.joined(separator: ",\n") + "\n]}\n", ext: "json",
            intent: intent)
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
}
