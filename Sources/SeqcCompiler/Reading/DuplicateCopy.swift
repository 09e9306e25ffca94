/// A key written twice with the same value on a line of its own (`duration: 20s` twice
/// under one card): a copy, whose deletion keeps every value and leaves one reading, so
/// the fix is safe. A key repeated with another value is left to the author.
enum DuplicateCopy {
    /// The fix deleting the line of the pair at `pair` (record indices of its key and
    /// value in `tree`) when its value is the same scalar, in the same style, as the one
    /// at `firstValue`, and the pair is alone on its line; nil otherwise.
    static func deletion(
        of pair: (key: Int, value: Int), sameAs firstValue: Int, in tree: YAMLTree, context: ReadingContext
    )
        -> FixIt?
    {
        let value = tree.records[pair.value]
        let first = tree.records[firstValue]
        guard case .scalar = value.shape, value.shape == first.shape, tree.texts[value.first] == tree.texts[first.first] else {
            return nil
        }
        let key = tree.records[pair.key].range
        let line = key.start.line
        guard value.range.end.line == line, let lines = context.lines, line < lines.count else { return nil }
        let text = lines.text(line)
        // Only spaces before the key and after the value: the pair is the whole line.
        let before = text.prefix(key.start.column - 1)
        let after = text.dropFirst(Swift.max(0, value.range.end.column - 1))
        guard before.allSatisfy({ $0 == " " }), after.allSatisfy({ $0 == " " || $0 == "\r" }) else { return nil }
        let range = SourceRange(start: SourcePosition(line: line, column: 1), end: SourcePosition(line: line + 1, column: 1))
        return FixIt(range: range, replacement: "", safety: .safe)
    }
}
