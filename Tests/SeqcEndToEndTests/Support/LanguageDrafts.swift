import Foundation

/// Drafts of routines written wholly in one language the open drafts never use (Italian,
/// Portuguese, Dutch, Polish, Swedish) or with abbreviations (`Wdh.`, `Sek.`, `rép.`), with any of that language's words for the title,
/// the card list, a card's name, a step, a rest, a duration, reps, units and the kind
/// discriminator, in YAML or JSON, with keys in any order. Seeded: a failure names a draft
/// every run makes again. Each draft has its intent; the ambiguous ones have none.
struct LanguageDrafts {
    /// One language's words, as a model writing in it would pick them.
    struct Lexicon {
        var code: String
        var title: [String]
        var summary: [String]
        var cards: [String]
        var name: [String]
        var step: [String]
        var rest: [String]
        var duration: [String]
        var reps: [String]
        var seconds: [String]
        var minutes: [String]
        var typeKey: [String]
        var titles: [String]
    }

    static let lexicons: [Lexicon] = [
        Lexicon(
            code: "it", title: ["titolo", "nome"], summary: ["descrizione"], cards: ["esercizi", "passi", "blocchi"],
            name: ["nome", "titolo"],
            step: ["esercizio", "Esercizio"], rest: ["riposo", "recupero", "pausa"], duration: ["durata", "tempo"],
            reps: ["ripetizioni", "rip."],
            seconds: ["secondi", "sec", "s"], minutes: ["minuti", "min"], typeKey: ["tipo"],
            titles: ["Affondi", "Ponte glutei", "Piegamenti"]),
        Lexicon(
            code: "pt", title: ["título", "nome"], summary: ["descrição"], cards: ["exercícios", "passos", "blocos"], name: ["nome"],
            step: ["exercício", "Exercicio"], rest: ["descanso", "pausa"], duration: ["duração", "tempo", "duracao"], reps: ["repetições"],
            seconds: ["segundos", "seg", "s"], minutes: ["minutos", "min"], typeKey: ["tipo"],
            titles: ["Agachamento", "Torção sentada", "Prancha"]),
        Lexicon(
            code: "nl", title: ["naam", "titel"], summary: ["beschrijving"], cards: ["oefeningen", "stappen", "blokken"], name: ["naam"],
            step: ["oefening", "Oefening"], rest: ["pauze", "rust"], duration: ["duur", "tijd"], reps: ["herhalingen", "herh."],
            seconds: ["seconden", "sec", "s"], minutes: ["minuten", "minuut", "min"], typeKey: ["soort", "type"],
            titles: ["Opdrukken", "Kniebuigingen", "Buikspieren"]),
        Lexicon(
            code: "pl", title: ["tytuł", "nazwa"], summary: ["opis"], cards: ["ćwiczenia"], name: ["nazwa"], step: ["ćwiczenie"],
            rest: ["przerwa", "odpoczynek"], duration: ["czas"], reps: ["powtórzenia"], seconds: ["sekund", "sekundy", "s"],
            minutes: ["minuty", "minut", "min"], typeKey: ["typ", "rodzaj"], titles: ["Przysiady", "Pompki", "Deska"]),
        Lexicon(
            code: "sv", title: ["titel", "namn"], summary: ["beskrivning"], cards: ["övningar"], name: ["namn"], step: ["övning"],
            rest: ["vila", "paus"], duration: ["tid", "längd"], reps: ["repetitioner"], seconds: ["sekunder", "sek", "s"],
            minutes: ["minuter", "min"], typeKey: ["typ"], titles: ["Knäböj", "Armhävningar", "Plankan"]),
        Lexicon(
            code: "de", title: ["Titel"], summary: ["Beschreibung"], cards: ["Übungen", "Schritte"], name: ["Name"], step: ["Übung"],
            rest: ["Pause", "Erholung"], duration: ["Dauer", "Zeit"], reps: ["Wdh.", "Wdhl.", "Wiederholungen"],
            seconds: ["Sek.", "Sekunden"],
            minutes: ["Min.", "Minuten"], typeKey: ["Typ"], titles: ["Liegestütze", "Kniebeugen", "Unterarmstütz"]),
        Lexicon(
            code: "fr", title: ["titre", "nom"], summary: ["description"], cards: ["exercices", "étapes"], name: ["nom"],
            step: ["exercice"],
            rest: ["repos", "récupération"], duration: ["durée", "temps"], reps: ["rép.", "répétitions"],
            seconds: ["s", "sec.", "secondes"],
            minutes: ["min", "minutes"], typeKey: ["type"], titles: ["Pompes", "Gainage", "Fentes"]),
    ]

    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    /// A card as key/value pairs (first pair first unless shuffled) and its intent lines.
    private struct Card {
        var pairs: [(String, String)]
        var intent: [String]
        /// Whether the first pair must stay first: it is the card's kind key.
        var headed: Bool
    }

    /// A routine of three to five cards in one language.
    mutating func routine(_ index: Int, language: Lexicon) -> StructureDrafts.Draft {
        let title = "\(pick(language.titles)) \(index)"
        var cards: [Card] = []
        for position in 0..<Int.random(in: 3...5, using: &random) {
            // A routine that starts with a rest is a lint finding of its own (leading-rest).
            var card = card(language, rest: position > 0)
            if !card.headed { card.pairs.shuffle(using: &random) }
            cards.append(card)
        }
        let summary = Bool.random(using: &random) ? "\(pick(language.titles)) e \(pick(language.titles))" : nil
        var intent = ["title: \(Self.quoted(title))"] + (summary.map { ["summary: \(Self.quoted($0))"] } ?? []) + ["cards:"]
        intent += cards.flatMap(\.intent)
        let head = (pick(language.title), title)
        let summaryPair = summary.map { (pick(language.summary), $0) }
        let cardsKey = pick(language.cards)
        let json = Bool.random(using: &random)
        let text = json ? Self.json(head, summaryPair, cardsKey, cards) : Self.yaml(head, summaryPair, cardsKey, cards)
        return StructureDrafts.Draft(
            name: "\(language.code)-\(index)", text: text, ext: json ? "json" : "yaml", intent: intent.joined(separator: "\n") + "\n")
    }

