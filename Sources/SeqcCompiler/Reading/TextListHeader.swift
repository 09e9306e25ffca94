import SeqcModel

/// A list of steps with no time of their own under (or over) one line stating how each is
/// played, as people write a circuit: `30 sec each, 10 sec rest between` over the seven
/// minute workout's twelve exercises, `3 kola, 40 s práce / 20 s pauza, mezi koly 2 min`,
/// `3 Runden, je 45 s, 15 s Pause dazwischen, 1 min Pause zwischen den Runden`.
///
/// The header's parts (between commas, a work/rest pair's halves, parentheses) are taken
/// apart by the shorthand's tokens (``ShorthandTokens``) and each gives one number a
/// role: each step's time (`each`, `je`, `chacun`, `cada`, a work word, the first half of
/// a pair), the rest between steps (a rest word), the rounds (`3 rounds`, `3 Runden`,
/// `3 tours`, `3 vueltas`, `3 kola`, `3x`), the rest between rounds (a rest or between
/// word with a noun of rounds) and the count of steps (`12 exercises`, `4 estaciones`).
/// Each step becomes a countdown of its time with a rest between steps (none after a
/// round's last); rounds make the list a repeat block, the rest between them its `rest:`.
///
/// A header that does not account for all its numbers has no one reading, so the text is
/// not read and its message names the choice: a range or an optional count (`2-3x`, `if
/// you have time`), a count beside a length (`3 x 40 s`), a count of steps that is not the
/// list's, a rest between rounds with no rounds, a length that may be each step's or the
/// whole list's, a role stated twice, a second line stating rounds or times
/// (docs/decisions.md, "Fix safety").
enum TextListHeader {
    /// How the header says each step is played.
    struct Timing: Equatable {
        var work: Int
        var rest: Int?
        var rounds: Int?
        var roundRest: Int?
        /// The noun the rounds are counted in (`kola`), the block's title.
        var noun: String?
    }

    /// What a text's lines read as.
    enum Reading: Equatable {
        /// No header over a list of untimed steps: another reading takes the text.
        case none
        /// A header with no one reading: the line (from 0) and what it leaves open.
        case unread(line: Int, reason: String)
        /// The header's line (from 0) and its timing.
        case timing(line: Int, Timing)
    }

    /// The header of `lines`, when every list item is a step with no time, count or sets
    /// of its own, there are at least two, and a line that is no list item states how
    /// they are played.
    static func find(_ lines: [TextLine?]) -> Reading {
        // A line written as a key of the language (`- countdown: Plank`) makes the file YAML.
        guard !lines.contains(where: { $0?.isLanguageKey == true || $0?.marker == .markup }) else { return .none }
        let lines = listed(lines)
        let (found, stated) = scan(lines)
        guard let first = found.first else { return .none }
        let positions = lines.indices.filter { lines[$0]?.isItem == true }
        let items = positions.compactMap { lines[$0] }
        // One list: its items at one indentation with nothing but blank lines between them;
        // a header over two lists, or over a list and its sublists, may time either, and
        // over steps timed in part, the rest or all of them. Plain names besides the first
        // line (a title) may be another list.
        let firstLine = lines.firstIndex { $0 != nil }
        let plainNames = lines.indices.filter { $0 != firstLine && lines[$0].map { $0.marker == .none && isName($0.text) } == true }
        guard items.count >= 2, items.allSatisfy({ isUntimed($0.text) }), let start = positions.first, let end = positions.last,
            lines[start...end].allSatisfy({ $0?.isItem ?? true }), Set(items.map(\.indent)).count == 1, plainNames.isEmpty
        else {
            guard items.contains(where: { isUntimed($0.text) }) else { return .none }
            return .unread(line: first.line, reason: "the text holds more than one list of steps with no time of their own")
        }
        if found.count > 1 { return .unread(line: first.line, reason: "line \(found[1].line + 1) says it too, in its own way") }
        if let other = stated.first {
            let reason =
                other.statement == .unclear
                ? "the count on line \(other.line + 1) has more than one reading (a range, an optional count or a frequency)"
                : "line \(other.line + 1) states a count of rounds too"
            return .unread(line: first.line, reason: reason)
        }
        switch first.reading {
        case .none: return .none
        case .unread(let reason): return .unread(line: first.line, reason: reason)
        case .timing(let timing, let count):
            guard count == nil || count == items.count else {
                return .unread(line: first.line, reason: "it counts \(count ?? 0) steps where the list has \(items.count)")
            }
            return .timing(line: first.line, timing)
        }
    }

