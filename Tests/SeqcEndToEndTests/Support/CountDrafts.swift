/// Drafts stating a count of rounds or times the language has no place for: a key beside
/// the routine's cards (`repetir: 10 vezes`, `Runden: 3`), a key on one card (`powtórz: 2`),
/// or a line after or before a text list of steps (`→ 4 Zyklen.`, `Do this circuit 3
/// times.`, `3 kez tekrarla`), in YAML, JSON and text, in the vocabulary's languages. Each
/// means a `repeat` block of what it stands beside. Near misses (a frequency, a range, two
/// counts, a number under an unknown key that is no metadata, a range or two counts on
/// one card) have no one reading and must not build. Seeded.
struct CountDrafts {
    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    /// Count keys and the times word of their language.
    static let keys: [(key: String, times: String)] = [
        ("repeat", "times"), ("rounds", "times"), ("Runden", "Mal"), ("wiederholen", "mal"), ("tours", "fois"), ("répéter", "fois"),
        ("repetir", "veces"), ("rondas", "veces"), ("repetir", "vezes"), ("voltas", "vezes"), ("ripeti", "volte"), ("giri", "volte"),
        ("herhaal", "keer"), ("rondes", "keer"), ("powtórz", "razy"), ("rundy", "razy"), ("opakuj", "krát"), ("kola", "krát"),
        ("upprepa", "gånger"), ("varv", "gånger"), ("tekrarla", "kez"), ("cycles", "times"), ("Zyklen", "Mal"),
    ]

    /// Lines stating a count after (or before) a list; `N` is the count.
    static let lines = [
        "Repeat Nx", "Do this circuit N times.", "N rounds.", "N Runden.", "→ N Zyklen.", "À faire N fois.", "Repetir N veces.",
        "Repetir N vezes.", "Ripeti N volte.", "Herhaal N keer.", "Powtórz N razy.", "Opakuj Nkrát.", "Upprepa N gånger.",
        "N kez tekrarla.", "xN",
    ]

    static let steps: [Step] = [("Plank", 30), ("Squats", 45), ("Kniebeugen", 40), ("Gainage", 20), ("Sentadillas", 35), ("Affondi", 25)]

    typealias Step = (title: String, seconds: Int)

