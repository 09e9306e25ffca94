/// Routines written in a schema of their own (``InferredRoutine``): a list of step objects
/// under a made-up or foreign key, perhaps under one wrapper key, each step's title and
/// time under random keys, with random extra keys (notes, flags, measures, step numbers),
/// rest flags and counts of times, in YAML and JSON. Near misses (two keys that may be the
/// time, two text keys, a second list, bare numbers under a key of no unit, nested objects)
/// must not build. Seeded.
struct InferredRoutineGenerator {
    struct Draft {
        let text: String
        /// The canonical routine meant; nil when the draft has no one reading.
        let canonical: String?
    }

    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    static let wrappers = ["practice_plan", "sessao", "rutin", "Ablauf", "séance", "zorblat", "plan_v2", "ktx_routine"]
    static let listKeys = ["etapas", "hareketler", "blocks", "Schritte", "étapes", "pasos", "zqvor", "items_x", "flowparts"]
    static let titleKeys = ["nome", "isim", "activity", "Bezeichnung", "libellé", "klabu", "what", "etiqueta"]
    /// Time keys whose unit is in the key, with seconds per unit.
    static let unitKeys: [(String, Int)] = [
        ("minutes", 60), ("seconds", 1), ("mins", 60), ("duration_minutes", 60), ("durationSeconds", 1), ("dauer_min", 60),
    ]
    /// Time keys of no unit, whose values carry it.
    static let plainKeys = ["süre", "wie_lange", "tijdsduur", "zeitfenster", "temps_x", "dlugosc", "plk"]
    static let titles = ["Breathe in", "Neck roll", "Scales", "Sight-reading", "Body scan", "Dehnung", "Étirement", "Postura", "Flow"]
    static let restTitles = ["Break", "Pause", "Rest", "Descanso"]
    static let restFlags = ["is_break", "isRest", "pausa", "rest", "break"]
    static let countKeys = ["repeat", "times", "rounds"]
    static let extraTexts = ["instrucao", "notes_x", "hinweis", "cue", "blurb"]
    static let extraMeasures = ["metronome_bpm", "weight_kg", "target_rpm", "bell_id"]
    static let besideTexts = ["instrument", "level", "autor"]

    /// A routine in its own schema, and the routine it means.
    mutating func draft(_ index: Int) -> Draft {
        let titleKey = pick(Self.titleKeys)
        let useUnitKey = index % 2 == 0
        let unitKey = pick(Self.unitKeys)
        let timeKey = useUnitKey ? unitKey.0 : pick(Self.plainKeys)
        let flag = index % 3 == 0 ? pick(Self.restFlags) : nil
        let countKey = index % 4 == 1 ? pick(Self.countKeys) : nil
        let extraText = pick(Self.extraTexts)
        let extraMeasure = pick(Self.extraMeasures)
        var steps: [[(String, String)]] = []
        var cards: [String] = []
        for step in 0..<Int.random(in: 1...6, using: &random) {
            let isRest = flag != nil && step % 3 == 2
            let title = isRest ? pick(Self.restTitles) : pick(Self.titles) + " \(step + 1)"
            let amount = Int.random(in: 1...12, using: &random)
            let seconds = useUnitKey ? amount * unitKey.1 * (unitKey.1 == 1 ? 5 : 1) : amount * 10
            let written = useUnitKey ? String(seconds / unitKey.1) : pick(["\(seconds)s", "\(seconds) sec", "\(seconds) seconds"])
            var object: [(String, String)] = [
                (titleKey, Self.quoted(title)), (timeKey, written.contains(" ") ? Self.quoted(written) : written),
            ]
            if let flag, isRest { object.append((flag, "true")) }
            // A note on some steps only: on every step it would be a second text key, a second reading of the title.
            if step % 2 == 1, Bool.random(using: &random) { object.append((extraText, Self.quoted("Keep it easy"))) }
            if Bool.random(using: &random) { object.append((extraMeasure, String(Int.random(in: 40...120, using: &random)))) }
            let rounds = countKey != nil && step % 2 == 0 ? Int.random(in: 2...3, using: &random) : 1
            if let countKey, rounds > 1 { object.append((countKey, String(rounds))) }
            steps.append(object.shuffled(using: &random))
            let card = "- \(isRest ? "rest" : "countdown"): \(Self.quoted(title))\n  duration: \(seconds)s\n"
            cards.append(rounds > 1 ? "- repeat: \(Self.quoted(title))\n  rounds: \(rounds)\n  cards:\n" + Self.indent(card, 4) : card)
        }
        let canonical = "title: Meant\ncards:\n" + cards.map { Self.indent($0, 2) }.joined()
        return Draft(text: written(steps, index: index), canonical: canonical)
    }

