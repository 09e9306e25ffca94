import SeqcModel

/// A card inside a block of rounds marked as played once: a flag (`once: true`,
/// `onlyOnce`, `firstRoundOnly`, `nurEinmal`, `uneSeuleFois`, `soloUnaVez`) or a note
/// saying so (`note: first round only`, `nur in der ersten Runde`, `premier tour
/// seulement`, `solo la primera ronda`). The language plays every card of a block in every
/// round, so such a card is outside it: the block's first cards so marked move before the
/// block, its last (`last round only`) after it, the mark deleted, every other value kept.
/// Unsafe: the structure is read from words. A marked card anywhere else, or every card
/// marked, is an error naming the fix and builds nothing; so is a mark on a card of no
/// block, whose note is never deleted silently (``ReadingContext/reportOnceMark(_:key:owner:)``).
struct OnceInRounds {
    let context: ReadingContext

    /// Where a mark puts its card.
    enum Place { case first, last, either }

    /// Reports the block's marked cards; false (nothing reported) when none is marked.
    func report(_ block: YAMLNode, fields: MappingFields) -> Bool {
        guard let cards = fields["cards"], case .sequence(let items) = cards.value.content, items.count <= RoutineLimits.maxRuntimeCards
        else { return false }
        let marks = items.map(Self.mark(of:))
        guard let firstMarked = marks.firstIndex(where: { $0 != nil }), let anchor = marks[firstMarked] else { return false }
        let head = marks.prefix { $0.map { $0.place != .last } ?? false }.count
        let tail = marks.reversed().prefix { $0.map { $0.place != .first } ?? false }.count
        let marked = marks.filter { $0 != nil }.count
        let key = anchor.pair.key.scalar ?? ""
        guard marked < items.count, head == marked || tail == marked else {
            context.collector.error(
                .unknownKey, at: anchor.pair.key.range, "'\(key)' marks a card played once inside a block of rounds",
                help: "a block plays every card in every round: write the card before or after the block, "
                    + "or split the block where it is played")
            return true
        }
        let moved =
            Self.startsBrace(block, context: context)
            ? flowMove(block, items: items, count: head == marked ? head : tail, marks: marks, before: head == marked)
            : head == marked
                ? moveBefore(block, items: items, count: head, marks: marks)
                : moveAfter(block, fields: fields, items: items, count: tail, marks: marks)
        context.collector.error(
            .unknownKey, at: anchor.pair.key.range, "'\(key)' marks a card played once inside a block of rounds",
            help: "a block plays every card in every round: write the card \(head == marked ? "before" : "after") the block",
            fixIts: moved ?? [])
        return true
    }

    /// The pair marking a card as played once, and where it puts the card.
    static func mark(of item: YAMLNode) -> (pair: YAMLPair, place: Place)? {
        guard case .mapping(let pairs) = item.content, pairs.count <= 12 else { return nil }
        for pair in pairs.dropFirst() {
            guard let key = pair.key.scalar, let value = pair.value.scalar, key.utf8.count <= 40 else { continue }
            if let place = flagPlace(key), isTrue(value) { return (pair, place) }
            if ReadingContext.decorationKeys.contains(NameMatching.normalised(key)), let place = textPlace(value) {
                return (pair, place)
            }
        }
        return nil
    }

    /// A flag key's place: `once`, `firstRoundOnly`, `lastRoundOnly` and their translations.
    static func flagPlace(_ key: String) -> Place? {
        let name = letters(key)
        guard onceFlags.contains(name) || textPlace(key) != nil else { return nil }
        return textPlace(key) ?? .either
    }

    private static let onceFlags: Set<String> = Set(
        ["once", "onlyonce", "onceonly", "einmal", "nureinmal", "einmalig", "unefois", "uneseulefois", "unavez", "solounavez"]
            .map(letters))

    /// What a note's text says: played in the first round only, the last, or once.
    static func textPlace(_ text: String) -> Place? {
        guard text.utf8.count <= 120 else { return nil }
        let name = letters(text)
        guard onceWords.contains(where: { name.contains($0) }) else { return nil }
        if lastWords.contains(where: { name.contains($0) }) { return .last }
        if firstWords.contains(where: { name.contains($0) }) { return .first }
        return .either
    }

