import SeqcModel

/// A group of cards played in rounds, written as other apps and people write circuits:
/// a title under any word (`circuit:`, `superset:`, `Zirkel:`, `name:`), a count of rounds
/// (`rounds`, `sets`, `Runden`, `series`, `repeat: 2`), perhaps a rest between rounds, and
/// a list of cards under any word for one (`exercises`, `Übungen`, `steps`, `blocks`). It is
/// a `repeat` block: the fix renames the keys in place (`circuit` → `repeat`, `sets` →
/// `rounds`, `exercises` → `cards`), keeping every value and the cards as written. A group
/// of one timed card and one rest is an interval, and the fix writes one. Unsafe: the
/// structure is inferred from words the language does not have.
struct CircuitGroup {
    let context: ReadingContext

    /// A group's parts, decorations after its first pair passed over: rounds under a word
    /// for rounds or for reps (around a list, a count of `times` or `reps` can only be the
    /// rounds), a rest after the first pair, and a title under a word for one or first
    /// under any word that names no kind (a checklist's `items` are its items, not cards).
    private static let words = GroupParts.Words(
        skips: { key, position in position > 0 && isDecoration(key) },
        rounds: { key in ShapeWords.key(key, isIn: ShapeWords.rounds) || ShapeWords.key(key, isIn: ShapeWords.reps) },
        rest: { key, position in ShapeWords.key(key, isIn: ShapeWords.rest) && position > 0 },
        title: { key, text, position in
            !text.isEmpty
                && (position == 0 && CardKind.named(key) == nil && NameMatching.kind(key) == nil
                    || ShapeWords.key(key, isIn: ShapeWords.title))
        })

    /// The most pairs a group is read with: its four parts and the decorations apps add
    /// (`notes`, `color`, `id`), which the block's reader then reports for deletion.
    private static let maxPairs = 9

    /// What ``report(_:pairs:)`` found.
    enum Outcome {
        case no
        /// Reported; the group's cards, when the fix keeps them, are read for their own
        /// problems now, so the fix brings none to light that was not reported.
        case reported(cards: YAMLNode.Items?)
    }

    /// Whether the list item `node` is such a group, reported with its fix.
    func report(_ node: YAMLNode, pairs: YAMLNode.Pairs) -> Outcome {
        if let section = SectionedCards(context: context).reportGroup(node, pairs: pairs) { return section }
        if TimedStructure(context: context).report(node, pairs: pairs) || IntervalTotal(context: context).report(node, pairs: pairs) {
            return .reported(cards: nil)
        }
        if pairs.count == 1, let outer = pairs.first, let word = outer.key.scalar, CardKind.named(word) == nil,
            case .mapping(let inner) = outer.value.content
        {
            return report(node, pairs: inner, nestedUnder: outer)
        }
        return report(node, pairs: pairs, nestedUnder: nil)
    }

    private func report(_ node: YAMLNode, pairs: YAMLNode.Pairs, nestedUnder outer: YAMLPair?) -> Outcome {
        guard pairs.count >= 2, pairs.count <= Self.maxPairs else { return .no }
        let all = Array(pairs)
        guard let parts = GroupParts(all, words: Self.words), let rounds = parts.rounds, let cards = parts.cards,
            let count = SetScheme.count(rounds.value), case .sequence(let items) = cards.value.content, !items.isEmpty
        else { return .no }
        guard let title = parts.title else {
            return outer == nil && parts.rest == nil && all.count == 2
                ? reportUntitled(rounds: rounds, cards: cards, count: count, items: items, in: node.range) : .no
        }
        // A block's own `repeat:` title is read by the block's reader, whatever else it holds.
        guard title.key.scalar != RepeatBlock.key else { return .no }
        let titleKey = title.key.scalar ?? ""
        let titleText = title.value.scalar ?? ""
        if outer == nil, let interval = interval(of: items, title: title, rounds: count, rest: parts.rest) {
            context.collector.error(
                .unknownKind, at: title.key.range, "'\(titleKey)' with rounds of a timed card and a rest is an interval",
                help: "write it as \(interval.summary)", fixIts: context.replacing(node, pairs: all, with: interval).map { [$0] } ?? [])
            return .reported(cards: nil)
        }
        var fixIts: [FixIt] = []
        for (pair, name) in [(title, RepeatBlock.key), (rounds, "rounds"), (parts.rest, "rest"), (cards, "cards")] {
            guard let pair, pair.key.scalar != name else { continue }
            let quoted = context.sourceText(pair.key.range)?.first == "\""
            fixIts.append(FixIt(range: pair.key.range, replacement: quoted ? "\"\(name)\"" : name, safety: .unsafe))
        }
        // A count written with its word (`3 times`, `4 Mal`) keeps only its number.
        if rounds.value.scalar != count, context.writtenInPlace(rounds) {
            fixIts.append(FixIt(range: rounds.value.range, replacement: count, safety: .unsafe))
        }
        // The rest is read as a duration once it is the block's: written as the language writes it.
        if let rest = parts.rest, let text = rest.value.scalar, context.writtenInPlace(rest), ShapedText.duration(text) != text {
            fixIts.append(FixIt(range: rest.value.range, replacement: ShapedText.duration(text), safety: .unsafe))
        }
        let decorations = all.dropFirst().filter { $0.key.scalar.map(Self.isDecoration) == true && $0.key.scalar != "id" }
        if let outer, let word = outer.key.scalar {
            guard decorations.isEmpty else { return .no }
            context.collector.error(
                .unknownKind, at: outer.key.range, "'\(word)' holding a title, rounds and cards is a repeat block",
                help: "write '- repeat: \(titleText)' with 'rounds: \(count)' and its cards under 'cards:', one level up",
                fixIts: NestedGroup(context: context).fixIts(outer: outer, inner: pairs, renames: fixIts) ?? [])
            return .reported(cards: items)
        }
        context.collector.error(
            .unknownKind, at: title.key.range, "'\(titleKey)' with rounds around a list of cards is a repeat block",
            help: "write '- repeat: \(titleText)' with 'rounds: \(count)' and its cards under 'cards:'", fixIts: fixIts)
        // The block's reader would report these once the keys are renamed: reported now, the
        // fix brings no new problem to light.
        if !decorations.isEmpty {
            let fields = MappingFields(pairs, range: node.range, context: context)
            for pair in decorations {
                _ = context.reportDecorationKey(pair, key: pair.key.scalar ?? "", fields: fields, owner: "a repeat block")
            }
        }
        return .reported(cards: items)
    }

