extension CountWords {
    /// What a text says about a count of rounds or times.
    enum Statement: Equatable {
        /// No count of rounds or times.
        case none
        /// One count, stated once or restated the same (`→ 4 Zyklen.`, `Repeat 3x`).
        case count(Int)
        /// A count with no one reading: a range (`2-3x`), a frequency (`3 times a week`,
        /// `daily`), or two different counts.
        case unclear
    }

    /// Whether `text` states a count of rounds or times, clear or not: a fix may not delete it.
    static func statesACount(_ text: String) -> Bool {
        statement(in: text) != .none
    }

    /// The count `text` states: a number followed by a rounds or times word (`4 Zyklen`,
    /// `3 razy`, `10 vezes`), a decorated number (`3x`, `x3`), or a repeat word followed by
    /// a number (`Repeat 3`, `powtórz 2`).
    static func statement(in text: String) -> Statement {
        guard text.utf8.count <= 400 else { return .unclear }
        let tokens = self.tokens(of: text)
        var counts: Set<Int> = []
        var isRange = false
        for (index, token) in tokens.enumerated() {
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            switch token {
            case .range where next.map(isCountWord) == true || next == nil && index > 0 && isRepeat(tokens[index - 1]):
                isRange = true
            case .number(let value, let decorated):
                let counted = decorated || next.map(isCountWord) == true || index > 0 && isRepeat(tokens[index - 1])
                guard counted else { continue }
                // `2 to 3 times`, `2 oder 3 Runden`: the number two words back ends a range.
                if index >= 2, case .number = tokens[index - 2], case .word(let joiner) = tokens[index - 1],
                    rangeJoiners.contains(joiner)
                {
                    isRange = true
                }
                counts.insert(value)
            default: continue
            }
        }
        if counts.isEmpty && !isRange { return .none }
        let isFrequency = tokens.contains { if case .word(let word) = $0 { frequencyWords.contains(word) } else { false } }
        guard !isRange, !isFrequency, counts.count == 1, let count = counts.first, count >= 1 else { return .unclear }
        return .count(count)
    }

    private enum Token: Equatable {
        case number(Int, decorated: Bool)
        case range
        case word(String)
    }

    private static let rangeJoiners: Set<String> = ["to", "or", "bis", "oder", "a", "ou", "o", "tot", "do", "az", "till", "eller"]

    private static func isCountWord(_ token: Token) -> Bool {
        guard case .word(let word) = token else { return false }
        return roundWords.contains(word) || timesWords.contains(word)
    }

    private static func isRepeat(_ token: Token) -> Bool {
        guard case .word(let word) = token else { return false }
        return repeatWords.contains(word)
    }

    /// The text's numbers, ranges and words, a number's letters split off (`3krát` is `3`
    /// and `krat`) and `x` or `×` around it its decoration.
    private static func tokens(of text: String) -> [Token] {
        let pieces = text.lowercased().split { !($0.isLetter || $0.isNumber || "-–×".contains($0)) }
        var tokens: [Token] = []
        for piece in pieces.prefix(80) {
            let digits = piece.prefix { $0.isASCII && $0.isNumber }
            let rest = piece.dropFirst(digits.count)
            if digits.isEmpty {
                if let first = rest.first, first == "x" || first == "×", rest.count > 1, rest.dropFirst().allSatisfy(\.isNumber),
                    let value = Int(rest.dropFirst().prefix(6))
                {
                    tokens.append(.number(value, decorated: true))
                } else if let value = Vocabulary.number(String(piece)) {
                    tokens.append(.number(value, decorated: false))
                } else {
                    let word = NameMatching.normalised(String(piece))
                    if !word.isEmpty { tokens.append(.word(word)) }
                }
                continue
            }
            guard digits.count <= 6, let value = Int(digits) else { continue }
            if let dash = rest.first, dash == "-" || dash == "–", rest.dropFirst().first?.isNumber == true {
                tokens.append(.range)
                let tail = rest.dropFirst().drop { $0.isNumber }
                if !tail.isEmpty { tokens.append(.word(NameMatching.normalised(String(tail)))) }
                continue
            }
            let decorated = rest == "x" || rest == "×"
            tokens.append(.number(value, decorated: decorated))
            let word = NameMatching.normalised(String(rest))
            if !word.isEmpty, !decorated { tokens.append(.word(word)) }
        }
        return tokens
    }
}