    private static let onceWords = [
        "firstroundonly", "onlyfirstround", "onlyinthefirstround", "onlythefirstround", "onlyonthefirstround", "lastroundonly",
        "onlylastround", "onlyinthelastround", "onlythelastround", "onlyonce", "onceonly", "justonce", "notrepeated",
        "nurindererstenrunde", "nurerstenrunde", "nurindenerstenrunde", "nurinderletztenrunde", "nurletztenrunde", "nureinmal",
        "einmalig", "uneseulefois", "uniquementaupremiertour", "premiertourseulement", "seulementaupremiertour",
        "derniertourseulement", "seulementaudernier", "uniquementaudernier",
        "solounavez", "unasolavez", "sololaprimeraronda", "soloenlaprimeraronda", "soloprimeraronda", "sololaultimaronda",
        "soloenlaultimaronda", "soloultimaronda",
    ].map(letters)
    private static let lastWords = ["last", "letzten", "dernier", "ultima"].map(letters)
    private static let firstWords = ["first", "ersten", "premier", "primera"].map(letters)

    private static func letters(_ text: String) -> String {
        String(NameMatching.folded(text).filter(\.isLetter))
    }

    private static func isTrue(_ value: String) -> Bool {
        ["true", "yes", "on", "1", "ja", "oui", "si", "sí"].contains(NameMatching.folded(value.trimmingWhitespace()))
    }
}

extension OnceInRounds {
    /// The block's first `count` cards written before it, their marks deleted: an edit
    /// inserting them before the block's line and one deleting them from the block.
    fileprivate func moveBefore(_ block: YAMLNode, items: YAMLNode.Items, count: Int, marks: [(pair: YAMLPair, place: Place)?]) -> [FixIt]?
    {
        guard
            let moved = movedLines(
                block, items: Array(items.prefix(count)), marks: Array(marks.prefix(count)), through: items[count].range.start.line - 1),
            let removed = context.wholeLines(from: items[0].range.start.line, through: items[count].range.start.line - 1)
        else { return nil }
        let before = SourceRange(at: SourcePosition(line: block.range.start.line, column: 1))
        let lineBreak = context.lineBreak
        return [
            FixIt(range: before, replacement: moved.joined(separator: lineBreak) + lineBreak, safety: .unsafe),
            FixIt(range: removed, replacement: "", safety: .unsafe),
        ]
    }

    /// The block's last `count` cards written after it, their marks deleted: the lines
    /// moved left to the block's own dash, when the cards are the block's last lines.
    fileprivate func moveAfter(
        _ block: YAMLNode, fields: MappingFields, items: YAMLNode.Items, count: Int, marks: [(pair: YAMLPair, place: Place)?]
    ) -> [FixIt]? {
        guard let list = fields["cards"]?.value,
            fields.keys.allSatisfy({ fields[$0].map { $0.value.range.end <= list.range.end } ?? true })
        else { return nil }
        let first = items.count - count
        let last = SectionLines(context: context, pad: 0).lastLine(of: list)
        guard let moved = movedLines(block, items: Array(items.suffix(count)), marks: Array(marks.suffix(count)), through: last),
            let range = context.wholeLines(from: items[first].range.start.line, through: last)
        else { return nil }
        let lineBreak = context.lineBreak
        return [FixIt(range: range, replacement: moved.joined(separator: lineBreak) + lineBreak, safety: .unsafe)]
    }

