import SeqcModel

/// Cards grouped under section keys, as plans and models write a session: `warm-up:`,
/// `main:`, `cool-down:` (`Aufwärmen:`, `échauffement:`, `enfriamiento:`, or any other
/// word) beside `title:` with no `cards:`, or as the keys of a `cards:` mapping. Each
/// section holds a list of cards or of text, one card's fields, or a card's quantity;
/// the repair writes one `cards:` list of them in the order written, as one unsafe fix
/// (the sections' names are dropped, and a section of fields gets a kind inferred and
/// its name as its title). Read only once the routine has already failed: no `cards:`,
/// or `cards:` not a list.
struct SectionedCards {
    let context: ReadingContext

    /// Keys models add beside sections that say nothing a card plays: dropped with them.
    static let descriptorKeys: Set<String> = [
        "id", "notes", "note", "emoji", "icon", "color", "colour", "sound", "type", "level", "difficulty", "category", "author",
        "created", "createdat", "updated", "updatedat", "language", "lang", "version", "equipment", "intensity", "focus",
    ]

    /// Reports a routine whose cards are under section keys, with the fix writing them as
    /// one `cards:` list; false (nothing reported) unless a key outside the language holds
    /// cards and every section reads. Looks only at a routine with such a key, which the
    /// reader has already reported.
    func report(_ root: YAMLNode, fields: MappingFields) -> Bool {
        // Sections are keys the routine does not take, already reported: a routine read
        // without an error has none, and pays for no search.
        guard context.collector.hasErrors, fields.keys.contains(where: { key in !Language.topLevelFields.contains { $0.name == key } }),
            case .mapping(let pairs) = root.content, let (first, repair, sections) = routineRepair(pairs)
        else { return false }
        if fields["cards"] == nil {
            context.collector.error(
                .missingField, at: SourceRange(at: root.range.start), "the routine is missing 'cards'", help: repair.help,
                fixIts: repair.fixIts)
        } else {
            context.collector.error(
                .unknownKey, at: first.key.range, "the routine's cards are split over sections", help: repair.help,
                fixIts: repair.fixIts)
        }
        // The sections' cards are read for their own problems now, so the fix brings none to
        // light; a section holding text is not: the fix writes each text as its card.
        for pair in sections {
            guard case .sequence(let items) = pair.value.content, !items.contains(where: { $0.scalar != nil }) else { continue }
            _ = CardListReader(context: context).read(items, depth: 0)
        }
        return true
    }

    /// The first section outside the language, and the fix for the routine's sections:
    /// every key outside the language and the `cards:` list (under any of its names).
    private func routineRepair(_ pairs: YAMLNode.Pairs) -> (YAMLPair, (help: String, fixIts: [FixIt]), [YAMLPair])? {
        let sections = pairs.filter { pair in
            guard let key = pair.key.scalar else { return false }
            // A routine's total (`duracion_total: 40 min`) is what its cards add up to, never one of them.
            guard let meaning = Language.meaning(of: key, among: Language.topLevelFields) else { return !Self.namesTotal(key) }
            return meaning.field?.name == "cards"
        }
        let unknown = sections.first { pair in
            guard let key = pair.key.scalar, Language.meaning(of: key, among: Language.topLevelFields) == nil else { return false }
            if case .scalar = pair.value.content { return false }
            return true
        }
        guard let unknown, let first = sections.first, let last = sections.last else { return nil }
        // Beside a list of cards, a mapping is a section only under a warm-up's or cool-down's
        // name: any other may be settings or an anchor's fields (`base: &base`).
        let hasCards = sections.contains { $0.key.scalar.flatMap { Language.meaning(of: $0, among: Language.topLevelFields) } != nil }
        guard
            !hasCards
                || sections.allSatisfy({ pair in
                    guard case .mapping = pair.value.content else { return true }
                    return SectionLines.isPhase(pair.key.scalar ?? "")
                })
        else { return nil }
        // The sections must be one run of keys: a routine key between them would be moved.
        let known = pairs.filter { pair in sections.allSatisfy { $0.key.range != pair.key.range } }
        guard !known.contains(where: { $0.key.range.start > first.key.range.start && $0.key.range.start < last.key.range.start })
        else { return nil }
        guard let fix = fixIt(sections, head: "cards:", pad: 2) else { return nil }
        return (unknown, (help(sections), [fix]), sections)
    }

    /// Whether `key` names a routine's total (`total_duration`, `Gesamtdauer`, `duracion_total`).
    private static func namesTotal(_ key: String) -> Bool {
        key.utf8.count <= 40 && ExtraKeyWords.words(of: key).contains(where: ExtraKeyWords.total.contains)
    }

