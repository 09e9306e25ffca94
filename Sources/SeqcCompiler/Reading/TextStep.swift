import SeqcModel

/// One step of a routine written as text (`Plank – 45 s`, `30 Sekunden Hampelmann`,
/// `Jumping jacks for 1 minute`, `Meal prep (45 min)`, `10 reps push-ups`,
/// `5 x 3' hard / 2' easy`): its title and what it times or counts, read with the
/// vocabulary's units, numbers and words of every language it holds.
enum TextStep: Equatable {
    /// A timed step: a countdown, or a rest when its title names one.
    case timed(title: String, seconds: Int)
    /// A counted step: a repetition.
    case counted(title: String, reps: Int)
    /// Two durations and a count of rounds: an interval.
    case interval(title: String, work: Int, rest: Int, rounds: Int)
    /// Neither timed nor counted: a checklist item, or an info card.
    case untimed(title: String)

    /// Text longer than this is no step anyone writes on one line.
    static let maxLength = 200

    /// The step `text` reads as; nil when it is no step (two durations without a count,
    /// a count without a duration or a title).
    static func read(_ text: String) -> TextStep? {
        // A time of day in front (`21:00 – Dusch`) is when a step starts, never its length.
        guard text.utf8.count <= maxLength, TimeOfDay.leading(text) == nil else { return nil }
        // A glyph before the time (`⏱️ 5 min — Anki reviews`, `☕ 5 min: Break`) marks the
        // line as a bullet does: the step is the rest of the line, when it names the step.
        if let rest = afterMark(text), rest.first?.isNumber == true, let step = read(rest), !step.title.isEmpty { return step }
        var words = TextWords(text)
        let durations = words.takeDurations()
        switch durations.count {
        case 0:
            if let message = TextAppAction.message(in: text) { return .untimed(title: message) }
            let reps = words.takeReps() ?? words.takeLeadingCount()
            // Sets of reps on one line (`3 Sätze à 12 Wdh.`) are no one card: not read.
            if reps != nil, words.takeCount() != nil { return nil }
            let title = words.title()
            guard !title.isEmpty, reps == nil || !words.titleSurroundsTaken else { return nil }
            return reps.map { .counted(title: title, reps: $0) } ?? .untimed(title: title)
        case 1:
            words.markTimerAction()
            words.takeTargets()
            guard words.takeCount() == nil else { return nil }
            // `Méditation (10 min) – assis, yeux fermés`: the step, then words about it.
            if words.titleSurroundsTaken { return DescribedStep.read(text) }
            let title = words.title()
            return .timed(title: title.isEmpty ? words.actionNoun ?? "" : title, seconds: durations[0])
        case 2:
            // The words around the durations name them (`hard`, `easy`, `work`, `break`):
            // the interval's title is what comes before its count and durations.
            guard let rounds = words.takeCount(), rounds >= 1 else { return nil }
            return .interval(title: words.title(leadingOnly: true), work: durations[0], rest: durations[1], rounds: rounds)
        default:
            return nil
        }
    }

    /// A count of rounds a group's header gives (`3 rounds of:`, `3x`, `4 Runden`), with
    /// the header's other words; nil when the text holds no count, or a duration.
    static func rounds(in text: String) -> (rounds: Int, title: String)? {
        guard text.utf8.count <= maxLength else { return nil }
        var words = TextWords(text)
        guard words.takeDurations().isEmpty, let count = words.takeCount(inHeader: true), count >= 1 else { return nil }
        return (count, words.title())
    }
}

extension TextStep {
    /// The step's title, whatever it times or counts.
    var title: String {
        switch self {
        case .timed(let title, _), .counted(let title, _), .interval(let title, _, _, _), .untimed(let title): title
        }
    }

    /// `text` less the glyphs leading it and the space after them (`⏱️ `, `☕ `, `👉 `): what
    /// follows a mark; nil when no glyph of no letter or digit leads it.
    static func afterMark(_ text: String) -> String? {
        let rest = text.drop { !$0.isLetter && !$0.isNumber && !$0.isWhitespace }
        guard rest.startIndex > text.startIndex, rest.first?.isWhitespace == true else { return nil }
        return rest.trimmingWhitespace()
    }

