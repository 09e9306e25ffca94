/// Drafts whose durations are spelled as people write them: numbers in words of the
/// vocabulary's seven languages, two-part ones included (`forty-five seconds`,
/// `fünfundvierzig Sekunden`, `quarante-cinq secondes`, `cuarenta y cinco segundos`,
/// `quarantacinque secondi`, `quarenta e cinco segundos`, `vijfenveertig seconden`),
/// fractions (`½ min`, `1 1/2 min`, `¾ h`), a decimal comma (`2,5 min`) and ISO 8601 with a
/// days part (`P0DT1H30M0S`), in YAML and JSON. The numbers are spelled
/// here by rules of each language written for this test, not by the compiler's tables. Seeded.
struct SpelledDurationDrafts {
    private var random: SplitMix

    init(seed: UInt64) { random = SplitMix(state: seed) }

    struct Language: Sendable {
        let units: [String]
        let tens: [Int: String]
        let seconds: String
        let minutes: String
        /// `tens`, `unit` → the two-part number.
        let compose: @Sendable (String, String) -> String
    }

    static let languages: [Language] = [
        Language(
            units: ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
            tens: [20: "twenty", 30: "thirty", 40: "forty", 50: "fifty"], seconds: "seconds", minutes: "minutes",
            compose: { "\($0)-\($1)" }),
        Language(
            units: ["ein", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"],
            tens: [20: "zwanzig", 30: "dreißig", 40: "vierzig", 50: "fünfzig"], seconds: "Sekunden", minutes: "Minuten",
            compose: { "\($1)und\($0)" }),
        Language(
            units: ["un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"],
            tens: [20: "vingt", 30: "trente", 40: "quarante", 50: "cinquante"], seconds: "secondes", minutes: "minutes",
            compose: { $1 == "un" ? "\($0) et un" : "\($0)-\($1)" }),
        Language(
            units: ["uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"],
            tens: [20: "veinte", 30: "treinta", 40: "cuarenta", 50: "cincuenta"], seconds: "segundos", minutes: "minutos",
            compose: { $0 == "veinte" ? "veinti\($1)" : "\($0) y \($1)" }),
        Language(
            units: ["uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"],
            tens: [20: "venti", 30: "trenta", 40: "quaranta", 50: "cinquanta"], seconds: "secondi", minutes: "minuti",
            compose: { ["uno", "otto"].contains($1) ? String($0.dropLast()) + $1 : $0 + $1 }),
        Language(
            units: ["um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"],
            tens: [20: "vinte", 30: "trinta", 40: "quarenta", 50: "cinquenta"], seconds: "segundos", minutes: "minutos",
            compose: { "\($0) e \($1)" }),
        Language(
            units: ["een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"],
            tens: [20: "twintig", 30: "dertig", 40: "veertig", 50: "vijftig"], seconds: "seconden", minutes: "minuten",
            compose: { $1.hasSuffix("e") ? "\($1)ën\($0)" : "\($1)en\($0)" }),
    ]

    /// A routine of two to four cards, each duration spelled one of the ways above.
    mutating func routine(_ index: Int) -> StructureDrafts.Draft {
        let language = Self.languages[index % Self.languages.count]
        let json = index % 3 == 1
        var cards: [(kind: String, title: String, written: String, seconds: Int)] = []
        for position in 0..<Int.random(in: 2...4, using: &random) {
            let (written, seconds) = spelled(in: language)
            let kind = position > 0 && Bool.random(using: &random) ? "rest" : "countdown"
            cards.append((kind, pick(["Plank", "Squats", "Jog", "Walk", "Stretch"]) + " \(position + 1)", written, seconds))
        }
        var text: String
        if json {
            let items = cards.map { "    {\"\($0.kind)\": \"\($0.title)\", \"duration\": \"\($0.written)\"}" }.joined(separator: ",\n")
            text = "{\n  \"title\": \"Spelled \(index)\",\n  \"cards\": [\n\(items)\n  ]\n}\n"
        } else {
            text = "title: Spelled \(index)\ncards:\n"
            for card in cards { text += "  - \(card.kind): \(card.title)\n    duration: \(card.written)\n" }
        }
        var intent = "title: Spelled \(index)\ncards:\n"
        for card in cards { intent += "  - \(card.kind): \(card.title)\n    duration: \(card.seconds)s\n" }
        return StructureDrafts.Draft(name: "spelled-\(index)", text: text, ext: json ? "json" : "yaml", intent: intent)
    }

    /// One duration's text and its seconds.
    private mutating func spelled(in language: Language) -> (String, Int) {
        switch Int.random(in: 0...5, using: &random) {
        case 0, 1:
            let tens = pick([20, 30, 40, 50])
            let unit = Int.random(in: 1...9, using: &random)
            let number = language.compose(language.tens[tens]!, language.units[unit - 1])
            return Bool.random(using: &random)
                ? ("\(number) \(language.seconds)", tens + unit) : ("\(number) \(language.minutes)", (tens + unit) * 60)
        case 2:
            let (written, seconds) = pick([("½", 30), ("¼", 15), ("¾", 45), ("1/2", 30), ("3/4", 45)])
            let whole = Int.random(in: 0...2, using: &random)
            let space = written.contains("/") && whole > 0 ? " " : ""
            return ("\(whole > 0 ? "\(whole)\(space)" : "")\(written) \(pick(["min", language.minutes]))", whole * 60 + seconds)
        case 3:
            let whole = Int.random(in: 1...9, using: &random)
            let tenth = pick([5, 25, 75])
            return ("\(whole),\(tenth) \(pick(["min", language.minutes]))", whole * 60 + tenth * 60 / (tenth < 10 ? 10 : 100))
        case 4:
            let hours = Int.random(in: 0...3, using: &random)
            let minutes = Int.random(in: 1...59, using: &random)
            return (pick(["P0DT\(hours)H\(minutes)M0S", "p0dt\(hours)h\(minutes)m"]), hours * 3600 + minutes * 60)
        default:
            let unit = Int.random(in: 2...9, using: &random)
            return ("\(language.units[unit - 1]) \(language.minutes)", unit * 60)
        }
    }

    private mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
}
