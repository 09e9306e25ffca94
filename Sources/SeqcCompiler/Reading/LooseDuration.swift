import SeqcModel

/// Reads the duration forms people and AI models write that the language does not take:
/// units in words of the vocabulary's languages (`30 seconds`, `2 mins`, `5 Minuten`,
/// `1 hour 30 minutes`, `1 hr`), numbers in words (`five minutes`), spaced or
/// abbreviated units (`1m 30s`, `30 sec`, `1500 ms`), decimal amounts that are whole
/// seconds (`1.5m`, `0.5 hours`, but not `1.1m`), and a clock with a unit (`5:00 min`).
/// Each has exactly one reading, so its canonical form is a safe fix. Anything else,
/// including a bare `1.5` (seconds? minutes?), has none.
///
/// The work is one pass over the text, and every sum and product on the author's
/// numbers is checked, so hostile text stays cheap and never traps.
enum LooseDuration {
    /// Texts longer than this are no loose duration anyone writes.
    static let maxLength = 64

    /// The seconds `text` means, or nil when it is not one clear loose duration.
    static func seconds(_ text: String) -> Int? {
        guard text.utf8.count <= maxLength else { return nil }
        // A distance (`250 m`) has no time to suggest (``WrittenDistance``).
        if let number = WrittenDistance.number(text), WrittenDistance.isDistance(number) { return nil }
        let tokens = tokenize(LooseSpelling.normalised(NameMatching.folded(text)))
        guard let tokens, !tokens.isEmpty else { return nil }
        if let clock = clockWithUnit(tokens) { return clock }
        // The strict reading, not `parse`: that would come back here for a clock it refuses.
        if tokens.count == 1, case .clock(let clock) = tokens[0],
            case .seconds(let seconds) = DurationSyntax.strict(clock, isPlainInteger: false)
        {
            return seconds
        }
        var total = 0
        var previous: Unit?
        var index = 0
        while index < tokens.count {
            if index == tokens.count - 1, let previous, let trailing = trailingCount(tokens[index], after: previous) {
                return total.checkedAdd(trailing)
            }
            guard let part = AmountParser.part(of: tokens, from: &index),
                previous.map({ part.unit.isSmaller(than: $0) }) ?? true,
                let seconds = exactSeconds(whole: part.whole, fraction: part.fraction, unit: part.unit),
                let next = total.checkedAdd(seconds)
            else { return nil }
            total = next
            previous = part.unit
        }
        return total > 0 ? total : nil
    }

    /// A unit of time: `seconds` seconds for every `per` of it (a millisecond is 1 per 1000).
    struct Unit {
        let seconds: Int
        let per: Int

        init(_ unit: (seconds: Int, per: Int)) {
            seconds = unit.seconds
            per = unit.per
        }

        /// Parts come largest first (`1h 30m`, never `30m 1h`), each unit once.
        func isSmaller(than other: Unit) -> Bool { seconds * other.per < other.seconds * per }
    }

    enum Token: Equatable {
        /// Digits before and after a decimal point (`fraction` empty without one).
        case number(whole: [UInt8], fraction: [UInt8])
        case word(String)
        /// `m:ss` digits, kept for a clock followed by a unit.
        case clock(String)
        /// An indefinite article (`a`, `eine`, `une`): one, or nothing before a half.
        case article
        /// A word of halves (`half` is 1, `anderthalb` 3).
        case halves(Int)
    }