    /// `lines` with a plain list marked as one (`- Squats`): with no list item in the text,
    /// the lines of names right under the first line reading as a header (blank lines
    /// first allowed), up to a blank line; each a few words with no digit, colon or
    /// sentence's last mark. Other text is returned as it is.
    static func listed(_ lines: [TextLine?]) -> [TextLine?] {
        guard !lines.contains(where: { $0?.isItem == true }) else { return lines }
        let headers = lines.indices.filter {
            lines[$0].map { ($0.marker == .none || $0.marker == .heading) && read($0.text) != .none } ?? false
        }
        guard var position = headers.first.map({ $0 + 1 }) else { return lines }
        while position < lines.count, lines[position] == nil { position += 1 }
        var marked = lines
        while position < lines.count, let line = lines[position], line.marker == .none, isName(line.text) {
            marked[position] = TextLine(Substring(String(repeating: " ", count: line.indent) + "- " + line.text))
            position += 1
        }
        return marked
    }

    /// Whether a plain line is a step's name: a few words, no digit, colon or last mark.
    private static func isName(_ text: String) -> Bool {
        text.split(separator: " ").count <= maxNameWords && !text.contains { $0.isNumber || ":.!?".contains($0) }
            && isUntimed(text)
    }

    /// The most words a plain line of a list under a header has.
    static let maxNameWords = 5

    /// The lines reading as a header (no list items), and the other lines stating a count.
    private static func scan(
        _ lines: [TextLine?]
    ) -> (
        found: [(line: Int, reading: LineReading)], stated: [(line: Int, statement: CountWords.Statement)]
    ) {
        var found: [(line: Int, reading: LineReading)] = []
        var stated: [(line: Int, statement: CountWords.Statement)] = []
        let firstLine = lines.firstIndex { $0 != nil }
        for (index, line) in lines.enumerated() {
            // A heading under the title may be the header (`## 30 s each, 10 s rest`).
            guard let line, line.marker == .none || line.marker == .heading && index != firstLine else { continue }
            let reading = read(line.text)
            if reading != .none {
                found.append((index, reading))
            } else if case let statement = CountWords.statement(in: line.text), statement != .none {
                stated.append((index, statement))
            }
        }
        return (found, stated)
    }

    /// The list's steps played as `timing` says: nil when `items` are not all steps with
    /// no time (prose dropped and a title are no items).
    static func apply(_ timing: Timing, to items: [TextRoutine.Item]) -> [TextRoutine.Item]? {
        var titles: [String] = []
        for item in items {
            guard case .step(.untimed(let title), _) = item, !title.isEmpty else { return nil }
            titles.append(title)
        }
        guard titles.count >= 2 else { return nil }
        guard let rounds = timing.rounds, rounds > 1 else {
            var steps: [TextRoutine.Item] = []
            for (index, title) in titles.enumerated() {
                if index > 0, let rest = timing.rest { steps.append(.rest(title: "", seconds: rest)) }
                steps.append(.step(.timed(title: title, seconds: timing.work), checkbox: false))
            }
            return steps
        }
        var cards: [ShapedItem] = []
        for (index, title) in titles.enumerated() {
            if index > 0, let rest = timing.rest { cards.append(.card(.rest, title: "", fields: [field(rest)])) }
            cards.append(.card(.countdown, title: title, fields: [field(timing.work)]))
        }
        let title = timing.noun.map(HeaderWords.singular) ?? "Rounds"
        return [.shaped(.block(title: title, rounds: String(rounds), rest: timing.roundRest.map(DurationText.text), items: cards))]
    }

    private static func field(_ seconds: Int) -> ShapedField {
        ShapedField(name: "duration", value: DurationText.text(seconds))
    }

    /// Whether a list item's text is a name alone: no time, count or sets.
    private static func isUntimed(_ text: String) -> Bool {
        guard case .untimed = TextStep.read(text) else { return false }
        return TextStep.read(text)?.countLed == nil && WrittenSets.line(text) == nil
    }
}

