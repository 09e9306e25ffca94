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
    private static let descriptorKeys: Set<String> = [
        "notes", "note", "emoji", "icon", "color", "colour", "sound", "type", "level", "difficulty", "category", "author",
        "created", "createdat", "updated", "updatedat", "language", "lang", "version", "equipment", "intensity", "focus",
    ]

    /// Reports a routine whose cards are under section keys, with the fix writing them as
    /// one `cards:` list; false (nothing reported) unless a key outside the language holds
    /// cards and every section reads. Looks only at a routine with such a key, which the
    /// reader has already reported.
    func report(_ root: YAMLNode, fields: MappingFields) -> Bool {
        guard fields.keys.contains(where: { key in !Language.topLevelFields.contains { $0.name == key } }),
            case .mapping(let pairs) = root.content, let (first, repair) = routineRepair(pairs)
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
        return true
    }

    /// The first section outside the language, and the fix for the routine's sections:
    /// every key outside the language and the `cards:` list (under any of its names).
    private func routineRepair(_ pairs: YAMLNode.Pairs) -> (YAMLPair, (help: String, fixIts: [FixIt]))? {
        let sections = pairs.filter { pair in
            guard let key = pair.key.scalar else { return false }
            guard let meaning = Language.meaning(of: key, among: Language.topLevelFields) else { return true }
            return meaning.field?.name == "cards"
        }
        let unknown = sections.first { pair in
            guard let key = pair.key.scalar, Language.meaning(of: key, among: Language.topLevelFields) == nil else { return false }
            if case .scalar = pair.value.content { return false }
            return true
        }
        guard let unknown, let first = sections.first, let last = sections.last else { return nil }
        // The sections must be one run of keys: a routine key between them would be moved.
        let known = pairs.filter { pair in sections.allSatisfy { $0.key.range != pair.key.range } }
        guard !known.contains(where: { $0.key.range.start > first.key.range.start && $0.key.range.start < last.key.range.start })
        else { return nil }
        guard let fix = fixIt(sections, head: "cards:", pad: 2) else { return nil }
        return (unknown, (help(sections), [fix]))
    }

    /// The fix for `cards:` written as a mapping of sections to lists of cards; nil
    /// unless at least one value is a list and every pair reads.
    func cardsRepair(_ node: YAMLNode, key: YAMLNode) -> (help: String, fixIts: [FixIt])? {
        guard case .mapping(let pairs) = node.content else { return nil }
        let sections = Array(pairs)
        guard sections.contains(where: { if case .sequence = $0.value.content { true } else { false } }),
            let first = sections.first, first.key.range.start.line > key.range.start.line,
            let fix = fixIt(sections, head: nil, pad: key.range.start.column + 1)
        else { return nil }
        return (help(sections), [fix])
    }

    private func help(_ sections: [YAMLPair]) -> String {
        let names = sections.compactMap(\.key.scalar).filter { !Self.descriptorKeys.contains(NameMatching.normalised($0)) }
        return "the cards are grouped under \(names.map { "'\($0)'" }.joined(separator: ", ")); a routine has one list: "
            + "write 'cards:' with the sections' cards under it, in order"
    }

    /// One edit replacing the sections' lines with `head` (when given) and their items,
    /// each item's dash indented `pad` spaces.
    private func fixIt(_ sections: [YAMLPair], head: String?, pad: Int) -> FixIt? {
        guard sections.count <= RoutineLimits.maxRuntimeCards, let first = sections.first, let last = sections.last,
            let end = context.end(of: last), end.line == last.key.range.start.line ? context.endsLine(end) : true,
            let range = context.wholeLines(from: first.key.range.start.line, through: SectionLines(context: context, pad: 0).lastLine(of: last.value))
        else { return nil }
        var lines: [String] = head.map { [$0] } ?? []
        var holdsCards = false
        for section in sections {
            guard let key = section.key.scalar, context.startsLine(section.key.range.start),
                let items = SectionLines(context: context, pad: pad).items(of: section, title: Self.title(key))
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