    /// The repetition an untimed step led by a count is (`20 push ups`, `15 Kniebeugen`,
    /// `12 pompes`, `10 sentadillas`): the count its reps, the words its title. Nil for a
    /// number that is no count of the words after it: a quantity in a unit of measure or a
    /// container (`2 kg rice`, `2 glasses of water`, `1 cup of tea`), a range (`8 to 12`),
    /// a year, or a number written into a word (`4-7-8 breathing`, `5k run`, `1st`).
    /// Read only in a routine with other steps timed or counted (``TextRoutine``).
    var countLed: TextStep? {
        guard case .untimed(let title) = self else { return nil }
        let words = title.split(separator: " ")
        guard words.count >= 2, let count = Int(words[0]), words[0].utf8.allSatisfy({ (48...57).contains($0) }),
            words[0].utf8.first != UInt8(ascii: "0"), words[0].utf8.count <= 3, words[1].first?.isLetter == true
        else { return nil }
        let next = NameMatching.folded(String(words[1]))
        guard !Self.measureWords.contains(next), !Self.rangeWords.contains(next), !TextWords.connectors.contains(next) else { return nil }
        // `2 glasses of water`, `3 tasses de thé`: a measure of what follows.
        if words.count >= 3, TextWords.connectors.contains(NameMatching.folded(String(words[2]))) { return nil }
        let rest = words.dropFirst().joined(separator: " ")
        return .counted(title: rest.prefix(1).uppercased() + rest.dropFirst(), reps: count)
    }

    /// Units of measure and containers, in the vocabulary's languages, folded.
    private static let measureWords: Set<String> = Set(
        [
            "g", "kg", "mg", "lb", "lbs", "pound", "pounds", "oz", "ounce", "ounces", "l", "ml", "cl", "dl", "liter", "liters",
            "litre", "litres", "litro", "litros", "km", "m", "mi", "mile", "miles", "meter", "meters", "metre", "metres", "mètres",
            "metros", "cm", "mm", "ft", "feet", "yd", "yards", "kcal", "cal", "calories", "kalorien", "calorías", "cup", "cups",
            "tasse", "tassen", "tasses", "taza", "tazas", "glass", "glasses", "glas", "gläser", "verre", "verres", "vaso", "vasos",
            "bottle", "bottles", "flasche", "flaschen", "bouteille", "bouteilles", "botella", "botellas", "tbsp", "tsp", "el", "tl",
            "slice", "slices", "scheibe", "scheiben", "tranche", "tranches", "piece", "pieces", "stück", "stk", "pcs", "pièces",
            "pieza", "piezas", "page", "pages", "seite", "seiten", "página", "páginas", "portion", "portions", "serving", "servings",
            "%", "€", "$", "euro", "euros", "dollar", "dollars", "uhr", "h", "heures", "hours", "horas", "stunden",
        ].map(NameMatching.folded))

    /// Words joining the ends of a range (`8 to 12`, `8 bis 12`, `8 ou 10`).
    private static let rangeWords: Set<String> = ["to", "bis", "or", "oder", "ou", "o", "y", "and", "und", "et", "-", "–"]
}

/// The words of one step's text, taken apart as durations, counts and title words.
struct TextWords {
    private var words: [String]
    private var used: [Bool]
    /// Words of a timer app's action (`Set Timer for`): neither taken nor the title.
    private var action: [Bool]
    /// The rounds word a count was written with (`Runden`), a title when nothing else is.
    private var roundsWord: String?
    /// The distances left in the title (`4 rectas de 100m`), by their words' indices: a
    /// title word wherever they stand (`6 x 400m en 90"` is an interval `400m`).
    private var distanceWords: Set<Int> = []
    var holdsDistance: Bool { !distanceWords.isEmpty }

    init(_ text: String) {
        var separated = ""
        var previous: Character = " "
        for character in text {
            // A quote or a colon after a digit is part of a duration (`30"`, `1:30`).
            let inDuration = previous.isNumber && (character == "\"" || character == ":" || character == "'")
            if "()[]{}|,;:–—•·\"“”„«»".contains(character), !inDuration {
                separated.append(" ")
            } else {
                separated.append(character)
            }
            previous = character
        }
        words = separated.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        used = Array(repeating: false, count: words.count)
        action = used
    }

    /// Marks the words of a timer app's action around the step (``TextAppAction``).
    mutating func markTimerAction() {
        action = TextAppAction.timerAction(in: words, used: used)
    }

    /// The timer's noun of an action that leaves no other title (`Set a timer for 5 min`):
    /// the name the app itself shows for the step.
    var actionNoun: String? {
        words.indices.first { action[$0] && TextAppAction.timerNouns.contains(NameMatching.folded(words[$0])) }.map {
            Self.capitalised(words[$0])
        }
    }