    /// The lines of `items` (block YAML, each after a dash, ending at line `through`) moved
    /// to the block's indentation, the lines of their marks left out.
    private func movedLines(_ block: YAMLNode, items: [YAMLNode], marks: [(pair: YAMLPair, place: Place)?], through end: Int) -> [String]? {
        guard context.followsDash(block.range.start), let first = items.first, context.followsDash(first.range.start),
            let blockLine = context.source?.line(block.range.start.line), let cardLine = context.source?.line(first.range.start.line)
        else { return nil }
        let shift = blockLine.prefix { $0 == " " }.count - cardLine.prefix { $0 == " " }.count
        var skipped: Set<Int> = []
        for mark in marks {
            guard let mark, let lines = context.ownLines(of: mark.pair) else { return nil }
            skipped.formUnion(lines.start.line..<max(lines.end.line, lines.start.line + 1))
        }
        guard shift < 0, let lines = SectionLines(context: context, pad: 0).moved(from: first.range.start.line, through: end, by: shift)
        else { return nil }
        return zip(first.range.start.line...end, lines).filter { !skipped.contains($0.0) }.map(\.1)
    }
}

extension ReadingContext {
    /// Reports `pair`, a card's unknown key, when it marks the card as played once (a flag,
    /// or a note saying so): an error with no fix, since deleting it would play the card in
    /// every round of a block; a block's own reader moves its marked cards (``OnceInRounds``).
    func reportOnceMark(_ pair: YAMLPair, key: String, owner: String) -> Bool {
        guard key.utf8.count <= 40 else { return false }
        let isFlag = OnceInRounds.flagPlace(key) != nil
        let isNote =
            ReadingContext.decorationKeys.contains(NameMatching.normalised(key)) && pair.value.scalar.flatMap(OnceInRounds.textPlace) != nil
        guard isFlag || isNote else { return false }
        collector.error(
            .unknownKey, at: pair.key.range, "unknown key '\(key)' in \(owner)",
            help: "'\(key)' says the card is played once: the language has no such mark; in a block of rounds, write the card "
                + "before or after the block, and delete the key")
        return true
    }
}

extension OnceInRounds {
    /// Whether `node` is written in braces.
    static func startsBrace(_ node: YAMLNode, context: ReadingContext) -> Bool {
        let start = node.range.start
        return context.sourceText(SourceRange(start: start, end: SourcePosition(line: start.line, column: start.column + 1))) == "{"
    }

    /// A block in braces: each moved card, on one line, written before (or after) the block
    /// in its list, its mark's pair deleted; the cards deleted from the block with their comma.
    fileprivate func flowMove(
        _ block: YAMLNode, items: YAMLNode.Items, count: Int, marks: [(pair: YAMLPair, place: Place)?], before: Bool
    )
        -> [FixIt]?
    {
        let indices = before ? Array(0..<count) : Array((items.count - count)..<items.count)
        var texts: [String] = []
        for index in indices {
            guard let mark = marks[index], Self.startsBrace(items[index], context: context),
                let text = cardText(items[index], without: mark.pair)
            else { return nil }
            texts.append(text)
        }
        let joined = texts.joined(separator: ", ")
        guard before else {
            let first = items.count - count
            return [
                FixIt(
                    range: SourceRange(start: items[first - 1].range.end, end: items[items.count - 1].range.end), replacement: "",
                    safety: .unsafe),
                FixIt(range: SourceRange(at: block.range.end), replacement: ", " + joined, safety: .unsafe),
            ]
        }
        return [
            FixIt(range: SourceRange(at: block.range.start), replacement: joined + ", ", safety: .unsafe),
            FixIt(range: SourceRange(start: items[0].range.start, end: items[count].range.start), replacement: "", safety: .unsafe),
        ]
    }

    /// A card in braces on one line, the mark's pair and the comma before it left out.
    private func cardText(_ item: YAMLNode, without mark: YAMLPair) -> String? {
        guard item.range.start.line == item.range.end.line, mark.value.range.end.line == item.range.start.line,
            case .mapping(let pairs) = item.content, let index = pairs.firstIndex(where: { $0.key.range == mark.key.range }),
            index > pairs.startIndex, let text = context.sourceText(item.range)
        else { return nil }
        let scalars = Array(text.unicodeScalars)
        let from = pairs[index - 1].value.range.end.column - item.range.start.column
        let to = mark.value.range.end.column - item.range.start.column
        guard from >= 0, from <= to, to <= scalars.count else { return nil }
        return String(String.UnicodeScalarView(scalars[..<from] + scalars[to...]))
    }
}
