import SeqcModel

/// A routine written in another app's or a model's own schema, whose keys no vocabulary
/// needs to know (`sessao:` over `etapas:`, `practice_plan:` over `blocks:`): read by its
/// values' types. A mapping, at the top or under one wrapper key, holding exactly one list
/// of objects, where the objects agree on one key whose values are text in every object
/// (the step's title) and one key whose values are durations, or numbers with a unit in
/// the key (`minutes`, `durationMs`), in every object (its time). A flag whose key names a
/// rest (`is_break: true`) or a title that is a rest's word makes the step a rest; a
/// count under a word of rounds (`repeat`, `times`, `rounds`) makes a `repeat` around the
/// step; with no time, a count under a word of repetitions in every object makes the
/// steps repetitions.
///
/// The routine's title is the first of: the wrapper's text under a title key, the one
/// short text beside the list, the wrapper key humanised (`practice_plan` → `Practice
/// plan`), the first step's title. The whole routine is rewritten as one unsafe fix: the
/// structure, the kinds and the unit are inferred, and the other keys are dropped
/// (docs/decisions.md, "Fix safety"). Anything with two readings gives no fix: two text
/// keys (neither the one title word among them), two time keys, a second list, nested
/// objects in a step, a number under a key that may be a time, or bare numbers under a
/// key with no unit (a bare number has no unit there: `duracao: 2` may be minutes).
struct InferredRoutine {
    struct Step: Equatable {
        var title: String
        /// The duration as the language writes it, or nil for a repetition.
        var duration: String?
        var reps: Int?
        var isRest: Bool
        var rounds: Int
    }

    let title: String
    let summary: String?
    let steps: [Step]
    /// The list's key, and the keys read as the title and the time, for the message.
    let listKey: String
    let titleKey: String
    let timeKey: String

    /// Steps past this many are no routine a person wrote.
    static let maxSteps = 200
    /// A text beside the list longer than this is a description, not a title.
    static let maxTitle = 60
    /// The longest key read.
    static let maxKey = 40

    /// What a schema of its own holds: the routine, or two keys that may each be its steps' time.
    enum Outcome {
        case routine(InferredRoutine)
        case twoTimes(list: String, keys: [String])
    }

    /// The routine `root` is, read by its values' types, or two keys that may each be the
    /// time; nil when it is none or has another ambiguity, which other repairs then read.
    static func reading(_ root: YAMLNode) -> Outcome? {
        guard case .mapping(let pairs) = root.content, !pairs.isEmpty, !hasCardsKey(pairs) else { return nil }
        if pairs.count == 1, let pair = pairs.first, let key = pair.key.scalar, case .mapping(let inner) = pair.value.content {
            guard !hasCardsKey(inner) else { return nil }
            return reading(inner, wrapper: key)
        }
        return reading(pairs, wrapper: nil)
    }

    /// Whether `pairs` has a `cards` key as the language writes it: the routine's own shape,
    /// read elsewhere. A synonym (`steps`, `blocks`) is looked into: its objects may be in a
    /// schema of their own.
    private static func hasCardsKey(_ pairs: YAMLNode.Pairs) -> Bool {
        pairs.contains { $0.key.scalar.map { $0 == "cards" } ?? true }
    }

    private static func reading(_ pairs: YAMLNode.Pairs, wrapper: String?) -> Outcome? {
        // Exactly one list, of objects only; no other list anywhere beside it.
        let lists = pairs.filter { containsSequence($0.value) }
        guard lists.count == 1, let list = lists.first, let listKey = list.key.scalar,
            case .sequence(let items) = list.value.content, (1...maxSteps).contains(items.count)
        else { return nil }
        var objects: [StepColumns.Object] = []
        for item in items {
            guard case .mapping(let itemPairs) = item.content, !itemPairs.isEmpty else { return nil }
            var object: StepColumns.Object = [:]
            for pair in itemPairs {
                guard let key = pair.key.scalar, key.utf8.count <= maxKey, object[key] == nil, let value = ValueKind(pair.value)
                else { return nil }
                // A kind's word timing a step is a card's head (`rest: 30`), unless it counts times (`repeat: 2`);
                // as the title's key it is one too (``StepColumns``).
                if namesKind(key), value.isTimeLike, value.wholeNumber == nil || !ShapeWords.key(key, isIn: StepColumns.timesWords) {
                    return nil
                }
                if case .absent = value { continue }
                object[key] = (value, pair.value)
            }
            objects.append(object)
        }
        guard let columns = StepColumns(objects), let steps = columns.steps(objects) else {
            // Two keys that may each be the time: no reading, and no other repair may take one.
            var keys: [String] = []
            for object in objects { keys += object.keys.filter { !keys.contains($0) }.sorted() }
            let times = StepColumns.times(objects, keys: keys)
            return times.count > 1 && keys.allSatisfy(isUnknown) ? .twoTimes(list: listKey, keys: times) : nil
        }
        guard let beside = Beside(pairs, skipping: listKey) else { return nil }
        let title = beside.title ?? wrapper.map(humanised) ?? steps[0].title
        return .routine(
            InferredRoutine(
                title: title, summary: beside.summary, steps: steps, listKey: listKey, titleKey: columns.title, timeKey: columns.time))
    }

