import Foundation

/// Drafts of a group of cards played several times, as other apps, models and people
/// write one, each with the routine it means: a header counting rounds in text (in the
/// vocabulary's languages, as a line, a Markdown heading or over indented lines), an
/// object holding a list and a count under other apps' words (YAML or JSON, keys in any
/// order, with the keys models add), and an interval counted under another word. Seeded;
/// the styles are other than the open drafts' (`3x` over intervals.icu steps, `blocks`
/// with `repeat`).
struct RepeatDrafts {
    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    /// A header counting `N` rounds, in one language's words; the `:` is the writer's.
    static let headers: [String] = [
        "N rounds:", "Nx", "N x", "Repeat N times:", "N sets:", "N laps:", "N Runden:", "Wiederhole N Mal:", "N Durchgänge:",
        "N fois :", "Répéter N fois :", "N tours :", "N veces:", "Repetir N veces:", "N vueltas:", "Ripeti N volte:", "N giri:",
        "Repita N vezes:", "Herhaal N keer:", "N rondes:", "Circuit, N rounds:", "xN:",
    ]

    /// Work steps as text, with their title and seconds.
    static let works: [(title: String, seconds: Int)] = [
        ("Squats", 40), ("Burpees", 30), ("Plank", 45), ("Kniebeugen", 40), ("Gainage", 30), ("Sentadillas", 45), ("Affondi", 30),
        ("Row", 60), ("Mountain climbers", 20),
    ]
    /// Rest steps as text: words the vocabulary names a rest by.
    static let rests = ["Rest", "Pause", "Repos", "Descanso", "Break"]

    /// One step's text in a style, and its card in the intent.
    private mutating func stepText(_ title: String, _ seconds: Int, isRest: Bool) -> (text: String, intent: [String]) {
        let unit = pick(["s", " s", " sec", " seconds", " Sekunden", " secondes", " segundos"])
        let text =
            switch Int.random(in: 0...2, using: &random) {
            case 0: "\(title) \(seconds)\(unit)"
            case 1: "\(title) – \(seconds)\(unit)"
            default: "\(title) (\(seconds)\(unit))"
            }
        return (text, ["- \(isRest ? "rest" : "countdown"): \(title)", "  duration: \(seconds)s"])
    }

