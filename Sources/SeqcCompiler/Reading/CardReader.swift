import SeqcModel

/// An authored card read from YAML, before identities are assigned.
struct CardDraft {
    let title: String
    let content: CardContent
    let pinnedSlug: String?
    var syntax: CardSyntax
}

/// Where a card's kind and title are written: normally the kind key and its value, but
/// also a repaired `type: countdown` + `title: Warm-up` pair.
struct CardHead {
    let kind: CardKind
    /// The key of `fields` that holds the kind: its name, or the discriminator key.
    let key: String
    let keyRange: SourceRange
    /// The title's node; nil or null for a card left untitled.
    let title: YAMLNode?
    /// Other keys the head was read from (`title`), which are not fields of the kind.
    var consumed: [String] = []
}

/// The first and the second kind named by a card's keys.
private struct FirstKinds {
    private(set) var first: CardKind?
    private(set) var second: CardKind?

    mutating func add(_ kind: CardKind) {
        if first == nil {
            first = kind
        } else if second == nil {
            second = kind
        }
    }
}

/// Reads one card mapping: its kind key, title, `id:` and the kind's fields.
struct CardReader {
    let context: ReadingContext

    /// The card `node` holds, nil when it cannot be read (each problem reported);
    /// `aliasRange` is where it is written as an alias of an anchored card.
    func read(_ node: YAMLNode, aliasRange: SourceRange? = nil) -> CardDraft? {
        guard case .mapping(let written) = node.content else {
            reportNotAMapping(node)
            return nil
        }
        var fields =
            if let reshaped = reshaped(written) {
                MappingFields(reshaped, range: node.range, context: context)
            } else {
                MappingFields(written, range: node.range, context: context)
            }
        guard let head = head(of: &fields, node: node) else { return nil }
        if TitleQuantity(context: context).report(head, fields: fields, node: node)
            || SetsInValue(context: context).report(head, fields: fields, node: node)
        {
            return nil
        }
        let kind = head.kind
        context.reportUnknownKeys(
            &fields, specs: Language.cardFields(of: kind), headKey: head.key, alsoAllowed: head.consumed, owner: kind.cardPhrase
        ) { key in
            guard let owner = Language.kinds.first(where: { $0.field(named: key) != nil }) else { return nil }
            return
                "'\(key)' belongs to \(owner.kind.rawValue) cards; \(kind.rawValue) cards take: \(Language.spec(for: kind).allowedKeys.joined(separator: ", "))"
        }
        // An unreadable title does not stop the card's fields from being checked.
        let titleNode = head.title.flatMap { $0.isNull ? nil : $0 }
        let title: String? = titleNode.map { context.text($0, describedAs: "a card title") } ?? ""
        if let titleNode { context.checkCommentInText(titleNode, named: "the card title") }
        let pinned = fields.value("id").flatMap { pinnedSlug($0) }
        var configReader = ConfigReader(context: context, kind: kind, anchor: head.keyRange)
        context.cardBeingRead = (node, titleNode)
        let read = configReader.content(of: fields)
        context.cardBeingRead = nil
        guard let content = read, let title else { return nil }
        var syntax = CardSyntax(
            range: node.range,
            kindKeyRange: head.keyRange,
            titleRange: titleNode?.range ?? head.keyRange,
            fields: fields.syntax(excluding: head.key, and: head.consumed),
            itemRanges: configReader.itemRanges
        )
        syntax.aliasRange = aliasRange
        return CardDraft(title: title.isEmpty ? kind.displayName : title, content: content, pinnedSlug: pinned, syntax: syntax)
    }

    /// The card's pairs as they are meant when they are written in another shape (fields
    /// under `config:`, or title and fields under the kind key), each reported once; nil
    /// for the plain shape nearly every card has.
    private func reshaped(_ written: YAMLNode.Pairs) -> [YAMLPair]? {
        // Asked of every card: only a card with a mapping among its values can be reshaped.
        guard written.indices.contains(where: { written.valueIsMapping(at: $0) }) else { return nil }
        let hoisted = NestedFields(context: context).hoisted(written)
        // Phases first: an interval's `rest:` holding an object is its field, not a nested rest card.
        let phases = PhaseObject(context: context).unwrapped(hoisted ?? Array(written)) ?? hoisted
        return NestedUnderKind(context: context).flattened(phases ?? Array(written)) ?? phases
    }

