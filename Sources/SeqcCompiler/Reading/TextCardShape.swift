import SeqcModel

/// A card written as one line of text, as people and other apps list steps: a title with
/// a duration (`Plank 45s`, `Run (2 min)`, `5 min easy jog`), with a count (`Burpees x 10`,
/// `15 push-ups`), with sets (`Deadlift 5x5`, `3 x 10 Push-ups`, `Squats 3 sets of 10`),
/// a circuit (`3 rounds: 10 burpees, 20 squats, 30s plank`) or intervals
/// (`10 x 30s on / 30s off`). Durations, counts and set words are read through the
/// vocabulary (units, number words, the fields' synonyms), so every language it has is
/// read alike. Each reading is a guess at a kind or a structure, so its fix is unsafe.
enum TextCardShape {
    /// Longer text is prose, not a card.
    static let maxLength = 200
    /// The most words a quantity takes (`3 sets of 10 reps`).
    private static let longestQuantity = 5

    /// What a quantity written beside a title says.
    indirect enum Quantity: Equatable {
        case duration(String)
        case reps(String)
        /// A number with no unit and no reps word: reps, or seconds beside a title that
        /// names a rest or a hold (``TimedTitle/bareNumberIsSeconds(beside:)``).
        case bare(String)
        /// Sets of reps or of a duration.
        case sets(String, Quantity)
    }

    /// The item `text` is written as, or nil when it is not one of these shapes. A bare
    /// number is read as `writtenKind` counts or times, when the text stands as the title
    /// of a card of that kind (`- repetition: 15 plank`).
    static func item(_ text: String, writtenKind: CardKind? = nil) -> ShapedItem? {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty, trimmed.utf8.count <= maxLength, !trimmed.contains("\n"), TimeOfDay.leading(trimmed) == nil else {
            return nil
        }
        if let interval = interval(trimmed) ?? titledInterval(trimmed) { return interval }
        if let circuit = circuit(trimmed) { return circuit }
        return card(trimmed, writtenKind: writtenKind)
    }

    /// One card: a title and one quantity, in parentheses, after a separator, at the end
    /// or at the start.
    static func card(_ text: String, writtenKind: CardKind? = nil) -> ShapedItem? {
        guard let (title, quantity) = titleAndQuantity(text) else { return nil }
        // A count beside a number joined by `x` (`Bench 3-5 x 10`) is part of sets with no one reading.
        // A number left in the title beside sets (`Dips 3 à 4 séries de 10`) may be the sets' too.
        if case .sets = quantity {
            if title.contains(where: { $0.isASCII && $0.isNumber }) { return nil }
        } else if WrittenSets.mayBeSets(text) {
            return nil
        }
        return shaped(title: title, quantity, writtenKind: writtenKind)
    }

    /// The card or block a title and its quantity make. A bare number is reps, or seconds
    /// beside a rest's or a hold's title, unless the kind written says which.
    static func shaped(title: String, _ quantity: Quantity, writtenKind: CardKind? = nil) -> ShapedItem {
        switch quantity {
        case .duration(let duration):
            return .card(
                TimedTitle.reading(title) == .rest ? .rest : .countdown, title: title,
                fields: [ShapedField(name: "duration", value: duration)])
        case .reps(let reps):
            return .card(.repetition, title: title, fields: [ShapedField(name: "reps", value: reps)])
        case .bare(let number):
            let isSeconds =
                switch writtenKind {
                case .repetition: false
                case .countdown, .rest: true
                default: TimedTitle.bareNumberIsSeconds(beside: title)
                }
            return shaped(title: title, isSeconds ? .duration(number) : .reps(number))
        case .sets(let sets, let each):
            return .block(title: title, rounds: sets, rest: nil, items: [shaped(title: title, each, writtenKind: writtenKind)])
        }
    }