    /// The fix for `cards:` written as a mapping of sections to lists of cards; nil
    /// unless at least one value is a list and every pair reads.
    func cardsRepair(_ node: YAMLNode, key: YAMLNode) -> (help: String, fixIts: [FixIt])? {
        guard case .mapping(let pairs) = node.content else { return nil }
        let sections = Array(pairs)
        guard sections.contains(where: { if case .sequence = $0.value.content { true } else { false } }),
            let first = sections.first, first.key.range.start.line > key.range.start.line || sections.contains(where: isFlow),
            let fix = fixIt(sections, head: nil, pad: key.range.start.column + 1, whole: node.range)
        else { return nil }
        return (help(sections), [fix])
    }

    /// Whether the list item `node` is a section of the routine: a title and a list of
    /// cards with no rounds (`- name: Warm-up` over `steps:`), reported with the fix
    /// writing its cards in its place, each moved to the item's indentation.
    func reportGroup(_ node: YAMLNode, pairs: YAMLNode.Pairs) -> CircuitGroup.Outcome? {
        let isFlow = isFlowItem(node)
        guard (1...4).contains(pairs.count), isFlow || context.followsDash(node.range.start) else { return nil }
        var title: YAMLPair?
        var cards: YAMLPair?
        for (position, pair) in pairs.enumerated() {
            guard let key = pair.key.scalar, key.utf8.count <= 40 else { return nil }
            if case .sequence(let items) = pair.value.content, cards == nil,
                ShapeWords.key(key, isIn: ShapeWords.cards) || Self.holdsCards(items) && !Language.allCardFieldNames.contains(key)
            {
                cards = pair
            } else if title == nil, pair.value.scalar != nil,
                // A count of rounds or times around a list is a block's, never a section's title.
                !(ShapeWords.key(key, isIn: ShapeWords.rounds) || ShapeWords.key(key, isIn: ShapeWords.reps)),
                ShapeWords.key(key, isIn: ShapeWords.title)
                    || position == 0 && CardKind.named(key) == nil && key != RepeatBlock.key
                        && !Language.allCardFieldNames.contains(key) && Vocabulary.kind(named: key) == nil && !Vocabulary.isStepWord(key)
            {
                title = pair
            } else if !(pair.value.scalar != nil && Self.descriptorKeys.contains(NameMatching.normalised(key))) {
                return nil
            }
        }
        // A list of plain text is a checklist's items; a section holds cards.
        guard let cards, case .sequence(let items) = cards.value.content, !items.isEmpty,
            items.contains(where: { item in item.scalar.map { TextCardShape.item($0) != nil } ?? true })
        else { return nil }
        if isFlow { return reportFlowGroup(node, title: title, cards: cards, items: items) }
        guard let line = context.source?.line(node.range.start.line) else { return nil }
        let pad = line.prefix { $0 == " " }.count
        let sectionTitle = title?.value.scalar ?? ""
        guard let lines = SectionLines(context: context, pad: pad).items(of: cards, title: sectionTitle, phase: sectionTitle),
            let range = context.wholeLines(
                from: node.range.start.line, through: SectionLines(context: context, pad: pad).lastLine(of: node))
        else { return nil }
        let lineBreak = context.lineBreak
        let at = title?.key.range ?? cards.key.range
        context.collector.error(
            .unknownKind, at: at, "a section of cards with no rounds is no card",
            help: "write its cards in the routine's list in its place, or '- repeat: <title>' with 'rounds: <number>' over them",
            fixIts: [FixIt(range: range, replacement: lines.joined(separator: lineBreak) + lineBreak, safety: .unsafe)])
        return .reported(cards: items)
    }

    /// Whether the list item `node` is written in braces.
    private func isFlowItem(_ node: YAMLNode) -> Bool {
        let start = node.range.start
        return context.sourceText(SourceRange(start: start, end: SourcePosition(line: start.line, column: start.column + 1))) == "{"
    }

    /// A section written in braces (`{"name": "Warm-up", "exercises": [...]}`): its cards,
    /// each a mapping in braces, written in its place as the list's items, the braces and
    /// brackets around them and its title deleted.
    private func reportFlowGroup(_ node: YAMLNode, title: YAMLPair?, cards: YAMLPair, items: YAMLNode.Items) -> CircuitGroup.Outcome? {
        guard let first = items.first, let last = items.last, items.allSatisfy(isFlowItem), context.writtenInPlace(cards) else {
            return nil
        }
        context.collector.error(
            .unknownKind, at: title?.key.range ?? cards.key.range, "a section of cards with no rounds is no card",
            help: "write its cards in the routine's list in its place, or '- repeat: <title>' with 'rounds: <number>' over them",
            fixIts: [
                FixIt(range: SourceRange(start: node.range.start, end: first.range.start), replacement: "", safety: .unsafe),
                FixIt(range: SourceRange(start: last.range.end, end: node.range.end), replacement: "", safety: .unsafe),
            ])
        return .reported(cards: items)
    }

