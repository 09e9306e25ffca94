/// A file that is a list of cards with no `title:` and no `cards:` key, as a model
/// answers when asked for "the cards". It is reported with an unsafe fix that writes
/// both keys above the list (the title is invented, so the fix is unsafe: docs/decisions.md,
/// "Fix safety"), and the cards are read, so their own mistakes are reported in the
/// same pass.
struct BareCardList {
    let context: ReadingContext

    /// The title the fix writes; the help asks for the routine's own.
    static let title = "Routine"

    /// Reports and reads `root` when it is such a list; false for anything else.
    func read(_ root: YAMLNode) -> Bool {
        guard case .sequence(let items) = root.content, !items.isEmpty, !items.contains(where: { RoutineWrapper.isRoutine($0) }) else {
            return false
        }
        // A list of text only is prose as often as cards (``TextRoutine`` reads the lists
        // it can): it gets no fix, and its lines are not read as cards.
        let hasCards = items.contains { $0.scalar == nil }
        context.collector.error(
            .wrongType, at: SourceRange(at: root.range.start),
            "this file is a list of cards; a routine is a mapping with 'title' and 'cards'",
            help: "write 'title: <title>' and 'cards:' above the list", fixIts: hasCards ? fixIts(root) : [])
        if hasCards { _ = CardListReader(context: context).read(items, depth: 0) }
        return true
    }

    /// `title:` and `cards:` written above a block list (YAML takes a block list at its
    /// key's own indentation), or a flow list wrapped in a mapping with both keys.
    private func fixIts(_ root: YAMLNode) -> [FixIt] {
        let start = root.range.start
        guard start.column == 1, let first = context.window(line: start.line, column: 1, count: 1)?.scalars.first else { return [] }
        let lineBreak = context.lineBreak
        if first == "[" {
            return [
                FixIt(range: SourceRange(at: start), replacement: "{\"title\": \"\(Self.title)\", \"cards\": ", safety: .unsafe),
                FixIt(range: SourceRange(at: root.range.end), replacement: "}", safety: .unsafe),
            ]
        }
        guard first == "-" else { return [] }
        return [FixIt(range: SourceRange(at: start), replacement: "title: \(Self.title)\(lineBreak)cards:\(lineBreak)", safety: .unsafe)]
    }
}
