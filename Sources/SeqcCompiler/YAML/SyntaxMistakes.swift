import SeqcModel

/// The YAML mistakes people make in routines, each recognised from libyaml's problem
/// and the source around it. Each returns nil when the source does not fit.
extension SyntaxSource {
    /// A tab in a line's indentation, on the lines libyaml was reading when it stopped.
    func tabIndentation(before problem: LibYAMLProblem) -> SyntaxDiagnosis? {
        let last = problem.position.line
        let first = Swift.max(1, Swift.min(problem.contextPosition?.line ?? last, last), last - 100)
        guard let line = (first...last).first(where: { shape($0).indentedWithTab }) else { return nil }
        let tabbed = shape(line)
        var diagnosis = SyntaxDiagnosis(range: range(line, 0..<tabbed.indentation),
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

    /// A quoted value whose quote is never closed. libyaml either reaches the end of the
    /// file or closes it with the next value's quote and stops a few lines later.
    func unclosedQuote(_ problem: LibYAMLProblem) -> SyntaxDiagnosis? {
        if problem.context == "while scanning a quoted scalar", let opened = problem.contextPosition {
            return unclosedQuote(line: opened.line, at: opened.column - 1, closedOn: nil)
        }
        let line = problem.position.line
        let stop = shape(line)
        for candidate in stride(from: line - 1, through: Swift.max(1, line - 200), by: -1) {
            let shape = self.shape(candidate)
            guard let start = quotedValueStart(shape), !isClosed(shape.scalars, quoteAt: start) else { continue }
            let quote = shape.scalars[start]
            guard stop.scalars.prefix(problem.position.column - 1).contains(quote) else { return nil }
            return unclosedQuote(line: candidate, at: start, closedOn: line)
        }
        return nil
    }

    private func unclosedQuote(line: Int, at index: Int, closedOn: Int?) -> SyntaxDiagnosis? {
        let shape = self.shape(line)
        guard index < shape.scalars.count, shape.scalars[index] == "\"" || shape.scalars[index] == "'" else { return nil }
        let quote = Character(shape.scalars[index])
        var end = shape.scalars.count
        while end > index + 1, shape.scalars[end - 1] == " " || shape.scalars[end - 1] == "\t" { end -= 1 }
        let reads = closedOn.map { "YAML reads on to the next \(quote), on line \($0)" } ?? "YAML reads on to the end of the file"
        var diagnosis = SyntaxDiagnosis(range: range(line, index..<index + 1), message: "the quote opened here is never closed",
                                        help: "\(reads); end the value with \(quote)")
        if end > index + 1 {
            diagnosis.fixIts = [FixIt(range: range(line, end..<end), replacement: String(quote))]
        }
        return diagnosis
    }

    /// Where a line's value starts with a quote: after `key: ` or `- `.
    private func quotedValueStart(_ shape: LineShape) -> Int? {
        var start = shape.contentStart
        if let colon = shape.keyColon {
            guard let value = shape.value(after: colon) else { return nil }
            start = value.lowerBound
        }
        guard start < shape.scalars.count, shape.scalars[start] == "\"" || shape.scalars[start] == "'" else { return nil }
        return start
    }

    private func isClosed(_ scalars: [Unicode.Scalar], quoteAt start: Int) -> Bool {
        let quote = scalars[start]
        var index = start + 1
        while index < scalars.count {
            if quote == "\"", scalars[index] == "\\" {
                index += 2
                continue
            }
            if scalars[index] == quote {
                if quote == "'", index + 1 < scalars.count, scalars[index + 1] == "'" {
                    index += 2
                    continue
                }
                return true
            }
            index += 1
        }
        return false
    }

    /// libyaml's "mapping values are not allowed": a `: ` inside a value, a missing `:`
    /// on the line above, a list with no key, or a line indented under a finished value.
    func unexpectedColon(at position: SourcePosition) -> SyntaxDiagnosis? {
        let line = position.line
        let shape = self.shape(line)
        let mark = position.column - 1
        if let colon = shape.keyColon, colon < mark, let key = shape.key, let value = shape.value(after: colon) {
            let name = valueName(ofKey: key)
            let quoted = Self.quoted(Self.string(shape.scalars[value]))
            let colonInValue = mark < shape.scalars.count && shape.scalars[mark] == ":" ? mark : value.lowerBound
            return SyntaxDiagnosis(range: range(line, colonInValue..<colonInValue + 1),
                                   message: "\(name) contains ': ', which YAML reads as a second key",
                                   help: "quote \(name): \(key): \(quoted)",
                                   fixIts: [FixIt(range: range(line, value), replacement: quoted)])
        }
        guard let above = previousContentLine(before: line) else { return nil }
        let previous = self.shape(above)
        guard let previousColon = previous.keyColon else {
            guard previous.isListItem || previous.indentation <= shape.indentation else { return nil }
            return missingColon(onLine: above)
        }
        guard previous.value(after: previousColon) != nil else { return nil }
        if shape.isListItem { return listWithoutKey(line) }
        guard shape.indentation > previous.contentStart, let key = shape.key else { return nil }
        if key.contains(" "), let colon = shape.keyColon, let previousKey = previous.key {
            // Words before the colon: the continued value above, not a key indented too far.
            let name = valueName(ofKey: previousKey)
            return SyntaxDiagnosis(range: range(line, colon..<colon + 1),
                                   message: "\(name) contains ': ', which YAML reads as a second key",
                                   help: "quote \(name), or write it on one line in quotes")
        }
        return SyntaxDiagnosis(range: range(line, 0..<shape.indentation),
                               message: "'\(key)' is indented more than \(siblingsName(of: line, key: key))",
                               help: "YAML reads a line indented further as part of the value above it; line '\(key)' up with '\(previous.key ?? "")'",
                               fixIts: [reindent(line, to: previous.contentStart)])
    }

    /// A key written without its `:`, e.g. `- countdown Warm-up` or `duration 5m`.
    func missingColon(onLine line: Int) -> SyntaxDiagnosis? {
        let shape = self.shape(line)
        guard let word = shape.firstWord else { return nil }
        let key = Self.string(shape.scalars[word])
        var fixed = shape.scalars
        fixed.insert(":", at: word.upperBound)
        let written = Self.string(fixed[shape.indentation...])
        return SyntaxDiagnosis(range: range(line, word), message: "missing ':' after '\(key)'",
                               help: "write '\(written)'",
                               fixIts: [FixIt(range: range(line, word.upperBound..<word.upperBound), replacement: ":")])
    }

    /// A list whose key is missing: the cards written straight under `title:`.
    func listWithoutKey(_ line: Int) -> SyntaxDiagnosis {
        let shape = self.shape(line)
        let dash = range(line, shape.indentation..<shape.indentation + 1)
        let first = shape.key ?? shape.firstWord.map { Self.string(shape.scalars[$0]) } ?? ""
        let isCard = CardKind(rawValue: first) != nil
            || Suggestion.closest(to: first, among: CardKind.allCases.map(\.rawValue)) != nil
        guard isCard else {
            return SyntaxDiagnosis(range: dash, message: "this list has no key above it",
                                   help: "name the list with a key on the line above, e.g. 'cards:'")
        }
        var diagnosis = SyntaxDiagnosis(range: dash, message: "this list of cards has no 'cards:' key above it",
                                        help: "put 'cards:' on a line of its own above the first card")
        if !hasCardsKey {
            diagnosis.fixIts = [FixIt(range: SourceRange(at: position(line, 0)), replacement: "cards:\n")]
        }
        return diagnosis
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
            return SyntaxDiagnosis(range: range(line, 0..<shape.indentation),
                                   message: "\(what.0) is indented \(shape.indentation > expected ? "more" : "less") than \(what.1)",
                                   help: "line up the '-' of every item in a list",
                                   fixIts: [reindent(line, to: expected)])
        }
        guard let key = shape.key ?? shape.firstWord.map({ Self.string(shape.scalars[$0]) }) else { return nil }
        let isCardField = Language.allCardFieldNames.contains(key) || CardKind(rawValue: key) != nil
        if !isCardField, Language.topLevelFields.contains(where: { $0.name == key }), shape.indentation > 0 {
            return SyntaxDiagnosis(range: range(line, 0..<shape.indentation),
                                   message: "'\(key)' is indented more than the routine's other keys",
                                   help: "start the routine's keys at the beginning of the line",
                                   fixIts: [reindent(line, to: 0)])
        }
        guard let item = itemLine(above: line) else { return nil }
        let expected = self.shape(item).contentStart
        guard expected != shape.indentation else { return nil }
        let siblings = isInCards(line) ? "the card's other fields" : "the keys of the item above it"
        return SyntaxDiagnosis(range: range(line, 0..<Swift.max(shape.indentation, 1)),
                               message: "'\(key)' is indented \(shape.indentation > expected ? "more" : "less") than \(siblings)",
                               help: "line '\(key)' up with '\(self.shape(item).key ?? "")' at column \(expected + 1)",
                               fixIts: [reindent(line, to: expected)])
    }

    /// libyaml's "did not find expected <document start>": the first key is indented.
    func indentedTopLevel() -> SyntaxDiagnosis? {
        guard let first = (1...lines.count).first(where: { !self.shape($0).isBlank }) else { return nil }
        let shape = self.shape(first)
        guard shape.indentation > 0, !shape.indentedWithTab, let key = shape.key else { return nil }
        return SyntaxDiagnosis(range: range(first, 0..<shape.indentation),
                               message: "'\(key)' is indented more than the routine's other keys",
                               help: "start the routine's keys at the beginning of the line",
                               fixIts: [reindent(first, to: 0)])
    }

    /// A `[` or `{` never closed: libyaml notices where the next key begins.
    func unclosedBracket(at position: SourcePosition) -> SyntaxDiagnosis? {
        let shape = self.shape(position.line)
        let index = position.column - 1
        guard index < shape.scalars.count, shape.scalars[index] == "[" || shape.scalars[index] == "{" else { return nil }
        let closer: Unicode.Scalar = shape.scalars[index] == "[" ? "]" : "}"
        var diagnosis = SyntaxDiagnosis(range: range(position.line, index..<index + 1),
                                        message: "the '\(shape.scalars[index])' opened here is never closed",
                                        help: "end the \(closer == "]" ? "list" : "mapping") with '\(closer)'")
        var end = shape.scalars.count
        while end > index + 1, shape.scalars[end - 1] == " " || shape.scalars[end - 1] == "\t" { end -= 1 }
        if !shape.scalars[index...].contains(closer), !shape.scalars[index...].contains("#"), end > index + 1 {
            diagnosis.fixIts = [FixIt(range: range(position.line, end..<end), replacement: String(closer))]
        }
        return diagnosis
    }
}
