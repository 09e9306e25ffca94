import SeqcModel

/// Cards whose kind and title are not written as `- countdown: Warm-up`, the shape AI
/// models borrow from JSON: `- type: countdown` with `title: Warm-up`, or `- countdown:`
/// left empty with `title: Warm-up` under it. Each is reported with one fix-it that
/// rewrites the two pairs into the language's form, and read as the card it means.
struct CardHeadRepair {
    let context: ReadingContext

    /// Keys models use to name a card's kind in a value, in English, German, Spanish, Italian,
    /// Portuguese, Dutch and Polish.
    static let discriminatorKeys: Set<String> = [
        "type", "kind", "cardtype", "cardkind", "category", "typ", "tipo", "soort", "rodzaj", "kategorie", "categorie",
        "categoria", "art",
    ]
    /// Keys models use for a card's title, first match wins: the routine title's name and
    /// synonyms (`name`, `Titel`, `nombre`) and `label`.
    static let titleKeys: [String] = {
        let title = Language.topLevelFields.first { $0.name == "title" }
        return (["title", "name", "label"] + (title?.synonyms ?? [])).map(NameMatching.normalised)
    }()

    /// Whether `fields`, the discriminator `key`, title and descriptions aside, are one duration.
    private static func isTimedStep(_ fields: MappingFields, without key: String) -> Bool {
        let rest = Array(fields.keys.filter { $0 != key && !titleKeys.contains(NameMatching.normalised($0)) && !isDescription($0) })
        return !rest.isEmpty && KindInference.kind(fitting: rest) == .countdown
    }

    /// The kind a discriminator key's value names, found without reporting; nil when no
    /// discriminator names one.
    func discriminatorKind(_ fields: MappingFields) -> CardKind? {
        for key in fields.keys where Self.discriminatorKeys.contains(NameMatching.normalised(key)) {
            guard let value = fields[key]?.value.scalar else { continue }
            if let kind = NameMatching.kind(value) ?? Vocabulary.kind(named: value) { return kind }
        }
        return nil
    }

    /// A card whose kind is the value of `type:` or `kind:`. The kind may be written in
    /// another style (`random_duration`: safe), named as another format names it
    /// (`stopwatch`: unsafe) or misspelt (`countdwon`: unsafe).
    func discriminated(_ fields: MappingFields) -> CardHead? {
        for key in fields.keys where Self.discriminatorKeys.contains(NameMatching.normalised(key)) {
            guard let pair = fields[key], let value = pair.value.scalar else { continue }
            let kindNames = CardKind.allCases.map(\.rawValue)
            let found: (CardKind, FixSafety)? =
                NameMatching.kind(value).map { ($0, .safe) }
                ?? Vocabulary.kind(named: value).map { ($0, .unsafe) }
                ?? Suggestion.closest(to: value, among: kindNames).flatMap(CardKind.init(rawValue:)).map { ($0, .unsafe) }
            guard let found else { continue }
            var (kind, safety) = found
            // An app's `interval` step timed by one duration is its work, a countdown.
            if kind == .interval, Self.isTimedStep(fields, without: key) {
                (kind, safety) = (.countdown, .unsafe)
            }
            let titlePair = titlePair(in: fields)
            // With no title, a phase word (`type: échauffement`) is the title the app shows.
            let named = titlePair == nil ? PhaseWords.title(value).map(ShapedText.quoted) : nil
            let example = "- \(kind.rawValue): \(titlePair.flatMap { context.sourceText($0.value.range) } ?? named ?? "<title>")"
            context.collector.error(
                .unknownKind, at: pair.key.range, "'\(key): \(value)' is not how a card names its kind",
                help: "the kind is the card's key and the title its value: write '\(example)'",
                fixIts: merged(kind: kind, into: pair, and: titlePair, named: named, safety: safety)
                    .orIfEmpty { flowMerged(kind: kind, type: pair, title: titlePair, fields: fields, safety: safety) })
            return CardHead(
                kind: kind, key: key, keyRange: pair.key.range, title: titlePair?.value,
                consumed: titlePair.map { [$0.key.scalar ?? ""] } ?? [])
        }
        return nil
    }

