import SeqcModel

/// A step object of another app, with no kind key: a title (`name:`, or a label such as
/// FIT's `intensity: warmup`), one quantity (a duration or reps under any of the fields'
/// synonyms, or FIT's `duration_type` with `duration_value`/`duration_time`), and
/// descriptors the language has no place for (`intensity`, `zone`, `cadence`); a numbered
/// step (`step: 1`, `passo: 2`) is titled by its description or instruction. It is a
/// countdown (a rest when its title or a label names one), a repetition, or a countup for
/// FIT's open steps. The fix rewrites the step and drops the descriptors: unsafe.
struct StepObject {
    let context: ReadingContext

    /// Keys whose value labels a step (`intensity: recovery`): a title when there is no other.
    static let labelKeys: Set<String> = Set(["intensity", "phase", "steptype", "zone", "category"]).union(CardHeadRepair.discriminatorKeys)
    /// FIT's duration type key and the keys its amount is under.
    static let durationTypeKey = "durationtype"
    static let fitAmountKeys: Set<String> = ["durationvalue", "durationtime", "durationreps", "durationseconds"]
    /// The fields a step's one duration may be: a countdown's.
    static let timedFields = Language.cardFields(of: .countdown)

    private struct Parts {
        var title: String?
        var label: String?
        var duration: String?
        var reps: String?
        var fitType: String?
        var fitAmount: String?
        /// A FIT amount whose key says it is seconds (`duration_time`).
        var fitTimeAmount: String?
        var namesRest = false
        /// A short text under a description's key (`description: Easy jog`).
        var description: String?
        /// Whether the label is a kind's or a phase's word (`stepType: warmup`), which names
        /// what the step is, not which step: a description beside it is the title.
        var labelNamesKind = false
        /// Whether a value names a kind (`tipo: cuenta regresiva`): the kind is written, not guessed.
        var namesKind = false
        /// Whether the step is numbered (`step: 1`, `passo: 3`, `nr: 2`): its text is then
        /// what it is, the number only where it stands.
        var numbered = false
        /// Whether the step's number was read (the first number key of a numbered step).
        var numberTaken = false
        /// The text under a description's or an instruction's key, whatever its length:
        /// a numbered step's title when it has no other.
        var stepText: String?
    }

    /// Keys a step's number is written under, beside the step words (`step`, `passo`) and
    /// `#` (which normalising would empty), normalised.
    static let numberKeys: Set<String> = Set(
        ["nr", "no", "num", "number", "stepnumber", "stepno", "index", "order", "position", "seq", "Nummer", "numéro", "número"]
            .map(NameMatching.normalised))

    /// Keys of a step's instruction (`instruction: Chop the onion`): the step's text when
    /// it is numbered and has no title.
    static let instructionKeys: Set<String> = Set(
        [
            "instruction", "instructions", "action", "task", "Anweisung", "Aufgabe", "consigne", "tâche", "instrucción", "tarea",
            "istruzione", "azione", "instrução", "tarefa", "instructie", "opdracht",
        ].map(NameMatching.normalised))

    /// Whether `key` may hold a step's number: a step word (`step`, `passo`) or a number's key.
    private static func isNumberKey(_ key: String) -> Bool {
        key == "#" || Vocabulary.isStepWord(key) || numberKeys.contains(NameMatching.normalised(key))
    }

    /// Whether `value` is a step's number: a whole number a list could count to.
    private static func isStepNumber(_ value: String) -> Bool {
        guard let number = Int(value.trimmingWhitespace()) else { return false }
        return (0...999).contains(number)
    }

    /// A description longer than this is prose about the step, not a name for it.
    static let maxDescribedTitle = 48

    /// Whether a step's type (`stepType`, as workout exports write it: not a phase, an
    /// intensity or a card's `type`, whose word titles a step with a description of how to
    /// do it) names only what the step is: a kind's or phase's word, or an interval's half
    /// (`active`, `recovery`).
    private static func typeNamesKind(_ name: String, _ value: String) -> Bool {
        guard name == "steptype" else { return false }
        let phase = Language.meaning(of: value, among: Language.cardFields(of: .interval))?.field?.name
        return NameMatching.kind(value) ?? Vocabulary.kind(named: value) != nil || PhaseWords.title(value) != nil
            || phase == "work" || phase == "rest"
    }

