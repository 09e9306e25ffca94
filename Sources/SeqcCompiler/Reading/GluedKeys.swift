import SeqcModel

/// A card whose keys are written with no space after their colons (`- countup:Run` over
/// `target:20m`), which YAML reads as one line of plain text: a space after each colon.
/// Safe where every line of the text starts with a key of the language or a word of its
/// vocabulary glued to its value, the first line with a kind: the text then has the one
/// reading of a card, and every value is kept. Any other line leaves the text to
/// ``ScalarCard``.
struct GluedKeys {
    let context: ReadingContext

    /// Lines longer than this are no card's key and value.
    static let maxLine = 200

    /// The help and fix-its for `node`, or nil when it is no card with glued keys.
    func repair(_ node: YAMLNode) -> (help: String, fixIts: [FixIt])? {
        guard node.tag == nil, case .scalar(_, .plain) = node.content, node.range.end.line - node.range.start.line < 32
        else { return nil }
        var fixIts: [FixIt] = []
        var first: String?
        for line in node.range.start.line...node.range.end.line {
            let from = line == node.range.start.line ? node.range.start.column : 1
            guard let found = context.window(line: line, column: from, count: Self.maxLine), !found.continues else { return nil }
            let scalars = found.scalars
            let start = scalars.firstIndex { $0 != " " } ?? scalars.endIndex
            // Past the node's end on its last line there is at most a comment.
            guard start < scalars.endIndex, let colon = scalars[start...].firstIndex(of: ":"), colon > start,
                colon + 1 < scalars.count, scalars[colon + 1] != " ", scalars[colon + 1] != "\t"
            else { return nil }
            let word = String(String.UnicodeScalarView(scalars[start..<colon]))
            let isKind = CardKind(rawValue: word) != nil || Vocabulary.kind(named: word) != nil
            guard line == node.range.start.line ? isKind : Self.isKey(word) else { return nil }
            if first == nil { first = word }
            fixIts.append(FixIt(range: SourceRange(at: SourcePosition(line: line, column: from + colon + 1)), replacement: " "))
        }
        guard let first else { return nil }
        return (
            "YAML reads a key only with a space after its colon: write '- \(first): <title>' and 'key: value' on the lines under it", fixIts
        )
    }

    /// Whether `word` names a field: the language's or its vocabulary's.
    private static func isKey(_ word: String) -> Bool {
        Language.namesACardField(word) || Vocabulary.namesAField(word)
    }
}