    /// Whether every item of a list under a word the language does not have (`poses:`) is
    /// a card: a mapping starting with a kind, or text that reads as a card.
    private static func holdsCards(_ items: YAMLNode.Items) -> Bool {
        items.count <= RoutineLimits.maxRuntimeCards
            && items.allSatisfy { item in
                if let text = item.scalar { return TextCardShape.item(text) != nil }
                guard case .mapping(let pairs) = item.content, let key = pairs.first?.key.scalar else { return false }
                return CardKind.named(key) != nil
            }
    }

    private func help(_ sections: [YAMLPair]) -> String {
        let names = sections.compactMap(\.key.scalar).filter { !Self.descriptorKeys.contains(NameMatching.normalised($0)) }
        return "the cards are grouped under \(names.map { "'\($0)'" }.joined(separator: ", ")); a routine has one list: "
            + "write 'cards:' with the sections' cards under it, in order"
    }

    /// One edit replacing the sections' lines with `head` (when given) and their items,
    /// each item's dash indented `pad` spaces.
    private func fixIt(_ sections: [YAMLPair], head: String?, pad: Int, whole: SourceRange? = nil) -> FixIt? {
        if sections.contains(where: isFlow) { return flowFixIt(sections, head: head, whole: whole) }
        guard sections.count <= RoutineLimits.maxRuntimeCards, let first = sections.first, let last = sections.last,
            let end = context.end(of: last), end.line == last.key.range.start.line ? context.endsLine(end) : true,
            let range = context.wholeLines(
                from: first.key.range.start.line, through: SectionLines(context: context, pad: 0).lastLine(of: last.value))
        else { return nil }
        var lines: [String] = head.map { [$0] } ?? []
        var holdsCards = false
        for section in sections {
            guard let key = section.key.scalar, context.startsLine(section.key.range.start),
                let items = SectionLines(context: context, pad: pad).items(of: section, title: Self.title(key), phase: key)
            else {
                guard let key = section.key.scalar, Self.descriptorKeys.contains(NameMatching.normalised(key)),
                    section.value.scalar != nil
                else { return nil }
                continue
            }
            holdsCards = holdsCards || !items.isEmpty
            lines += items
        }
        guard holdsCards else { return nil }
        let lineBreak = context.lineBreak
        return FixIt(range: range, replacement: lines.joined(separator: lineBreak) + lineBreak, safety: .unsafe)
    }

    /// Whether a section's value is written in brackets or braces.
    private func isFlow(_ section: YAMLPair) -> Bool {
        let start = section.value.range.start
        let first = context.sourceText(SourceRange(start: start, end: SourcePosition(line: start.line, column: start.column + 1)))
        return first == "[" || first == "{"
    }

    /// The edit for flow sections: from the first key to the last value, `"cards": [...]`
    /// (or, for a `cards:` mapping, the mapping `whole` replaced by the list).
    private func flowFixIt(_ sections: [YAMLPair], head: String?, whole: SourceRange?) -> FixIt? {
        guard let first = sections.first, let last = sections.last, sections.allSatisfy(context.writtenInPlace) else { return nil }
        var items: [String] = []
        for section in sections {
            guard let key = section.key.scalar else { return nil }
            if let texts = SectionFlow(context: context).items(of: section, title: Self.title(key), phase: key) {
                items += texts
            } else if !(section.value.scalar != nil && Self.descriptorKeys.contains(NameMatching.normalised(key))) {
                return nil
            }
        }
        guard !items.isEmpty, items.count <= RoutineLimits.maxRuntimeCards else { return nil }
        let list = "[" + items.joined(separator: ", ") + "]"
        guard head != nil else { return whole.map { FixIt(range: $0, replacement: list, safety: .unsafe) } }
        let quoted = context.sourceText(first.key.range)?.first == "\""
        return FixIt(
            range: SourceRange(start: first.key.range.start, end: last.value.range.end),
            replacement: (quoted ? "\"cards\": " : "cards: ") + list, safety: .unsafe)
    }

    /// A section's name as a card's title: `warm_up` is `Warm-up`, `main_set` `Main set`.
    static func title(_ key: String) -> String {
        switch NameMatching.normalised(key) {
        case "warmup": return "Warm-up"
        case "cooldown": return "Cool-down"
        default:
            let spaced = String(key.map { $0 == "_" ? " " : $0 })
            return spaced.prefix(1).uppercased() + spaced.dropFirst()
        }
    }
}
