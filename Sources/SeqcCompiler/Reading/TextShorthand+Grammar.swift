import SeqcModel

/// One token of a line of interval shorthand (``TextShorthand``).
enum ShorthandToken: Equatable {
    /// A length in seconds; `primed` when written in prime marks (`20'`, `1'30"`).
    case duration(Int, primed: Bool = false)
    /// A whole number with no unit: one side of a bare pair (`30/30`), else unread.
    case number(Int)
    /// A count of rounds (`8x`, `x6`, `2 x`, `3 asaltos`), with the word it was written with.
    case count(Int, word: String?)
    /// A times sign between a count and its effort (`3 asaltos x 3 min`): a connector.
    case times
    case slash
    case open
    case close
    case word(String)

    var isWord: Bool {
        if case .word = self { true } else { false }
    }
}

/// Taking a line of shorthand apart: its label, its parts between commas, their tokens.
enum ShorthandTokens {
    /// `Aquecimento: 10' trote leve`: the label before a colon (a few words, no digit) and
    /// the text after it; no label for other lines.
    static func label(_ text: String) -> (String?, String) {
        guard let colon = text.firstIndex(of: ":") else { return (nil, text) }
        let head = text[..<colon].trimmingWhitespace()
        let tail = text[text.index(after: colon)...].trimmingWhitespace()
        guard !head.isEmpty, !tail.isEmpty, !head.contains(where: \.isNumber), head.split(separator: " ").count <= 3 else {
            return (nil, text)
        }
        return (capitalised(head), tail)
    }

    /// The parts of `text` between commas, semicolons and ` + ` outside parentheses, each
    /// as tokens. A part of words alone (`beurre + parmesan`) is no step the line times: the
    /// grammar leaves such a line unread.
    static func parts(_ text: String) -> [[ShorthandToken]] {
        var pieces: [String] = []
        var current = ""
        var depth = 0
        let characters = Array(normalised(text))
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if "([".contains(character) { depth += 1 }
            if ")]".contains(character) { depth = max(0, depth - 1) }
            let isPlus = character == "+" && index > 0 && characters[index - 1] == " "
            if depth == 0, ",;".contains(character) || isPlus {
                pieces.append(current)
                // A part joined by `+` keeps it: a rest so joined is each round's (`4 x 25 min + 5 min break`).
                current = isPlus ? "+ " : ""
            } else {
                current.append(character)
            }
            index += 1
        }
        pieces.append(current)
        return pieces.map(tokens)
    }

    /// Whether `text` is marked as shorthand: a count of rounds with a pair (`7 x 25/5`), a
    /// group in parentheses, another count (`3 x 6 x 1'`) or another part beside it.
    static func isMarked(_ text: String) -> Bool {
        let parts = parts(text)
        let tokens = parts.flatMap { $0 }
        let counts = tokens.count { if case .count = $0 { true } else { false } }
        guard counts >= 1 else { return false }
        return counts >= 2 || parts.count >= 2 || tokens.contains(.slash) || tokens.contains(.open)
    }

    /// Typographic primes as the ASCII ones, `w/` as `with`.
    private static func normalised(_ text: String) -> String {
        var result = ""
        var previous: Character = " "
        for character in text {
            switch character {
            case "′": result.append("'")
            case "″": result.append("\"")
            case "’" where previous.isNumber: result.append("'")
            case "”" where previous.isNumber: result.append("\"")
            case "/" where (previous == "w" || previous == "W") && result.dropLast().last.map({ $0 == " " }) ?? true:
                result.removeLast()
                result += "with "
            default: result.append(character)
            }
            previous = character
        }
        return result
    }

    /// The tokens of one part.
    static func tokens(_ text: String) -> [ShorthandToken] {
        var spaced = ""
        for character in text {
            if "()[]/".contains(character) {
                spaced += " \(character) "
            } else {
                spaced.append(character)
            }
        }
        let raw = spaced.split(whereSeparator: { $0 == " " || $0 == "\t" }).flatMap { classify(String($0)) }
        return merged(raw)
    }

    private static func classify(_ word: String) -> [ShorthandToken] {
        switch word {
        case "x", "X", "×", "*": return [.times]
        case "(", "[": return [.open]
        case ")", "]": return [.close]
        case "/": return [.slash]
        default: break
        }
        if isDigits(word) { return word.count <= 4 ? [.number(Int(word) ?? 0)] : [.word(word)] }
        if let times = word.firstIndex(where: { "xX×".contains($0) }), times != word.startIndex || word.count > 1 {
            let before = String(word[..<times])
            let after = String(word[word.index(after: times)...])
            if isDigits(before), before.count <= 3, let count = Int(before) {
                return [.count(count, word: nil)] + (after.isEmpty ? [] : classify(after))
            }
            if before.isEmpty, isDigits(after), after.count <= 3, let count = Int(after) { return [.count(count, word: nil)] }
        }
        if let seconds = TextWords.duration(word) {
            return [.duration(seconds, primed: word.contains(where: { "'\"′″".contains($0) }))]
        }
        return [.word(word)]
    }

    /// Numbers joined to the unit or count word after them, and a times sign to the number
    /// before or after it (`10 x`, `x 6`).
    private static func merged(_ raw: [ShorthandToken]) -> [ShorthandToken] {
        var tokens: [ShorthandToken] = []
        var index = 0
        while index < raw.count {
            if case .number(let number) = raw[index], index + 1 < raw.count, case .word(let word) = raw[index + 1] {
                if let seconds = LooseDuration.seconds("\(number) \(word)") {
                    tokens.append(.duration(seconds))
                    index += 2
                    continue
                }
                if TextWords.isCountWord(word) || extraCountWords.contains(NameMatching.folded(word)) {
                    tokens.append(.count(number, word: word))
                    index += 2
                    continue
                }
            }
            tokens.append(raw[index])
            index += 1
        }
        return timesJoined(tokens)
    }

    private static func timesJoined(_ raw: [ShorthandToken]) -> [ShorthandToken] {
        var tokens: [ShorthandToken] = []
        var index = 0
        while index < raw.count {
            if case .number(let number) = raw[index], index + 1 < raw.count, raw[index + 1] == .times {
                tokens.append(.count(number, word: nil))
                index += 2
                continue
            }
            if raw[index] == .times, index + 1 < raw.count, case .number(let number) = raw[index + 1],
                tokens.last.map({ if case .count = $0 { false } else { true } }) ?? true, index + 2 == raw.count || raw[index + 2] != .slash
            {
                tokens.append(.count(number, word: nil))
                index += 2
                continue
            }
            tokens.append(raw[index])
            index += 1
        }
        return tokens
    }

    /// Rounds of a fight or a bout the vocabulary's count words leave out, folded.
    static let extraCountWords: Set<String> = [
        "asaltos", "asalto", "assaltos", "assalto", "riprese", "ripresa", "reprises", "reprise", "rounds", "round",
    ]

    static func isDigits(_ word: String) -> Bool {
        !word.isEmpty && word.utf8.allSatisfy { (48...57).contains($0) }
    }

    static func capitalised(_ text: String) -> String {
        guard let first = text.first, first.isLowercase else { return text }
        return first.uppercased() + text.dropFirst()
    }
}
