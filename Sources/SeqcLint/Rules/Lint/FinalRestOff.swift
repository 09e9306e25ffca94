import SeqcCompiler

/// The fix for an interval whose last rest is followed by one more rest: the interval
/// says `finalRest: false`. Unsafe: removing the rest card would answer the warning too,
/// and which the author meant is a choice; turning the final rest off keeps every card
/// and value the author wrote. An author who writes `finalRest` on any card of the
/// routine (this one included, as `true`) knows the field, so the rest is taken as meant
/// and gets no fix.
enum FinalRestOff {
    /// The edit that turns off the final rest of the interval written at `syntax`: a
    /// `finalRest: false` line added after the card's last key. None when `routine` writes
    /// `finalRest` on any card, for a card written as an alias or on one line (`{…}`), or
    /// whose last value runs over several lines, whose layout an added line could break.
    static func fixIts(for syntax: CardSyntax, of routine: RoutineSyntax, in file: SourceFile) -> [FixIt] {
        guard syntax.aliasRange == nil, !writesFinalRest(routine) else { return [] }
        let fields = syntax.fields.keys.compactMap { syntax.fields[$0] }
        let column = syntax.kindKeyRange.start.column
        guard let last = fields.max(by: { $0.valueRange.end < $1.valueRange.end }),
            fields.allSatisfy({ $0.keyRange.start.column == column && $0.keyRange.start.line > syntax.kindKeyRange.start.line }),
            last.valueRange.end.line == last.keyRange.start.line, let line = file.line(last.keyRange.start.line)
        else { return [] }
        let indent = String(line.prefix { $0 == " " })
        guard indent.count == column - 1 else { return [] }
        // A line of its own above the next line, which reads as one ("insert above line
        // 13"); after the last line's end when the file has no line after it.
        let next = SourcePosition(line: last.keyRange.start.line + 1, column: 1)
        if file.byteOffset(of: next) != nil {
            return [FixIt(range: SourceRange(start: next, end: next), replacement: "\(indent)finalRest: false\n", safety: .unsafe)]
        }
        let end = SourcePosition(line: last.keyRange.start.line, column: line.unicodeScalars.count + 1)
        return [FixIt(range: SourceRange(start: end, end: end), replacement: "\n\(indent)finalRest: false", safety: .unsafe)]
    }

    /// Whether a card of `routine` writes `finalRest`.
    private static func writesFinalRest(_ routine: RoutineSyntax) -> Bool {
        // By index: a closure over the cards would copy each card's syntax.
        for index in routine.cards.indices where routine.cards[index].fields["finalRest"] != nil { return true }
        return false
    }
}
