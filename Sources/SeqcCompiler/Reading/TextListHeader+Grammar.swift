import SeqcModel

/// The roles of one piece of a list's header (``TextListHeader``): its tokens, as the
/// shorthand takes them apart (``ShorthandTokens``), read by the words beside them.
enum HeaderGrammar {
    /// What one piece's tokens hold.
    private struct Piece {
        var words: [String] = []
        var durations: [Int] = []
        var rounds: [(count: Int, noun: String?)] = []
        var steps: [Int] = []
        var bareNumbers = 0

        init(_ tokens: [ShorthandToken]) {
            var index = 0
            while index < tokens.count {
                let next = index + 1 < tokens.count ? tokens[index + 1] : nil
                switch tokens[index] {
                case .duration(let seconds, _): durations.append(seconds)
                case .count(let count, let word):
                    if let word, HeaderWords.isStep(word) { steps.append(count) } else { rounds.append((count, word)) }
                case .number(let number):
                    if case .word(let word) = next, HeaderWords.isStep(word) || HeaderWords.isRound(word) {
                        if HeaderWords.isStep(word) { steps.append(number) } else { rounds.append((number, word)) }
                        index += 1
                    } else {
                        bareNumbers += 1
                    }
                case .word(let word): words.append(word)
                default: break
                }
                index += 1
            }
        }

        func has(_ test: (String) -> Bool) -> Bool { words.contains(where: test) }
    }

    /// The roles of a piece: none for filler words alone, `.unknown` for words a header
    /// does not hold, `.unread` for a number with no one role.
    static func roles(_ tokens: [ShorthandToken]) -> [TextListHeader.Role] {
        let piece = Piece(tokens)
        if let range = piece.words.first(where: { $0.contains(where: \.isNumber) }) {
            let isRange = range.contains { "-–—".contains($0) }
            return [.unread(isRange ? "its range '\(range)' has more than one reading" : "it holds a number it does not say how to play")]
        }
        if piece.has(HeaderWords.isOptional) { return [.unread("it makes its count optional, which has two readings")] }
        guard piece.words.allSatisfy(HeaderWords.isKnown) else { return [.unknown] }
        if piece.bareNumbers > 0 { return [.unread("it holds a number it does not say how to play")] }
        let counts = piece.rounds.map { TextListHeader.Role.rounds($0.count, noun: $0.noun) } + piece.steps.map { .steps($0) }
        switch piece.durations.count {
        case 0: return counts.count > 1 ? [.unread("it states two counts in one part")] : counts
        case 1: return timed(piece, seconds: piece.durations[0], counts: counts)
        default: return [.unknown]
        }
    }

    /// The role of a piece's one length: a rest between rounds, a rest between steps, or
    /// each step's time (with the count of steps beside it: `4 estaciones × 4 min`).
    private static func timed(_ piece: Piece, seconds: Int, counts: [TextListHeader.Role]) -> [TextListHeader.Role] {
        guard piece.rounds.isEmpty else {
            return [.unread("it writes a count of rounds beside a length: rounds of one step or of the list")]
        }
        let rest = piece.has(HeaderWords.isRest)
        let between = piece.has(HeaderWords.isBetween)
        if piece.has(HeaderWords.isRound), rest || between {
            return counts.isEmpty ? [.roundRest(seconds)] : [.unread("it states two counts in one part")]
        }
        // `30 s each`, `40 s work`, `30 segundos por ejercicio`: each step's time.
        let each = piece.has(HeaderWords.isEach) || piece.has(HeaderWords.isWork) || piece.has(HeaderWords.isStep)
        if rest || between && !each {
            return counts.isEmpty ? [.rest(seconds)] : [.unread("it states a count of steps beside a rest")]
        }
        return [.work(seconds, marked: each || !counts.isEmpty)] + counts
    }
}

