import SeqcModel

/// Colon mistakes: a `: ` inside a value, a key without its `:`, a list with no key.
/// Each returns nil when the source does not fit.
extension SyntaxSource {
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
            return SyntaxDiagnosis(
                range: range(line, colonInValue..<colonInValue + 1),
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
            return SyntaxDiagnosis(
                range: range(line, colon..<colon + 1),
                message: "\(name) contains ': ', which YAML reads as a second key",
                help: "quote \(name), or write it on one line in quotes")
        }
        return SyntaxDiagnosis(
            range: range(line, 0..<shape.indentation),
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
        // A word the language names (`duration`, `countdown`) has one reading as a key;
        // any other first word may as well be the start of a sentence.
        let isKnownKey =
            CardKind(rawValue: key) != nil || Language.allCardFieldNames.contains(key)
            || Language.topLevelFields.contains { $0.name == key }
        return SyntaxDiagnosis(
            range: range(line, word), message: "missing ':' after '\(key)'",
            help: "write '\(written)'",
            fixIts: [FixIt(range: range(line, word.upperBound..<word.upperBound), replacement: ":", safety: isKnownKey ? .safe : .unsafe)])
    }

    /// A list whose key is missing: the cards written straight under `title:`.
    func listWithoutKey(_ line: Int) -> SyntaxDiagnosis {
        if let card = enclosingItem(of: line), let field = fieldWrittenAsItem(line, under: card) { return field }
        let shape = self.shape(line)
        let dash = range(line, shape.indentation..<shape.indentation + 1)
        let first = shape.key ?? shape.firstWord.map { Self.string(shape.scalars[$0]) } ?? ""
        let isCard =
            CardKind(rawValue: first) != nil
            || Suggestion.closest(to: first, among: CardKind.allCases.map(\.rawValue)) != nil
        guard isCard else {
            return SyntaxDiagnosis(
                range: dash, message: "this list has no key above it",
                help: "name the list with a key on the line above, e.g. 'cards:'")
        }
        var diagnosis = SyntaxDiagnosis(
            range: dash, message: "this list of cards has no 'cards:' key above it",
            help: "put 'cards:' on a line of its own above the first card")
        if !hasCardsKey {
            diagnosis.fixIts = [FixIt(range: SourceRange(at: position(line, 0)), replacement: "cards:\n")]
        }
        return diagnosis
    }
}
