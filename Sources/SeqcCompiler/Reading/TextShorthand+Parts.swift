import SeqcModel

/// The grammar of one part of a line of shorthand (``TextShorthand``): a timed step, a
/// count of rounds over an effort (a duration, a work/rest pair, a group in parentheses)
/// with its rest, a rest alone, or a count of sets alone.
enum ShorthandGrammar {
    /// One element of a part at the top level: a token, or a group in parentheses.
    private enum Element: Equatable {
        case token(ShorthandToken)
        case group([ShorthandToken])

        var letter: Character? {
            switch self {
            case .group: "g"
            case .token(.duration): "d"
            case .token(.number): "n"
            case .token(.count): "c"
            case .token(.slash): "/"
            case .token(.open), .token(.close): "?"
            case .token(.word), .token(.times): nil
            }
        }
    }

    /// The rest a part states for its effort: its length, whether it is said to come between
    /// rounds, and the noun naming them after that word.
    struct Rest: Equatable {
        let seconds: Int
        let between: Bool
        let noun: String?
    }

    static func part(_ tokens: [ShorthandToken]) -> TextShorthand.Part {
        guard tokens.contains(where: { !$0.isWord && $0 != .times }) else { return .none }
        if let sets = setsAlone(tokens) { return .sets(sets) }
        if let rest = restAlone(tokens) { return rest }
        var effort = tokens
        let rest = takeRest(&effort)
        guard let elements = elements(effort) else { return .unread }
        return read(elements, rest: rest)
    }

    /// `6 sets`, `6 séries`: a count with its set word and nothing else.
    private static func setsAlone(_ tokens: [ShorthandToken]) -> Int? {
        let kept = tokens.filter { !isFiller($0) }
        guard kept.count == 1, case .count(let count, let word?) = kept[0], TextCardShape.isSetWord(word) || TextWords.isCountWord(word)
        else { return nil }
        return count
    }

    /// A part of one duration and words naming a rest (`3 min rest between sets`, `dazwischen
    /// 3 min Trabpause`, `3' rest`).
    private static func restAlone(_ tokens: [ShorthandToken]) -> TextShorthand.Part? {
        guard let rest = restPhrase(tokens[...]) else { return nil }
        let words = tokens.compactMap { if case .word(let word) = $0 { word } else { nil } }
        let before = words.prefix { !ShorthandWords.isBetween($0) }.filter { !ShorthandWords.isWith($0) }
        return .rest(
            seconds: rest.seconds, between: rest.between, noun: rest.noun, title: title(Array(before)) ?? "",
            joined: tokens.first == .word("+"))
    }

    /// The rest `tokens` state: one duration, words only besides, one of them a rest, with
    /// or between word.
    private static func restPhrase(_ tokens: ArraySlice<ShorthandToken>) -> Rest? {
        var seconds: Int?
        var words: [String] = []
        for token in tokens {
            switch token {
            case .duration(let value, _):
                guard seconds == nil else { return nil }
                seconds = value
            case .word(let word): words.append(word)
            default: return nil
            }
        }
        guard let seconds, words.contains(where: ShorthandWords.isMarker) else { return nil }
        guard let between = words.firstIndex(where: ShorthandWords.isBetween) else {
            return Rest(seconds: seconds, between: false, noun: nil)
        }
        let noun = words[(between + 1)...].last { TextCardShape.isSetWord($0) || TextWords.isCountWord($0) }
        return Rest(seconds: seconds, between: true, noun: noun)
    }

