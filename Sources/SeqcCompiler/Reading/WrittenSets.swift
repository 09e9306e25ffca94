import SeqcModel

/// Sets of one exercise written as one value or one line of text, in a form the language
/// does not have: `3x10`, `3 x 10`, `3×10`, `3 * 10`, `3 sets of 10`, `3 sets x 10 reps`,
/// `10 reps x 3 sets`, `3 Sätze à 12 Wdh.`, `3 séries de 10 répétitions`, `3 series de 10
/// repeticiones`, `3 x 30s` (sets of a time), with a rest between the sets in the same text
/// (`3x10, rest 60s`, `3 Sätze à 12 Wdh. (90 Sek. Pause)`). Set and reps words are read
/// through the vocabulary (``ShapeWords``, ``TextCardShape``), so every language it has is
/// read alike. The item is the one ``SetScheme/shaped(title:rounds:reps:duration:rest:countsSets:)``
/// makes, so each place sets are written in (a card's keys, a value, a line, a table row)
/// plays them alike.
///
/// The order rule: two numbers are sets then reps (`3x10` is three sets of ten), the common
/// order; the other order builds only when its words say so, the first number marked as
/// reps (`10 reps x 3 sets`, `12 Wdh. x 3`). A set word after the second number with no reps
/// word on the first (`3 x 10 sets`, `10x3 sets`) may name the whole scheme or the second
/// number, so it is not read; nor is a range (`3-5 x 10`, `3x10-12`), a third factor
/// (`5x5x5`), a fraction, a word left over, or a time in `m` alone (`8 x 400m` is as often
/// metres). Text not read stays for the other readings to report.
struct WrittenSets: Equatable {
    /// What each set is.
    enum Each: Equatable {
        case reps(Int)
        case seconds(Int)
    }

    let sets: Int
    let each: Each
    /// The rest between sets, in seconds, when the text gives one.
    var rest: Int?
    /// Whether the count is written with a set word (`sets`, `Sätze`, `séries`): a rest
    /// between sets, none after the last. `x` and a rounds word count rounds, as an
    /// interval written `6 x 30s, rest 30s` always has (``SetScheme/countsSets(_:)``).
    let countsSets: Bool

    /// Counts above this are no sets anyone writes by hand (and no year or distance).
    static let maxCount = 999

    /// The block or interval the sets make under `title`, with `rest` (as written: a key's
    /// value or a table cell) when the text gave none.
    func item(title: String, rest written: String? = nil) -> ShapedItem? {
        let restText = rest.map(DurationText.text) ?? written
        switch each {
        case .reps(let reps):
            return SetScheme.shaped(
                title: title, rounds: String(sets), reps: String(reps), duration: nil, rest: restText, countsSets: countsSets)
        case .seconds(let seconds):
            return SetScheme.shaped(
                title: title, rounds: String(sets), reps: nil, duration: DurationText.text(seconds), rest: restText,
                countsSets: countsSets)
        }
    }