    /// A draft of the class and the routine it means.
    mutating func draft(_ index: Int) -> StructureDrafts.Draft {
        let rounds = Int.random(in: 2...10, using: &random)
        let steps = Array(Self.steps.shuffled(using: &random).prefix(Int.random(in: 2...3, using: &random)))
        let (key, times) = pick(Self.keys)
        let value = pick(["\(rounds)", "\(rounds) \(times)", "\"\(rounds)\""])
        let name = "count-\(index)"
        switch index % 5 {
        case 0, 1:
            // A routine-level count key, after or before the cards, in YAML or JSON.
            let intent = Self.yaml([.block("Circuit", rounds, steps)])
            let text =
                index % 5 == 0
                ? Self.yamlDraft(steps, routineKey: "\(key): \(value)", first: index % 2 == 0)
                : Self.jsonDraft(
                    steps,
                    routineKey: "\"\(key)\": \(value.hasPrefix("\"") || value.contains(" ") ? "\"\(value.filter { $0 != "\"" })\"" : value)"
                )
            return StructureDrafts.Draft(name: name, text: text, ext: index % 5 == 0 ? "yaml" : "json", intent: intent)
        case 2:
            // A count key on one card.
            let counted = Int.random(in: 0..<steps.count, using: &random)
            var text = "title: Circuit\ncards:\n"
            var parts: [Part] = []
            for (position, step) in steps.enumerated() {
                text += "  - countdown: \(step.title)\n    duration: \(step.seconds)s\n"
                if position == counted { text += "    \(key): \(value)\n" }
                parts.append(position == counted ? .block(step.title, rounds, [step]) : .step(step))
            }
            return StructureDrafts.Draft(name: name, text: text, ext: "yaml", intent: Self.yaml(parts))
        default:
            // A line stating the count after the list, or before it.
            let line = pick(Self.lines).replacingOccurrences(of: "N", with: "\(rounds)")
            let list = steps.map { "- \($0.title) \($0.seconds)s" }.joined(separator: "\n")
            let text = index % 5 == 3 ? "# Circuit\n\n\(list)\n\n\(line)\n" : "# Circuit\n\n\(line)\n\n\(list)\n"
            return StructureDrafts.Draft(name: name, text: text, ext: "md", intent: Self.yaml([.block("Circuit", rounds, steps)]))
        }
    }

    /// Near misses: a frequency, a range, two counts, an unknown key holding a number that
    /// is no metadata, a range on one card.
    mutating func ambiguous(_ index: Int) -> StructureDrafts.Draft {
        let steps = Array(Self.steps.prefix(2))
        let list = steps.map { "- \($0.title) \($0.seconds)s" }.joined(separator: "\n")
        let name = "count-ambiguous-\(index)"
        let text: String
        let ext: String
        switch index % 6 {
        case 0:
            let line = pick([
                "Do this 3 times a week.", "3x pro Woche.", "À faire 2 fois par jour.", "Repetir 2 veces al día.",
                "Repeat daily, 3 rounds.",
            ])
            (text, ext) = ("# Circuit\n\n\(list)\n\n\(line)\n", "md")
        case 1:
            let line = pick(["Repeat 2-3x", "2-3 rounds.", "2 bis 3 Runden.", "Repetir 3 a 4 veces."])
            (text, ext) = ("# Circuit\n\n\(list)\n\n\(line)\n", "md")
        case 2:
            let line = pick(["→ 4 Zyklen. Nach 1 Monat auf 8 Zyklen steigern.", "3 rounds, later 5 rounds."])
            // A count line that also times the steps with no one reading (a range, a count
            // beside a length); one with one reading is a list's header (HeaderListTests).
            let timing = pick(["2-3 kola, 40 s práce / 20 s pauza, mezi koly 2 min", "3 Runden à 40 Sek. Belastung, 20 Sek. Pause"])
            (text, ext) =
                index % 12 == 8
                ? ("**Zirkel**\n\(timing)\n\n1. Dřepy\n2. Kliky\n3. Výpady\n", "md") : ("# Circuit\n\n\(list)\n\n\(line)\n", "md")
        case 3:
            let pair = pick(["sides: 2", "laps_total: 3", "Wechsel: 4", "blocs: 3 x"])
            (text, ext) = (Self.yamlDraft(steps, routineKey: pair, first: index % 2 == 0), "yaml")
        case 4:
            let pair = pick(["repeat: 2-3", "Runden: 3 pro Woche", "times: 3 a week", "repetir: 3 o 4"])
            (text, ext) = (Self.yamlDraft(steps, routineKey: pair, first: false), "yaml")
        default:
            // A range or two counts on one card.
            let pair = pick(["repeat: 2-3", "powtórz: 2 lub 3", "Runden: 3-4", "herhaal: 2 of 3 keer"])
            (text, ext) = ("title: Circuit\ncards:\n  - countdown: Plank\n    duration: 30s\n    \(pair)\n", "yaml")
        }
        return StructureDrafts.Draft(name: name, text: text, ext: ext, intent: StructureDrafts.noReading)
    }

    /// A near miss that builds: a metadata number beside the cards, deleted.
    mutating func metadata(_ index: Int) -> StructureDrafts.Draft {
        let steps = Array(Self.steps.prefix(2))
        let pair = pick(["difficulty: 3", "weight: 20 kg", "RPE: 8", "Gewicht: 12", "calorias: 300", "bpm: 120"])
        return StructureDrafts.Draft(
            name: "count-metadata-\(index)", text: Self.yamlDraft(steps, routineKey: pair, first: index % 2 == 0), ext: "yaml",
            intent: Self.yaml(steps.map { .step($0) }))
    }

    enum Part {
        case step(Step)
        case block(String, Int, [Step])
    }

    private static func yaml(_ parts: [Part]) -> String {
        var text = "title: Circuit\ncards:\n"
        for part in parts {
            switch part {
            case .step(let step): text += "  - countdown: \(step.title)\n    duration: \(step.seconds)s\n"
            case .block(let title, let rounds, let steps):
                text += "  - repeat: \(title)\n    rounds: \(rounds)\n    cards:\n"
                text += steps.map { "      - countdown: \($0.title)\n        duration: \($0.seconds)s\n" }.joined()
            }
        }
        return text
    }

    private static func yamlDraft(_ steps: [Step], routineKey: String, first: Bool) -> String {
        let cards = "cards:\n" + steps.map { "  - countdown: \($0.title)\n    duration: \($0.seconds)s\n" }.joined()
        return "title: Circuit\n" + (first ? "\(routineKey)\n\(cards)" : "\(cards)\(routineKey)\n")
    }

    private static func jsonDraft(_ steps: [Step], routineKey: String) -> String {
        let cards = steps.map { "{\"countdown\": \"\($0.title)\", \"duration\": \"\($0.seconds)s\"}" }.joined(separator: ", ")
        return "{\"title\": \"Circuit\", \"cards\": [\(cards)], \(routineKey)}\n"
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
}