/// The words of a list's header in the vocabulary's languages, folded and normalised.
enum HeaderWords {
    /// Words saying a time is each step's: `each`, `je`, `jeweils`, `chacun`, `cada`, `ogni`, `každý`.
    static let each: Set<String> = normalised([
        "each", "every", "per", "apiece", "je", "jeweils", "pro", "jede", "jeder", "jedes", "chacun", "chacune", "chaque", "par",
        "cada", "por", "uno", "una", "um", "ciascuno", "ciascuna", "ogni", "ognuno", "elk", "elke", "per", "varje", "kazdy", "kazda",
        "kazde", "kazdemu",
    ])
    /// Words of work: `work`, `Arbeit`, `Belastung`, `travail`, `trabajo`, `lavoro`, `práce`, `praca`, `on`.
    static let work: Set<String> = normalised([
        "work", "on", "effort", "arbeit", "belastung", "travail", "trabajo", "trabalho", "lavoro", "prace", "praca", "werk",
        "arbete",
    ])
    /// Rests besides the shorthand's (``ShorthandWords``): `off`, `odpočinek`, `przerwa`, and
    /// a change of station (`change`, `Wechsel`, `cambiar`, `changement`).
    static let rests: Set<String> = normalised([
        "off", "odpocinek", "odpoczynek", "przerwa", "pauza", "pauzy", "pauze", "change", "changes", "switch", "transition", "wechsel",
        "cambio", "cambiar", "changement", "changer", "troca", "trocar", "cambiare", "zmena", "zmiana", "vila", "rust",
    ])
    /// Words of "between" besides the shorthand's: Czech and Polish.
    static let betweens: Set<String> = normalised(["mezi", "miedzy"])
    /// Nouns of rounds in the forms a rest between them takes (`mezi koly`, `między rundami`).
    static let roundForms: Set<String> = normalised([
        "koly", "kolami", "kolech", "durchgangen", "serien", "rundami", "rundach", "obwodami", "seriami", "seriemi", "cykly", "cyklami",
        "rundor",
        "circuitos", "circuiti", "circuit", "circuito", "giros",
    ])
    /// Nouns of the steps a header counts: exercises and stations.
    static let steps: Set<String> = normalised([
        "exercise", "exercises", "exercice", "exercices", "ejercicio", "ejercicios", "exercicio", "exercicios", "esercizio",
        "esercizi", "ubung", "ubungen", "station", "stations", "stationen", "estacion", "estaciones", "estacao", "estacoes",
        "stazione", "stazioni", "cvik", "cviky", "cviku", "cviceni", "cwiczenie", "cwiczenia", "cwiczen", "move", "moves",
        "movement", "movements", "pose", "poses", "posture", "postures", "oefening", "oefeningen", "ovning", "ovningar",
    ])
    /// Words making a count optional: its reading is then a choice.
    static let optional: Set<String> = normalised([
        "optional", "optionally", "if", "maybe", "optionnel", "facultatif", "si", "wenn", "falls", "optional", "eventuell",
        "opcional", "opcionalmente", "opzionale", "se", "facoltativo", "pokud", "volitelne", "jesli", "opcjonalnie",
        "optioneel", "indien",
    ])
    /// Words a header holds besides those above: verbs of doing and small words.
    static let others: Set<String> = normalised([
        "do", "mach", "fais", "faites", "haz", "faz", "fai", "udelej", "zrob", "para", "pour", "for", "to", "zu", "um", "of",
        "entre", "den", "dem", "der", "die", "les", "des", "du", "el", "los", "las", "i", "gli", "tra", "fra",
    ])

    /// Nouns of rounds in the singular, the block's title (`3 kola` is a block `Kolo`).
    static let singulars: [String: String] = [
        "rounds": "Round", "runden": "Runde", "durchgange": "Durchgang", "zyklen": "Zyklus", "satze": "Satz", "tours": "Tour",
        "vueltas": "Vuelta", "rondas": "Ronda", "voltas": "Volta", "rodadas": "Rodada", "giri": "Giro", "cicli": "Ciclo",
        "ciclos": "Ciclo", "kola": "Kolo", "rundy": "Runda", "obwody": "Obwód", "serii": "Seria", "cykly": "Cyklus",
        "circuits": "Circuit", "cycles": "Cycle", "sets": "Set", "series": "Serie", "laps": "Lap", "rondes": "Ronde",
        "ronden": "Ronde",
    ]

    /// The block title of rounds counted in `noun`: its singular, capitalised.
    static func singular(_ noun: String) -> String {
        singulars[key(noun)] ?? ShorthandTokens.capitalised(noun)
    }

    static func isEach(_ word: String) -> Bool { each.contains(key(word)) }
    static func isWork(_ word: String) -> Bool { work.contains(key(word)) }
    static func isRest(_ word: String) -> Bool { ShorthandWords.isRest(word) || rests.contains(key(word)) }
    static func isBetween(_ word: String) -> Bool { ShorthandWords.isBetween(word) || betweens.contains(key(word)) }
    static func isRound(_ word: String) -> Bool {
        CountWords.roundWords.contains(key(word)) || roundForms.contains(key(word))
    }
    static func isStep(_ word: String) -> Bool { steps.contains(key(word)) }
    static func isOptional(_ word: String) -> Bool { optional.contains(key(word)) }

    /// Whether a header holds `word`: a word of a role, a repeat word or a filler.
    static func isKnown(_ word: String) -> Bool {
        isEach(word) || isWork(word) || isRest(word) || isBetween(word) || isRound(word) || isStep(word)
            || CountWords.repeatWords.contains(key(word)) || others.contains(key(word)) || ShorthandGrammar.isFillerWord(word)
    }

    private static func key(_ word: String) -> String {
        var word = Substring(word)
        while let last = word.last, ".:!?".contains(last) { word = word.dropLast() }
        return NameMatching.normalised(String(word))
    }

    private static func normalised(_ words: [String]) -> Set<String> { Set(words.map(NameMatching.normalised)) }
}