    private static func titleAndQuantity(_ text: String) -> (String, Quantity)? {
        if text.hasSuffix(")"), let open = text.lastIndex(of: "(") {
            let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
            if let quantity = quantity(words(inner), allowsBareCount: true), let title = title(text[..<open]) {
                return (title, quantity)
            }
        }
        for separator in [" - ", " – ", " — ", ": ", ", ", " @ ", " | "] {
            guard let range = lastRange(of: separator, in: text) else { continue }
            if let quantity = quantity(words(text[range.upperBound...]), allowsBareCount: true),
                let title = title(text[..<range.lowerBound])
            {
                return (title, quantity)
            }
        }
        let all = words(Substring(text))
        guard all.count >= 2 else { return nil }
        let longest = min(longestQuantity, all.count - 1)
        for count in stride(from: longest, through: 1, by: -1) {
            if let quantity = quantity(Array(all.suffix(count)), allowsBareCount: false),
                let title = title(Substring(all.dropLast(count).joined(separator: " ")))
            {
                return (title, quantity)
            }
        }
        for count in stride(from: longest, through: 1, by: -1) {
            if let quantity = quantity(Array(all.prefix(count)), allowsBareCount: true),
                let title = title(Substring(all.dropFirst(count).joined(separator: " ")))
            {
                return (title, quantity)
            }
        }
        return nil
    }

    /// `10 x 30s on / 30s off`, `6 x 1 min fast, 1 min easy`: rounds of a work and a rest
    /// phase, an untitled interval.
    private static func interval(_ text: String) -> ShapedItem? {
        var all = words(Substring(text))
        guard all.count >= 3 else { return nil }
        let rounds: String
        if let count = timesPrefix(all[0]) {
            rounds = count
            all.removeFirst()
        } else if isNumber(all[0]), isTimes(all[1]) {
            rounds = all[0]
            all.removeFirst(2)
        } else {
            return nil
        }
        let rest = all.joined(separator: " ")
        for separator in ["/", ",", "+", ";", " then "] {
            let parts = split(rest, on: separator)
            guard parts.count == 2, let work = leadingDuration(parts[0]), let pause = leadingDuration(parts[1]) else { continue }
            return .card(
                .interval, title: "",
                fields: [
                    ShapedField(name: "work", value: work), ShapedField(name: "rest", value: pause),
                    ShapedField(name: "rounds", value: rounds),
                ])
        }
        return nil
    }

    /// `Hill repeats: 6 x 45s up / 90s jog down`: a title, a separator, then an interval.
    private static func titledInterval(_ text: String) -> ShapedItem? {
        for separator in [": ", " - ", " – ", " — "] {
            guard let range = lastRange(of: separator, in: text), let title = title(text[..<range.lowerBound]),
                case .card(let kind, _, let fields)? = interval(String(text[range.upperBound...]))
            else { continue }
            return .card(kind, title: title, fields: fields)
        }
        return nil
    }

    /// `3 rounds: 10 burpees, 20 squats, 30s plank`: a block of rounds whose cards are
    /// listed after the colon, each one card of text.
    private static func circuit(_ text: String) -> ShapedItem? {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let head = words(text[..<colon])
        let body = text[text.index(after: colon)...]
        guard !head.isEmpty, let (title, rounds) = roundsHead(head) else { return nil }
        let parts = body.split(whereSeparator: { $0 == "," || $0 == ";" }).map { $0.trimmingWhitespace() }
        guard parts.count >= 2, !parts.contains(where: \.isEmpty) else { return nil }
        var items: [ShapedItem] = []
        for part in parts {
            guard let item = card(part) else { return nil }
            items.append(item)
        }
        return .block(title: title, rounds: rounds, rest: nil, items: items)
    }

    /// `3 rounds`, `3x`, `Circuit 3 rounds`, `Circuit x3`: the rounds, and the title (or
    /// `Circuit`) before them.
    private static func roundsHead(_ head: [String]) -> (String, String)? {
        let last = head[head.count - 1]
        let fallback = "Circuit"
        if let count = timesPrefix(last) ?? timesSuffix(last) {
            return (title(Substring(head.dropLast().joined(separator: " "))) ?? fallback, count)
        }
        guard head.count >= 2, isNumber(head[head.count - 2]), isSetWord(last) || isTimes(last) else { return nil }
        return (title(Substring(head.dropLast(2).joined(separator: " "))) ?? fallback, head[head.count - 2])
    }