    /// The rest closing a part, taken from `tokens`: in parentheses (`(1 min desc)`), or a
    /// duration with a rest, with or between word before or after it (`w/ 2 min jog
    /// recovery`, `récup 3' entre les séries`); nil when the part closes with none.
    private static func takeRest(_ tokens: inout [ShorthandToken]) -> Rest? {
        if tokens.last == .close, let open = tokens.lastIndex(of: .open),
            let rest = restPhrase(tokens[(open + 1)..<(tokens.count - 1)])
        {
            tokens.removeSubrange(open...)
            return rest
        }
        guard let last = tokens.lastIndex(where: { if case .duration = $0 { true } else { false } }), last > 0,
            tokens[(last + 1)...].allSatisfy(\.isWord)
        else { return nil }
        var start = last
        while start > 0, tokens[start - 1].isWord { start -= 1 }
        let marked = tokens[start..<last].firstIndex { if case .word(let word) = $0 { ShorthandWords.isMarker(word) } else { false } }
        let from = marked ?? last
        guard tokens[..<from].contains(where: { !$0.isWord && $0 != .times }), tokens[..<from].last != .slash,
            let rest = restPhrase(tokens[from...])
        else { return nil }
        tokens.removeSubrange(from...)
        return rest
    }

    /// The top-level elements of a part; nil when its parentheses do not pair.
    private static func elements(_ tokens: [ShorthandToken]) -> [Element]? {
        var elements: [Element] = []
        var group: [ShorthandToken]?
        var depth = 0
        for token in tokens {
            switch token {
            case .open:
                if depth > 0 { group?.append(token) } else { group = [] }
                depth += 1
            case .close:
                guard depth > 0 else { return nil }
                depth -= 1
                if depth == 0, let inner = group {
                    elements.append(.group(inner))
                    group = nil
                } else {
                    group?.append(token)
                }
            default:
                if depth > 0 { group?.append(token) } else { elements.append(.token(token)) }
            }
        }
        return depth == 0 ? elements : nil
    }

    /// The part its elements make, with the rest taken from its end.
    private static func read(_ elements: [Element], rest: Rest?) -> TextShorthand.Part {
        let structure = elements.indices.filter { elements[$0].letter != nil }
        guard let first = structure.first, let last = structure.last else { return .unread }
        let signature = String(structure.compactMap { elements[$0].letter })
        let leading = words(elements[..<first])
        let trailing = words(elements[(last + 1)...])
        switch signature {
        case "d":
            // Words on both sides are a title only around a time in prime marks, the
            // notation's own (`échauffement 20' footing`), and when few: `Dehnen 5 min
            // Spaziergang` may be two steps, `pendant 18 min en remuant` is prose.
            let both = !leading.isEmpty && !trailing.isEmpty
            guard rest == nil, case .token(.duration(let seconds, let primed)) = elements[first], let name = title(leading + trailing),
                !both || primed && leading.count + trailing.count <= maxWordsAround
            else { return .unread }
            return .node(.timed(title: name, seconds: seconds))
        case "cd", "dc":
            return repetition(elements, structure, leading: leading, trailing: trailing, rest: rest)
        case "cd/d", "d/dc", "cn/n", "n/nc":
            // Words after a pair that closes the part are its rest half's (`3' / 1' descanso`).
            let after = signature.hasSuffix("c") ? trailing : []
            guard rest == nil, let pair = pair(elements, structure), let rounds = count(elements, structure),
                words(elements[structure[0]..<structure[1]]).allSatisfy(isFillerWord), let name = oneTitle(leading, after)
            else { return .unread }
            return .node(
                .interval(title: name.isEmpty ? pair.title : name, work: pair.work, rest: pair.rest, rounds: rounds, finalRest: true))
        case "cg", "gc":
            return group(elements, structure, leading: leading, trailing: trailing, rest: rest)
        default:
            return .unread
        }
    }

