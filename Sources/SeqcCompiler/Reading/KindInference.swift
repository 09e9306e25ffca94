import SeqcModel

/// The kind of a card whose kind key is not one of the language's: a word of another
/// format or language (`stopwatch`, `Pause`), a step of no kind (`exercise`, `Übung`)
/// whose fields decide it, or the card's title written as the key of its duration
/// (`- Plank: 45s`). Every fix here is unsafe: the kind is inferred (docs/decisions.md,
/// "Fix safety").
struct KindInference {
    let context: ReadingContext

    /// The kinds tried for a card of no kind, in this order: the first whose fields take
    /// every other key of the card wins. A duration alone is a countdown, reps a
    /// repetition, items a checklist, min and max a random duration, text an info card,
    /// work, rest and rounds an interval, a goal a countup.
    static let shapeOrder: [CardKind] = [.countdown, .repetition, .checklist, .randomDuration, .info, .interval, .countup]

    /// The kind the fields `keys` (the kind key left out) fit, or nil when none takes
    /// them all. No field at all is an info card: a titled step with nothing to time.
    /// A card's decorations (`emoji`, `sound`) take no part unless they are all it holds, and
    /// `repeat` holding a count is an interval's rounds (``ReadingContext/reportRepeatAsRounds``).
    static func kind(fitting keys: [String]) -> CardKind? {
        let fieldKeys = keys.filter { NameMatching.normalised($0) != "id" }
        guard !fieldKeys.isEmpty else { return .info }
        let undecorated = fieldKeys.filter { !ReadingContext.decorationKeys.contains(NameMatching.normalised($0)) }
        let considered = undecorated.isEmpty ? fieldKeys : undecorated
        let uncounted = considered.filter { $0 != RepeatBlock.key }
        return shapeOrder.first { kind in
            let specs = Language.cardFields(of: kind)
            let counted = kind == .interval && uncounted.count < considered.count
            let meant = (counted ? uncounted : considered).map { Language.meaning(of: $0, among: specs) }
            guard meant.allSatisfy({ $0 != nil }) else { return false }
            return kind != .interval || isInterval(meant.compactMap { $0?.field?.name }, counted: counted)
        }
    }

    /// Whether an interval's fields `names` make one: both halves, or its rounds. One half
    /// alone (`run: 60s`) is a timed step, not an interval.
    private static func isInterval(_ names: [String], counted: Bool) -> Bool {
        counted || names.contains("rounds") || names.contains("work") && names.contains("rest")
    }

    /// The help for a step holding one half of an interval and nothing else to time
    /// (`- exercise: Jog` with `run: 5m`): a countdown of that time, or an interval with
    /// both halves and its rounds; nil for any other card.
    static func oneHalfHelp(_ fields: MappingFields, title: String?) -> String? {
        let specs = Language.cardFields(of: .interval)
        let others = Array(fields.keys.dropFirst())
        guard others.count == 1, let key = others.first, let value = fields[key]?.value.scalar,
            let half = Language.meaning(of: key, among: specs)?.field?.name, half == "work" || half == "rest"
        else { return nil }
        let named = title.map(TextRoutine.scalar) ?? "<title>"
        return "'\(key)' is one half of an interval: write '- countdown: \(named)' with 'duration: \(value)', "
            + "or '- interval: \(named)' with 'work: <duration>', 'rest: <duration>' and 'rounds: <number>'"
    }

    /// The kind `key` means by the vocabulary, or by the card's shape when `key` is a
    /// step word; nil otherwise.
    func kind(ofKey key: String, in fields: MappingFields) -> CardKind? {
        if let kind = Vocabulary.kind(named: key) { return kind }
        guard Vocabulary.isStepWord(key) else { return nil }
        let others: [String] = fields.keys.filter { $0 != key }
        // A step titled as a rest (`- Exercise: Rest` with `Time: 10 seconds`) is a rest card.
        if let title = fields[key]?.value.scalar, TimedTitle.reading(title) == .rest,
            others.allSatisfy({ Language.meaning(of: $0, among: Language.cardFields(of: .rest)) != nil })
        {
            return .rest
        }
        return Self.kind(fitting: others)
    }

    /// `- Plank: 45s`: a card of one pair whose key is no kind and whose value is a
    /// duration with a unit. Reported with the countdown it reads as; nil for any other card.
    func titleAsKey(_ fields: MappingFields) -> Bool {
        if actionAsKey(fields) { return true }
        // A rest's word as the key (`- Pause: 45s`) titles the rest its duration times, and a
        // countdown's (`- Cool down: 1m`) the countdown: a duration is no title, so the key is.
        // Emphasis around the key (`__Rest__: 20s`) is Markdown's, not the title's.
        let title = fields.keys.first.map { MarkdownEmphasis.removed(from: $0) }
        let vocabulary = title.flatMap(Vocabulary.kind(named:))
        guard fields.keys.count == 1, let key = fields.keys.first, let title, CardKind.named(title) == nil,
            vocabulary == nil || vocabulary == .rest || vocabulary == .countdown, !Vocabulary.isStepWord(title),
            !Language.allCardFieldNames.contains(title), let pair = fields[key], let value = pair.value.scalar,
            let duration = Self.duration(value)
        else { return false }
        if TimedTitle.reading(title) == .either {
            context.collector.error(
                .unknownKind, at: pair.key.range, "unknown kind '\(key)', and '\(title)' may be work or a rest",
                help: TimedTitle.help(title: title))
            return true
        }
        let indent = String(repeating: " ", count: pair.key.range.start.column - 1)
        let kind = vocabulary == .rest || TimedTitle.reading(title) == .rest ? CardKind.rest : .countdown
        let written = TextRoutine.scalar(title)
        let replacement = "\(kind.rawValue): \(written)\(context.lineBreak)\(indent)duration: \(duration)"
        let fixIts = context.end(of: pair).map {
            [FixIt(range: SourceRange(start: pair.key.range.start, end: $0), replacement: replacement, safety: .unsafe)]
        }
        context.collector.error(
            .unknownKind, at: pair.key.range, "unknown kind '\(key)'",
            help:
                "'\(key): \(value)' reads as a \(kind.rawValue) titled '\(title)': write '- \(kind.rawValue): \(written)' with 'duration: \(duration)' under it",
            fixIts: fixIts ?? [])
        return true
    }

    /// `cards:` written as a mapping keyed by title, as timer apps list steps: each pair
    /// becomes a card, as one unsafe fix (``TitledMapping``). Nil unless every pair reads.
    func titlesToDurations(_ node: YAMLNode) -> (help: String, fixIts: [FixIt])? {
        TitledMapping(context: context).repair(node)
    }

    /// `value` as a duration a title may be paired with: one with a unit, kept as
    /// written when the language reads it, else in its canonical form.
    private static func duration(_ value: String) -> String? {
        if ScalarCard.isDurationWithUnit(value) { return value }
        return LooseDuration.seconds(value).map(DurationText.text)
    }
}