    /// Every duration written, in order, each one's words marked used: a number and a
    /// unit word (`30 Sekunden`, `1.5 min`), a word with units (`45s`, `2min`, `1:30`),
    /// or minutes and seconds in prime notation (`10'`, `30"`, `1'30"`).
    mutating func takeDurations() -> [Int] {
        var found: [Int] = []
        var index = 0
        while index < words.count {
            // A distance (`100m`, `400 m`) is the step's title, not its time (``WrittenDistance``).
            if let number = WrittenDistance.number(words[index]) ?? distance(at: index), WrittenDistance.isDistance(number) {
                let width = words[index].hasSuffix("m") ? 1 : 2
                distanceWords.formUnion(index..<(index + width))
                index += width
                continue
            }
            if index + 1 < words.count, Self.isNumber(words[index]),
                let seconds = LooseDuration.seconds(words[index] + " " + words[index + 1])
            {
                found.append(seconds)
                used[index] = true
                used[index + 1] = true
                index += 2
                continue
            }
            if let seconds = Self.duration(words[index]) {
                found.append(seconds)
                used[index] = true
            } else if words[index].contains("/") {
                // Work and rest in one word: `30s/30s`.
                let parts = words[index].split(separator: "/").map { Self.duration(String($0)) }
                if parts.count == 2, let work = parts[0], let rest = parts[1] {
                    found += [work, rest]
                    used[index] = true
                }
            }
            index += 1
        }
        return found
    }

    /// The number of a distance written in two words (`400 m`) at `index`.
    private func distance(at index: Int) -> Int? {
        guard index + 1 < words.count, words[index + 1] == "m" else { return nil }
        return WrittenDistance.number(words[index] + "m")
    }

    /// A leading count of a step holding a distance (`4 rectas de 100m`, `6 x 200m`): its
    /// repetitions, the distance staying in its title.
    mutating func takeLeadingCount() -> Int? {
        guard holdsDistance, words.count > 2, !used[0], words[0].utf8.count <= 3, let count = Self.number(words[0]),
            WrittenDistance.number(words[1]) == nil, count >= 1
        else { return nil }
        used[0] = true
        return count
    }

    /// Marks the intensity targets other apps write beside a step's time (Intervals.icu's
    /// `Z2`, `75%`, `88-94%`, `200w`, `90rpm`, with `HR`, `Pace`, `FTP` or `LTHR` after
    /// them): the app's, never the step's title.
    mutating func takeTargets() {
        for index in words.indices where !used[index] {
            let word = words[index].lowercased()
            guard Self.isTarget(word) || index > 0 && used[index - 1] && Self.targetWords.contains(word) else { continue }
            used[index] = true
        }
    }

    private static let targetWords: Set<String> = ["hr", "pace", "ftp", "lthr", "power", "mmp"]

    private static func isTarget(_ word: String) -> Bool {
        let scalars = Array(word.unicodeScalars)
        guard scalars.count >= 2, scalars.count <= 12 else { return false }
        if scalars[0] == "z", scalars.count == 2, ("1"..."7").contains(scalars[1]) { return true }
        let digits = scalars.prefix { ("0"..."9").contains($0) || $0 == "-" }
        guard let first = digits.first, ("0"..."9").contains(first) else { return false }
        let unit = String(String.UnicodeScalarView(scalars[digits.count...]))
        return unit == "%" || unit == "w" || unit == "rpm"
    }

    /// A count of rounds: `5 x`, `5x`, `x5`, `×5`, or a number and a rounds word
    /// (`4 rounds`, `3 Runden`, `4 cycles`), a following `of` marked used too. In a group's
    /// header a number of times or repetitions counts its rounds too (`3 fois :`,
    /// `Repetir 3 veces:`): a header holds no card whose reps they could be.
    mutating func takeCount(inHeader: Bool = false) -> Int? {
        for index in words.indices where !used[index] {
            let word = NameMatching.folded(words[index])
            if let digits = DecoratedCount.digits(word), !Self.isNumber(word), let count = Int(digits) {
                used[index] = true
                return count
            }
            guard let count = Self.number(word), index + 1 < words.count, !used[index + 1] else { continue }
            let next = NameMatching.folded(words[index + 1])
            let isRoundsWord = Self.isRoundsWord(next) || inHeader && Self.isHeaderCountWord(next)
            if next == "x" || next == "×" || isRoundsWord {
                if isRoundsWord { roundsWord = words[index + 1] }
                used[index] = true
                used[index + 1] = true
                if index + 2 < words.count, Self.connectors.contains(NameMatching.folded(words[index + 2])) { used[index + 2] = true }
                return count
            }
        }
        return nil
    }