    /// A card whose kind key is empty and whose title is a `title:` key under it.
    func titleUnderEmptyKind(_ kind: CardKind, pair: YAMLPair, fields: MappingFields) -> CardHead? {
        guard pair.value.isNull, let titlePair = titlePair(in: fields), let titleKey = titlePair.key.scalar else { return nil }
        let title = context.sourceText(titlePair.value.range) ?? "<title>"
        context.collector.error(
            .unknownKey, at: titlePair.key.range, "unknown key '\(titleKey)' in \(kind.cardPhrase)",
            help: "a card's title is the value of its kind key: write '- \(kind.rawValue): \(title)'",
            fixIts: merged(kind: kind, into: pair, and: titlePair, safety: .safe))
        return CardHead(kind: kind, key: kind.rawValue, keyRange: pair.key.range, title: titlePair.value, consumed: [titleKey])
    }

    /// Keys that describe a step, normalised.
    private static let descriptionKeys: Set<String> = Set(
        ["description", "desc", "Beschreibung", "descripción", "descrizione", "descrição", "beschrijving"].map(NameMatching.normalised))

    /// Whether `key` describes a step (`description`, `Beschreibung`): not notes or comments,
    /// which say how to do it, not what it is.
    static func isDescription(_ key: String) -> Bool {
        descriptionKeys.contains(NameMatching.normalised(key))
    }

    /// The first title-like key with a scalar value.
    private func titlePair(in fields: MappingFields) -> YAMLPair? {
        for name in Self.titleKeys {
            if let key = fields.keys.first(where: { NameMatching.normalised($0) == name }), let pair = fields[key],
                !pair.value.isNull, pair.value.scalar != nil
            {
                return pair
            }
        }
        return nil
    }

    /// In a flow mapping (`{"type": "TIMER", "name": "Plank", "seconds": 45}`), the title's
    /// key renamed to the kind and the type pair deleted with its comma; empty when the
    /// pairs are not laid out so.
    private func flowMerged(kind: CardKind, type: YAMLPair, title: YAMLPair?, fields: MappingFields, safety: FixSafety) -> [FixIt] {
        guard let title, context.writtenInPlace(title), let typeEnd = context.end(of: type),
            let after = context.window(line: typeEnd.line, column: typeEnd.column, count: ReadingContext.editWindow)?
                .scalars.first(where: { $0 != " " && $0 != "\t" })
        else { return [] }
        let pairs = fields.keys.compactMap { fields[$0] }
        let deletion: SourceRange?
        switch after {
        case ",":
            let next = pairs.map(\.key.range.start).filter { $0 > typeEnd }.min()
            deletion = next.map { SourceRange(start: type.key.range.start, end: $0) }
        case "}":
            let previous = pairs.compactMap { context.end(of: $0) }.filter { $0 < type.key.range.start }.max()
            deletion = previous.map { SourceRange(start: $0, end: typeEnd) }
        default: deletion = nil
        }
        guard let deletion else { return [] }
        return [
            FixIt(range: title.key.range, replacement: kind.rawValue, safety: safety),
            FixIt(range: deletion, replacement: "", safety: safety),
        ]
    }

    /// The edits that write `kind: Title` in place of one pair and delete the other's
    /// line; empty (no fix-it) when neither pair has its lines to itself or the title is
    /// not a one-line scalar, since moving text across a flow mapping is a guess.
    /// With no title pair, the head becomes `kind: named`, or `kind: ` (a space keeps a
    /// flow mapping's `kind: ,` readable).
    private func merged(kind: CardKind, into head: YAMLPair, and title: YAMLPair?, named: String? = nil, safety: FixSafety) -> [FixIt] {
        let inBlock = context.startsLine(head.key.range.start) || context.followsDash(head.key.range.start)
        var written = named.map { " " + $0 } ?? (inBlock ? "" : " ")
        if let title {
            guard context.writtenInPlace(title), let text = context.sourceText(title.value.range) else { return [] }
            written = " " + text
        }
        let replacement = kind.rawValue + ":" + written
        guard let title else {
            guard let end = context.end(of: head) else { return [] }
            return [FixIt(range: SourceRange(start: head.key.range.start, end: end), replacement: replacement, safety: safety)]
        }
        for (kept, dropped) in [(head, title), (title, head)] {
            guard let lines = context.ownLines(of: dropped), let end = context.end(of: kept) else { continue }
            return [
                FixIt(range: SourceRange(start: kept.key.range.start, end: end), replacement: replacement, safety: safety),
                FixIt(range: lines, replacement: "", safety: safety),
            ]
        }
        return []
    }
}

extension Array {
    /// The array, or `other()` when it is empty.
    fileprivate func orIfEmpty(_ other: () -> [Element]) -> [Element] {
        isEmpty ? other() : self
    }
}