    /// Whether `text` is digits and the letters and marks of one written duration alone
    /// (`45s`, `1m30s`, `12`, `1:30`, `2.5`, `PT30S`): one quantity, no sets, which every
    /// card's value is unless it is a mistake. Sets need a word, a space or an `x` none of
    /// these has (`WrittenSetsTests` reads every such text in full to hold that). Checked
    /// first because every countdown's and repetition's value is asked.
    static func isOneQuantity(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (0x30...0x39).contains($0) || "hmsHMSPT:.".utf8.contains($0) }
    }

    /// The sets `text` writes, with a rest after a separator (`,`, `;`, parentheses, a
    /// dash); nil when it is no such text or holds anything else.
    static func read(_ text: String) -> WrittenSets? {
        guard !isOneQuantity(text) else { return nil }
        return parse(text)
    }

    /// ``read(_:)`` without its check for one quantity.
    static func parse(_ text: String) -> WrittenSets? {
        guard text.utf8.count <= TextCardShape.maxLength, !text.contains("\n") else { return nil }
        var parts = segments(text)
        guard let first = parts.first else { return nil }
        var found: WrittenSets
        if let scheme = scheme(words(first)) ?? timeThenCount(words(first)) {
            found = scheme
            parts.removeFirst()
        } else {
            // `30 sec hold, 3 times`, `10 reps, 3 sets`: what each set is, then how many.
            guard let each = each(words(first)), parts.count >= 2, let (sets, countsSets) = times(words(parts[1])) else { return nil }
            found = WrittenSets(sets: sets, each: each, rest: nil, countsSets: countsSets)
            parts.removeFirst(2)
        }
        for part in parts {
            guard found.rest == nil, let rest = rest(words(part)) else { return nil }
            found.rest = rest
        }
        return found
    }

    /// A title and the sets after it (`Kniebeugen: 3 Sätze à 12 Wdh.`, `Bench press 3x10,
    /// rest 90s`) or before it (`3x10 Push-ups`). The title holds a letter and no digit.
    static func line(_ text: String) -> (title: String, sets: WrittenSets)? {
        guard text.utf8.count <= TextCardShape.maxLength, !text.contains("\n") else { return nil }
        for separator in [": ", " - ", " – ", " — ", " | "] {
            guard let range = text.firstRange(of: separator) else { continue }
            if let title = title(text[..<range.lowerBound]), let sets = read(String(text[range.upperBound...])) {
                return (title, sets)
            }
        }
        let all = text.split(separator: " ").map(String.init)
        guard all.count >= 2 else { return nil }
        for count in 1..<all.count {
            if let title = title(Substring(all[..<count].joined(separator: " "))),
                let sets = read(all[count...].joined(separator: " "))
            {
                return (title, sets)
            }
        }
        for count in stride(from: min(6, all.count - 1), through: 1, by: -1) {
            if let sets = scheme(words(all[..<count].joined(separator: " "))),
                let title = title(Substring(all[count...].joined(separator: " "))), !title.contains(where: { ",;()".contains($0) })
            {
                return (title, sets)
            }
        }
        return nil
    }

    /// What to write for text that may be sets but has no one reading.
    static let help =
        "sets are rounds: write '- repeat: <exercise>' with 'rounds: <sets>' around '- repetition: <exercise>' with 'reps: <reps>'"

    /// Whether `text` holds a number joined to another by `x` (`3 x 10 sets`, `3-5x10`,
    /// `5x5x5`) or a number of sets (`3 sets of 8-12`): sets, read or not.
    static func mayBeSets(_ text: String) -> Bool {
        let all = words(text)
        return all.indices.contains { index in
            let hasDigit = { (word: String) in word.contains(where: \.isNumber) }
            if all[index] == "x", index > 0, index + 1 < all.count { return hasDigit(all[index - 1]) && hasDigit(all[index + 1]) }
            return index > 0 && hasDigit(all[index - 1]) && ShapeWords.sets.contains(NameMatching.normalised(all[index]))
        }
    }

    /// A title: ``TextCardShape/title(_:)`` holding no digit (a number beside it may be
    /// part of the sets).
    private static func title(_ text: Substring) -> String? {
        guard !text.contains(where: { $0.isASCII && $0.isNumber }), !text.contains(":"), text.count <= 80 else { return nil }
        return TextCardShape.title(text)
    }

    /// The text cut at its separators: the sets first, then the parts after them.
    private static func segments(_ text: String) -> [String] {
        var marked = text
        for dash in [" - ", " – ", " — ", " | "] { marked = marked.replacing(dash, with: ",") }
        return marked.split(whereSeparator: { ",;()[]".contains($0) }).map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    /// The words of a part, folded, `x` set apart from the numbers it joins (`3x10` is
    /// `3 x 10`), a closing full stop dropped (`Wdh.`, `Sek.`).
    static func words(_ text: String) -> [String] {
        var spaced = ""
        let characters = Array(NameMatching.folded(text).lowercased())
        for (index, character) in characters.enumerated() {
            let before = index > 0 ? characters[index - 1] : " "
            let after = index + 1 < characters.count ? characters[index + 1] : " "
            if character == "×" || character == "*"
                || character == "x" && (before.isNumber || after.isNumber) && !before.isLetter
                    && !after.isLetter
            {
                spaced += " x "
            } else {
                spaced.append(character)
            }
        }
        return spaced.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { word in
            word.count > 1 && word.last == "." && word.dropLast().last?.isLetter == true ? String(word.dropLast()) : String(word)
        }
    }
}

extension WrittenSets {
    /// Words that join the count of sets to what each set is.
    private static let joiners: Set<String> = ["x", "of", "de", "a", "à", "je", "zu", "mit", "con", "da", "avec"]

    /// The sets the words write, and nothing else.
    private static func scheme(_ words: [String]) -> WrittenSets? {
        guard words.count >= 3, words.count <= 8, let first = count(words[0]) else { return nil }
        var index = 1
        let firstWord = index < words.count ? words[index] : ""
        let firstIsReps = TextCardShape.isRepsWord(firstWord)
        let firstSetWord = setWord(firstWord)
        if firstIsReps || firstSetWord != nil { index += 1 }
        let joined = words[index...].prefix(while: { joiners.contains($0) }).count
        guard joined >= 1, joined <= 2 else { return nil }
        // Without a word on the first number, only `x` says it counts sets.
        guard firstIsReps || firstSetWord != nil || words[index] == "x" else { return nil }
        index += joined
        let rest = Array(words[index...])
        if firstIsReps {
            // `10 reps x 3 sets`, `12 Wdh. x 3`: the words say the first number is the reps.
            guard let sets = rest.first.flatMap(count), rest.count <= 2 else { return nil }
            let word = rest.count == 2 ? setWord(rest[1]) : nil
            guard rest.count == 1 || word != nil else { return nil }
            return WrittenSets(sets: sets, each: .reps(first), rest: nil, countsSets: word ?? false)
        }
        let countsSets = firstSetWord ?? false
        if let seconds = seconds(rest) { return WrittenSets(sets: first, each: .seconds(seconds), rest: nil, countsSets: countsSets) }
        if let each = rest.first.flatMap(count) {
            // `3 x 10`, `3 x 10 reps`; a set word after the ten is not read (`3 x 10 sets`).
            guard rest.count == 1 || rest.count == 2 && TextCardShape.isRepsWord(rest[1]) else { return nil }
            return WrittenSets(sets: first, each: .reps(each), rest: nil, countsSets: countsSets)
        }
        return nil
    }