    /// A text routine with a counted group among plain steps.
    mutating func textGroup(_ index: Int) -> StructureDrafts.Draft {
        let rounds = Int.random(in: 2...6, using: &random)
        let header = pick(Self.headers).replacingOccurrences(of: "N", with: "\(rounds)")
        let layout = Int.random(in: 0...3, using: &random)
        var lines: [String] = []
        var intent = ["title: \(layout == 3 ? "Session \(index)" : "Routine")", "cards:"]
        if layout == 3 { lines += ["# Session \(index)", ""] }
        if Bool.random(using: &random) {
            let warm = Int.random(in: 3...10, using: &random)
            lines.append("\(pick(["- ", ""]))Warm-up \(warm) min")
            intent += ["  - countdown: Warm-up", "    duration: \(warm)m"]
            lines.append("")
        }
        lines.append(layout == 3 ? "## " + header.replacingOccurrences(of: ":", with: "") : header)
        intent += ["  - repeat: Block", "    rounds: \(rounds)", "    cards:"]
        var members = Array(Self.works.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random))).map {
            (title: $0.title, seconds: $0.seconds, isRest: false)
        }
        if Bool.random(using: &random) { members.append((pick(Self.rests), pick([15, 20, 30]), true)) }
        for (position, member) in members.enumerated() {
            let step = stepText(member.title, member.seconds, isRest: member.isRest)
            let marker =
                switch layout {
                case 0: "- "
                case 1: "  "
                case 2: "\(position + 1). "
                default: "- "
                }
            lines.append(marker + step.text)
            intent += step.intent.map { "      " + $0 }
        }
        if Bool.random(using: &random) {
            let cool = Int.random(in: 3...10, using: &random)
            lines += ["", layout == 3 ? "## Cool-down" : "Cool-down \(cool) min"]
            if layout == 3 { lines.append("- Cool-down \(cool) min") }
            intent += ["  - countdown: Cool-down", "    duration: \(cool)m"]
        }
        return StructureDrafts.Draft(
            name: "text-group-\(index)", text: lines.joined(separator: "\n") + "\n", ext: layout == 3 ? "md" : "txt",
            intent: intent.joined(separator: "\n") + "\n")
    }

    /// Keys a group's title, count and list are written under, in several apps' and languages' words.
    static let titleKeys = ["name", "title", "circuit", "block", "superset", "Zirkel", "nombre", "label"]
    static let countKeys = ["repeat", "repeats", "times", "sets", "rounds", "laps", "Runden", "Wiederholungen", "fois", "vueltas", "tours"]
    static let listKeys = ["exercises", "steps", "blocks", "cards", "Übungen", "ejercicios", "movements", "intervals"]
    /// Pairs models add that the language has no place for, on a group.
    static let extras = ["notes: keep your form", "color: red", "emoji: \"💪\"", "description: the hard part", "sound: beep"]

    /// A group object in YAML or JSON: perhaps a title, a count, a list of cards and perhaps
    /// a decoration, in any order after the title.
    mutating func objectGroup(_ index: Int) -> StructureDrafts.Draft {
        let rounds = Int.random(in: 2...5, using: &random)
        let titleKey = pick(Self.titleKeys)
        // A group may have no title at all (`- times: 3` over `exercises:`).
        let titled = Int.random(in: 0...3, using: &random) != 0
        let members = Array(Self.works.shuffled(using: &random).prefix(Int.random(in: 2...3, using: &random)))
        var pairs = [("\(pick(Self.countKeys))", countText(rounds))]
        if Bool.random(using: &random) {
            let extra = pick(Self.extras).split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            pairs.append((extra[0], extra[1].replacingOccurrences(of: "\"", with: "")))
        }
        pairs.shuffle(using: &random)
        let listKey = pick(Self.listKeys)
        let listFirst = Bool.random(using: &random)
        var intent = ["title: Groups \(index)", "cards:", "  - repeat: Main", "    rounds: \(rounds)", "    cards:"]
        for member in members { intent += ["      - countdown: \(member.title)", "        duration: \(member.seconds)s"] }
        let text: String
        if Bool.random(using: &random) {
            let cards = members.map { "{\"countdown\": \"\($0.title)\", \"duration\": \"\($0.seconds)s\"}" }
            var fields = pairs.map { "\"\($0.0)\": " + (Int($0.1) != nil ? $0.1 : "\"\($0.1)\"") }
            let list = "\"\(listKey)\": [\n        " + cards.joined(separator: ",\n        ") + "\n      ]"
            fields.insert(list, at: listFirst ? 0 : fields.count)
            if titled { fields.insert("\"\(titleKey)\": \"Main\"", at: 0) }
            text =
                "{\n  \"title\": \"Groups \(index)\",\n  \"cards\": [\n    {\n      " + fields.joined(separator: ",\n      ")
                + "\n    }\n  ]\n}\n"
        } else {
            var fields = pairs.map { "\(StructureDrafts.yamlKey($0.0)): \($0.1)" }
            var list = ["\(StructureDrafts.yamlKey(listKey)):"]
            for member in members { list += ["  - countdown: \(member.title)", "    duration: \(member.seconds)s"] }
            fields.insert(contentsOf: list, at: listFirst ? 0 : fields.count)
            if titled { fields.insert("\(titleKey): Main", at: 0) }
            text =
                (["title: Groups \(index)", "cards:", "  - " + fields[0]] + fields.dropFirst().map { "    " + $0 }).joined(separator: "\n")
                + "\n"
        }
        return StructureDrafts.Draft(
            name: "object-group-\(index)", text: text, ext: text.hasPrefix("{") ? "json" : "yaml",
            intent: intent.joined(separator: "\n") + "\n")
    }

    /// A count as people write one: plain, or with a word that only says it counts, in
    /// the vocabulary's languages (`3 times`, `x3`, `4 Mal`, `trois fois`, `five rounds`).
    private mutating func countText(_ rounds: Int) -> String {
        let words = [
            2: ["two", "zwei", "deux", "dos"], 3: ["three", "drei", "trois", "tres"], 4: ["four", "vier", "quatre", "cuatro"],
            5: ["five", "fünf", "cinq", "cinco"],
        ]
        let forms = [
            "N", "N times", "xN", "Nx", "N rounds", "N sets", "N Mal", "N Runden", "N fois", "N tours", "N veces", "N rondas",
            "W times", "W rounds",
        ]
        let word = pick(words[rounds] ?? ["\(rounds)"])
        return pick(forms).replacingOccurrences(of: "N", with: "\(rounds)").replacingOccurrences(of: "W", with: word)
    }

    /// An interval whose rounds are under another word of a count.
    mutating func countedInterval(_ index: Int) -> StructureDrafts.Draft {
        let rounds = Int.random(in: 2...12, using: &random)
        let key = pick(["repeat", "repeats", "times", "laps", "sets", "Wiederholungen", "Runden", "vueltas", "tours", "cycles"])
        var fields = ["work: 40s", "rest: 20s", "\(key): \(rounds)"]
        fields.shuffle(using: &random)
        let text =
            (["title: Track \(index)", "cards:", "  - interval: Repeats"] + fields.map { "    " + $0 }).joined(separator: "\n") + "\n"
        let intent = [
            "title: Track \(index)", "cards:", "  - interval: Repeats", "    work: 40s", "    rest: 20s", "    rounds: \(rounds)",
        ]
        return StructureDrafts.Draft(
            name: "counted-interval-\(index)", text: text, ext: "yaml", intent: intent.joined(separator: "\n") + "\n")
    }

    /// A group with no one reading: two counts, or two lists, around its cards; it must not build.
    mutating func ambiguousGroup(_ index: Int) -> StructureDrafts.Draft {
        let lines: [String]
        if Bool.random(using: &random) {
            lines = [
                "title: Two counts \(index)", "cards:", "  - \(pick(Self.titleKeys)): Main", "    sets: 3",
                "    rounds: \(Int.random(in: 4...6, using: &random))",
                "    exercises:", "      - countdown: Squats", "        duration: 30s",
            ]
        } else {
            lines = [
                "title: Two lists \(index)", "cards:", "  - \(pick(Self.titleKeys)): Main", "    \(pick(Self.countKeys)): 3",
                "    exercises:",
                "      - countdown: Squats", "        duration: 30s", "    steps:", "      - countdown: Lunges", "        duration: 30s",
            ]
        }
        return StructureDrafts.Draft(
            name: "ambiguous-group-\(index)", text: lines.joined(separator: "\n") + "\n", ext: "yaml", intent: StructureDrafts.noReading)
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
}
