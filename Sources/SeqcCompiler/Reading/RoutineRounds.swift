import SeqcModel

/// A count of rounds written beside the routine's card list (`rounds: 4`, `sets: 3`,
/// `Runden: 5`, `tours: 3`, `rondas: 4`, `cycles: 6` over `cards:`), as apps write a whole
/// session played in rounds: the routine has no rounds, a `repeat` block has. The fix puts
/// the whole list in one block titled by the routine's title, a rest between rounds
/// (`rest_between_rounds`, `Pause zwischen Runden`) as its `rest:`, and a rest between
/// cards (`rest_between_exercises`, `repos entre les exercices`) as a rest card between
/// each two cards: every value kept, nothing else invented. Unsafe: the structure is read
/// from words the language does not have. Not applied when a bare `rest:`, a second count,
/// or a block already in the list leaves more than one reading: the keys stay errors.
struct RoutineRounds {
    let context: ReadingContext

    /// The routine keys reported here with the fix, or none when the repair does not apply
    /// (the keys are then reported as unknown ones, with no fix).
    func report(_ root: YAMLNode, fields: MappingFields) -> [String] {
        guard let cards = fields["cards"], case .sequence(let items) = cards.value.content, !items.isEmpty,
            items.count <= RoutineLimits.maxRuntimeCards, let title = fields["title"], let parts = parts(of: fields),
            parts.rounds != nil || parts.cardRest != nil,
            !items.contains(where: Self.isBlock)
        else { return [] }
        let count = parts.rounds.flatMap { SetScheme.count($0.value) }
        let titleText = context.sourceText(title.value.range)
        let fixIts =
            isFlow(cards.value)
            ? flowFixIts(parts, fields: fields, items: items, title: titleText, count: count)
            : blockFixIts(parts, items: items, list: cards.value, title: titleText, count: count)
        guard let fixIts, let anchor = parts.rounds ?? parts.cardRest else { return [] }
        let key = anchor.key.scalar ?? ""
        let help =
            count.map {
                "the routine plays its cards once; its \($0) rounds are a block: write its cards under '- repeat: <title>' with 'rounds: \($0)'"
            }
            ?? "a rest between the cards is a rest card: write '- rest: <title>' with its duration between each two cards"
        context.collector.error(.unknownKey, at: anchor.key.range, "unknown key '\(key)' in a routine", help: help, fixIts: fixIts)
        return [parts.rounds, parts.roundRest, parts.cardRest].compactMap { $0?.key.scalar }
    }

    private static func isBlock(_ item: YAMLNode) -> Bool {
        guard case .mapping(let pairs) = item.content else { return false }
        return pairs.contains { $0.key.scalar == RepeatBlock.key }
    }

    private struct Parts {
        var rounds: YAMLPair?
        var roundRest: YAMLPair?
        var cardRest: YAMLPair?
    }

    /// The routine's count and rests; nil when one is written twice, a rest between rounds
    /// has no rounds, a value is no scalar, or another key could be a rest or a count.
    private func parts(of fields: MappingFields) -> Parts? {
        var parts = Parts()
        for key in fields.keys where !Language.topLevelFields.contains(where: { $0.name == key }) {
            guard let pair = fields[key] else { continue }
            if RoundWords.isRounds(key), SetScheme.count(pair.value) != nil {
                guard parts.rounds == nil else { return nil }
                parts.rounds = pair
            } else if let place = RoundWords.restPlace(key) {
                guard pair.value.scalar != nil, place == .rounds ? parts.roundRest == nil : parts.cardRest == nil else { return nil }
                if place == .rounds { parts.roundRest = pair } else { parts.cardRest = pair }
            } else if ShapeWords.key(key, isIn: ShapeWords.rest) || RoundWords.isRounds(key) || ShapeWords.key(key, isIn: ShapeWords.reps) {
                return nil
            }
        }
        guard parts.roundRest == nil || parts.rounds != nil else { return nil }
        return parts
    }

    /// A rest's value as written, a duration in words as the language writes it (`1 min` is `1m`).
    private func written(_ value: YAMLNode) -> String? {
        guard let text = value.scalar, text.contains(where: \.isLetter) else { return context.sourceText(value.range) }
        let shaped = ShapedText.duration(text)
        return context.sourceText(value.range)?.first == "\"" ? "\"\(shaped)\"" : shaped
    }

