import SeqcModel

/// Reads the fields of one card kind into its config, through the model's clamping
/// initializers, and reports every clamp with the value used.
struct ConfigReader {
    let context: ReadingContext
    let fields: MappingFields
    let kind: CardKind
    /// Where a missing field is reported: the card's kind key.
    let anchor: SourceRange
    private(set) var itemRanges: [SourceRange] = []

    init(context: ReadingContext, fields: MappingFields, kind: CardKind, anchor: SourceRange) {
        self.context = context
        self.fields = fields
        self.kind = kind
        self.anchor = anchor
    }

    /// The card's content, or nil when a field is missing or unreadable (already reported).
    mutating func content() -> CardContent? {
        switch kind {
        case .countdown:
            let autoComplete = optionalBoolean("autoComplete")
            guard let (seconds, node) = required("duration", read: context.duration) else { return nil }
            let config = CountdownConfig(durationSeconds: seconds, autoComplete: autoComplete.value ?? true)
            reportClamp(node, "duration", written: seconds, used: config.durationSeconds)
            return autoComplete.isReadable ? .countdown(config) : nil
        case .rest:
            let autoComplete = optionalBoolean("autoComplete")
            guard let (seconds, node) = required("duration", read: context.duration) else { return nil }
            let config = RestConfig(durationSeconds: seconds, autoComplete: autoComplete.value ?? true)
            reportClamp(node, "duration", written: seconds, used: config.durationSeconds)
            return autoComplete.isReadable ? .rest(config) : nil
        case .countup:
            guard let node = fields.value("target") else { return .countup(CountupConfig()) }
            guard let seconds = context.duration(node, field: "target") else { return nil }
            let config = CountupConfig(targetSeconds: seconds)
            reportClamp(node, "target", written: seconds, used: config.targetSeconds ?? seconds)
            return .countup(config)
        case .info:
            guard let node = fields.value("text") else { return .info(InfoConfig()) }
            context.checkCommentInText(node, named: "the text")
            return context.text(node, field: "text").map { .info(InfoConfig(text: $0)) }
        case .repetition:
            guard let (reps, node) = required("reps", read: { context.integer($0, field: $1) }) else { return nil }
            let config = RepetitionConfig(reps: reps)
            reportClamp(node, "reps", written: reps, used: config.reps)
            return .repetition(config)
        case .interval:
            return interval()
        case .checklist:
            return checklist()
        case .randomDuration:
            return randomDuration()
        }
    }

    private mutating func interval() -> CardContent? {
        let work = required("work", read: context.duration)
        let rest = required("rest", read: context.duration)
        let rounds = required("rounds", read: { context.integer($0, field: $1) })
        let finalRest = optionalBoolean("finalRest")
        let config = IntervalConfig(workSeconds: work?.0 ?? 1, restSeconds: rest?.0 ?? 1, rounds: rounds?.0 ?? 1,
                                    finalRest: finalRest.value ?? true)
        if let work { reportClamp(work.1, "work", written: work.0, used: config.workSeconds) }
        if let rest { reportClamp(rest.1, "rest", written: rest.0, used: config.restSeconds) }
        if let rounds { reportClamp(rounds.1, "rounds", written: rounds.0, used: config.rounds) }
        guard work != nil, rest != nil, rounds != nil, finalRest.isReadable else { return nil }
        return .interval(config)
    }

    private mutating func checklist() -> CardContent? {
        guard let node = fields.value("items") else {
            context.reportMissing("items", in: fields, owner: kind.cardPhrase, at: anchor, example: "[First, Second]")
            return nil
        }
        guard let items = context.textList(node, field: "items") else { return nil }
        itemRanges = items.map(\.node.range)
        for item in items { context.checkCommentInText(item.node, named: "the item") }
        var valid = true
        for item in items where item.text.isEmpty {
            context.collector.error(.emptyValue, at: item.node.range, "a checklist item cannot be empty")
            valid = false
        }
        guard let config = ChecklistConfig(items: items.map(\.text)) else {
            context.collector.error(.emptyValue, at: node.range, "a checklist needs at least one item",
                                    help: "list what to tick off: items: [First, Second]")
            return nil
        }
        return valid ? .checklist(config) : nil
    }

    private func randomDuration() -> CardContent? {
        let low = required("min", read: context.duration)
        let high = required("max", read: context.duration)
        guard let low, let high else { return nil }
        let config = RandomDurationConfig(minSeconds: low.0, maxSeconds: high.0)
        reportClamp(low.1, "min", written: low.0, used: config.minSeconds)
        if config.maxSeconds != high.0 {
            context.reportClamp(high.1, field: "max", written: high.0, used: config.maxSeconds,
                                reason: high.0 < 1 ? " (below the minimum of 1)" : " (below min \(config.minSeconds))")
        }
        return .randomDuration(config)
    }

    /// A required field read by `read`, with its node; a missing one is reported.
    private func required(_ field: String, read: (YAMLNode, String) -> Int?) -> (Int, YAMLNode)? {
        guard let node = fields.value(field) else {
            let example = Language.spec(for: kind).field(named: field)?.example ?? "…"
            context.reportMissing(field, in: fields, owner: kind.cardPhrase, at: anchor, example: example)
            return nil
        }
        return read(node, field).map { ($0, node) }
    }

    /// An optional field: read (nil when absent, so the default applies) or unreadable.
    private enum OptionalField<Value> {
        case read(Value?)
        case unreadable

        var value: Value? { if case .read(let value) = self { value } else { nil } }
        var isReadable: Bool { if case .read = self { true } else { false } }
    }

    private func optionalBoolean(_ field: String) -> OptionalField<Bool> {
        guard let node = fields.value(field) else { return .read(nil) }
        return context.boolean(node, field: field).map { .read($0) } ?? .unreadable
    }

    private func reportClamp(_ node: YAMLNode, _ field: String, written: Int, used: Int) {
        guard written != used else { return }
        context.reportClamp(node, field: field, written: written, used: used, reason: " (below the minimum of 1)")
    }
}
