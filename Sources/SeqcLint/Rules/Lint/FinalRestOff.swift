import SeqcCompiler

/// The fix for an interval whose last rest is followed by one more rest: the interval
/// says `finalRest: false`. Unsafe: removing the rest card would answer the warning too,
/// and which the author meant is a choice; turning the final rest off keeps every card
/// and value the author wrote. An author who writes `finalRest` on some card of the
/// routine knows the field, so its absence here is taken as meant and gets no fix.
enum FinalRestOff {
    /// The edit that turns off the final rest of the interval written at `syntax`: a
    /// written `finalRest` value replaced, or a `finalRest: false` line added after the
    /// card's last key. None when `routine` writes `finalRest` on another card, for a card
    /// written as an alias or on one line (`{…}`), or whose last value runs over several
    /// lines, whose layout an added line could break.
    static func fixIts(for syntax: CardSyntax, of routine: RoutineSyntax, in file: SourceFile) -> [FixIt] {
        guard syntax.aliasRange == nil,
            !routine.cards.contains(where: { $0 != syntax && $0.fields["finalRest"] != nil })
        else { return [] }
        if let written = syntax.fields["finalRest"] {
            return [FixIt(range: written.valueRange, replacement: "false", safety: .unsafe)]
        }
        let fields = syntax.fields.keys.compactMap { syntax.fields[$0] }
        let column = syntax.kindKeyRange.start.column
        guard let last = fields.max(by: { $0.valueRange.end < $1.valueRange.end }),
            fields.allSatisfy({ $0.keyRange.start.column == column && $0.keyRange.start.line > syntax.kindKeyRange.start.line }),
            last.valueRange.end.line == last.keyRange.start.line, let line = file.line(last.keyRange.start.line)
        else { return [] }
        let end = SourcePosition(line: last.keyRange.start.line, column: line.unicodeScalars.count + 1)
        let indent = String(line.prefix { $0 == " " })
        guard indent.count == column - 1 else { return [] }
        return [FixIt(range: SourceRange(start: end, end: end), replacement: "\n\(indent)finalRest: false", safety: .unsafe)]
    }
}
