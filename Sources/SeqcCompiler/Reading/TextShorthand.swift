import SeqcModel

/// The shorthand coaches and runners write interval sessions in, one line holding one or
/// more steps: minutes and seconds in prime marks (`5'`, `60"`, `3'30`, `1'30"`, `′ ″`),
/// `N x T` repetitions with the rest attached as a pair (`30/30`, `60" run/90" walk`,
/// `de 3' / 1' descanso`), in parentheses (`(1 min desc)`), after a rest word
/// (`récup 3'`, `w/ 2 min jog recovery`) or in the next part of the line
/// (`dazwischen 3 min Trabpause`, `3 min rest between sets, 6 sets`), nested
/// (`2 x (10 x 30/30) récup 3'`), and several steps on a line (`5' warm-up, 8x(...), 5'
/// cool-down`). ``TextRoutine`` reads a line by this grammar when no other reading takes it.
///
/// A line this grammar reads only in part (a number left in the words, a bare pair below
/// ten, a rest that may come between the rounds or after the set, two counts) leaves the
/// text unread: the reading is never a guess (docs/decisions.md, "Fix safety").
enum TextShorthand {
    /// What a line reads as.
    enum Reading: Equatable {
        /// No shorthand: the line holds no duration, count or pair, or reads in part and
        /// holds none of the marks below (another reading may take it).
        case none
        /// Shorthand the grammar does not fully account for, marked as shorthand by a count
        /// beside a pair, a group in parentheses, another count or another part: no other
        /// reading of the line is taken either.
        case unread
        case items([TextRoutine.Item])
    }

    /// One step the grammar reads.
    indirect enum Node: Equatable {
        case timed(title: String, seconds: Int)
        case interval(title: String, work: Int, rest: Int, rounds: Int, finalRest: Bool)
        case block(title: String, rounds: Int, rest: Int?, inner: Node)
    }

    /// What one part of a line (between commas) reads as.
    enum Part: Equatable {
        case none
        case unread
        case node(Node)
        /// A count of rounds and a work with no rest yet (`4x4 min`): the next part's rest.
        case pending(title: String, rounds: Int, work: Int)
        /// A rest alone (`3 min rest between sets`): its length, whether it says "between",
        /// the noun the rounds are named by after that word, its title words, and whether
        /// `+` joins it to the part before.
        case rest(seconds: Int, between: Bool, noun: String?, title: String, joined: Bool)
        /// A count of sets alone (`6 sets`).
        case sets(Int)
    }

    /// The longest line read.
    static let maxLength = 200

    /// The steps `text` reads as.
    static func read(_ text: String) -> Reading {
        guard text.utf8.count <= maxLength else { return .none }
        let (written, body) = ShorthandTokens.label(text)
        let parts = ShorthandTokens.parts(body).map { ShorthandGrammar.part($0) }
        if parts.allSatisfy({ $0 == .none }) { return .none }
        guard let nodes = combine(parts) else { return ShorthandTokens.isMarked(body) ? .unread : .none }
        // A label over several steps (`Main: 5' jog, 4x...`) names no one of them: unread.
        guard !nodes.isEmpty, written == nil || nodes.count == 1 else { return .unread }
        return .items(nodes.map { item($0, label: written) })
    }

    /// The parts joined into steps: a rest or a count of sets completes the step before it;
    /// nil when a part is unread or a rest has more than one place.
    static func combine(_ parts: [Part]) -> [Node]? {
        var nodes: [Node] = []
        var pending: (title: String, rounds: Int, work: Int)?
        var index = 0
        while index < parts.count {
            switch parts[index] {
            case .none, .unread: return nil
            case .node(let node):
                guard pending == nil else { return nil }
                nodes.append(node)
            case .pending(let title, let rounds, let work):
                guard pending == nil else { return nil }
                pending = (title, rounds, work)
            case .rest(let seconds, let between, let noun, let title, let joined):
                if let open = pending {
                    // `4x4 min, dazwischen 3 min Trabpause`: a rest said to be between, or
                    // joined by `+` to each round (`4 cycles of 25 min work + 5 min break`).
                    guard between || joined else { return nil }
                    nodes.append(.interval(title: open.title, work: open.work, rest: seconds, rounds: open.rounds, finalRest: !between))
                    pending = nil
                } else if between, let last = nodes.last, case .interval = last, index + 1 < parts.count,
                    case .sets(let sets) = parts[index + 1]
                {
                    // `7/3 x6, 3 min rest between sets, 6 sets`: the sets around the interval.
                    nodes[nodes.count - 1] = block(over: last, rounds: sets, rest: seconds, noun: noun)
                    index += 1
                } else if !between, nodes.last.map({ if case .timed = $0 { true } else { false } }) ?? true {
                    nodes.append(.timed(title: title.isEmpty ? "Rest" : title, seconds: seconds))
                } else {
                    return nil
                }
            case .sets(let sets):
                guard let last = nodes.last, case .interval = last, pending == nil else { return nil }
                nodes[nodes.count - 1] = block(over: last, rounds: sets, rest: nil, noun: nil)
            }
            index += 1
        }
        return pending == nil ? nodes : nil
    }

    /// A block of `rounds` over `node`, titled as the node, else by the noun its rest names
    /// the rounds by; an interval in it ends on its last work when a rest follows each round.
    static func block(over node: Node, rounds: Int, rest: Int?, noun: String?) -> Node {
        var inner = node
        var title = noun.map(singular) ?? "Rounds"
        if case .interval(let name, let work, let pause, let count, let finalRest) = node {
            inner = .interval(title: name, work: work, rest: pause, rounds: count, finalRest: rest == nil && finalRest)
            if !name.isEmpty, name.contains(where: \.isLetter) { title = name }
        }
        return .block(title: title, rounds: rounds, rest: rest, inner: inner)
    }

    /// A set word in the singular when the vocabulary has it so (`séries` is `Série`).
    static func singular(_ noun: String) -> String {
        var word = noun
        for suffix in ["s", "n"] where word.hasSuffix(suffix) {
            let shorter = String(word.dropLast())
            if TextCardShape.isSetWord(shorter) {
                word = shorter
                break
            }
        }
        return ShorthandTokens.capitalised(word)
    }

    /// The routine's item for a node, its title the line's label when it has one.
    static func item(_ node: Node, label: String?) -> TextRoutine.Item {
        switch node {
        case .timed(let title, let seconds):
            return .step(.timed(title: label ?? title, seconds: seconds), checkbox: false)
        case .interval, .block:
            return .shaped(shaped(node, label: label))
        }
    }

    private static func shaped(_ node: Node, label: String?) -> ShapedItem {
        switch node {
        case .timed(let title, let seconds):
            let kind: CardKind = NameMatching.kind(title) == .rest || Vocabulary.kind(named: title) == .rest ? .rest : .countdown
            return .card(kind, title: label ?? title, fields: [ShapedField(name: "duration", value: DurationText.text(seconds))])
        case .interval(let title, let work, let rest, let rounds, let finalRest):
            var fields = [
                ShapedField(name: "work", value: DurationText.text(work)), ShapedField(name: "rest", value: DurationText.text(rest)),
                ShapedField(name: "rounds", value: String(rounds)),
            ]
            if !finalRest { fields.append(ShapedField(name: "finalRest", value: "false")) }
            return .card(.interval, title: label ?? title, fields: fields)
        case .block(let title, let rounds, let rest, let inner):
            return .block(
                title: label ?? title, rounds: String(rounds), rest: rest.map(DurationText.text), items: [shaped(inner, label: nil)])
        }
    }
}
