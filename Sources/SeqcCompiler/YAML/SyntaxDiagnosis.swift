import SeqcModel

/// What libyaml said when it stopped, with 1-based positions.
struct LibYAMLProblem {
    let problem: String
    let position: SourcePosition
    let context: String?
    let contextPosition: SourcePosition?
}

/// A syntax error explained in a routine's terms, at the line of the mistake rather
/// than where libyaml noticed it. libyaml knows only tokens; this layer looks at the
/// source around libyaml's mark to name the mistake people actually make (a tab, a
/// missing `:`, an unquoted `: `, a list without `cards:`, an open quote, a field
/// indented too far or not enough), with a fix-it where the fix is unambiguous.
struct SyntaxDiagnosis {
    var range: SourceRange
    var message: String
    var help: String
    var fixIts: [FixIt] = []

    /// Names the mistake behind `problem`, or nil when it is none of the known ones.
    static func diagnose(_ problem: LibYAMLProblem, in lines: SourceLines) -> SyntaxDiagnosis? {
        let source = SyntaxSource(lines: lines)
        // A JSON answer cut off at its end: read before an open quote or bracket is closed
        // where it stands, which would keep half a card.
        if let cut = source.truncatedJSON() { return cut }
        if let spaces = source.lookAlikeSpaceIndentation() { return spaces }
        if let tab = source.tabIndentation(before: problem) { return tab }
        if let quote = source.unclosedQuote(problem) { return quote }
        switch problem.problem {
        case "mapping values are not allowed in this context":
            return source.unexpectedColon(at: problem.position)
        case "could not find expected ':'":
            return problem.contextPosition.flatMap { source.missingColon(onLine: $0.line) }
        case "did not find expected '-' indicator", "did not find expected key":
            return source.misindented(at: problem.position, collectionAt: problem.contextPosition)
        case "did not find expected ',' or ']'", "did not find expected ',' or '}'":
            return problem.contextPosition.flatMap { source.unclosedBracket(at: $0) }
        case "did not find expected <document start>":
            return source.indentedTopLevel()
        default:
            return nil
        }
    }
}

/// The source lines, with the questions the diagnoses ask of them.
struct SyntaxSource {
    let lines: SourceLines

    func shape(_ line: Int) -> LineShape { LineShape(lines.text(line)) }

    /// The nearest line above `line` that holds more than whitespace or a comment.
    func previousContentLine(before line: Int) -> Int? {
        var number = line - 1
        while number >= 1 {
            if !shape(number).isBlank { return number }
            number -= 1
        }
        return nil
    }

    /// Whether `line` lies under a top-level `cards:` key (any case).
    func isInCards(_ line: Int) -> Bool {
        var number = line - 1
        while number >= 1 {
            let shape = self.shape(number)
            if !shape.isBlank, shape.indentation == 0, !shape.isListItem {
                return shape.key?.lowercased() == "cards"
            }
            number -= 1
        }
        return false
    }

    /// Whether the file has a top-level `cards` key (any case).
    var hasCardsKey: Bool {
        (1...lines.count).contains { line in
            let shape = self.shape(line)
            return shape.indentation == 0 && !shape.isListItem && shape.key?.lowercased() == "cards"
        }
    }

    /// The list item line nearest above `line`, not crossing a top-level key.
    func itemLine(above line: Int) -> Int? {
        var number = line - 1
        while number >= 1 {
            let shape = self.shape(number)
            if shape.isListItem { return number }
            if !shape.isBlank, shape.indentation == 0 { return nil }
            number -= 1
        }
        return nil
    }

    func position(_ line: Int, _ index: Int) -> SourcePosition { SourcePosition(line: line, column: index + 1) }

    func range(_ line: Int, _ indices: Range<Int>) -> SourceRange {
        SourceRange(start: position(line, indices.lowerBound), end: position(line, indices.upperBound))
    }

    /// A fix-it giving `line` an indentation of `width` spaces. Unsafe: in YAML the
    /// indentation is the structure, so choosing a level is a guess at what was meant.
    func reindent(_ line: Int, to width: Int) -> FixIt {
        FixIt(range: range(line, 0..<shape(line).indentation), replacement: String(repeating: " ", count: width), safety: .unsafe)
    }

    /// How to name what `key` holds in a message.
    func valueName(ofKey key: String) -> String {
        if CardKind(rawValue: key) != nil { return "the card title" }
        switch key {
        case "title": return "the title"
        case "text": return "the text"
        case "summary": return "the summary"
        default: return "the value of '\(key)'"
        }
    }

    /// What the keys beside `line` are, for "indented more than …" messages.
    func siblingsName(of line: Int, key: String?) -> String {
        if let key, Language.topLevelFields.contains(where: { $0.name == key }), !Language.allCardFieldNames.contains(key) {
            return "the routine's other keys"
        }
        return isInCards(line) ? "the card's other fields" : "the keys above it"
    }

    static func quoted(_ text: String) -> String {
        if text.contains("\""), !text.contains("'") { return "'" + text + "'" }
        var escaped = ""
        for character in text {
            if character == "\"" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
        return "\"" + escaped + "\""
    }

    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