    /// A near miss: a schema with two readings, which must not build.
    mutating func ambiguous(_ index: Int) -> Draft {
        let titleKey = index % 5 == 1 ? "klabu" : pick(Self.titleKeys)
        var steps: [[(String, String)]] = []
        for step in 0..<Int.random(in: 2...5, using: &random) {
            var object: [(String, String)] = [(titleKey, Self.quoted(pick(Self.titles) + " \(step)"))]
            switch index % 5 {
            case 0: object += [("minutes", String(step + 2)), ("zorp", String(step + 3))]  // two times
            case 1: object += [("seconds", "30"), ("blurb", Self.quoted("Go \(step)")), ("zz", Self.quoted("Slow"))]  // two texts
            case 2: object += [(pick(Self.plainKeys), String(step + 2))]  // no unit
            case 3: object += [("seconds", "30"), ("parts", "[\"a\", \"b\"]")]  // nested
            default: object += [("seconds", "30")]
            }
            steps.append(object)
        }
        var text = written(steps, index: index)
        if index % 5 == 4 {
            // A second list of objects beside the steps: ingredients.
            text =
                "recipe:\n  name: Soup\n  ingredients:\n    - {name: Salt, amount: 2}\n  steps:\n"
                + steps.map { "    - {" + $0.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}\n" }.joined()
        }
        return Draft(text: text, canonical: nil)
    }

    /// The steps under a list key, perhaps a wrapper and a text beside, as YAML or JSON.
    private mutating func written(_ steps: [[(String, String)]], index: Int) -> String {
        let listKey = pick(Self.listKeys)
        let wrapper = index % 3 != 2 ? pick(Self.wrappers) : nil
        let beside: (String, String)? = Bool.random(using: &random) ? (pick(Self.besideTexts), Self.quoted("piano")) : nil
        let json = index % 2 == 1
        if json {
            let items = steps.map { "{" + $0.map { "\"\($0.0)\": \(Self.jsonValue($0.1))" }.joined(separator: ", ") + "}" }
            var body =
                (beside.map { ["\"\($0.0)\": \($0.1)"] } ?? []) + ["\"\(listKey)\": [\n    " + items.joined(separator: ",\n    ") + "\n  ]"]
            body = body.map { "  " + $0 }
            let inner = "{\n" + body.joined(separator: ",\n") + "\n}"
            return (wrapper.map { "{\"\($0)\": " + inner + "}" } ?? inner) + "\n"
        }
        var lines = (beside.map { ["\($0.0): \($0.1)"] } ?? []) + ["\(listKey):"]
        for object in steps {
            lines += object.enumerated().map { ($0.offset == 0 ? "  - " : "    ") + "\($0.element.0): \($0.element.1)" }
        }
        if let wrapper { lines = ["\(wrapper):"] + lines.map { "  " + $0 } }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func quoted(_ text: String) -> String { "\"\(text)\"" }

    /// A value in JSON: numbers, flags, quoted texts and lists as written, other text quoted.
    private static func jsonValue(_ text: String) -> String {
        Int(text) != nil || text == "true" || text.hasPrefix("\"") || text.hasPrefix("[") ? text : quoted(text)
    }

    private static func indent(_ text: String, _ count: Int) -> String {
        let pad = String(repeating: " ", count: count)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
}
