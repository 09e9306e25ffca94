import SeqcModel

/// A routine with no `cards:` whose cards are written as its own keys, as a title to its
/// quantity (`Plank: 45s`, `Push-ups: 20`) or to a card's fields, beside or without the
/// routine's fields: the pairs are read as ``TitledMapping`` reads a `cards:` mapping,
/// and one unsafe fix puts them under a `cards:` key as list items. Every pair that is
/// not a routine field must read as a card, and those pairs must be one run, so that the
/// list the fix makes holds them all and nothing else.
struct TopLevelCards {
    let context: ReadingContext

    /// The help and the fix-its, or nil unless the routine's unknown pairs are all cards.
    func repair(_ root: YAMLNode) -> (help: String, fixIts: [FixIt])? {
        guard case .mapping(let pairs) = root.content, pairs.count <= RoutineLimits.maxRuntimeCards else { return nil }
        let titled = TitledMapping(context: context)
        var fixIts: [FixIt] = []
        var runEnded = false
        for pair in pairs {
            guard let key = pair.key.scalar else { return nil }
            if Language.meaning(of: key, among: Language.topLevelFields) != nil {
                runEnded = !fixIts.isEmpty
                continue
            }
            guard !runEnded, pair.key.range.start.column == root.range.start.column, let fix = titled.item(pair) else { return nil }
            fixIts.append(fix)
        }
        guard let first = fixIts.first else { return nil }
        fixIts[0] = FixIt(range: first.range, replacement: "cards:" + context.lineBreak + first.replacement, safety: .unsafe)
        return ("its other keys read as cards: put them under 'cards:' as list items such as '- countdown: <title>'", fixIts)
    }
}