    /// A count of repetitions: a number and a reps word (`12 reps`, `10 Wiederholungen`),
    /// or a decorated number (`x12`, `12x`). A number alone is part of the title (`top 3`).
    mutating func takeReps() -> Int? {
        for index in words.indices where !used[index] {
            let word = NameMatching.folded(words[index])
            if let digits = DecoratedCount.digits(word), !Self.isNumber(word), let count = Int(digits) {
                used[index] = true
                return count
            }
            guard let count = Self.number(word), index + 1 < words.count, Self.isRepsWord(NameMatching.folded(words[index + 1])) else {
                continue
            }
            used[index] = true
            used[index + 1] = true
            return count
        }
        return nil
    }

    /// Whether title words stand on both sides of what was taken (`Jog 5 min (easy)`):
    /// which words are the title is then a guess.
    var titleSurroundsTaken: Bool {
        guard let first = used.firstIndex(of: true), let last = used.lastIndex(of: true) else { return false }
        // A word ordering the steps (`danach 5 min locker`) is no title's, as ``title(leadingOnly:)`` drops it.
        let ordering = words.prefix(first).prefix { Self.sequenceWords.contains(NameMatching.folded($0)) }.count
        let titled = words.indices.filter { $0 >= ordering && !used[$0] && !action[$0] && !Self.isFiller(words[$0]) }
        return titled.contains { $0 < first } && titled.contains { $0 > last }
    }

    /// The words left, less any connecting word at either end (`for`, `of`, `-`), with a
    /// capital first letter as titles are written.
    func title(leadingOnly: Bool = false) -> String {
        let firstUsed = used.firstIndex(of: true) ?? words.count
        var left = words.indices.filter { !used[$0] && !action[$0] && (!leadingOnly || $0 < firstUsed || distanceWords.contains($0)) }.map {
            words[$0]
        }
        // `Then: Plank 2 min`, `danach 5 min locker`: a word ordering the steps is no title's.
        while let first = left.first, Self.isFiller(first) || left.count > 1 && Self.sequenceWords.contains(NameMatching.folded(first)) {
            left.removeFirst()
        }
        while let last = left.last, Self.isFiller(last) { left.removeLast() }
        // A separator closing the title's last word is the step's (`Set 1: 45s`), not the title's.
        if let last = left.last, last.count > 1, let mark = last.last, ":,;".contains(mark) {
            left[left.count - 1] = String(last.dropLast())
        }
        guard !left.isEmpty else { return leadingOnly ? "" : roundsWord.map(Self.capitalised) ?? "" }
        return Self.capitalised(left.joined(separator: " "))
    }

    private static func capitalised(_ text: String) -> String {
        guard let first = text.first, first.isLowercase else { return text }
        return first.uppercased() + text.dropFirst()
    }

    /// Words putting a step after the one before it, in the vocabulary's languages, folded.
    static let sequenceWords: Set<String> = [
        "then", "then:", "dann", "danach", "puis", "ensuite", "luego", "despues", "depois", "poi", "dopo",
    ]

    /// Words that only join a step's parts: `for 1 minute`, `4 rounds of`, `-`, `/`, `+`.
    static let connectors: Set<String> = ["for", "of", "fur", "von", "pour", "de", "durante", "por", "during", "x", "a", "à"]

    private static func isFiller(_ word: String) -> Bool {
        connectors.contains(NameMatching.folded(word)) || word.unicodeScalars.allSatisfy(fillerMarks.contains)
    }

    /// Marks that only join a step's parts (`-`, `/`, `->`, `=>`, `→`, `➡️`), by scalar: an
    /// arrow emoji carries a variation selector.
    private static let fillerMarks = Set("-/+*#=>.→⇒➡➜➔⟶\u{FE0F}".unicodeScalars)

    private static func isNumber(_ word: String) -> Bool {
        !word.isEmpty && word.utf8.allSatisfy { (48...57).contains($0) || $0 == UInt8(ascii: ".") } && word.utf8.first != UInt8(ascii: ".")
    }