    /// A count and a list of cards with no title (`- times: 3` over `exercises:`): a block
    /// titled `Round` before its first key, the keys renamed. Unsafe: the title is invented.
    private func reportUntitled(
        rounds: YAMLPair, cards: YAMLPair, count: String, items: YAMLNode.Items, in mapping: SourceRange
    ) -> Outcome {
        guard let key = rounds.key.scalar, context.writtenInPlace(rounds), context.writtenInPlace(cards) else { return .no }
        let first = rounds.key.range.start < cards.key.range.start ? rounds : cards
        let start = first.key.range.start
        let isFlow = context.isFlowMapping(mapping)
        var fixIts: [FixIt] = []
        for (pair, name) in [(rounds, "rounds"), (cards, "cards")] {
            let quoted = context.sourceText(pair.key.range)?.first == "\""
            let written = quoted ? "\"\(name)\"" : name
            guard pair.key.range == first.key.range else {
                if pair.key.scalar != name { fixIts.append(FixIt(range: pair.key.range, replacement: written, safety: .unsafe)) }
                continue
            }
            let head =
                isFlow
                ? (quoted ? "\"repeat\": \"\(RoundsAsTitle.title)\", " : "repeat: \(RoundsAsTitle.title), ")
                : "repeat: \(RoundsAsTitle.title)\(context.lineBreak)\(String(repeating: " ", count: start.column - 1))"
            fixIts.append(FixIt(range: pair.key.range, replacement: head + written, safety: .unsafe))
        }
        // A count written with its word (`repeat: 3 times`) keeps only its number.
        if rounds.value.scalar != count {
            fixIts.append(FixIt(range: rounds.value.range, replacement: count, safety: .unsafe))
            fixIts.sort { $0.range.start < $1.range.start }
        }
        context.collector.error(
            .unknownKind, at: rounds.key.range, "'\(key)' around a list of cards is a repeat block with no title",
            help: "write '- repeat: <title>' with 'rounds: \(count)' and its cards under 'cards:'", fixIts: fixIts)
        return .reported(cards: items)
    }

    /// Whether `key` is a decoration or an `id`, which a repeat block's reader reports itself.
    private static func isDecoration(_ key: String) -> Bool {
        key == "id" || ReadingContext.decorationKeys.contains(NameMatching.normalised(key))
    }

    /// An interval, when the group's cards are one timed card then one rest: each a
    /// mapping with one duration among its fields (its unit perhaps in the key,
    /// `duration_seconds: 90`), the second named a rest by a key or a value. A group
    /// titled under a key of a kind's name (`type: interval_set`) has a category there, not
    /// a title: the interval takes the timed card's own title when it has one.
    private func interval(of items: YAMLNode.Items, title: YAMLPair, rounds: String, rest: YAMLPair?) -> ShapedItem? {
        guard items.count == 2, rest == nil, let work = Self.timed(items[0]), let pause = Self.timed(items[1]),
            !work.isRest, pause.isRest, let written = title.value.scalar
        else { return nil }
        let isCategory = title.key.scalar.map { CardHeadRepair.discriminatorKeys.contains(NameMatching.normalised($0)) } ?? false
        return .card(
            .interval, title: isCategory ? work.title ?? written : written,
            fields: [
                ShapedField(name: "work", value: work.duration), ShapedField(name: "rest", value: pause.duration),
                ShapedField(name: "rounds", value: rounds),
            ])
    }

    /// The one duration of a card mapping, whether a key or value names a rest, and the
    /// text under its first title key.
    private static func timed(_ node: YAMLNode) -> (duration: String, isRest: Bool, title: String?)? {
        guard case .mapping(let pairs) = node.content, pairs.count <= 8 else { return nil }
        var durations: [String] = []
        var isRest = false
        var title: String?
        for pair in pairs {
            guard let key = pair.key.scalar else { return nil }
            if ShapeWords.key(key, isIn: ShapeWords.duration), let value = pair.value.scalar {
                durations.append(ShapedText.duration(value))
            } else if let reading = UnitInKey.reading(key, among: countdownFields), let duration = reading.duration(of: pair.value) {
                durations.append(duration)
            } else if title == nil, ShapeWords.key(key, isIn: ShapeWords.title), let value = pair.value.scalar, !value.isEmpty {
                title = value
            }
            let named = [key, pair.value.scalar ?? ""].contains { NameMatching.kind($0) == .rest || Vocabulary.kind(named: $0) == .rest }
            isRest = isRest || named
        }
        return durations.count == 1 ? (durations[0], isRest, title) : nil
    }

    /// A countdown's fields, where a key with a unit is looked up.
    private static let countdownFields = Language.cardFields(of: .countdown)
}