    /// `30s x 3`, `45 sec x 4 sets`: a time, `x`, then the count (a time is no count of sets).
    private static func timeThenCount(_ words: [String]) -> WrittenSets? {
        guard let times = words.firstIndex(of: "x"), let seconds = seconds(Array(words[..<times])),
            let (sets, countsSets) = self.times(Array(words[(times + 1)...]), bare: true)
        else { return nil }
        return WrittenSets(sets: sets, each: .seconds(seconds), rest: nil, countsSets: countsSets)
    }

    /// What one set is, alone: `10 reps`, `12 Wdh.`, `30s`, `30 sec hold`.
    private static func each(_ words: [String]) -> Each? {
        if words.count == 2, let reps = count(words[0]), TextCardShape.isRepsWord(words[1]) { return .reps(reps) }
        let timed = words.last.map(holdWords.contains) == true ? Array(words.dropLast()) : words
        return seconds(timed).map(Each.seconds)
    }

    /// Words for holding a position through a set's time.
    private static let holdWords: Set<String> = ["hold", "halten", "tenir", "mantener", "maintien", "sostener"]

    /// A count of sets or times after what each is: `3 times`, `3x`, `x3`, `3 Mal`, `3 fois`,
    /// `3 veces`, `3 sets`, `3 Runden`; a number alone only where `bare` (after `x`).
    private static func times(_ words: [String], bare: Bool = false) -> (Int, Bool)? {
        switch words.count {
        case 1: return bare ? count(words[0]).map { ($0, false) } : nil
        case 2:
            if words[0] == "x" { return count(words[1]).map { ($0, false) } }
            guard let sets = count(words[0]) else { return nil }
            if words[1] == "x" || timesWords.contains(words[1]) { return (sets, false) }
            return setWord(words[1]).map { (sets, $0) }
        default: return nil
        }
    }

    /// Words counting times in the vocabulary's languages.
    private static let timesWords: Set<String> = ["times", "mal", "fois", "veces", "vez", "volte", "vezes", "keer"]

    /// A rest part: one time and words naming a rest (`rest 60s`, `90 Sek. Pause`, `repos
    /// 1 min entre les séries`); nil for anything else.
    private static func rest(_ words: [String]) -> Int? {
        var time: Int?
        var named = false
        var index = 0
        while index < words.count {
            for width in [2, 1] where index + width <= words.count && time == nil {
                if let found = seconds(Array(words[index..<(index + width)])) {
                    time = found
                    index += width
                    break
                }
            }
            guard index < words.count else { break }
            let word = words[index].trimmingCharacters(in: ":")
            if ShapeWords.rest.contains(NameMatching.normalised(word)) || Vocabulary.kind(named: word) == .rest {
                named = true
            } else if !restFillers.contains(word), setWord(word) == nil {
                return nil
            }
            index += 1
        }
        return named ? time : nil
    }

    /// Words around a rest's time: `between sets`, `zwischen den Sätzen`, `entre les séries`.
    private static let restFillers: Set<String> = [
        "between", "after", "each", "every", "with", "zwischen", "den", "nach", "jedem", "mit", "entre", "les", "apres", "chaque",
        "avec", "las", "los", "despues", "cada", "con", "de", "the",
    ]

    /// `sets`, `Sätze`, `séries`: true; a rounds word (`rounds`, `Runden`): false; nil for other words.
    private static func setWord(_ word: String) -> Bool? {
        if ShapeWords.sets.contains(NameMatching.normalised(word)) { return true }
        return TextCardShape.isSetWord(word) ? false : nil
    }

    /// A whole count in digits, one to ``maxCount``.
    private static func count(_ word: String) -> Int? {
        guard word.utf8.count <= 3, word.utf8.allSatisfy({ (48...57).contains($0) }), let value = Int(word), value >= 1,
            value <= maxCount
        else { return nil }
        return value
    }

    /// A time in one or two words (`30s`, `30 sec`, `1 min`, `1:30`); not `m` alone.
    private static func seconds(_ words: [String]) -> Int? {
        guard (1...2).contains(words.count), let last = words.last, last != "m", !(words.count == 1 && last.hasSuffix("m")),
            words.count == 1 || count(words[0]) != nil, let text = TextCardShape.duration(words)
        else { return nil }
        return LooseDuration.seconds(text) ?? DurationSyntax.simple(text, isPlainInteger: false)
    }
}

extension String {
    fileprivate func trimmingCharacters(in marks: String) -> String {
        var result = Substring(self)
        while let last = result.last, marks.contains(last) { result.removeLast() }
        return String(result)
    }
}