    /// Whether the list item `node` is such a step, reported with its fix.
    func report(_ node: YAMLNode, pairs: YAMLNode.Pairs) -> Bool {
        guard (2...8).contains(pairs.count), let parts = parts(of: pairs), let item = item(parts) else { return false }
        if case .card(let kind, let title, let fields) = item, kind == .countdown, !parts.namesKind, !parts.labelNamesKind,
            TimedTitle.reading(title) == .either, !fields.isEmpty, !RecoveryNeighbours.isWork(node, in: context.listItems)
        {
            context.collector.error(
                .missingKind, at: node.range, "this step has no kind, and '\(title)' may be work or a rest",
                help: TimedTitle.help(title: title))
            return true
        }
        context.collector.error(
            .missingKind, at: node.range, "this step has no kind; its fields say \(item.summary)",
            help: "write it as \(item.summary); the language has no place for its other keys",
            fixIts: context.replacing(node, pairs: Array(pairs), with: item).map { [$0] } ?? [])
        return true
    }

    private func parts(of pairs: some Collection<YAMLPair>) -> Parts? {
        var parts = Parts()
        // Whether the step is numbered is known before its keys are read, in whatever
        // order: a step word beside the number is then the step's title (`exercise: Squats`).
        parts.numbered = pairs.contains { pair in
            guard let key = pair.key.scalar, key.utf8.count <= 40, let value = pair.value.scalar else { return false }
            return Self.isNumberKey(key) && Self.isStepNumber(value)
        }
        for (position, pair) in pairs.enumerated() {
            guard let key = pair.key.scalar, key.utf8.count <= 40, let value = pair.value.scalar, !pair.value.isNull else { return nil }
            let written = NameMatching.normalised(key)
            // An abbreviation's dot (`Wdh.`, `rép.`) is no part of the word.
            let name = written.utf8.count > 1 && written.utf8.last == UInt8(ascii: ".") ? String(written.dropLast()) : written
            // A kind's key is another repair's; a word that names a kind and a field
            // (`repetitions`, `Wiederholungen`) is the field here, beside a title.
            let isField = ShapeWords.reps.contains(name) || ShapeWords.duration.contains(name)
            if Self.takesNumberOrNote(key: key, name: name, value: value, isFirst: position == 0, isField: isField, into: &parts) {
                continue
            }
            if CardKind.named(key) != nil || NameMatching.kind(key) != nil || Vocabulary.isStepWord(key)
                || Vocabulary.kind(named: key) != nil && !isField
            {
                return nil
            }
            let namesKind = NameMatching.kind(value) ?? Vocabulary.kind(named: value)
            parts.namesRest = parts.namesRest || namesKind == .rest
            parts.namesKind = parts.namesKind || namesKind != nil
            if name == Self.durationTypeKey {
                parts.fitType = NameMatching.normalised(value)
            } else if Self.fitAmountKeys.contains(name) {
                parts.fitAmount = value
                if name == "durationtime" || name == "durationseconds" { parts.fitTimeAmount = value }
            } else if Self.labelKeys.contains(name) {
                guard Self.takesLabel(name: name, value: value, into: &parts) else { return nil }
            } else if parts.title == nil, ShapeWords.title.contains(name) || ReadingContext.isTitleLike(name) {
                parts.title = value
            } else if parts.description == nil, CardHeadRepair.isDescription(key), value.utf8.count <= Self.maxDescribedTitle,
                !value.hasSuffix(".")
            {
                parts.description = value
            } else if ShapeWords.duration.contains(name), parts.duration == nil {
                parts.duration = value
            } else if ShapeWords.reps.contains(name), parts.reps == nil {
                parts.reps = value
            } else if parts.duration == nil, let reading = UnitInKey.reading(key, among: Self.timedFields) {
                // The unit in the key (`duration_ms`, `secs`, `length_minutes`) is the number's.
                guard let duration = reading.duration(of: pair.value) else { return nil }
                parts.duration = duration
            } else if name != "id",
                Language.allCardFieldNames.contains(key) || ShapeWords.rounds.contains(name)
                    || ShapeWords.cards.contains(name)
            {
                // A field of some kind, or rounds or cards: another repair's shape.
                return nil
            }
        }
        return parts
    }

