import SeqcModel

/// `cards:` written as one mapping of cards with no `- ` before them, as people write a
/// list they have not learnt YAML for: `countdown: Neck rolls` over `time: 30 seconds`,
/// then `countdown: Shoulder stretch`, each card's lines after the one before (blank lines
/// between or not). YAML reads one mapping with repeated keys; the text has one reading,
/// each kind key opening a card of the fields under it, so the fix writing the dashes is
/// safe: every value is kept and nothing is inferred.
struct UndashedCards {
    let context: ReadingContext

    /// The repair of a list of cards written as one mapping, wherever a list of cards goes
    /// (a routine's `cards`, a `repeat` block's): titles keyed to their durations
    /// (``KindInference/titlesToDurations(_:)``), or cards with no dashes.
    static func listRepair(_ node: YAMLNode, context: ReadingContext) -> (help: String, fixIts: [FixIt])? {
        KindInference(context: context).titlesToDurations(node) ?? UndashedCards(context: context).repair(node)
    }

    /// The help and fix-its; nil unless the mapping's first key is a kind, every other key
    /// is a kind or a field's name or synonym, a kind's value is a title, some card has a
    /// field, and every key starts its own line at one column.
    func repair(_ node: YAMLNode) -> (help: String, fixIts: [FixIt])? {
        guard case .mapping(let pairs) = node.content, pairs.count <= RoutineLimits.maxRuntimeCards, let lines = context.lines,
            !context.isFlowMapping(node.range), let column = pairs.first?.key.range.start.column
        else { return nil }
        var starts: [Int] = []
        var lastLine = node.range.start.line
        // The open card's field names not yet written: a kind's word that is one of them
        // (`rest` under an interval) is its field, not the next card.
        var open: Set<String> = []
        for pair in pairs {
            guard let key = pair.key.scalar, pair.key.range.start.column == column, context.startsLine(pair.key.range.start),
                let end = context.end(of: pair)
            else { return nil }
            lastLine = end.column == 1 && end.line > pair.key.range.start.line ? end.line - 1 : end.line
            if open.remove(key) == nil, let kind = CardKind.named(key) ?? Vocabulary.kind(named: key) {
                guard pair.value.scalar != nil || pair.value.isNull else { return nil }
                starts.append(pair.key.range.start.line)
                open = Set(Language.cardFields(of: kind).map(\.name))
            } else {
                guard !starts.isEmpty, Language.namesACardField(key) || Vocabulary.namesAField(key) else { return nil }
            }
        }
        guard let first = starts.first, first == pairs.first?.key.range.start.line, starts.count < pairs.count else { return nil }
        var fixIts: [FixIt] = []
        for line in first...lastLine where !lines.isBlank(line) {
            let isKindLine = starts.contains(line)
            fixIts.append(
                FixIt(
                    range: SourceRange(at: SourcePosition(line: line, column: isKindLine ? column : 1)),
                    replacement: isKindLine ? "- " : "  "))
        }
        return ("each kind key opens a card: write a '- ' before it and indent the card's fields under it", fixIts)
    }
}
