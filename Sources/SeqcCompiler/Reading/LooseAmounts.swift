/// The spellings of a loose duration that have one reading, rewritten into the forms the
/// tokenizer reads: primes after a number (`10'`, `20"`, `1'30"`, `1′30″`) are minutes and
/// seconds, a decimal comma before one or two digits is a decimal point (`2,5 min`), a
/// hyphen between letters is a space (`demi-heure`), and spaces around a clock's colon
/// are closed up (`3 : 00`), and a half, a quarter or three quarters, as a fraction sign
/// (`½ min`, `1¾ h`) or a slash (`1/2 min`, `1 1/2 min`), is its decimal (`0.5 min`, `1.75 h`).
/// Anything else is left as it is, for the tokenizer to refuse.
enum LooseSpelling {
    private static let minutePrimes: Set<Character> = ["'", "′", "’"]
    private static let secondPrimes: Set<Character> = ["\"", "″", "”"]
    /// The fraction signs and slashed fractions whose decimals are exact, as decimal digits.
    private static let fractionSigns: [Character: String] = ["½": "5", "¼": "25", "¾": "75"]
    private static let slashed: [String: String] = ["1/2": "5", "2/4": "5", "1/4": "25", "3/4": "75"]

    /// `text` (already folded) with those spellings rewritten.
    static func normalised(_ text: String) -> String {
        let characters = fractionsAsDecimals(Array(text))
        var result = ""
        var index = 0
        while index < characters.count {
            let character = characters[index]
            let previous = index > 0 ? characters[index - 1] : " "
            let next = index + 1 < characters.count ? characters[index + 1] : " "
            if previous.isASCIIDigit, minutePrimes.contains(character) {
                // Two primes (`30''`) are seconds, as one double prime is.
                let isDouble = minutePrimes.contains(next)
                result += isDouble ? " s " : " min "
                index += isDouble ? 2 : 1
                continue
            }
            if previous.isASCIIDigit, secondPrimes.contains(character) {
                result += " s "
            } else if character == ",", previous.isASCIIDigit, decimalDigits(after: index, in: characters) {
                result.append(".")
            } else if character == "-", previous.isLetter, next.isLetter {
                result.append(" ")
            } else if character == " ", result.last == ":" || next == ":" && previous.isASCIIDigit {
                // Dropped: a space beside a clock's colon.
            } else {
                result.append(character)
            }
            index += 1
        }
        return result
    }

    /// `characters` with each fraction written as a decimal: after a whole number (`1½`,
    /// `1 1/2`) its fraction digits, else `0.` and them. Text with no fraction comes back as it is.
    private static func fractionsAsDecimals(_ characters: [Character]) -> [Character] {
        guard characters.contains(where: { $0 == "/" || fractionSigns[$0] != nil }) else { return characters }
        var result: [Character] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            var digits = fractionSigns[character]
            var length = 1
            if digits == nil, index + 2 < characters.count, characters[index + 1] == "/",
                index + 3 == characters.count || !characters[index + 3].isASCIIDigit,
                result.last.map({ !$0.isASCIIDigit }) ?? true
            {
                digits = slashed[String(characters[index...(index + 2)])]
                length = 3
            }
            guard let digits else {
                result.append(character)
                index += 1
                continue
            }
            // `1 1/2`: the space between the whole number and its fraction goes.
            if result.last == " ", result.count >= 2, result[result.count - 2].isASCIIDigit { result.removeLast() }
            if !(result.last?.isASCIIDigit ?? false) { result.append("0") }
            result += ["."] + Array(digits)
            index += length
        }
        return result
    }

    /// Whether one or two digits, and no more, follow the comma at `index`.
    private static func decimalDigits(after index: Int, in characters: [Character]) -> Bool {
        let digits = characters[(index + 1)...].prefix { $0.isASCIIDigit }.count
        return digits == 1 || digits == 2
    }
}

/// One part of a loose duration read from its tokens: an amount and its unit.
enum AmountParser {
    struct Part {
        let whole: [UInt8]
        let fraction: [UInt8]
        let unit: LooseDuration.Unit
    }

    /// The part starting at `index`, moving `index` past it: a number or an article, or a
    /// half (`half a minute`, `one and a half minutes`), then a unit word, then perhaps a
    /// trailing half of that unit (`a minute and a half`, `una hora y media`).
    static func part(of tokens: [LooseDuration.Token], from index: inout Int) -> Part? {
        func token(_ offset: Int) -> LooseDuration.Token? { index + offset < tokens.count ? tokens[index + offset] : nil }
        var whole: [UInt8]?
        var fraction: [UInt8] = []
        var halves = 0
        switch token(0) {
        case .number(let digits, let decimals)?:
            (whole, fraction) = (digits, decimals)
            index += 1
        case .article?:
            // `a half hour` is a half; `a minute` is one.
            if case .halves? = token(1) {} else { whole = Array("1".utf8) }
            index += 1
        default: break
        }
        if case .article? = token(0), case .halves? = token(1), whole != nil { index += 1 }
        if case .halves(let count)? = token(0), fraction.isEmpty {
            halves = count
            index += 1
            if whole == nil, case .article? = token(0) { index += 1 }
        }
        guard whole != nil || halves > 0, case .word(let word)? = token(0), let unit = Vocabulary.unit(word) else { return nil }
        index += 1
        if halves == 0, whole != nil, fraction.isEmpty {
            let skip = token(0) == .article ? 1 : 0
            if case .halves(1)? = token(skip) {
                halves = 1
                index += skip + 1
            }
        }
        return combined(whole: whole, fraction: fraction, halves: halves, unit: LooseDuration.Unit(unit))
    }

    /// `whole` plus `halves` halves, as digits before and after a decimal point.
    private static func combined(whole: [UInt8]?, fraction: [UInt8], halves: Int, unit: LooseDuration.Unit) -> Part? {
        guard halves > 0 else { return whole.map { Part(whole: $0, fraction: fraction, unit: unit) } }
        let written = whole.flatMap { IntegerSyntax.parse($0) ?? nil } ?? 0
        guard let amount = written.checkedAdd(halves / 2) else { return nil }
        return Part(whole: Array(String(amount).utf8), fraction: halves % 2 == 1 ? Array("5".utf8) : [], unit: unit)
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
