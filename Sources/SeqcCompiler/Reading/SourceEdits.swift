/// Reading the text around nodes, for fix-its that move or delete whole lines. Every
/// answer is nil or false (no fix-it) when the reader has no source, or when the layout is
/// not the simple block layout the edit assumes: a fix-it is left out rather than guessed.
/// Each reads a bounded window of one line, so a card on a megabyte-long line costs no
/// more than one on a short line.
extension ReadingContext {
    /// The widest indentation, and the longest text, these helpers look at.
    static let editWindow = 256

    /// Up to `count` scalars of line `line` from 1-based `column`, and whether the line
    /// goes on after them; nil past the last line or without a source.
    func window(line: Int, column: Int, count: Int) -> (scalars: [Unicode.Scalar], continues: Bool)? {
        source?.scalars(ofLine: line, from: column - 1, count: count)
    }

    /// The source text of a range on one line, e.g. a title exactly as written (quotes kept).
    func sourceText(_ range: SourceRange) -> String? {
        let length = range.end.column - range.start.column
        guard range.start.line == range.end.line, length >= 0, length <= Self.editWindow,
            let found = window(line: range.start.line, column: range.start.column, count: length), found.scalars.count == length
        else { return nil }
        return String(String.UnicodeScalarView(found.scalars))
    }

    /// Whether only spaces come before `position` on its line: a key that starts its line.
    func startsLine(_ position: SourcePosition) -> Bool {
        let width = position.column - 1
        guard width <= Self.editWindow, let found = window(line: position.line, column: 1, count: width) else { return false }
        return found.scalars.count == width && found.scalars.allSatisfy { $0 == " " }
    }

    /// Whether only spaces, or spaces and a comment, follow `position` on its line.
    func endsLine(_ position: SourcePosition) -> Bool {
        guard let found = window(line: position.line, column: position.column, count: Self.editWindow) else { return false }
        guard let first = found.scalars.first(where: { $0 != " " && $0 != "\t" }) else { return !found.continues }
        return first == "#"
    }

    /// Whether `position` follows `- ` on its line: an item of a block list.
    func followsDash(_ position: SourcePosition) -> Bool {
        let width = position.column - 1
        guard width >= 1, width <= Self.editWindow, let found = window(line: position.line, column: 1, count: width) else {
            return false
        }
        let before = found.scalars.filter { $0 != " " }
        return before.count == 1 && before[0] == "-"
    }

    /// Where `pair` ends in the source: after its value, or after the key's colon when the
    /// value is empty (an empty null's range says nothing useful about the layout).
    func end(of pair: YAMLPair) -> SourcePosition? {
        guard writtenInPlace(pair) else { return nil }
        if case .scalar("", .plain) = pair.value.content, pair.value.tag == nil {
            let after = pair.key.range.end
            guard let found = window(line: after.line, column: after.column, count: 1), found.scalars.first == ":" else {
                return nil
            }
            return SourcePosition(line: after.line, column: after.column + 1)
        }
        return pair.value.range.end
    }

    /// Whether the mapping at `range` is written in flow style (`{…}`, as JSON is), however
    /// its keys are laid out over lines: an edit there writes `"key": value, `, not a line.
    func isFlowMapping(_ range: SourceRange) -> Bool {
        sourceText(SourceRange(start: range.start, end: SourcePosition(line: range.start.line, column: range.start.column + 1))) == "{"
    }

    /// Whether `pair`'s value is written after its key, not an alias whose node (and
    /// range) is the anchored one elsewhere: an edit there would change another field.
    func writtenInPlace(_ pair: YAMLPair) -> Bool {
        pair.value.range.start >= pair.key.range.end
    }

    /// The range of the whole lines `pair` is written on, line break included, when it
    /// has them to itself; nil when it shares a line with anything but a comment.
    func ownLines(of pair: YAMLPair) -> SourceRange? {
        guard let end = end(of: pair), startsLine(pair.key.range.start), endsLine(end) else { return nil }
        return wholeLines(from: pair.key.range.start.line, through: end.line)
    }

    /// Lines `first` through `last` with the last line's break: to the start of the next
    /// line, or to the end of the last line of a file without a final break.
    func wholeLines(from first: Int, through last: Int) -> SourceRange? {
        let start = SourcePosition(line: first, column: 1)
        if window(line: last + 1, column: 1, count: 0) != nil {
            return SourceRange(start: start, end: SourcePosition(line: last + 1, column: 1))
        }
        guard let line = source?.line(last) else { return nil }
        return SourceRange(start: start, end: SourcePosition(line: last, column: line.unicodeScalars.count + 1))
    }

    /// Whether line `number` has at least `width` leading spaces and more after them
    /// (true), is blank (nil), or has less indentation (false).
    func isIndented(line number: Int, by width: Int) -> Bool? {
        guard width <= Self.editWindow, let found = window(line: number, column: 1, count: width + 1) else { return false }
        if found.scalars.allSatisfy({ $0 == " " }) && !found.continues && found.scalars.count <= width { return nil }
        return found.scalars.count > width && found.scalars.prefix(width).allSatisfy { $0 == " " }
    }
}
