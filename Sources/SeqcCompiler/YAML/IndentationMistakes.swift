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
