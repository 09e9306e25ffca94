import SeqcModel

/// What each key of a list of step objects is, read from its values' types
/// (``InferredRoutine``): the title, the time, a rest flag, a count of rounds, or a key
/// to drop; nil when any key has two readings or none.
struct StepColumns {
    typealias Object = [String: (value: ValueKind, node: YAMLNode)]

    let title: String
    /// The time's key; empty for repetitions, whose count is under ``reps``.
    let time: String
    let reps: String?
    let restFlag: String?
    let rounds: String?

    /// The longest count of rounds read.
    static let maxRounds = 100

    /// Words naming measures that are no time, at the end of a key (`metronome_bpm`,
    /// `weight_kg`): a number under such a key is dropped, not read as a time.
    static let measureWords: Set<String> = [
        "bpm", "kg", "kgs", "lb", "lbs", "kcal", "cal", "calories", "rpm", "watts", "watt", "percent", "pct", "level", "zone",
        "rpe", "weight", "gewicht", "poids", "peso", "number", "nummer", "numero", "index", "order", "step", "id",
    ]

    /// Words of a count of times a step is played, beside the rounds' words of the language.
    static let timesWords: Set<String> = ShapeWords.rounds.union(
        ["times", "repeat", "repeats", "mal", "fois", "veces", "vezes", "volte"].map(NameMatching.normalised))

    init?(_ objects: [Object]) {
        var keys: [String] = []
        for object in objects { keys += object.keys.filter { !keys.contains($0) }.sorted() }
        func values(_ key: String) -> [ValueKind] { objects.compactMap { $0[key]?.value } }
        func inAll(_ key: String) -> Bool { objects.allSatisfy { $0[key] != nil } }
        let texts = keys.filter { key in inAll(key) && values(key).allSatisfy { $0.text != nil } }
        let titleWords = texts.filter {
            ShapeWords.key($0, isIn: ShapeWords.title) || ReadingContext.isTitleLike(NameMatching.normalised($0))
        }
        guard let title = texts.count == 1 ? texts.first : (titleWords.count == 1 ? titleWords.first : nil),
            !InferredRoutine.namesKind(title), !Self.namesType(title),
            !values(title).contains(where: { $0.text.map { PhaseWords.title($0) != nil } ?? false })
        else { return nil }
        let counts = keys.filter { Self.isCount($0, values: values($0)) }
        let times = Self.times(objects, keys: keys)
        guard times.count <= 1 else { return nil }
        let time = times.first ?? ""
        let reps = time.isEmpty ? counts.first { inAll($0) && ShapeWords.key($0, isIn: ShapeWords.reps) } : nil
        guard !time.isEmpty || reps != nil else { return nil }
        let rounds = counts.filter { $0 != reps && ShapeWords.key($0, isIn: Self.timesWords) }
        let flags = keys.filter { key in key != title && values(key).allSatisfy { if case .flag = $0 { true } else { false } } }
        let restFlags = flags.filter(Self.namesRest)
        guard rounds.count <= 1, restFlags.count <= 1 else { return nil }
        // A kind named by a value beside the title (`type: PAUSE`) is a discriminator's, read elsewhere.
        for key in keys where key != title {
            guard !values(key).contains(where: { $0.text.map(InferredRoutine.namesKind) ?? false }) else { return nil }
        }
        let read = Set([title, time] + [reps, rounds.first, restFlags.first].compactMap { $0 })
        for key in keys where !read.contains(key) {
            guard Self.isDropped(key, values: values(key), nodes: objects.compactMap { $0[key]?.node }, steps: objects.count) else {
                return nil
            }
        }
        (self.title, self.time, self.reps, self.restFlag, self.rounds) = (title, time, reps, restFlags.first, rounds.first)
    }

    /// The keys that may be the time: in every object, numbers or durations in each, no
    /// count, step number or measure of no time (`metronome_bpm`).
    static func times(_ objects: [Object], keys: [String]) -> [String] {
        keys.filter { key in
            let values = objects.compactMap { $0[key]?.value }
            return values.count == objects.count && values.allSatisfy(\.isTimeLike) && !isCount(key, values: values)
                && !isIndex(key, values: values) && !(ExtraKeyWords.words(of: key).last.map(measureWords.contains) ?? false)
        }
    }

    /// Whether `key` names a step's type or phase (`type`, `kind`, `stepType`): its value
    /// says what the step is, which the step object repair reads (``StepObject``).
    private static func namesType(_ key: String) -> Bool {
        let name = NameMatching.normalised(key)
        return CardHeadRepair.discriminatorKeys.contains(name) || name == "phase" || name == "steptype"
    }

