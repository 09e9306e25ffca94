import SeqcModel

/// A routine read from YAML, before identities are assigned.
struct RoutineDraft {
    let slug: String
    /// Where the authored `id:` is; nil when the id was defaulted from the file name.
    let slugRange: SourceRange?
    let title: String
    let summary: String?
    let tags: [String]
    let cards: [CardDraft]
    let syntax: RoutineSyntax
    /// The cards as written, a block's once whatever its rounds.
    let writtenCards: Int
    /// Every written `repeat` block, in order.
    let repeats: [RepeatSummary]
}

/// Reads the top level of a routine file and each of its cards.
struct RoutineReader {
    let context: ReadingContext
    /// The id used when the routine has no `id:`.
    let defaultSlug: String

    func read(_ written: YAMLNode) -> RoutineDraft? {
        var root = written
        if IntervalScheme.report(written, context: context) { return nil }
        if InferredRoutine.report(written, context: context) { return nil }
        if let inner = RoutineWrapper(context: context).unwrapped(written) { root = inner }
        if BareCardList(context: context).read(root) { return nil }
        guard case .mapping(let pairs) = root.content else {
            context.collector.error(
                .wrongType, at: root.range, "a routine must be a mapping with 'title' and 'cards', not \(root.shapeDescription)",
                help: "start with 'title: <title>' and a 'cards:' list")
            return nil
        }
        var fields = MappingFields(pairs, range: root.range, context: context)
        // A card's fields one level up are that card's, before a count over the cards is rounds.
        let moved = RoutineCardFields(context: context).report(fields)
        let rounds =
            (moved.isEmpty ? RoutineRounds(context: context).report(root, fields: fields) : moved)
            + RoutineUnitKey(context: context).report(fields)
        context.reportUnknownKeys(&fields, specs: Language.topLevelFields, alsoAllowed: rounds, owner: "a routine")
        checkVersion(fields)
        let slug = readSlug(fields)
        let title = readTitle(fields, root: root)
        context.routineTitle = title
        let summary = fields.value("summary").flatMap { node in
            context.checkCommentInText(node, named: "the summary")
            return context.text(node, field: "summary")
        }
        let tagList = fields.value("tags").flatMap { context.textList($0, field: "tags") }
        for tag in tagList ?? [] { context.checkCommentInText(tag.node, named: "the tag") }
        let tags = tagList?.map(\.text) ?? []
        let list = readCards(fields, root: root)
        guard let title, let list else { return nil }
        guard list.hasBlocks else {
            // Cards only: they are the routine's cards as read, with no block to copy out.
            let syntax = RoutineSyntax(range: root.range, fields: fields.syntax, cards: list.cards.map(\.syntax), blocks: [])
            return RoutineDraft(
                slug: slug.text, slugRange: slug.range, title: title, summary: summary, tags: tags,
                cards: list.cards, syntax: syntax, writtenCards: list.cards.count, repeats: [])
        }
        let items = list.items
        guard let cards = expand(items, fields: fields) else { return nil }
        let syntax = RoutineSyntax(
            range: root.range, fields: fields.syntax, cards: cards.map(\.syntax), blocks: RepeatExpansion.syntaxes(of: items))
        return RoutineDraft(
            slug: slug.text, slugRange: slug.range, title: title, summary: summary, tags: tags,
            cards: cards, syntax: syntax, writtenCards: items.reduce(0) { $0.saturatingAdd($1.writtenCount) },
            repeats: RepeatExpansion.summaries(of: items))
    }

    /// The authored cards, each block copied out; nil when the copies would pass the
    /// routine's card limit (counted before a copy is made) or two blocks pin one id.
    private func expand(_ items: [WrittenItem], fields: MappingFields) -> [CardDraft]? {
        guard let keys = RepeatKeys.keys(of: items, blocksOnly: true, context: context) else { return nil }
        let runtime = items.reduce(0) { $0.saturatingAdd($1.runtimeCount) }
        guard runtime <= RoutineLimits.maxRuntimeCards else {
            let range = fields["cards"]?.key.range ?? fields.range
            let shown = runtime == .max ? "more than \(RoutineLimits.maxRuntimeCards)" : String(runtime)
            context.collector.error(
                .tooManyCards, at: range, "this routine expands to \(shown) runtime cards; the limit is \(RoutineLimits.maxRuntimeCards)",
                help: "split it into several routines, or use fewer rounds")
            return nil
        }
        return RepeatExpansion(items, keys: keys).cards
    }

    private func checkVersion(_ fields: MappingFields) {
        guard let node = fields.value("seqc"), let version = context.integer(node, field: "seqc", limit: .max),
            version != Language.version
        else { return }
        context.collector.error(
            .unsupportedVersion, at: node.range,
            "language version \(version) is not supported; this seqc reads version \(Language.version)",
            help: "write 'seqc: \(Language.version)', or leave 'seqc:' out: a routine without it is version \(Language.version)",
            fixIts: [FixIt(range: node.range, replacement: String(Language.version), safety: .unsafe)])
    }

    private func readSlug(_ fields: MappingFields) -> (text: String, range: SourceRange?) {
        guard let node = fields.value("id"), let text = context.text(node, field: "id") else { return (defaultSlug, nil) }
        guard let slug = context.validSlug(text, at: node, what: "routine id") else { return (defaultSlug, node.range) }
        return (slug, node.range)
    }

    private func readTitle(_ fields: MappingFields, root: YAMLNode) -> String? {
        guard let node = fields.value("title") else {
            if fields["title"] == nil, MissingTitle(context: context).report(root, fields: fields) { return nil }
            context.reportMissing("title", in: fields, owner: "the routine", at: SourceRange(at: root.range.start), example: "<title>")
            return nil
        }
        context.checkCommentInText(node, named: "the title")
        guard let title = context.text(node, field: "title") else { return nil }
        guard !title.allSatisfy(\.isWhitespace) else {
            context.collector.error(
                .emptyValue, at: node.range, "the routine title cannot be empty", help: "write what the routine is: 'title: <title>'")
            return nil
        }
        return title
    }

    private func readCards(_ fields: MappingFields, root: YAMLNode) -> ReadList? {
        if fields["cards"] == nil, RoutineGroup(context: context).report(root, fields: fields) { return nil }
        if SectionedCards(context: context).report(root, fields: fields) { return nil }
        guard let node = fields.value("cards") else {
            if fields["cards"] == nil, let cards = TopLevelCards(context: context).repair(root) {
                context.collector.error(
                    .missingField, at: SourceRange(at: root.range.start), "the routine is missing 'cards'", help: cards.help,
                    fixIts: cards.fixIts)
                return nil
            }
            context.reportMissing("cards", in: fields, owner: "the routine", at: SourceRange(at: root.range.start), example: "[<card>]")
            return nil
        }
        guard case .sequence(let items) = node.content else {
            let titled =
                UndashedCards.listRepair(node, context: context)
                ?? fields["cards"].flatMap { SectionedCards(context: context).cardsRepair(node, key: $0.key) }
            context.collector.error(
                .wrongType, at: node.range, "'cards' must be a list of cards, not \(node.shapeDescription)",
                help: titled?.help ?? "write each card as a list item: '- countdown: <title>'", fixIts: titled?.fixIts ?? [])
            return nil
        }
        guard !items.isEmpty else {
            context.collector.error(.emptyValue, at: node.range, "a routine needs at least one card")
            return nil
        }
        return CardListReader(context: context).readList(items, depth: 0)
    }
}