    /// A step whose one field decides its kind, a rest, or a step named by a type key.
    private mutating func card(_ language: Lexicon, rest: Bool) -> Card {
        let title = pick(language.titles)
        let (durationText, durationIntent) = duration(language)
        let durationPair = (pick(language.duration), durationText)
        switch rest ? Int.random(in: 0...4, using: &random) : pick([0, 1, 4]) {
        case 0:
            return Card(
                pairs: [(pick(language.step), title), durationPair],
                intent: ["  - countdown: \(Self.quoted(title))", "    duration: \(durationIntent)"], headed: true)
        case 1:
            let reps = Int.random(in: 5...25, using: &random)
            let isStep = Bool.random(using: &random)
            return Card(
                pairs: [(isStep ? pick(language.step) : pick(language.name), title), (pick(language.reps), "\(reps)")],
                intent: ["  - repetition: \(Self.quoted(title))", "    reps: \(reps)"], headed: isStep)
        case 2:
            let rest = pick(language.rest)
            return Card(
                pairs: [(rest, rest.capitalized), durationPair],
                intent: ["  - rest: \(Self.quoted(rest.capitalized))", "    duration: \(durationIntent)"], headed: true)
        case 3:
            let rest = pick(language.rest)
            let pairs = [(pick(language.name), title), (pick(language.typeKey), rest), durationPair]
            return Card(pairs: pairs, intent: ["  - rest: \(Self.quoted(title))", "    duration: \(durationIntent)"], headed: false)
        default:
            return Card(
                pairs: [(pick(language.name), title), durationPair],
                intent: ["  - countdown: \(Self.quoted(title))", "    duration: \(durationIntent)"],
                headed: false)
        }
    }

    /// A routine with a step that holds both reps and a duration: a repetition or a
    /// countdown, two readings, so it must not build.
    mutating func ambiguous(_ index: Int, language: Lexicon) -> StructureDrafts.Draft {
        var draft = routine(index, language: language)
        let step = Card(
            pairs: [
                (pick(language.step), pick(language.titles)), (pick(language.reps), "12"),
                (pick(language.duration), "40 \(pick(language.seconds))"),
            ],
            intent: [], headed: true)
        let tail =
            draft.ext == "json"
            ? "    {" + step.pairs.map { "\"\($0.0)\": \"\($0.1)\"" }.joined(separator: ", ") + "},\n"
            : step.pairs.enumerated().map { ($0.offset == 0 ? "  - " : "    ") + "\($0.element.0): \($0.element.1)" }.joined(
                separator: "\n") + "\n"
        draft.text = Self.insertFirstCard(tail, into: draft.text, json: draft.ext == "json")
        draft.name = "ambiguous-" + draft.name
        draft.intent = StructureDrafts.noReading
        return draft
    }

    /// `card` put before the first card of `text`.
    private static func insertFirstCard(_ card: String, into text: String, json: Bool) -> String {
        var lines = text.components(separatedBy: "\n")
        let first = lines.firstIndex { json ? $0.hasPrefix("    {") : $0.hasPrefix("  - ") } ?? lines.count
        lines.insert(String(card.dropLast()), at: first)
        return lines.joined(separator: "\n")
    }

    /// A duration in the language's units, and as the intent writes it.
    private mutating func duration(_ language: Lexicon) -> (String, String) {
        switch Int.random(in: 0...2, using: &random) {
        case 0:
            let seconds = pick([15, 20, 30, 40, 45, 50])
            return ("\(seconds) \(pick(language.seconds))", "\(seconds)s")
        case 1:
            // Minutes, then seconds with no unit (`1 min 30`).
            let (minutes, seconds) = (Int.random(in: 1...4, using: &random), pick([10, 15, 30, 45]))
            return ("\(minutes) \(pick(language.minutes)) \(seconds)", "\(minutes)m\(seconds)s")
        default:
            let minutes = Int.random(in: 1...9, using: &random)
            return ("\(minutes) \(pick(language.minutes))", "\(minutes)m")
        }
    }

    private static func yaml(_ head: (String, String), _ summary: (String, String)?, _ cardsKey: String, _ cards: [Card]) -> String {
        var lines = ["\(head.0): \(quoted(head.1))"] + (summary.map { ["\($0.0): \(quoted($0.1))"] } ?? []) + ["\(cardsKey):"]
        for card in cards {
            for (offset, pair) in card.pairs.enumerated() { lines.append((offset == 0 ? "  - " : "    ") + "\(pair.0): \(quoted(pair.1))") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func json(_ head: (String, String), _ summary: (String, String)?, _ cardsKey: String, _ cards: [Card]) -> String {
        func pair(_ pair: (String, String)) -> String { "\"\(pair.0)\": \(Int(pair.1).map(String.init) ?? "\"\(pair.1)\"")" }
        let items = cards.map { "    {" + $0.pairs.map(pair).joined(separator: ", ") + "}" }
        let top = [pair(head)] + (summary.map { [pair($0)] } ?? [])
        return "{\n  " + top.joined(separator: ",\n  ") + ",\n  \"\(cardsKey)\": [\n" + items.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    /// A scalar quoted when YAML would read it as something else.
    static func quoted(_ text: String) -> String { Int(text) == nil && text.contains(":") ? "\"\(text)\"" : text }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
}