    /// The card's kind key. `interval` wins over `rest`, which is also an interval field.
    /// Whether a card's one pair, under no kind, is a wrapper, a counted group or a title
    /// keyed to sets, reported.
    private func reportsOnePair(_ pair: YAMLPair, node: YAMLNode) -> Bool {
        CardWrapper(context: context).report(pair) || CountedKey(context: context).report(pair, in: node.range)
            || SetsInValue(context: context).report(titled: pair, node: node)
    }

    private func head(of fields: inout MappingFields, node: YAMLNode) -> CardHead? {
        // The first and second kind keys, found in one pass without collecting them: every card
        // comes here. With an interval among them, rests are not counted.
        var kinds = FirstKinds()
        var others = FirstKinds()
        var hasInterval = false
        var position = 0
        var kindKeyIsFirst = false
        for key in fields.keys {
            defer { position += 1 }
            guard let kind = CardKind.named(key) else { continue }
            kindKeyIsFirst = kindKeyIsFirst || position == 0
            hasInterval = hasInterval || kind == .interval
            kinds.add(kind)
            if kind != .rest { others.add(kind) }
        }
        switch fieldWrittenAsKind(&fields) {
        case .read(let head): return head
        case .reported: return nil
        case .no: break
        }
        // A kind key after other keys may be a field (`rest: 0:20`) of the kind a `type:` names.
        if !kindKeyIsFirst, let named = kinds.first, let head = discriminatedOver(named, fields) { return head }
        let (firstKind, secondKind) = hasInterval ? (others.first, others.second) : (kinds.first, kinds.second)
        if let firstKind, let secondKind, let first = fields[firstKind.rawValue], let second = fields[secondKind.rawValue] {
            let restCard =
                secondKind == .rest ? RestAsCard(context: context).fix(card: node, kind: firstKind, head: first, rest: second) : nil
            context.collector.error(
                .multipleKinds, at: second.key.range,
                "a card has one kind; this one is both '\(firstKind.rawValue)' and '\(secondKind.rawValue)'",
                help: restCard == nil
                    ? "split it into two cards"
                    : RestAsCard.isZero(second)
                        ? "a rest of no time plays nothing: delete the line that gives it"
                        : "a rest after the \(firstKind.rawValue) is a card of its own: write '- rest: <title>' after it",
                notes: [(first.key.range, "its first kind key is here")], fixIts: restCard.map { [$0] } ?? [])
            return nil
        }
        // `- hiit: Sprints` with `rest: 15s` under it: an interval named in another format,
        // whose `rest` is its field, not the card's kind.
        if firstKind == .rest, secondKind == nil, let first = fields.keys.first, CardKind.named(first) == nil,
            Vocabulary.kind(named: first) == .interval
        {
            return reportMissingKind(&fields, node: node)
        }
        if let kind = firstKind, let pair = fields[kind.rawValue] {
            // Only an empty kind key can have its title under another key: the repair is
            // not asked for the titled cards nearly every routine is made of.
            if pair.value.isNull, let repaired = CardHeadRepair(context: context).titleUnderEmptyKind(kind, pair: pair, fields: fields) {
                return repaired
            }
            return CardHead(kind: kind, key: kind.rawValue, keyRange: pair.key.range, title: pair.value)
        }
        if let head = CardHeadRepair(context: context).discriminated(fields) { return head }
        return reportMissingKind(&fields, node: node)
    }

    /// The card as its discriminator (`type: Interval`) names it, when that names a kind other
    /// than `keyed`, the kind a later key spells (`rest:`): the key is then a field, not the kind.
    private func discriminatedOver(_ keyed: CardKind, _ fields: MappingFields) -> CardHead? {
        let repair = CardHeadRepair(context: context)
        guard let named = repair.discriminatorKind(fields), named != keyed else { return nil }
        return repair.discriminated(fields)
    }

    /// A countdown inferred from a step's fields (`- exercise: Jog` with `time: 60`) whose
    /// title may name the recovery between efforts: reported with both readings and no fix.
    private func reportsEitherReading(key: String, kind: CardKind, pair: YAMLPair) -> Bool {
        guard kind == .countdown, Vocabulary.kind(named: key) == nil, let title = pair.value.scalar,
            TimedTitle.reading(title) == .either
        else { return false }
        context.collector.error(
            .unknownKind, at: pair.key.range, "unknown kind '\(key)', and '\(title)' may be work or a rest",
            help: TimedTitle.help(title: title))
        return true
    }