    /// Numbers and unit words, with spaces, commas and `and` between them dropped.
    /// nil for any other character.
    private static func tokenize(_ text: String) -> [Token]? {
        let bytes = Array(text.utf8)
        var tokens: [Token] = []
        // The last token read from a number word, which the next number word may complete.
        var wordNumber: (index: Int, value: Int)?
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") {
                index += 1
            } else if byte == UInt8(ascii: "."), case .word = tokens.last {
                // An abbreviation's dot (`90 Sek.`, `5 min.`).
                index += 1
            } else if isDigit(byte) {
                let start = index
                while index < bytes.count, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ":") { index += 1 }
                let whole = Array(bytes[start..<index])
                if whole.contains(UInt8(ascii: ":")) {
                    tokens.append(.clock(String(decoding: whole, as: UTF8.self)))
                    continue
                }
                var fraction: [UInt8] = []
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), isDigit(bytes[index + 1]) {
                    index += 1
                    let fractionStart = index
                    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
                    fraction = Array(bytes[fractionStart..<index])
                }
                tokens.append(.number(whole: whole, fraction: fraction))
            } else if isLetter(byte) {
                let start = index
                while index < bytes.count, isLetter(bytes[index]) { index += 1 }
                let word = String(decoding: bytes[start..<index], as: UTF8.self)
                // Two number words in a row may be one number (`forty five`, `vingt et un`).
                if let value = NumberWords.value(word), let last = wordNumber, last.index == tokens.count - 1,
                    let merged = NumberWords.combined(last.value, value)
                {
                    tokens[last.index] = .number(whole: Array(String(merged).utf8), fraction: [])
                    wordNumber = (last.index, merged)
                    continue
                }
                guard let token = wordToken(word) else { continue }
                tokens.append(token)
                wordNumber = NumberWords.value(word).map { (tokens.count - 1, $0) }
            } else {
                return nil
            }
        }
        return tokens
    }

    /// Words between the parts of a duration (`1 hour and 30 minutes`, `1 Stunde und 30 Minuten`).
    private static let joiners: Set<String> = ["and", "und", "et", "y", "e"]
    /// Indefinite articles: `a minute`, `eine halbe Minute`, `une minute`, `una hora` (`un`
    /// is the number one of the vocabulary).
    private static let articles: Set<String> = ["a", "an", "ein", "eine", "einer", "einen", "une", "una"]
    /// Words of halves, folded: `half a minute`, `halbe Stunde`, `demi-heure`, `minuto y
    /// medio`, `media hora`; `anderthalb` and `eineinhalb` are three halves.
    private static let halves: [String: Int] = [
        "half": 1, "halb": 1, "halbe": 1, "halben": 1, "demi": 1, "demie": 1, "medio": 1, "media": 1, "anderthalb": 3,
        "eineinhalb": 3,
    ]

    /// A word's token; nil for a joiner, which is dropped.
    private static func wordToken(_ word: String) -> Token? {
        if let number = NumberWords.value(word) { return .number(whole: Array(String(number).utf8), fraction: []) }
        if articles.contains(word) { return .article }
        if let count = halves[word] { return .halves(count) }
        return joiners.contains(word) ? nil : .word(word)
    }

    /// The seconds of a last number written without a unit after minutes or hours (`1 min
    /// 30`, `2 Min. 15`, `1 h 30`): parts come largest first, so it can only be the next
    /// smaller unit, and only below 60 of it, as a clock's field is; nil otherwise (after
    /// seconds, `30 s 500` could be milliseconds or a slip).
    private static func trailingCount(_ token: Token, after previous: Unit) -> Int? {
        guard case .number(let whole, let fraction) = token, fraction.isEmpty, previous.per == 1,
            previous.seconds == 60 || previous.seconds == 3600, let parsed = IntegerSyntax.parse(whole), let count = parsed, count < 60
        else { return nil }
        return count * (previous.seconds / 60)
    }

    /// `5:00 min` (m:ss) or `1:30 h` (h:mm): a clock of two fields and the unit of its first.
    private static func clockWithUnit(_ tokens: [Token]) -> Int? {
        guard tokens.count == 2, case .clock(let clock) = tokens[0], case .word(let word) = tokens[1],
            let unit = Vocabulary.unit(word), unit.per == 1, unit.seconds == 60 || unit.seconds == 3600,
            clock.split(separator: ":", omittingEmptySubsequences: false).count == 2,
            case .seconds(let seconds) = DurationSyntax.strict(clock, isPlainInteger: false)
        else { return nil }
        // A clock reads as m:ss; as h:mm each part is worth 60 times more.
        return unit.seconds == 3600 ? seconds.checkedMultiply(60) : seconds
    }

    /// `whole.fraction` units in seconds, when that is a whole number of seconds.
    private static func exactSeconds(whole: [UInt8], fraction: [UInt8], unit: Unit) -> Int? {
        guard fraction.count <= 6, let parsedWhole = IntegerSyntax.parse(whole), let wholeValue = parsedWhole else { return nil }
        var fractionValue = 0
        var scale = 1
        if !fraction.isEmpty {
            guard let parsedFraction = IntegerSyntax.parse(fraction), let value = parsedFraction else { return nil }
            fractionValue = value
            for _ in fraction { scale *= 10 }
        }
        // (whole + fraction / scale) * seconds / per, in whole numbers, or nil.
        guard let scaledWhole = wholeValue.checkedMultiply(scale), let amount = scaledWhole.checkedAdd(fractionValue),
            let numerator = amount.checkedMultiply(unit.seconds), let denominator = scale.checkedMultiply(unit.per),
            numerator % denominator == 0
        else { return nil }
        return numerator / denominator
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
    /// A letter of a word: ASCII letters (the text is folded to lower case), and every byte of
    /// a character beyond ASCII, so a unit of another script (`分`, `秒`) is one word.
    private static func isLetter(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || byte >= 0x80 }
}
