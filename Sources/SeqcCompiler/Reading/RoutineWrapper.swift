/// A routine written under one top-level key (`Routine:`, `workout:`, `data:`), as
/// exports and models nest it: every key under it is a routine key or its synonym. It is
/// read in place, and reported with a safe fix that deletes the wrapper's line and moves
/// its lines left: one reading, every value kept (docs/decisions.md, "Fix safety").
struct RoutineWrapper {
    let context: ReadingContext

    /// The routine inside `root`, reported, or nil when `root` is not so wrapped.
    func unwrapped(_ pairs: YAMLNode.Pairs) -> YAMLNode? {
        guard pairs.count == 1, let pair = pairs.first, case .mapping(let inner) = pair.value.content, !inner.isEmpty,
            let key = pair.key.scalar
        else { return nil }
        let meanings = inner.map { $0.key.scalar.flatMap { Language.meaning(of: $0, among: Language.topLevelFields)?.field?.name } }
        guard meanings.allSatisfy({ $0 != nil }), meanings.contains("cards") || meanings.contains("title") else { return nil }
        context.collector.error(
            .unknownKey, at: pair.key.range, "the routine is written under '\(key)'",
            help: "a routine file holds the routine's keys at the top: delete '\(key):' and move its lines left",
            fixIts: fixIts(pair))
        return pair.value
    }

    /// The wrapper's line deleted and each line under it moved left by the inner
    /// indentation; none when the value shares the key's line or a line is indented less.
    private func fixIts(_ pair: YAMLPair) -> [FixIt] {
        let keyLine = pair.key.range.start.line
        let first = pair.value.range.start
        let indent = first.column - 1
        guard pair.key.range.start.column == 1, first.line > keyLine, indent > 0 else { return [] }
        var fixIts = [
            FixIt(
                range: SourceRange(start: SourcePosition(line: keyLine, column: 1), end: SourcePosition(line: keyLine + 1, column: 1)),
                replacement: "")
        ]
        let last = pair.value.range.end.column == 1 ? pair.value.range.end.line - 1 : pair.value.range.end.line
        guard last >= first.line else { return [] }
        for line in first.line...last {
            guard let found = context.window(line: line, column: 1, count: indent) else { continue }
            guard found.scalars.count == indent, found.scalars.allSatisfy({ $0 == " " }) else {
                if found.scalars.allSatisfy({ $0 == " " }) { continue }
                return []
            }
            fixIts.append(
                FixIt(
                    range: SourceRange(start: SourcePosition(line: line, column: 1), end: SourcePosition(line: line, column: indent + 1)),
                    replacement: ""))
        }
        return fixIts
    }
}