    /// A quantity written in `words`: a duration, a count, or sets of either. A bare
    /// number is a count only where `allowsBareCount` (before a title, in parentheses):
    /// after a title it is as often a number in the title.
    static func quantity(_ words: [String], allowsBareCount: Bool) -> Quantity? {
        guard !words.isEmpty, words.count <= longestQuantity else { return nil }
        if let duration = duration(words) { return .duration(duration) }
        if words.count == 1, isNumber(words[0]) { return allowsBareCount ? .bare(words[0]) : nil }
        if let reps = count(words) { return .reps(reps) }
        return sets(words)
    }

    /// `45s`, `2 min`, `1:30`, `5 Minuten`: a duration with a unit, kept as written when
    /// the language reads it, else in its canonical form.
    static func duration(_ words: [String]) -> String? {
        guard let first = words.first?.unicodeScalars.first, ("0"..."9").contains(first) || words.count > 1 else { return nil }
        if words.count == 1 {
            if ScalarCard.isDurationWithUnit(words[0]) { return words[0] }
            return LooseDuration.seconds(words[0]).map(DurationText.text)
        }
        return LooseDuration.seconds(words.joined(separator: " ")).map(DurationText.text)
    }

    /// `x 10`, `10x`, `x10`, `10 reps`, `12 Wiederholungen`: a count its words mark as
    /// one (a bare number is ``Quantity/bare(_:)``).
    private static func count(_ words: [String]) -> String? {
        switch words.count {
        case 1:
            guard !isNumber(words[0]) else { return nil }
            return timesPrefix(words[0]) ?? timesSuffix(words[0])
        case 2:
            if isTimes(words[0]), isNumber(words[1]) { return words[1] }
            if isNumber(words[0]), isTimes(words[1]) || isRepsWord(words[1]) { return words[0] }
            return nil
        default: return nil
        }
    }

    /// `5x5`, `3x45s`, `3 x 10`, `3 x 1 min`, `3 sets of 10`, `4 Sätze x 8 reps`.
    private static func sets(_ words: [String]) -> Quantity? {
        plainSets(words) ?? written(words)
    }

    private static func plainSets(_ words: [String]) -> Quantity? {
        if words.count == 1, let (sets, each) = splitAtTimes(words[0]), isNumber(sets) {
            if isNumber(each) { return .sets(sets, .bare(each)) }
            return duration([each]).map { .sets(sets, .duration($0)) }
        }
        guard words.count >= 3, isNumber(words[0]) else { return nil }
        var rest = Array(words.dropFirst())
        if isSetWord(rest[0]) {
            rest.removeFirst()
            if let first = rest.first, isTimes(first) || ["of", "de", "à", "a", "je", "mit"].contains(first.lowercased()) {
                rest.removeFirst()
            }
        } else if isTimes(rest[0]) {
            rest.removeFirst()
        } else {
            return nil
        }
        guard !rest.isEmpty else { return nil }
        if let duration = duration(rest) { return .sets(words[0], .duration(duration)) }
        if rest.count == 1, isNumber(rest[0]) { return .sets(words[0], .bare(rest[0])) }
        if let reps = count(rest) { return .sets(words[0], .reps(reps)) }
        return nil
    }

    /// Sets in the other forms ``WrittenSets`` reads (`10 reps x 3 sets`, `3 séries de 10
    /// répétitions`), with no rest: a title's quantity holds none.
    private static func written(_ words: [String]) -> Quantity? {
        guard let sets = WrittenSets.read(words.joined(separator: " ")), sets.rest == nil else { return nil }
        switch sets.each {
        case .reps(let reps): return .sets(String(sets.sets), .reps(String(reps)))
        case .seconds(let seconds): return .sets(String(sets.sets), .duration(DurationText.text(seconds)))
        }
    }

