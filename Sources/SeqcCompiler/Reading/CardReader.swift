import SeqcModel

/// An authored card read from YAML, before identities are assigned.
struct CardDraft {
    let title: String
    let content: CardContent
    let pinnedSlug: String?
    let syntax: CardSyntax
}

/// Reads one card mapping: its kind key, title, `id:` and the kind's fields.
struct CardReader {
    let context: ReadingContext

    func read(_ node: YAMLNode) -> CardDraft? {
        guard case .mapping(let pairs) = node.content else {
            reportNotAMapping(node)
            return nil
        }
        var fields = MappingFields(pairs, range: node.range, context: context)
        guard let kind = kind(of: &fields, node: node), let kindPair = fields[kind.rawValue] else { return nil }
        let spec = Language.spec(for: kind)
        context.reportUnknownKeys(&fields, allowed: [kind.rawValue] + spec.allowedKeys, owner: kind.cardPhrase) { key in
            guard let owner = Language.kinds.first(where: { $0.field(named: key) != nil }) else { return nil }
            return
                "'\(key)' belongs to \(owner.kind.rawValue) cards; \(kind.rawValue) cards take: \(spec.allowedKeys.joined(separator: ", "))"
        }
        // An unreadable title does not stop the card's fields from being checked.
        let title = kindPair.value.isNull ? "" : context.text(kindPair.value, describedAs: "a card title")
        context.checkCommentInText(kindPair.value, named: "the card title")
        let pinned = fields.value("id").flatMap { pinnedSlug($0) }
        var configReader = ConfigReader(context: context, fields: fields, kind: kind, anchor: kindPair.key.range)
        guard let content = configReader.content(), let title else { return nil }
        let syntax = CardSyntax(
            range: node.range,
            kindKeyRange: kindPair.key.range,
            titleRange: kindPair.value.isNull ? kindPair.key.range : kindPair.value.range,
            fields: fields.syntax.filter { $0.key != kind.rawValue },
            itemRanges: configReader.itemRanges
        )
        return CardDraft(title: title.isEmpty ? kind.displayName : title, content: content, pinnedSlug: pinned, syntax: syntax)
    }

    /// The card's kind key. `interval` wins over `rest`, which is also an interval field.
    private func kind(of fields: inout MappingFields, node: YAMLNode) -> CardKind? {
        var kinds = fields.keys.compactMap(CardKind.init(rawValue:))
        if kinds.contains(.interval) { kinds.removeAll { $0 == .rest } }
        if kinds.count > 1, let first = fields[kinds[0].rawValue], let second = fields[kinds[1].rawValue] {
            context.collector.error(
                .multipleKinds, at: second.key.range,
                "a card has one kind; this one is both '\(kinds[0].rawValue)' and '\(kinds[1].rawValue)'",
                help: "split it into two cards",
                notes: [(first.key.range, "its first kind key is here")])
            return nil
        }
        if let kind = kinds.first { return kind }
        return reportMissingKind(&fields, node: node)
    }

    /// Reports a card without a known kind key. A near miss (`countdwon`, `Countdown`)
    /// is read as the kind it means, so the card's other problems are still found.
    private func reportMissingKind(_ fields: inout MappingFields, node: YAMLNode) -> CardKind? {
        let kindNames = CardKind.allCases.map(\.rawValue)
        let knownFields = Language.allCardFieldNames
        let strangers = fields.keys.filter { !knownFields.contains($0) }
        for key in strangers {
            guard let suggestion = Suggestion.closest(to: key, among: kindNames), let pair = fields[key] else { continue }
            context.collector.error(
                .unknownKind, at: pair.key.range, "unknown kind '\(key)'",
                help: ReadingContext.didYouMean(suggestion, for: key, what: "kinds"),
                fixIts: [FixIt(range: pair.key.range, replacement: suggestion, safety: .naming(suggestion, for: key))])
            fields.adopt(key, as: suggestion)
            return CardKind(rawValue: suggestion)
        }
        if let first = fields.keys.first, strangers.first == first, let pair = fields[first] {
            context.collector.error(
                .unknownKind, at: pair.key.range, "unknown kind '\(first)'",
                help: "a card starts with one of: \(kindNames.joined(separator: ", "))")
            return nil
        }
        context.collector.error(
            .missingKind, at: node.range, "this card has no kind",
            help: "start the card with one of: \(kindNames.joined(separator: ", ")), e.g. '- countdown: Warm-up'")
        return nil
    }

    private func reportNotAMapping(_ node: YAMLNode) {
        if let text = node.scalar,
            let kind = CardKind(rawValue: text)
                ?? Suggestion.closest(to: text, among: CardKind.allCases.map(\.rawValue)).flatMap(CardKind.init(rawValue:))
        {
            context.collector.error(
                .wrongType, at: node.range, "a card must be a mapping, not text",
                help: "write '- \(kind.rawValue): Title' with a colon after the kind")
            return
        }
        context.collector.error(
            .wrongType, at: node.range, "a card must be a mapping such as '- countdown: Warm-up', not \(node.shapeDescription)")
    }

    private func pinnedSlug(_ node: YAMLNode) -> String? {
        guard let text = context.text(node, describedAs: "a card id") else { return nil }
        guard Slug.isValid(text) else {
            let fixed = Slug.suggestion(for: text)
            context.collector.error(
                .invalidID, at: node.range,
                "card id '\(text)' is not a slug: lower-case letters, digits and '-', starting with a letter or digit, at most \(Slug.maxLength) characters",
                help: "did you mean '\(fixed)'?", fixIts: [FixIt(range: node.range, replacement: fixed)])
            return nil
        }
        return text
    }
}
