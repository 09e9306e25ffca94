import SeqcModel

/// A routine whose cards are one group of rounds written as a key of its own, with no
/// `cards:` (`circuit:` holding `rounds: 3` and `exercises:`, `Zirkel:` with `Runden:` and
/// `Übungen:`): the group is a `repeat` block, the routine's one card. The fix writes
/// `cards:` with the block as its item, titled by the group's title or else its key
/// (`circuit` is `Circuit`), its keys renamed (`exercises` → `cards`, `sets` → `rounds`),
/// every value kept. Unsafe: the structure is read from words the language does not have.
struct RoutineGroup {
    let context: ReadingContext

    /// A group's parts: rounds under a word for them, a rest for the rounds, a title under
    /// a word for one.
    private static let words = GroupParts.Words(
        skips: { _, _ in false }, rounds: RoundWords.isRounds,
        rest: { key, _ in RoundWords.restPlace(key) == .rounds || ShapeWords.key(key, isIn: ShapeWords.rest) },
        title: { key, _, _ in ShapeWords.key(key, isIn: ShapeWords.title) })

    /// Reports the routine's group with the fix; false when the routine has no such group.
    func report(_ root: YAMLNode, fields: MappingFields) -> Bool {
        let strangers = Array(fields.keys).filter { key in !Language.topLevelFields.contains { $0.name == key } }
        guard strangers.count == 1, let group = fields[strangers[0]], let word = group.key.scalar,
            case .mapping(let pairs) = group.value.content, let parts = GroupParts(pairs, words: Self.words), let rounds = parts.rounds,
            let cards = parts.cards, let count = SetScheme.count(rounds.value)
        else { return false }
        let title = parts.title?.value.scalar ?? SectionedCards.title(word)
        let renames = [(parts.title, RepeatBlock.key), (rounds, "rounds"), (parts.rest, "rest"), (cards, "cards")].compactMap {
            pair, name in
            pair.flatMap { $0.key.scalar == name ? nil : ($0, name) }
        }
        let fixIts =
            OnceInRounds.startsBrace(group.value, context: context)
            ? flowFixIts(group, renames: renames, title: parts.title == nil ? title : nil)
            : blockFixIts(group, renames: renames, title: parts.title == nil ? title : nil)
        context.collector.error(
            .missingField, at: SourceRange(at: root.range.start), "the routine is missing 'cards'",
            help: "'\(word)' holding rounds and cards is a repeat block, the routine's one card: write it as '- repeat: <title>' "
                + "with 'rounds: \(count)' in the routine's 'cards' list",
            fixIts: fixIts ?? [])
        // The group's cards are read for their own problems now, so the fix brings none to light.
        if case .sequence(let items) = cards.value.content { _ = CardListReader(context: context).read(items, depth: 1) }
        return true
    }

    /// In braces: the key renamed `cards`, the mapping put in brackets, its keys renamed and
    /// a `repeat` title written first when it has none.
    private func flowFixIts(_ group: YAMLPair, renames: [(YAMLPair, String)], title: String?) -> [FixIt]? {
        guard context.writtenInPlace(group) else { return nil }
        let quoted = context.sourceText(group.key.range)?.first == "\""
        func name(_ text: String) -> String { quoted ? "\"\(text)\"" : text }
        let start = group.value.range.start
        var fixIts = [
            FixIt(range: group.key.range, replacement: name("cards"), safety: .unsafe),
            FixIt(range: SourceRange(at: start), replacement: "[", safety: .unsafe),
            FixIt(range: SourceRange(at: group.value.range.end), replacement: "]", safety: .unsafe),
        ]
        if let title {
            let head = name(RepeatBlock.key) + ": " + "\"\(title)\", "
            fixIts.append(
                FixIt(
                    range: SourceRange(at: SourcePosition(line: start.line, column: start.column + 1)), replacement: head, safety: .unsafe))
        }
        for (pair, to) in renames { fixIts.append(FixIt(range: pair.key.range, replacement: name(to), safety: .unsafe)) }
        return fixIts
    }

    /// Block YAML: the group's lines moved two spaces right under `cards:`, a dash before
    /// its first key (after a `repeat` title line when it has none), its keys renamed.
    private func blockFixIts(_ group: YAMLPair, renames: [(YAMLPair, String)], title: String?) -> [FixIt]? {
        guard context.startsLine(group.key.range.start), case .mapping(let pairs) = group.value.content, let firstPair = pairs.first,
            context.startsLine(firstPair.key.range.start), firstPair.key.range.start.line > group.key.range.start.line
        else { return nil }
        let first = firstPair.key.range.start.line
        let last = SectionLines(context: context, pad: 0).lastLine(of: group.value)
        guard var lines = SectionLines(context: context, pad: 0).moved(from: first, through: last, by: 2),
            let range = context.wholeLines(from: group.key.range.start.line, through: last)
        else { return nil }
        for (pair, to) in renames {
            let index = pair.key.range.start.line - first
            let column = pair.key.range.start.column + 1
            guard pair.key.range.start.line == pair.key.range.end.line, lines.indices.contains(index) else { return nil }
            var scalars = Array(lines[index].unicodeScalars)
            let end = column + pair.key.range.end.column - pair.key.range.start.column
            guard end <= scalars.count else { return nil }
            scalars.replaceSubrange(column..<end, with: Array(to.unicodeScalars))
            lines[index] = String(String.UnicodeScalarView(scalars))
        }
        let pad = String(repeating: " ", count: firstPair.key.range.start.column - 1)
        if let title {
            lines.insert(pad + "- \(RepeatBlock.key): \(title)", at: 0)
        } else {
            lines[0] = pad + "- " + lines[0].dropFirst(pad.count + 2)
        }
        let head = String(repeating: " ", count: group.key.range.start.column - 1) + "cards:"
        return [
            FixIt(range: range, replacement: ([head] + lines).joined(separator: context.lineBreak) + context.lineBreak, safety: .unsafe)
        ]
    }
}