    /// A whole number in digits (at most six) or in words of the vocabulary.
    private static func number(_ word: String) -> Int? {
        if word.utf8.count <= 6, word.utf8.allSatisfy({ (48...57).contains($0) }) { return Int(word) }
        return Vocabulary.number(word)
    }

    /// A word with units the language or the loose forms read, or prime notation.
    static func duration(_ word: String) -> Int? {
        guard word.utf8.count <= 32, !word.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
        if let seconds = prime(word) { return seconds }
        switch DurationSyntax.parse(word, isPlainInteger: false) {
        case .seconds(let seconds) where seconds >= 1: return seconds
        case .invalid(_, let suggestion?): return DurationSyntax.simple(suggestion, isPlainInteger: false)
        default: return nil
        }
    }

    /// `10'` (minutes), `30"` or `30''` (seconds), `1'30"`: the runner's notation.
    private static func prime(_ word: String) -> Int? {
        let parts = word.replacingPrimes().split(separator: "m", omittingEmptySubsequences: false)
        guard word.contains("'") || word.contains("\""), parts.count <= 2 else { return nil }
        var seconds = 0
        if parts.count == 2 {
            guard let minutes = Int(parts[0]), minutes < 10000 else { return nil }
            seconds = minutes * 60
        }
        let rest = parts.count == 2 ? parts[1] : parts[0]
        if !rest.isEmpty {
            // `3'30`: seconds after minutes need no mark of their own, below a minute.
            if parts.count == 2, let value = Int(rest), value < 60 {
                seconds += value
                return seconds >= 1 ? seconds : nil
            }
            guard rest.hasSuffix("s"), let value = Int(rest.dropLast()), value < 100_000 else { return nil }
            seconds += value
        }
        return seconds >= 1 ? seconds : nil
    }

    /// Whether `word` counts rounds or sets after a number (`rounds`, `Runden`, `séries`,
    /// `fois`), never repetitions.
    static func isCountWord(_ word: String) -> Bool {
        let folded = NameMatching.folded(word)
        let normal = NameMatching.normalised(folded)
        return !repsWords.contains(normal) && (isRoundsWord(folded) || headerCountWords.contains(normal))
    }

    private static func isRoundsWord(_ folded: String) -> Bool {
        roundsWords.contains(NameMatching.normalised(folded))
    }

    private static func isRepsWord(_ folded: String) -> Bool {
        repsWords.contains(NameMatching.normalised(folded))
    }

    /// The words a count of rounds is written with: the rounds field's names and synonyms
    /// on an interval and a block, and their singulars.
    private static let roundsWords: Set<String> = {
        let names = ["rounds", "round", "sets", "set", "cycles", "cycle", "times", "laps", "lap", "runde", "tour", "ronda", "serie"]
        return Set((names + Vocabulary.synonyms(of: "rounds", at: "interval")).map(NameMatching.normalised))
    }()

    private static func isHeaderCountWord(_ folded: String) -> Bool {
        let word = NameMatching.normalised(folded)
        return repsWords.contains(word) || headerCountWords.contains(word)
    }

    /// Words of the vocabulary's languages a group's header counts its rounds with besides
    /// the rounds and reps words: times (`Mal`, `fois`, `veces`, `volte`, `vezes`, `keer`)
    /// and rounds the field's synonyms do not list (`giri`, `voltas`, `rondes`).
    private static let headerCountWords: Set<String> = Set(
        [
            "mal", "fois", "veces", "vez", "volte", "volta", "vezes", "keer", "maal", "giri", "giro", "voltas", "rondes",
            "ronde", "serien", "sätze", "series", "séries", "serie", "rounds", "tours", "vueltas", "rondas", "ciclos", "cicli",
        ].map(NameMatching.normalised))

    /// The words a count of repetitions is written with.
    private static let repsWords: Set<String> = {
        Set((["reps", "rep", "x"] + Vocabulary.synonyms(of: "reps", at: "repetition")).map(NameMatching.normalised))
    }()
}

extension String {
    /// Prime notation in unit letters: `1'30"` is `1m30s`, `30''` is `30s`.
    fileprivate func replacingPrimes() -> String {
        var result = ""
        var scalars = Array(unicodeScalars)[...]
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            if scalar == "'" && scalars.first == "'" {
                scalars = scalars.dropFirst()
                result += "s"
            } else if scalar == "'" || scalar == "′" {
                result += "m"
            } else if scalar == "\"" || scalar == "″" {
                result += "s"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