    private func isFlow(_ node: YAMLNode) -> Bool {
        let start = node.range.start
        return context.sourceText(SourceRange(start: start, end: SourcePosition(line: start.line, column: start.column + 1))) == "["
    }

    /// Block YAML: the count's and rests' own lines deleted, the list's lines moved four
    /// spaces right under the block's head, a rest card before each card but the first.
    private func blockFixIts(_ parts: Parts, items: YAMLNode.Items, list: YAMLNode, title: String?, count: String?) -> [FixIt]? {
        guard let first = items.first, context.followsDash(first.range.start), let line = context.source?.line(first.range.start.line)
        else { return nil }
        let pad = String(line.prefix { $0 == " " })
        var fixIts: [FixIt] = []
        for pair in [parts.rounds, parts.roundRest, parts.cardRest].compactMap({ $0 }) {
            guard let range = context.ownLines(of: pair) else { return nil }
            fixIts.append(FixIt(range: range, replacement: "", safety: .unsafe))
        }
        var lines: [String] = []
        if let count {
            guard let title else { return nil }
            lines = ["\(pad)- repeat: \(title)", "\(pad)  rounds: \(count)"]
            if let rest = parts.roundRest.flatMap({ written($0.value) }) { lines.append("\(pad)  rest: \(rest)") }
            lines.append("\(pad)  cards:")
        }
        let shift = count == nil ? 0 : 4
        let restCard = parts.cardRest.flatMap { written($0.value) }
        let lister = SectionLines(context: context, pad: 0)
        let last = lister.lastLine(of: list)
        let starts = items.map(\.range.start.line) + [last + 1]
        for (index, item) in items.enumerated() {
            if index > 0, let restCard {
                let inner = pad + String(repeating: " ", count: shift)
                lines += ["\(inner)- rest: Rest", "\(inner)  duration: \(restCard)"]
            }
            guard context.followsDash(item.range.start),
                let moved = lister.moved(
                    from: index == 0 ? first.range.start.line : item.range.start.line, through: starts[index + 1] - 1, by: shift)
            else { return nil }
            lines += moved
        }
        guard parts.roundRest == nil || count != nil, !(parts.cardRest != nil && restCard == nil),
            let range = context.wholeLines(from: first.range.start.line, through: last)
        else { return nil }
        fixIts.append(FixIt(range: range, replacement: lines.joined(separator: context.lineBreak) + context.lineBreak, safety: .unsafe))
        return fixIts
    }

    /// JSON or flow YAML: the count's and rests' pairs deleted, the list's items wrapped in
    /// one block mapping, a rest card before each item but the first.
    private func flowFixIts(_ parts: Parts, fields: MappingFields, items: YAMLNode.Items, title: String?, count: String?) -> [FixIt]? {
        guard let cards = fields["cards"] else { return nil }
        let list = cards.value
        let quoted = context.sourceText(cards.key.range)?.first == "\""
        func key(_ name: String) -> String { quoted ? "\"\(name)\": " : "\(name): " }
        var fixIts: [FixIt] = []
        for pair in [parts.rounds, parts.roundRest, parts.cardRest].compactMap({ $0 }) {
            guard let range = context.pairDeletion(pair, in: fields) else { return nil }
            fixIts.append(FixIt(range: range, replacement: "", safety: .unsafe))
        }
        if let restCard = parts.cardRest.flatMap({ written($0.value) }) {
            let card = "{" + key("rest") + (quoted ? "\"Rest\"" : "Rest") + ", " + key("duration") + restCard + "}, "
            for item in items.dropFirst() {
                fixIts.append(FixIt(range: SourceRange(at: item.range.start), replacement: card, safety: .unsafe))
            }
        } else if parts.cardRest != nil {
            return nil
        }
        if let count {
            guard let title else { return nil }
            var head = "{" + key("repeat") + title + ", " + key("rounds") + count + ", "
            if let rest = parts.roundRest.flatMap({ written($0.value) }) { head += key("rest") + rest + ", " }
            let start = list.range.start
            let end = list.range.end
            fixIts.append(
                FixIt(
                    range: SourceRange(at: SourcePosition(line: start.line, column: start.column + 1)),
                    replacement: head + key("cards") + "[", safety: .unsafe))
            fixIts.append(
                FixIt(range: SourceRange(at: SourcePosition(line: end.line, column: end.column - 1)), replacement: "]}", safety: .unsafe))
        }
        return fixIts
    }
}