    /// Reports a card without a known kind key. A kind in another case or style
    /// (`random_duration`, `Countdown`) gets a safe fix-it; a kind named in another format
    /// or language, or decided by the card's fields (``KindInference``), and a near miss
    /// (`countdwon`) an unsafe one. Either is read as the kind it means, so the card's other problems are
    /// still found.
    private func reportMissingKind(_ fields: inout MappingFields, node: YAMLNode) -> CardHead? {
        let kindNames = CardKind.allCases.map(\.rawValue)
        let knownFields = Language.allCardFieldNames
        let strangers = fields.keys.filter { !knownFields.contains($0) }
        let restyled = strangers.lazy.compactMap { key in NameMatching.kind(key).map { (key, $0.rawValue, FixSafety.safe) } }.first
        let misspelt = strangers.lazy.compactMap { key in
            Suggestion.closest(to: key, among: kindNames).map { (key, $0, FixSafety.unsafe) }
        }.first
        let inference = KindInference(context: context)
        if restyled == nil, inference.titleAsKey(fields) { return nil }
        let written = fields
        let inferred = strangers.lazy.compactMap { key in
            inference.kind(ofKey: key, in: written).map { (key, $0.rawValue, FixSafety.unsafe) }
        }.first
        // Any other word in the kind's place with a title (`- hold: Plank`): the fields decide.
        let shaped = strangers.first.flatMap { key -> (String, String, FixSafety)? in
            guard key == written.keys.first, written[key]?.value.scalar != nil, written.keys.count > 1,
                let kind = KindInference.kind(fitting: written.keys.filter { $0 != key })
            else { return nil }
            return (key, kind.rawValue, .unsafe)
        }
        // A kind's word among the fields (`break: 5m` beside `focus: 25m`) that some kind takes as
        // a field is a field (of the kind the card's shape decides, if any), never the card's kind.
        let inferredIsField =
            inferred.map { found in
                found.0 != written.keys.first
                    && CardKind.allCases.contains { Language.meaning(of: found.0, among: Language.cardFields(of: $0)) != nil }
            } ?? false
        if let found = restyled ?? (inferredIsField ? shaped : inferred) ?? misspelt ?? shaped, let pair = fields[found.0],
            let kind = CardKind(rawValue: found.1)
        {
            let (key, suggestion, safety) = found
            // Only a kind the fields decide is a guess; a near miss (`countdwon`) names its kind.
            if restyled == nil, inferred != nil || misspelt == nil, reportsEitherReading(key: key, kind: kind, pair: pair) {
                return nil
            }
            let help = ReadingContext.didYouMean(suggestion, for: key, what: "kinds")
            context.collector.error(
                .unknownKind, at: pair.key.range, "unknown kind '\(key)'", help: help,
                fixIts: [FixIt(range: pair.key.range, replacement: suggestion, safety: safety)])
            fields.adopt(key, as: suggestion)
            return CardHead(kind: kind, key: suggestion, keyRange: pair.key.range, title: pair.value)
        }
        if let first = fields.keys.first, strangers.first == first, let pair = fields[first] {
            if fields.keys.count == 1, reportsOnePair(pair, node: node) { return nil }
            context.collector.error(
                .unknownKind, at: pair.key.range, "unknown kind '\(first)'",
                help: KindInference.oneHalfHelp(fields, title: pair.value.scalar)
                    ?? "a card starts with one of: \(kindNames.joined(separator: ", "))")
            return nil
        }
        context.collector.error(
            .missingKind, at: node.range, "this card has no kind",
            help: "start the card with one of: \(kindNames.joined(separator: ", ")), e.g. '- countdown: <title>'")
        return nil
    }

    /// What ``fieldWrittenAsKind(_:)`` made of a card.
    private enum FieldAsKind {
        /// Not that shape.
        case no
        /// Reported, with several kinds it may be: not read further.
        case reported
        case read(CardHead)
    }

