import SeqcModel

/// Indentation mistakes: a tab, a field or card that does not line up with its
/// neighbours, an indented first key. Each returns nil when the source does not fit.
extension SyntaxSource {
    /// A tab in a line's indentation, on the lines libyaml was reading when it stopped.
    func tabIndentation(before problem: LibYAMLProblem) -> SyntaxDiagnosis? {
        let last = problem.position.line
        let first = Swift.max(1, Swift.min(problem.contextPosition?.line ?? last, last), last - 100)
        guard let line = (first...last).first(where: { shape($0).indentedWithTab }) else { return nil }
        let tabbed = shape(line)
        var diagnosis = SyntaxDiagnosis(
            range: range(line, 0..<tabbed.indentation),
            message: "a tab indents this line; YAML indents with spaces",
            help: "indent with spaces only")
        if let width = intendedIndentation(of: line) {
            diagnosis.help = "indent it with \(width) spaces"
            diagnosis.fixIts = [reindent(line, to: width)]
            // The lines after it indented with tabs too: each tab as wide as this line needs.
            if let every = everyTabbedLine(firstAt: line, width: width), every.fixIts.count > 1 {
                diagnosis.help = "indent with spaces: each tab of the indentation here is \(every.tabWidth) spaces"
                diagnosis.fixIts = every.fixIts
            }
        }
        return diagnosis
    }

    /// The indentation a tab-indented line was meant to have, judged from the line above
    /// it; nil when that line is tab-indented too.
    private func intendedIndentation(of line: Int) -> Int? {
        guard let above = previousContentLine(before: line) else { return 0 }
        let previous = shape(above)
        guard !previous.indentedWithTab else { return nil }
        if let colon = previous.keyColon, previous.value(after: colon) == nil { return previous.contentStart + 2 }
        if previous.isListItem, !shape(line).isListItem { return previous.contentStart }
        return previous.indentation
    }

    /// libyaml's "did not find expected key / '-' indicator": a card or a field that
    /// does not line up with its neighbours, or a list with no key.
    func misindented(at position: SourcePosition, collectionAt collection: SourcePosition?) -> SyntaxDiagnosis? {
        let line = position.line
        let shape = self.shape(line)
        guard !shape.isBlank, !shape.indentedWithTab else { return nil }
        if shape.isListItem {
            guard let item = itemLine(above: line) else { return listWithoutKey(line) }
            let expected = self.shape(item).indentation
            guard expected != shape.indentation else { return nil }
            if let field = fieldWrittenAsItem(line, under: item) { return field }
            let what = isInCards(line) ? ("this card", "the cards above it") : ("this list item", "the items above it")
            return SyntaxDiagnosis(
                range: range(line, 0..<shape.indentation),
                message: "\(what.0) is indented \(shape.indentation > expected ? "more" : "less") than \(what.1)",
                help: "line up the '-' of every item in a list",
                fixIts: [reindent(line, to: expected)])
        }
        guard let key = shape.key ?? shape.firstWord.map({ Self.string(shape.scalars[$0]) }) else { return nil }
        let isCardField = Language.allCardFieldNames.contains(key) || CardKind(rawValue: key) != nil
        if !isCardField, Language.topLevelFields.contains(where: { $0.name == key }), shape.indentation > 0 {
            return SyntaxDiagnosis(
                range: range(line, 0..<shape.indentation),
                message: "'\(key)' is indented more than the routine's other keys",
                help: "start the routine's keys at the beginning of the line",
                fixIts: [reindent(line, to: 0)])
        }
        guard let item = itemLine(above: line) else { return nil }
        let expected = self.shape(item).contentStart
        guard expected != shape.indentation else { return nil }
        let siblings = isInCards(line) ? "the card's other fields" : "the keys of the item above it"
        return SyntaxDiagnosis(
            range: range(line, 0..<Swift.max(shape.indentation, 1)),
            message: "'\(key)' is indented \(shape.indentation > expected ? "more" : "less") than \(siblings)",
            help: "line '\(key)' up with '\(self.shape(item).key ?? "")' at column \(expected + 1)",
            fixIts: [reindent(line, to: expected)])
    }

    /// A card's field written as a list item under it (`- countdown: Warm-up`, then
    /// `    - duration: 5m`): the `- ` goes, and the field lines up with the card's others.
    /// Safe when the field is one of the card's kind (one reading, every value kept); a
    /// field of another kind is still named so, with the same fix marked unsafe. Nil when
    /// the line is not a card field under a card.
    func fieldWrittenAsItem(_ line: Int, under item: Int) -> SyntaxDiagnosis? {
        let shape = self.shape(line)
        let card = self.shape(item)
        guard isInCards(line), shape.indentation > card.indentation, let key = shape.key, CardKind(rawValue: key) == nil,
            Language.allCardFieldNames.contains(key)
        else { return nil }
        let kind = card.key.flatMap(CardKind.init(rawValue:))
        let ofKind = kind.map { Language.spec(for: $0).field(named: key) != nil } ?? false
        let owner = kind.map { "the \($0.rawValue) card above" } ?? "the card above"
        let safety: FixSafety = ofKind ? .safe : .unsafe
        var fixIts = [FixIt(range: range(line, shape.indentation..<shape.contentStart), replacement: "", safety: safety)]
        if shape.indentation != card.contentStart {
            var indent = reindent(line, to: card.contentStart)
            indent.safety = safety
            fixIts.insert(indent, at: 0)
        }
        return SyntaxDiagnosis(
            range: range(line, shape.indentation..<shape.contentStart),
            message: "'\(key)' is a field of \(owner), written as a list item",
            help: "remove the '- ' so that '\(key)' lines up with the card's other fields", fixIts: fixIts)
    }

    /// The list item `line` sits under: the nearest item line above that starts left of
    /// it, past the `key: value` lines of that item (its fields). Nil at a line that is
    /// neither, or at the top level.
    func enclosingItem(of line: Int) -> Int? {
        let indentation = shape(line).indentation
        var above = previousContentLine(before: line)
        while let current = above, line - current <= 100 {
            let candidate = shape(current)
            if candidate.isListItem, candidate.indentation < indentation { return current }
            guard candidate.indentation > 0, candidate.key != nil else { return nil }
            above = previousContentLine(before: current)
        }
        return nil
    }

    /// libyaml's "did not find expected <document start>": the first key is indented.
    func indentedTopLevel() -> SyntaxDiagnosis? {
        guard let first = (1...lines.count).first(where: { !self.shape($0).isBlank }) else { return nil }
        let shape = self.shape(first)
        guard shape.indentation > 0, !shape.indentedWithTab, let key = shape.key else { return nil }
        return SyntaxDiagnosis(
            range: range(first, 0..<shape.indentation),
            message: "'\(key)' is indented more than the routine's other keys",
            help: "start the routine's keys at the beginning of the line",
            fixIts: [reindent(first, to: 0)])
    }
}
