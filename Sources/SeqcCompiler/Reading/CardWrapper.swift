import SeqcModel

/// A card wrapped in a key of its own (`- card:` then `kind: countdown`, `title: Walk`,
/// `duration: 20m` under it), as exports wrap each object in its type's name: the one
/// key of the item holds a mapping that is a card by itself (it has a kind key, or a
/// `type:`/`kind:` key). The fix takes the wrapper away and moves the card up a level;
/// unsafe, since the wrapper's word is dropped. Nil when the item is not that shape.
struct CardWrapper {
    let context: ReadingContext

    /// Reports the wrapped card at `pair`, the item's only pair, with the fix that unwraps it.
    func report(_ pair: YAMLPair) -> Bool {
        guard case .mapping(let inner) = pair.value.content, let key = pair.key.scalar else { return false }
        let nested = Array(inner)
        let isCard = nested.contains { item in
            guard let name = item.key.scalar else { return false }
            return CardKind.named(name) != nil || CardHeadRepair.discriminatorKeys.contains(NameMatching.normalised(name))
        }
        guard isCard, let first = nested.first else { return false }
        context.collector.error(
            .unknownKind, at: pair.key.range, "unknown kind '\(key)': it wraps a card written under it",
            help: "write the card's keys in the list item itself, without '\(key):'", fixIts: unwrapping(pair, nested: nested, first: first)
        )
        return true
    }

    /// Deletes the wrapper's key line up to its first nested key, and moves the nested
    /// lines after it up to the wrapper's column; empty when the layout is not one key a line.
    private func unwrapping(_ pair: YAMLPair, nested: [YAMLPair], first: YAMLPair) -> [FixIt] {
        let keyLine = pair.key.range.start.line
        let delta = first.key.range.start.column - pair.key.range.start.column
        guard first.key.range.start.line == keyLine + 1, delta > 0, nested.allSatisfy({ context.startsLine($0.key.range.start) }),
            let last = nested.compactMap({ context.end(of: $0) }).max()
        else { return [] }
        let through = last.column == 1 && last.line > keyLine + 1 ? last.line - 1 : last.line
        var fixIts = [FixIt(range: SourceRange(start: pair.key.range.start, end: first.key.range.start), replacement: "", safety: .unsafe)]
        if keyLine + 2 <= through {
            for number in (keyLine + 2)...through where context.isIndented(line: number, by: delta) == true {
                fixIts.append(
                    FixIt(
                        range: SourceRange(
                            start: SourcePosition(line: number, column: 1), end: SourcePosition(line: number, column: 1 + delta)),
                        replacement: "", safety: .unsafe))
            }
        }
        return fixIts
    }
}
