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

    /// A key written without its `:`, e.g. `- countdown Warm-up` or `duration 5m`; or a
    /// sentence among the routine's lines, which YAML reads the same way.
    func missingColon(onLine line: Int) -> SyntaxDiagnosis? {
        let shape = self.shape(line)
        if let sentence = sentence(onLine: line, shape: shape) { return sentence }
        guard let word = shape.firstWord else { return nil }
        let key = Self.string(shape.scalars[word])
        // A word the language names (`duration`, `countdown`) has one reading as a key;
        // any other first word may as well be the start of a sentence.
        let isKnownKey =
            CardKind(rawValue: key) != nil || Language.allCardFieldNames.contains(key)
            || Language.topLevelFields.contains { $0.name == key }
        // `duration:5min`: the colon is there, and YAML reads the whole as one word for want
        // of the space after it.
        let colonWritten = word.upperBound < shape.scalars.count && shape.scalars[word.upperBound] == ":"
        // With its colon written, a word of the vocabulary (`Dauer:45s`) is a key too: no
        // sentence begins with a word, a colon and no space.
        let isKey =
            isKnownKey
            || colonWritten && (Language.namesACardField(key) || Vocabulary.namesAField(key) || Vocabulary.kind(named: key) != nil)
        let inserted = colonWritten ? word.upperBound + 1 : word.upperBound
        var fixed = shape.scalars
        fixed.insert(colonWritten ? " " : ":", at: inserted)
        let written = Self.string(fixed[shape.indentation...])
        let fixIt = FixIt(range: range(line, inserted..<inserted), replacement: colonWritten ? " " : ":", safety: isKey ? .safe : .unsafe)
        // Glued keys come in runs (`- interval:Sprints` over `work:30s`), and YAML reads none
        // of them until every one is mended: one fix mends them all.
        let others = colonWritten && isKey ? gluedKeys().filter { $0.range != fixIt.range } : []
        return SyntaxDiagnosis(
            range: range(line, word), message: colonWritten ? "missing a space after '\(key):'" : "missing ':' after '\(key)'",
            help: "write '\(written)'", fixIts: [fixIt] + others)
    }

    /// Files with more lines than this are not swept for glued keys.
    static let maxGluedSweep = 5_000

    /// A space after the colon of every key glued to its value whose word the language or
    /// its vocabulary names (`work:30s`, `- countup:Run`, `Dauer:45s`), outside block
    /// scalars, whose lines are text.
    func gluedKeys() -> [FixIt] {
        guard lines.count <= Self.maxGluedSweep else { return [] }
        var fixIts: [FixIt] = []
        var blockScalarIndentation: Int?
        for number in stride(from: 1, through: lines.count, by: 1) {
            let shape = self.shape(number)
            if shape.isBlank { continue }
            if let outer = blockScalarIndentation, shape.indentation > outer { continue }
            blockScalarIndentation = nil
            if let colon = shape.keyColon, let value = shape.value(after: colon), let first = shape.scalars[value].first,
                first == "|" || first == ">"
            {
                blockScalarIndentation = shape.indentation
                continue
            }
            guard let word = shape.firstWord, word.upperBound + 1 < shape.scalars.count, shape.scalars[word.upperBound] == ":",
                shape.scalars[word.upperBound + 1] != " ", shape.scalars[word.upperBound + 1] != "\t"
            else { continue }
            let key = Self.string(shape.scalars[word])
            guard
                CardKind(rawValue: key) != nil || Language.allCardFieldNames.contains(key)
                    || Language.topLevelFields.contains(where: { $0.name == key }) || Language.namesACardField(key)
                    || Vocabulary.namesAField(key)
                    || Vocabulary.kind(named: key) != nil
            else { continue }
            fixIts.append(FixIt(range: range(number, word.upperBound + 1..<word.upperBound + 1), replacement: " "))
        }
        return fixIts
    }

    /// A line of prose between the routine's lines (`This gets your heart rate up.`): no
    /// colon, no dash, three words or more ending with a sentence's mark, or six words or
    /// more, none of them a key of the language. No key is written so, so it has one
    /// reading; deleting it drops its text, so the fix is unsafe. A sentence with a digit
    /// or a count of rounds (`Do this 3 times.`, `Repeat twice.`) may say how the routine
    /// plays and gets no fix: dropped, the build would be another routine.
    private func sentence(onLine line: Int, shape: LineShape) -> SyntaxDiagnosis? {
        guard !shape.isListItem, shape.keyColon == nil, !shape.scalars.contains(":") else { return nil }
        let text = shape.trimmed(shape.indentation..<shape.scalars.count)
        let words = text.split(separator: " ")
        guard let first = words.first, let last = text.unicodeScalars.last, let opening = first.unicodeScalars.first,
            !"#-{[\"'&*!|>@%".unicodeScalars.contains(opening)
        else { return nil }
        let endsSentence = ".!?…".unicodeScalars.contains(last)
        guard words.count >= 6 || words.count >= 3 && endsSentence,
            !Self.keyWords.contains(String(first).lowercased().filter(\.isLetter))
        else { return nil }
        let message = "this line is a sentence among the routine's lines, not YAML"
        if Self.saysACount(text) {
            return SyntaxDiagnosis(
                range: range(line, shape.indentation..<shape.scalars.count), message: message,
                help:
                    "it may say how the routine plays: write that in the routine's cards (a '- repeat:' block for rounds) and delete the line"
            )
        }
        let end = line < lines.count ? SourcePosition(line: line + 1, column: 1) : position(line, shape.scalars.count)
        return SyntaxDiagnosis(
            range: range(line, shape.indentation..<shape.scalars.count), message: message,
            help: "delete it, or keep it as an info card's text ('- info: <title>' with 'text: <text>')",
            fixIts: [FixIt(range: SourceRange(start: position(line, 0), end: end), replacement: "", safety: .unsafe)])
    }

    /// Whether a sentence holds a digit or states a count in words (`trois fois`, `zwei
    /// Runden`, ``CountWords/statesACount(_:)``): it may say how often something plays.
    private static func saysACount(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: { ("0"..."9").contains($0) }) || CountWords.statesACount(text)
    }

    /// The language's keys and kind names, lower-cased: a line starting with one is a key
    /// gone wrong, not a sentence.
    private static let keyWords: Set<String> = Set(
        (Language.topLevelFields.map { $0.name } + Language.allCardFieldNames + CardKind.allCases.map(\.rawValue)).map { $0.lowercased() })

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