    /// Takes in a label (`intensity: recovery`, `type: warmup`); false when a type names a
    /// kind, even misspelt (`type: countdwon`): the card head's repair.
    private static func takesLabel(name: String, value: String, into parts: inout Parts) -> Bool {
        if CardHeadRepair.discriminatorKeys.contains(name),
            NameMatching.kind(value) ?? Vocabulary.kind(named: value) != nil
                || Suggestion.closest(to: value, among: CardKind.allCases.map(\.rawValue)) != nil
        {
            return false
        }
        // A type names the step before a descriptor does (`zone: 2`, `intensity: easy`).
        let isType = CardHeadRepair.discriminatorKeys.contains(name) || name == "phase" || name == "steptype"
        if isType || parts.label == nil { (parts.label, parts.labelNamesKind) = (value, typeNamesKind(name, value)) }
        return true
    }

    /// Takes in a numbered step's number and text: true when the pair is the number
    /// (`step: 1`) or a note beside the step's first key (`nota: add the mushrooms halfway`),
    /// which says how to do the step (a descriptor, not the info card its word names).
    private static func takesNumberOrNote(
        key: String, name: String, value: String, isFirst: Bool, isField: Bool, into parts: inout Parts
    ) -> Bool {
        if parts.numbered, !parts.numberTaken, isNumberKey(key), isStepNumber(value) {
            parts.numberTaken = true
            return true
        }
        if parts.numbered, parts.title == nil, Vocabulary.isStepWord(key), value.contains(where: \.isLetter) {
            parts.title = value
            return true
        }
        if parts.stepText == nil, CardHeadRepair.isDescription(key) || instructionKeys.contains(name) {
            parts.stepText = value.trimmingWhitespace()
        }
        return !isFirst && !isField && (CardKind.named(key) ?? NameMatching.kind(key) ?? Vocabulary.kind(named: key)) == .info
    }

    /// The card the step object `pairs` is, when it is one; nil otherwise.
    func shaped(_ pairs: [YAMLPair]) -> ShapedItem? {
        parts(of: pairs).flatMap(item)
    }

    private func item(_ parts: Parts) -> ShapedItem? {
        let described = parts.labelNamesKind ? parts.description : parts.numbered ? parts.stepText : nil
        guard let title = parts.title ?? described ?? parts.label.flatMap({ TextCardShape.title(Substring($0)) }) else { return nil }
        let timed: CardKind =
            parts.namesRest || TimedTitle.reading(title) == .rest ? .rest : .countdown
        if let type = parts.fitType {
            switch type {
            case "time", "seconds":
                guard let amount = parts.fitAmount, let seconds = Int(amount), seconds > 0, seconds <= RoutineLimits.maxDurationSeconds
                else { return nil }
                return .card(timed, title: title, fields: [ShapedField(name: "duration", value: DurationText.text(seconds))])
            case "reps", "repetitions":
                guard let amount = parts.fitAmount, Int(amount) != nil else { return nil }
                return .card(.repetition, title: title, fields: [ShapedField(name: "reps", value: amount)])
            case "open", "lapbutton":
                return .card(.countup, title: title, fields: [])
            default: return nil
            }
        }
        // FIT's time amount with no duration type beside it is still seconds.
        let fitSeconds = parts.fitTimeAmount.flatMap { Int($0) }.flatMap { $0 > 0 ? DurationText.text($0) : nil }
        switch (parts.duration ?? fitSeconds, parts.reps) {
        case (let duration?, nil):
            // A range (`1-2 minutes`) is no one duration: the card plays a length between its ends.
            if let ends = WrittenRange.durations(duration), ends.low > 0, ends.low < ends.high,
                ends.high <= RoutineLimits.maxDurationSeconds
            {
                let range = [
                    ShapedField(name: "min", value: DurationText.text(ends.low)),
                    ShapedField(name: "max", value: DurationText.text(ends.high)),
                ]
                return .card(.randomDuration, title: title, fields: range)
            }
            return .card(timed, title: title, fields: [ShapedField(name: "duration", value: ShapedText.duration(duration))])
        case (nil, let reps?):
            guard let count = Int(reps), count > 0 else { return nil }
            return .card(.repetition, title: title, fields: [ShapedField(name: "reps", value: reps)])
        default: return nil
        }
    }
}