    /// The leading duration of a phase (`30s on`, `1 min fast`): one to three words.
    private static func leadingDuration(_ text: String) -> String? {
        let all = words(Substring(text))
        for count in stride(from: min(3, all.count), through: 1, by: -1) {
            if let found = duration(Array(all.prefix(count))), all.count - count <= 2 { return found }
        }
        return nil
    }

    /// A title: the words left, without the separators around them, starting with a
    /// capital; nil when no letter remains.
    static func title(_ text: Substring) -> String? {
        let separators: Set<Character> = ["-", "–", "—", ":", ",", "@", "|", "(", ")", " ", "."]
        // Emphasis around the words (`__Plank__ - 20 min`) is Markdown's, not the title's.
        var trimmed = MarkdownEmphasis.removed(from: text.trimmingWhitespace())
        while let first = trimmed.first, separators.contains(first) { trimmed.removeFirst() }
        // A closing parenthesis whose opening one is in the title is the title's (`Jog (recovery)`).
        while let last = trimmed.last, separators.contains(last), last != ")" || !trimmed.contains("(") { trimmed.removeLast() }
        guard trimmed.unicodeScalars.contains(where: { $0.properties.isAlphabetic }), !isSetWord(trimmed), !isRepsWord(trimmed)
        else { return nil }
        guard let first = trimmed.first, first.isLowercase else { return trimmed }
        return first.uppercased() + trimmed.dropFirst()
    }

    private static func words(_ text: Substring) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    private static func isNumber(_ word: String) -> Bool {
        !word.isEmpty && word.utf8.count <= 6 && word.utf8.allSatisfy { (48...57).contains($0) } && word != "0"
    }

    private static func isTimes(_ word: String) -> Bool {
        ["x", "×", "*"].contains(word.lowercased())
    }

    /// `10x` or `10×`: the digits; `x10`: see ``timesSuffix(_:)``.
    private static func timesPrefix(_ word: String) -> String? {
        guard let last = word.last, isTimes(String(last)) else { return nil }
        let digits = String(word.dropLast())
        return isNumber(digits) ? digits : nil
    }

    private static func timesSuffix(_ word: String) -> String? {
        guard let first = word.first, isTimes(String(first)) else { return nil }
        let digits = String(word.dropFirst())
        return isNumber(digits) ? digits : nil
    }

    /// `5x5` into `5` and `5`, `3x45s` into `3` and `45s`.
    private static func splitAtTimes(_ word: String) -> (String, String)? {
        guard let index = word.firstIndex(where: { isTimes(String($0)) }), index != word.startIndex else { return nil }
        let after = word.index(after: index)
        guard after != word.endIndex else { return nil }
        return (String(word[..<index]), String(word[after...]))
    }

    /// A word for repetitions: the repetition card's `reps` field or one of its synonyms.
    static func isRepsWord(_ word: String) -> Bool {
        let lowered = word.lowercased()
        if ["rep", "reps", "wdh", "rép", "rep."].contains(lowered) { return true }
        return Language.meaning(of: word, among: Language.cardFields(of: .repetition))?.field?.name == "reps"
    }

    /// A word for sets or rounds: one a block's or an interval's `rounds` means and a
    /// repetition's `reps` does not (`reps` counts both), in the plural or singular.
    static func isSetWord(_ word: String) -> Bool {
        for form in [word, word + "s", word + "n"] {
            let rounds =
                Language.meaning(of: form, among: RepeatBlock.fields)?.field?.name == "rounds"
                || Language.meaning(of: form, among: Language.cardFields(of: .interval))?.field?.name == "rounds"
            if rounds, Language.meaning(of: form, among: Language.cardFields(of: .repetition)) == nil { return true }
        }
        return false
    }

    private static func lastRange(of separator: String, in text: String) -> Range<String.Index>? {
        text.ranges(of: separator).last
    }

    private static func split(_ text: String, on separator: String) -> [String] {
        text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    }
}
