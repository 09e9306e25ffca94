import SeqcModel

@testable import SeqcCompiler

/// Drafts written as other apps, languages and habits write routines, each with the
/// routine it means in the language's own forms. Made from the vocabulary and the
/// descriptors with a seeded generator, so every run tries the same cases and a new
/// synonym or unit joins them without a line here. The oracle is built by construction:
/// a card's kind is named by its key, or by a step word only with fields that one kind takes.
struct DraftGenerator {
    var random: SplitMix

    init(seed: UInt64) {
        random = SplitMix(state: seed)
    }

    /// One draft and the canonical text it means.
    mutating func draft() -> (draft: String, canonical: String) {
        let titleKey = pick(["title"] + uniqueSynonyms(of: "title", among: Language.topLevelFields))
        let cardsKey = pick(["cards"] + uniqueSynonyms(of: "cards", among: Language.topLevelFields))
        let routineTitle = pick(["Morning session", "Leg day", "Abendroutine", "Séance du soir", "Rutina de fuerza"])
        var draft = "\(titleKey): \(routineTitle)\n\(cardsKey):\n"
        var canonical = "title: \(routineTitle)\ncards:\n"
        for index in 0..<Int.random(in: 1...4, using: &random) {
            // A routine that starts with a rest is its own repair (`leading-rest` makes it a
            // countdown), so a first card of the intent is never a rest.
            var card = self.card()
            while index == 0 && card.canonical.hasPrefix("  - rest:") { card = self.card() }
            draft += card.draft
            canonical += card.canonical
        }
        return (draft, canonical)
    }

    private mutating func card() -> (draft: String, canonical: String) {
        // No title names a kind (`Rest`, `Récupération`): such a step's kind is the title's.
        let title = pick(["Warm-up", "Plank", "Squats", "Breathe", "Stretch", "Übung eins", "Étirements", "Sentadillas"])
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return timed(.countdown, title: title, field: "duration")
        case 1: return timed(.rest, title: title, field: "duration")
        case 2: return timed(.countup, title: title, field: "target")
        case 3: return repetition(title)
        case 4: return interval(title)
        default: return checklist(title)
        }
    }

    private mutating func timed(_ kind: CardKind, title: String, field: String) -> (draft: String, canonical: String) {
        let seconds = pick([5, 10, 20, 30, 45, 60, 90, 120, 300, 600, 1200])
        let key = fieldKey(field, of: kind)
        let head = kind == .countdown ? pick([kind.rawValue, "exercise", "step", "Übung", "exercice", "ejercicio"]) : kindKey(kind)
        return (
            "  - \(head): \(title)\n    \(key): \(duration(seconds))\n",
            "  - \(kind.rawValue): \(title)\n    \(field): \(DurationText.text(seconds))\n"
        )
    }

    private mutating func repetition(_ title: String) -> (draft: String, canonical: String) {
        let reps = Int.random(in: 1...30, using: &random)
        let head = pick([kindKey(.repetition), "exercise", "Übung", "ejercicio"])
        return (
            "  - \(head): \(title)\n    \(fieldKey("reps", of: .repetition)): \(pick(["\(reps)", "\(reps)x", "\(reps) times"]))\n",
            "  - repetition: \(title)\n    reps: \(reps)\n"
        )
    }

    private mutating func interval(_ title: String) -> (draft: String, canonical: String) {
        let work = pick([10, 20, 30, 40, 60])
        let rest = pick([10, 15, 20, 30])
        let rounds = Int.random(in: 2...12, using: &random)
        let draft =
            "  - \(kindKey(.interval)): \(title)\n    \(fieldKey("work", of: .interval)): \(duration(work))\n"
            + "    \(fieldKey("rest", of: .interval)): \(duration(rest))\n    \(fieldKey("rounds", of: .interval)): \(rounds)\n"
        let canonical =
            "  - interval: \(title)\n    work: \(DurationText.text(work))\n    rest: \(DurationText.text(rest))\n    rounds: \(rounds)\n"
        return (draft, canonical)
    }

    private mutating func checklist(_ title: String) -> (draft: String, canonical: String) {
        (
            "  - \(kindKey(.checklist)): \(title)\n    \(fieldKey("items", of: .checklist)): [Calves, Quads]\n",
            "  - checklist: \(title)\n    items: [Calves, Quads]\n"
        )
    }

    /// The kind's own name or a word of the vocabulary for it.
    private mutating func kindKey(_ kind: CardKind) -> String {
        let words = Vocabulary.words.compactMap { $0.meaning == .kind(kind) ? $0.word : nil }
        return pick([kind.rawValue] + words)
    }

    /// The field's name or one of its synonyms that means it alone at the kind's place.
    private mutating func fieldKey(_ name: String, of kind: CardKind) -> String {
        pick([name] + uniqueSynonyms(of: name, among: Language.cardFields(of: kind)))
    }

    private func uniqueSynonyms(of name: String, among specs: [FieldSpec]) -> [String] {
        guard let spec = specs.first(where: { $0.name == name }) else { return [] }
        return spec.synonyms.filter { Language.meaning(of: $0, among: specs)?.field?.name == name }
    }

    /// `seconds` in one of the forms people write: bare, the language's own, words of
    /// four languages, numbers in words, milliseconds, ISO 8601, a clock.
    private mutating func duration(_ seconds: Int) -> String {
        var forms = [
            "\(seconds)", DurationText.text(seconds), "\(seconds) seconds", "\(seconds) Sekunden", "\(seconds) secondes",
            "\(seconds) segundos", "\(seconds * 1000) ms", "PT\(seconds)S", "\(seconds / 60):" + twoDigits(seconds % 60),
        ]
        if seconds % 60 == 0 {
            let minutes = seconds / 60
            forms += ["\(minutes) minutes", "\(minutes) Minuten", "\(minutes) min", "\(minutes) minutos", "PT\(minutes)M"]
            let words = Vocabulary.words.compactMap { $0.meaning == .number(minutes) ? $0.word : nil }
            if let word = words.isEmpty ? nil : pick(words) { forms += ["\(word) minutes", "\(word) Minuten"] }
        }
        return pick(forms)
    }

    private func twoDigits(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }

    private mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &random)]
    }
}