    /// Whether `word` names a card kind (`countdown`, `PAUSE`, `cronómetro`): a step
    /// written with a kind is the language's shape or a discriminator's, read elsewhere.
    static func namesKind(_ word: String) -> Bool {
        word.utf8.count <= maxKey && (CardKind.named(word) != nil || NameMatching.kind(word) ?? Vocabulary.kind(named: word) != nil)
    }

    /// Whether `key` is a word the language does not read in a card (neither a kind nor a
    /// field of a timed card): a schema of its own, which no other repair reads.
    private static func isUnknown(_ key: String) -> Bool {
        let specs = Language.cardFields(of: .countdown) + Language.cardFields(of: .interval) + Language.cardFields(of: .repetition)
        return !namesKind(key) && (Language.meaning(of: key, among: specs) == nil || ShapeWords.key(key, isIn: ShapeWords.title))
    }

    /// Whether `node` is a list or holds one, two levels deep.
    private static func containsSequence(_ node: YAMLNode, depth: Int = 0) -> Bool {
        switch node.content {
        case .sequence: true
        case .mapping(let pairs): depth < 2 && pairs.contains { containsSequence($0.value, depth: depth + 1) }
        case .scalar: false
        }
    }

    /// A key as a title: its words, the first capitalised (`practice_plan` → `Practice plan`).
    static func humanised(_ key: String) -> String {
        let text = KeyWords.split(key).map { $0.lowercased() }.joined(separator: " ")
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}

/// A value of a step or of the keys beside the list, by its type.
enum ValueKind {
    case text(String)
    /// A number as written (a whole number or a decimal).
    case number(String)
    /// A duration with its unit, in seconds.
    case duration(Int)
    case flag(Bool)
    /// A null: as if the key were not there.
    case absent

    /// Nil for a mapping or a list.
    init?(_ node: YAMLNode) {
        guard let text = node.scalar else { return nil }
        if node.isNull {
            self = .absent
        } else if ["true", "false", "yes", "no"].contains(text.lowercased()) {
            self = .flag(["true", "yes"].contains(text.lowercased()))
        } else if Self.isNumber(text) {
            self = .number(text)
        } else if text.contains(where: \.isLetter) || text.contains(":") || text.contains("'"),
            let seconds = LooseDuration.seconds(text), seconds > 0, seconds <= RoutineLimits.maxDurationSeconds
        {
            self = .duration(seconds)
        } else {
            self = .text(text)
        }
    }

    static func isNumber(_ text: String) -> Bool {
        let digits = text.utf8.filter { $0 != UInt8(ascii: ".") }
        return !text.isEmpty && text.utf8.count <= 16 && digits.count >= text.utf8.count - 1 && !digits.isEmpty
            && digits.allSatisfy { (48...57).contains($0) } && text.utf8.first != UInt8(ascii: ".")
            && text.utf8.last != UInt8(ascii: ".")
    }

    var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }

    var isTimeLike: Bool {
        switch self {
        case .number, .duration: true
        default: false
        }
    }

    var isFlag: Bool {
        if case .flag = self { return true }
        return false
    }

    var isDuration: Bool {
        if case .duration = self { return true }
        return false
    }

    var wholeNumber: Int? {
        if case .number(let text) = self { return Int(text) }
        return nil
    }
}
