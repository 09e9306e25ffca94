import SeqcModel

/// A card's fields written beside the routine's cards, one level up (`work: 20s`, `rest:
/// 10s`, `rounds: 8` over `cards:` holding `- interval: Tabata` alone; `Arbeit:`, `Runden:`
/// in German): the keys the routine does not take are fields, by name or synonym, of the
/// one card in the list that takes them all, has none of them, and misses exactly its
/// required fields among them. The fix moves them into that card under the language's
/// names, values as written. Unsafe: the card is inferred from its missing fields. No fix
/// when two cards could take them, when the card would still miss a field, or when a key
/// is the routine's own (`title`, `summary` and their synonyms); a count of rounds over
/// several complete cards is ``RoutineRounds``' reading.
struct RoutineCardFields {
    let context: ReadingContext

    private struct Target {
        let item: YAMLNode
        let pairs: YAMLNode.Pairs
        /// Each routine key with the field name it is in the card.
        let moved: [(pair: YAMLPair, name: String)]
    }

    /// The routine keys reported with the fix, or none when the repair does not apply.
    func report(_ fields: MappingFields) -> [String] {
        let strangers = Array(fields.keys).filter { key in
            Language.meaning(of: key, among: Language.topLevelFields) == nil
                && !ReadingContext.unitKeyNames.contains(NameMatching.normalised(key))
        }
        guard !strangers.isEmpty, strangers.count <= 8, let list = fields["cards"], case .sequence(let items) = list.value.content,
            items.count <= RoutineLimits.maxRuntimeCards
        else { return [] }
        let pairs = strangers.compactMap { fields[$0] }
        guard pairs.count == strangers.count, pairs.allSatisfy({ $0.value.scalar != nil }) else { return [] }
        var targets: [Target] = []
        for item in items {
            guard case .mapping(let cardPairs) = item.content, let target = target(item, pairs: cardPairs, moving: pairs) else { continue }
            targets.append(target)
        }
        guard targets.count == 1, let target = targets.first, isComplete(target), let fixIts = fixIts(target, fields: fields) else {
            return []
        }
        let names = target.moved.map { "'\($0.name)'" }.joined(separator: ", ")
        let kind = target.pairs.keyScalar(at: target.pairs.startIndex) ?? ""
        context.collector.error(
            .unknownKey, at: pairs[0].key.range, "unknown key '\(strangers[0])' in a routine",
            help: "\(names) belong to the \(kind) card, which is missing them: write them under it", fixIts: fixIts)
        return strangers
    }

    /// The card `item` as a place for `moving`: a card of a kind whose fields take every one
    /// of them, under distinct names it does not hold yet; nil otherwise.
    private func target(_ item: YAMLNode, pairs: YAMLNode.Pairs, moving: [YAMLPair]) -> Target? {
        guard let first = pairs.keyScalar(at: pairs.startIndex), let kind = CardKind.named(first) else { return nil }
        let specs = Language.cardFields(of: kind)
        let held = Set(pairs.compactMap { $0.key.scalar.flatMap { Language.meaning(of: $0, among: specs)?.field?.name } })
        var moved: [(pair: YAMLPair, name: String)] = []
        for pair in moving {
            guard let key = pair.key.scalar, let name = Language.meaning(of: key, among: specs)?.field?.name, name != "id",
                !held.contains(name), !moved.contains(where: { $0.name == name })
            else { return nil }
            moved.append((pair, name))
        }
        return Target(item: item, pairs: pairs, moved: moved)
    }

    /// Whether the card, with the moved fields, misses no required field it missed before.
    private func isComplete(_ target: Target) -> Bool {
        guard let first = target.pairs.keyScalar(at: target.pairs.startIndex), let kind = CardKind.named(first) else { return false }
        let specs = Language.cardFields(of: kind)
        let held = Set(target.pairs.compactMap { $0.key.scalar.flatMap { Language.meaning(of: $0, among: specs)?.field?.name } })
        let missing = Set(specs.filter(\.isRequired).map(\.name)).subtracting(held)
        return !missing.isEmpty && missing.isSubset(of: Set(target.moved.map(\.name)))
    }

    /// The routine's pairs deleted and written at the card's end, in block or flow form.
    private func fixIts(_ target: Target, fields: MappingFields) -> [FixIt]? {
        var fixIts: [FixIt] = []
        for (pair, _) in target.moved {
            guard let range = context.ownLines(of: pair) ?? context.pairDeletion(pair, in: fields) else { return nil }
            fixIts.append(FixIt(range: range, replacement: "", safety: .unsafe))
        }
        if context.isFlowMapping(target.item.range) {
            let quoted = context.sourceText(target.item.range)?.contains("{\"") ?? false
            let text = target.moved.compactMap { moved in
                context.sourceText(moved.pair.value.range).map { (quoted ? "\"\(moved.name)\"" : moved.name) + ": " + $0 }
            }
            let end = target.item.range.end
            guard text.count == target.moved.count, end.column > 1 else { return nil }
            fixIts.append(
                FixIt(
                    range: SourceRange(at: SourcePosition(line: end.line, column: end.column - 1)),
                    replacement: ", " + text.joined(separator: ", "), safety: .unsafe))
            return fixIts
        }
        guard context.followsDash(target.item.range.start) else { return nil }
        let last = SectionLines(context: context, pad: 0).lastLine(of: target.item)
        guard let lines = SectionLines(context: context, pad: 0).moved(from: target.item.range.start.line, through: last, by: 0),
            let range = context.wholeLines(from: target.item.range.start.line, through: last)
        else { return nil }
        let pad = String(repeating: " ", count: target.item.range.start.column - 1)
        let added = target.moved.compactMap { moved in context.sourceText(moved.pair.value.range).map { pad + moved.name + ": " + $0 } }
        guard added.count == target.moved.count else { return nil }
        fixIts.append(
            FixIt(range: range, replacement: (lines + added).joined(separator: context.lineBreak) + context.lineBreak, safety: .unsafe))
        return fixIts
    }
}