    /// A card whose first key is a field of some kinds, holding text: `- reps: Push-ups`
    /// then `reps: 10`. It is the kind's place; with one kind that takes the field, the
    /// fix names it (unsafe: the kind is inferred from a field) and the card is read as that
    /// kind, its repeated key as the field. Several kinds are listed, none guessed. Kind
    /// keys that are also fields of that kind (an interval's `rest:`) do not hide it.
    private func fieldWrittenAsKind(_ fields: inout MappingFields) -> FieldAsKind {
        guard let first = fields.keys.first, CardKind.named(first) == nil, let pair = fields[first], let text = pair.value.scalar
        else { return .no }
        // `- Wiederholungen: Squats` then `Wiederholungen: 12`: another language's word for
        // the kind, written again below as its field.
        if fields.repeatOfFirstKey != nil, let kind = Vocabulary.kind(named: first), !Language.allCardFieldNames.contains(first) {
            context.collector.error(
                .unknownKind, at: pair.key.range, "unknown kind '\(first)'",
                help: "'\(first)' names \(kind.cardPhrase) elsewhere; a card starts with its kind: '- \(kind.rawValue): \(text)'",
                fixIts: [FixIt(range: pair.key.range, replacement: kind.rawValue, safety: .unsafe)])
            if let repeated = fields.readFirstKey(as: kind.rawValue) { context.collector.withdraw(.duplicateKey, at: repeated) }
            return .read(CardHead(kind: kind, key: kind.rawValue, keyRange: pair.key.range, title: pair.value))
        }
        let owners = Language.kinds.filter { $0.field(named: first) != nil }
        // The kind's place: the key is written again below, or its value cannot be the
        // field's (`reps: Push-ups`). `- duration: 5m` is a card missing its kind.
        guard let spec = owners.first?.field(named: first),
            fields.repeatOfFirstKey != nil || !Self.canBeValue(text, of: spec.type)
        else { return .no }
        guard let owner = owners.first?.kind,
            fields.keys.allSatisfy({ CardKind.named($0) == nil || owners.count == 1 && owners[0].field(named: $0) != nil })
        else { return .no }
        // A discriminator naming a kind (`type: rest`) says what the card is; the field is its own.
        if CardHeadRepair(context: context).discriminatorKind(fields) != nil { return .no }
        let help = "a card starts with its kind, its title as the kind's value: '- \(owner.rawValue): \(text)'"
        guard owners.count == 1 else {
            let names = owners.map { "'\($0.kind.rawValue)'" }.joined(separator: " or ")
            context.collector.error(
                .missingKind, at: pair.key.range, "'\(first)' is a field, not a kind; did you mean \(names)?", help: help)
            if let repeated = fields.repeatOfFirstKey { context.collector.withdraw(.duplicateKey, at: repeated) }
            return .reported
        }
        context.collector.error(
            .missingKind, at: pair.key.range,
            "'\(first)' is a field of \(owner.rawValue) cards, not a kind; did you mean '\(owner.rawValue)'?", help: help,
            fixIts: [FixIt(range: pair.key.range, replacement: owner.rawValue, safety: .unsafe)])
        if let repeated = fields.readFirstKey(as: owner.rawValue) { context.collector.withdraw(.duplicateKey, at: repeated) }
        return .read(CardHead(kind: owner, key: owner.rawValue, keyRange: pair.key.range, title: pair.value))
    }

    /// Whether `text` reads as a value of a field of `type`; text fields take anything.
    private static func canBeValue(_ text: String, of type: FieldType) -> Bool {
        switch type {
        case .text: true
        case .integer: IntegerSyntax.parse(text) != nil
        case .boolean: ["true", "false"].contains(text.lowercased())
        case .duration: DurationSyntax.seconds(text, isPlainInteger: false) != nil
        case .textList: false
        }
    }

    private func reportNotAMapping(_ node: YAMLNode) {
        if let glued = GluedKeys(context: context).repair(node) {
            context.collector.error(
                .wrongType, at: node.range, "a card must be a mapping, not text", help: glued.help, fixIts: glued.fixIts)
            return
        }
        if let text = node.scalar,
            let kind = CardKind(rawValue: text) ?? NameMatching.kind(text)
                ?? Suggestion.closest(to: text, among: CardKind.allCases.map(\.rawValue)).flatMap(CardKind.init(rawValue:))
        {
            context.collector.error(
                .wrongType, at: node.range, "a card must be a mapping, not text",
                help: "write '- \(kind.rawValue): <title>' with a colon after the kind")
            return
        }
        if let repair = ScalarCard(context: context).repair(node) {
            context.collector.error(
                .wrongType, at: node.range, "a card must be a mapping, not text", help: repair.help, fixIts: repair.fixIts)
            return
        }
        context.collector.error(
            .wrongType, at: node.range, "a card must be a mapping such as '- countdown: Warm-up', not \(node.shapeDescription)",
            help: CardShapeHelp.help(for: node))
    }

    private func pinnedSlug(_ node: YAMLNode) -> String? {
        guard let text = context.text(node, describedAs: "a card id") else { return nil }
        return context.validSlug(text, at: node, what: "card id")
    }
}
