import SeqcModel

/// A circuit nested under a group word, `- group:` over `name: Combos`, `rounds: 6` and
/// `cards:`: the group word goes, the nested keys move up a level and are renamed as a
/// circuit's are (``CircuitGroup``). Unsafe: the structure is inferred.
struct NestedGroup {
    let context: ReadingContext

    /// The renames ``CircuitGroup`` would make of the nested mapping, and the edits that
    /// delete the group word's line and dedent the nested lines; nil when the layout is
    /// not one key over a block mapping indented under it.
    func fixIts(outer: YAMLPair, inner: YAMLNode.Pairs, renames: [FixIt]) -> [FixIt]? {
        guard let first = inner.first, context.startsLine(outer.key.range.start) || context.followsDash(outer.key.range.start),
            first.key.range.start.line == outer.key.range.start.line + 1, context.startsLine(first.key.range.start),
            case let delta = first.key.range.start.column - outer.key.range.start.column, delta > 0,
            let last = Array(inner).compactMap({ context.end(of: $0) }).max()
        else { return nil }
        var fixIts = [FixIt(range: SourceRange(start: outer.key.range.start, end: first.key.range.start), replacement: "", safety: .unsafe)]
        let lastLine = last.column == 1 && last.line > first.key.range.start.line ? last.line - 1 : last.line
        if lastLine > first.key.range.start.line {
            for number in (first.key.range.start.line + 1)...lastLine {
                guard let indented = context.isIndented(line: number, by: delta) else { continue }
                guard indented else { return nil }
                fixIts.append(
                    FixIt(
                        range: SourceRange(
                            start: SourcePosition(line: number, column: 1), end: SourcePosition(line: number, column: 1 + delta)),
                        replacement: "", safety: .unsafe))
            }
        }
        return fixIts + renames
    }
}
