import SeqcModel

/// Reads one `repeat` block: its title, rounds, rest, id and cards, each checked once.
struct RepeatReader {
    let context: ReadingContext
    /// Reads the block's own card list.
    let lists: CardListReader

    /// The block, or nil when it or one of its cards failed (each failure reported).
    func read(_ node: YAMLNode, pairs: YAMLNode.Pairs, depth: Int) -> RepeatDraft? {
        var fields =
            NestedUnderKind(context: context).flattened(Array(pairs), isBlock: true).map {
                MappingFields($0, range: node.range, context: context)
            } ?? MappingFields(pairs, range: node.range, context: context)
        context.reportUnknownKeys(&fields, specs: RepeatBlock.fields, headKey: RepeatBlock.key, owner: "a repeat block")
        guard let head = fields[RepeatBlock.key] else { return nil }
        if RoundsAsTitle(context: context).report(head, fields: fields, depth: depth) { return nil }
        if OnceInRounds(context: context).report(node, fields: fields) {
            // The cards are read for their own problems now, so their fixes come before the move.
            _ = readCards(node, fields: fields, anchor: head.key.range, depth: depth)
            return nil
        }
        guard depth < RepeatBlock.maxDepth else {
            context.collector.error(
                .resourceLimit, at: head.key.range,
                "repeat blocks nest at most \(RepeatBlock.maxDepth) deep; this one is block \(depth + 1) in a chain",
                help: "write the innermost rounds out, or split the routine")
            return nil
        }
        let title = readTitle(head)
        let rounds = readCount(fields, "rounds", anchor: head.key.range)
        let rest = readRest(fields)
        let pinned = fields.value("id").flatMap { node in
            context.text(node, describedAs: "a block id").flatMap { context.validSlug($0, at: node, what: "block id") }
        }
        let items = readCards(node, fields: fields, anchor: head.key.range, depth: depth)
        let keys = items.flatMap { RepeatKeys.keys(of: $0, blocksOnly: false, context: context) }
        guard let title, let rounds, rest.read, let items, let keys else { return nil }
        let syntax = RepeatSyntax(
            range: node.range, keyRange: head.key.range, titleRange: head.value.isNull ? head.key.range : head.value.range,
            roundsRange: fields.value("rounds")?.range ?? head.key.range, restKeyRange: fields["rest"]?.key.range)
        let block = RepeatDraft(
            title: title, rounds: rounds, restSeconds: rest.seconds, pinnedSlug: pinned, items: items,
            keys: keys.map { $0 ?? "" }, syntax: syntax)
        return fitsTheLimits(block) ? block : nil
    }

    private func readTitle(_ head: YAMLPair) -> String? {
        guard !head.value.isNull, let title = context.text(head.value, describedAs: "a block title"),
            !title.allSatisfy(\.isWhitespace)
        else {
            context.collector.error(
                .emptyValue, at: head.key.range, "a repeat block needs a title",
                help: "write it after the key: '- repeat: Circuit'; its copies and rests are named after it")
            return nil
        }
        context.checkCommentInText(head.value, named: "the block title")
        return title
    }

    /// `rounds`, raised to the minimum as an interval's is, the raise reported.
    private func readCount(_ fields: MappingFields, _ name: String, anchor: SourceRange) -> Int? {
        guard let node = fields.value(name) else {
            context.reportMissing(name, in: fields, owner: "a repeat block", at: anchor, example: "<number>")
            return nil
        }
        guard let written = context.integer(node, field: name) else { return nil }
        let used = max(RoutineLimits.minimumValue, written)
        if used != written {
            context.reportClamp(
                node, field: name, written: written, used: used, reason: " (below the minimum of \(RoutineLimits.minimumValue))")
        }
        return used
    }

    /// The rest between rounds: none when absent, nil when unreadable.
    private func readRest(_ fields: MappingFields) -> (read: Bool, seconds: Int?) {
        guard let node = fields.value("rest") else { return (true, nil) }
        guard let written = context.duration(node, field: "rest") else { return (false, nil) }
        let used = max(RoutineLimits.minimumValue, written)
        if used != written {
            context.reportClamp(
                node, field: "rest", written: written, used: used, reason: " (below the minimum of \(RoutineLimits.minimumValue))")
        }
        return (true, used)
    }

    private func readCards(_ block: YAMLNode, fields: MappingFields, anchor: SourceRange, depth: Int) -> [WrittenItem]? {
        guard let node = fields.value("cards") else {
            if fields["cards"] == nil, FollowingCards(context: context).report(block, fields: fields, anchor: anchor) { return nil }
            context.reportMissing("cards", in: fields, owner: "a repeat block", at: anchor, example: "[<card>]")
            return nil
        }
        if case .sequence(let items) = node.content, items.isEmpty {
            context.collector.error(.emptyValue, at: node.range, "a repeat block needs at least one card")
            return nil
        }
        guard case .sequence(let items) = node.content else {
            let repair = UndashedCards.listRepair(node, context: context)
            context.collector.error(
                .wrongType, at: node.range, "a repeat block's 'cards' must be a list of cards, not \(node.shapeDescription)",
                help: repair?.help ?? "write each card as a list item under it: '- countdown: <title>'", fixIts: repair?.fixIts ?? [])
            return nil
        }
        return lists.read(items, depth: depth + 1)
    }

    /// Whether the block, copies included, stays within the routine's card limit; an error
    /// at its key when not, before a single copy is made.
    private func fitsTheLimits(_ block: RepeatDraft) -> Bool {
        let authored = block.authoredCount
        let runtime = block.runtimeCount
        let limit = RoutineLimits.maxRuntimeCards
        guard authored > limit || runtime > limit else { return true }
        let shown = runtime == .max ? "more than \(limit)" : String(runtime)
        context.collector.error(
            .resourceLimit, at: block.syntax.keyRange,
            "this repeat block makes \(shown) runtime cards (\(block.rounds) rounds); a routine may have at most \(limit)",
            help: "use fewer rounds, or split the routine")
        return false
    }
}