    /// Whether `key`'s values are whole numbers under a word of counts (rounds, times, reps).
    private static func isCount(_ key: String, values: [ValueKind]) -> Bool {
        (ShapeWords.key(key, isIn: timesWords) || ShapeWords.key(key, isIn: ShapeWords.reps))
            && values.allSatisfy { $0.wholeNumber != nil }
    }

    /// Whether `values` number the steps in order from 0 or 1 (`passo: 1`, `step: 2`).
    private static func isIndex(_ key: String, values: [ValueKind]) -> Bool {
        let numbers = values.compactMap(\.wholeNumber)
        guard numbers.count == values.count, let first = numbers.first, first == 0 || first == 1, numbers.count > 1 else { return false }
        return numbers.enumerated().allSatisfy { $0.element == first + $0.offset }
    }

    /// Whether a flag's key names a rest (`is_break`, `isRest`, `pausa`, `休憩`).
    private static func namesRest(_ key: String) -> Bool {
        let name = NameMatching.normalised(key)
        let word = name.hasPrefix("is") && name.count > 2 ? String(name.dropFirst(2)) : name
        return [name, word].contains { word in
            ShapeWords.rest.contains(word) || Vocabulary.kind(named: word) == .rest || NameMatching.kind(word) == .rest
        }
    }

    /// Whether `key` may be dropped: its words and texts say nothing of how the routine
    /// plays, a number under it numbers the steps or is a measure of no time, and a flag
    /// under it is the same on all `steps` steps: a flag of a word no table knows that marks
    /// some steps and not others may say what they are (`休憩: true`, a rest in a language
    /// the vocabulary lacks), and dropping it would play them as the others.
    private static func isDropped(_ key: String, values: [ValueKind], nodes: [YAMLNode], steps: Int) -> Bool {
        if values.allSatisfy(\.isFlag),
            values.count < steps || Set(values.map { if case .flag(let on) = $0 { on } else { false } }).count > 1
        {
            return false
        }
        let words = ExtraKeyWords.words(of: key)
        guard !ExtraKeyWords.speaksOfPlay(words), UnitInKey.reading(key, among: Language.cardFields(of: .countdown)) == nil,
            !values.contains(where: \.isDuration), !nodes.contains(where: ExtraKeyWords.speaksOfPlay(value:))
        else { return false }
        guard values.contains(where: { if case .number = $0 { true } else { false } }) else { return true }
        return isIndex(key, values: values) || words.last.map(measureWords.contains) ?? false
    }

    /// The steps `objects` are, each read by these keys; nil when a value does not read.
    func steps(_ objects: [Object]) -> [InferredRoutine.Step]? {
        let countdown = Language.cardFields(of: .countdown)
        let unit = time.isEmpty ? nil : UnitInKey.reading(time, among: countdown)
        let hasFlag = restFlag != nil
        var steps: [InferredRoutine.Step] = []
        for object in objects {
            guard let title = object[title]?.value.text, !title.allSatisfy(\.isWhitespace) else { return nil }
            var step = InferredRoutine.Step(title: title, duration: nil, reps: nil, isRest: false, rounds: 1)
            if let reps {
                guard let count = object[reps]?.value.wholeNumber, count > 0 else { return nil }
                step.reps = count
            } else {
                guard let written = object[time], let duration = Self.duration(written, unit: unit) else { return nil }
                step.duration = duration
                let flagged = restFlag.flatMap { object[$0]?.value }.map { if case .flag(true) = $0 { true } else { false } } ?? false
                let reading = TimedTitle.reading(title)
                guard hasFlag || reading != .either else { return nil }
                step.isRest = flagged || reading == .rest
            }
            if let rounds, let count = object[rounds]?.value.wholeNumber {
                guard (1...Self.maxRounds).contains(count) else { return nil }
                step.rounds = count
            }
            steps.append(step)
        }
        return steps
    }

    /// A time's value as the language writes it: a duration with its unit, or a number in
    /// the key's unit; nil for a bare number under a key of no unit.
    private static func duration(_ written: (value: ValueKind, node: YAMLNode), unit: UnitInKey?) -> String? {
        switch written.value {
        case .duration(let seconds): return DurationText.text(seconds)
        case .number: return unit?.duration(of: written.node)
        default: return nil
        }
    }
}