extension TextListHeader {
    /// What one line reads as: no header, a header with no one reading, or a timing and
    /// the count of steps it states.
    enum LineReading: Equatable {
        case none
        case unread(String)
        case timing(Timing, steps: Int?)
    }

    /// The role of one number of a header.
    enum Role: Equatable {
        /// Each step's time; `marked` when a word or a pair says it is each step's.
        case work(Int, marked: Bool)
        case rest(Int)
        case rounds(Int, noun: String?)
        case roundRest(Int)
        case steps(Int)
        case unread(String)
        /// Words a header does not hold: the line is no header.
        case unknown
    }

    /// The timing `text` states, read part by part.
    static func read(_ text: String) -> LineReading {
        guard text.utf8.count <= TextShorthand.maxLength, text.contains(where: \.isNumber) else { return .none }
        let (_, body) = ShorthandTokens.label(text)
        let roles = ShorthandTokens.parts(body).flatMap(pieces).flatMap(HeaderGrammar.roles)
        guard !roles.contains(.unknown), roles.contains(where: \.isTiming) else { return .none }
        if let reason = roles.lazy.compactMap(\.reason).first { return .unread(reason) }
        return combine(roles)
    }

    /// A part's tokens split at a pair's slash and at parentheses: `40 s práce / 20 s
    /// pauza` is a work and a rest; `30/15` a pair of bare seconds.
    private static func pieces(_ tokens: [ShorthandToken]) -> [[ShorthandToken]] {
        if tokens.count == 3, case .number(let work) = tokens[0], tokens[1] == .slash, case .number(let rest) = tokens[2] {
            guard min(work, rest) >= ShorthandGrammar.minBareSeconds else { return [[.word("\(work)/\(rest)")]] }
            return [[.duration(work), .word("work")], [.duration(rest), .word("rest")]]
        }
        var pieces: [[ShorthandToken]] = [[]]
        for token in tokens {
            if [.slash, .open, .close].contains(token) {
                pieces.append([])
            } else {
                pieces[pieces.count - 1].append(token)
            }
        }
        let kept = pieces.filter { !$0.isEmpty }
        // The first half of a pair is a work unless its words say otherwise.
        if tokens.contains(.slash), kept.count == 2, kept[0].contains(where: \.isDuration) {
            return [kept[0] + [.word("work")], kept[1]]
        }
        return kept
    }

    /// The timing the roles make: each stated once, a rest between rounds only with rounds,
    /// a step's time said to be each step's unless a rest beside it says so.
    private static func combine(_ roles: [Role]) -> LineReading {
        var work: (Int, Bool)?
        var rest: Int?
        var rounds: (Int, String?)?
        var roundRest: Int?
        var steps: Int?
        for role in roles {
            let twice: Bool
            switch role {
            case .work(let seconds, let marked): (twice, work) = (work != nil, (seconds, marked))
            case .rest(let seconds): (twice, rest) = (rest != nil, seconds)
            case .rounds(let count, let noun): (twice, rounds) = (rounds != nil, (count, noun))
            case .roundRest(let seconds): (twice, roundRest) = (roundRest != nil, seconds)
            case .steps(let count): (twice, steps) = (steps != nil, count)
            case .unread, .unknown: twice = false
            }
            if twice { return .unread("it states one of its numbers twice") }
        }
        guard let (seconds, marked) = work else { return .unread("it gives the steps no time of their own") }
        guard marked || rest != nil || steps != nil else {
            return .unread("its length may be each step's or the whole list's")
        }
        guard roundRest == nil || rounds != nil else { return .unread("it states a rest between rounds but no count of rounds") }
        let timing = Timing(work: seconds, rest: rest, rounds: rounds?.0, roundRest: roundRest, noun: rounds?.1)
        return .timing(timing, steps: steps)
    }
}

extension TextListHeader.Role {
    /// Whether the role times something: a header times its steps or their rests.
    fileprivate var isTiming: Bool {
        switch self {
        case .work, .rest, .roundRest: true
        default: false
        }
    }

    fileprivate var reason: String? {
        if case .unread(let reason) = self { reason } else { nil }
    }
}

extension ShorthandToken {
    fileprivate var isDuration: Bool {
        if case .duration = self { true } else { false }
    }
}