    /// `4x4 min`, `3 asaltos x 3 min (1 min desc)`, `6 x 3 min hard w/ 2 min jog recovery`:
    /// an interval of the rest, or a work waiting for the next part's.
    private static func repetition(
        _ elements: [Element], _ structure: [Int], leading: [String], trailing: [String], rest: Rest?
    )
        -> TextShorthand.Part
    {
        guard let rounds = count(elements, structure), rounds >= 1,
            let work = structure.lazy.compactMap({ if case .token(.duration(let seconds, _)) = elements[$0] { seconds } else { nil } })
                .first,
            words(elements[structure[0]..<structure[1]]).allSatisfy(isFillerWord), let name = oneTitle(leading, trailing)
        else { return .unread }
        guard let rest else { return .pending(title: name, rounds: rounds, work: work) }
        return .node(.interval(title: name, work: work, rest: rest.seconds, rounds: rounds, finalRest: !rest.between))
    }

    /// `8x(60" run/90" walk)`: an interval; `2 x (10 x 30/30) récup 3'`: a block of rounds
    /// over the interval in the parentheses, the rest between them.
    private static func group(
        _ elements: [Element], _ structure: [Int], leading: [String], trailing: [String], rest: Rest?
    )
        -> TextShorthand.Part
    {
        guard let rounds = count(elements, structure),
            let inner = structure.lazy.compactMap({ index -> [ShorthandToken]? in
                if case .group(let tokens) = elements[index] { tokens } else { nil }
            }).first, let name = oneTitle(leading, trailing), let content = Self.elements(inner)
        else { return .unread }
        let innerStructure = content.indices.filter { content[$0].letter != nil }
        let innerSignature = String(innerStructure.compactMap { content[$0].letter })
        if innerSignature == "d/d" || innerSignature == "n/n" {
            guard rest == nil, let pair = pair(content, innerStructure), words(content[..<innerStructure[0]]).isEmpty else {
                return .unread
            }
            return .node(
                .interval(title: name.isEmpty ? pair.title : name, work: pair.work, rest: pair.rest, rounds: rounds, finalRest: true))
        }
        guard case .node(let node) = part(inner) else { return .unread }
        switch node {
        case .interval, .block: break
        case .timed: return .unread
        }
        let block = TextShorthand.block(over: node, rounds: rounds, rest: rest?.seconds, noun: rest?.noun)
        // The block's own words name it; else the interval's name or its rest's noun.
        guard !name.isEmpty, case .block(_, let count, let pause, let content) = block else { return .node(block) }
        return .node(.block(title: name, rounds: count, rest: pause, inner: content))
    }

    /// A work/rest pair's lengths and title: its halves' words joined (`Run/walk`), else a
    /// bare pair as written (`30/30`); bare numbers are seconds when both are ten or more.
    private static func pair(_ elements: [Element], _ structure: [Int]) -> (work: Int, rest: Int, title: String)? {
        guard let slash = structure.first(where: { elements[$0] == .token(.slash) }), let before = structure.last(where: { $0 < slash }),
            let after = structure.first(where: { $0 > slash })
        else { return nil }
        let next = structure.first { $0 > after } ?? elements.count
        let workWords = words(elements[(before + 1)..<slash])
        let restWords = words(elements[(after + 1)..<next])
        switch (elements[before], elements[after]) {
        case (.token(.duration(let work, _)), .token(.duration(let rest, _))):
            guard let workName = title(workWords), let restName = title(restWords) else { return nil }
            let named = !workName.isEmpty && !restName.isEmpty && !restWords.contains(where: ShorthandWords.isMarker)
            return (work, rest, named ? workName + "/" + restName.lowercased() : "")
        case (.token(.number(let work)), .token(.number(let rest))):
            guard min(work, rest) >= minBareSeconds, workWords.isEmpty, restWords.isEmpty else { return nil }
            return (work, rest, "\(work)/\(rest)")
        default:
            return nil
        }
    }

    /// The most title words a timed step has around its duration on both sides.
    static let maxWordsAround = 3

    /// Below this, a bare number in a pair may as well be minutes (`4/1`, `25/5`, `7/3`):
    /// no reading, as an interval's `duration` written so (``IntervalDurationKey``).
    static let minBareSeconds = 10

    private static func count(_ elements: [Element], _ structure: [Int]) -> Int? {
        let counts = structure.compactMap { if case .token(.count(let count, _)) = elements[$0] { count } else { nil } }
        guard counts.count == 1, counts[0] >= 1 else { return nil }
        return counts[0]
    }

    private static func words(_ elements: ArraySlice<Element>) -> [String] {
        elements.compactMap { if case .token(.word(let word)) = $0 { word } else { nil } }
    }

    /// The title of words on one side only; nil (unread) when both sides have some.
    private static func oneTitle(_ leading: [String], _ trailing: [String]) -> String? {
        let before = title(leading)
        let after = title(trailing)
        switch (before, after) {
        case (.some(let name), .some(let other)) where !name.isEmpty && !other.isEmpty: return nil
        case (.some(let name), .some(let other)): return name.isEmpty ? other : name
        default: return nil
        }
    }

    /// Title words with fillers at either end dropped and a capital first letter; `""` for
    /// none, nil when a word holds a digit: a number the grammar does not account for.
    static func title(_ words: [String]) -> String? {
        var kept = words
        while let first = kept.first, isFillerWord(first) { kept.removeFirst() }
        while let last = kept.last, isFillerWord(last) { kept.removeLast() }
        guard !kept.contains(where: { $0.contains(where: \.isNumber) }) else { return nil }
        return ShorthandTokens.capitalised(kept.joined(separator: " "))
    }

    private static func isFiller(_ token: ShorthandToken) -> Bool {
        switch token {
        case .times: true
        case .word(let word): isFillerWord(word)
        default: false
        }
    }

    static func isFillerWord(_ word: String) -> Bool {
        let folded = NameMatching.folded(word)
        return TextWords.connectors.contains(folded) || ShorthandWords.fillers.contains(folded)
            || word.allSatisfy { "-–—:.&+@".contains($0) }
    }
}

/// The words shorthand attaches a rest with, in the vocabulary's languages, folded.
enum ShorthandWords {
    /// Rest words: `rest`, `récup`, `desc`, `descanso`, `Pause` (and `Trabpause`), `riposo`.
    static let rests: Set<String> = [
        "rest", "recovery", "recover", "recup", "recuperation", "recuperacion", "recuperacao", "recuperando", "recupero", "rec",
        "descanso", "desc", "descansar", "pausa", "pause", "pauze", "repos", "riposo", "break", "erholung", "vila", "rust",
        "ruhe",
    ]
    /// Words saying the rest comes between rounds: it then ends no last round.
    static let betweens: Set<String> = ["between", "dazwischen", "zwischen", "entre", "tra", "fra", "tussen", "mellan"]
    /// Words joining a rest to its effort (`w/` is read as `with`).
    static let withs: Set<String> = ["with", "mit", "avec", "con", "com"]
    /// Words joining steps or naming the series a rest comes between, dropped at a title's ends.
    static let fillers: Set<String> = [
        "then", "dann", "danach", "puis", "luego", "despues", "depois", "poi", "and", "und", "et", "y", "e", "the", "les",
        "le", "la", "los", "las", "i", "den", "die", "der", "o", "os", "as", "@",
    ]

    static func isRest(_ word: String) -> Bool {
        let folded = NameMatching.folded(word).trimmingCharacters(in: ".:")
        return rests.contains(folded) || folded.hasSuffix("pause") || folded.hasSuffix("pausa")
    }

    static func isBetween(_ word: String) -> Bool { betweens.contains(NameMatching.folded(word)) }

    static func isWith(_ word: String) -> Bool { withs.contains(NameMatching.folded(word)) }

    static func isMarker(_ word: String) -> Bool { isRest(word) || isBetween(word) || isWith(word) }
}

extension String {
    fileprivate func trimmingCharacters(in marks: String) -> String {
        var text = self
        while let last = text.last, marks.contains(last) { text.removeLast() }
        return text
    }
}
