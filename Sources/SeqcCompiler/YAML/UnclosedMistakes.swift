/// A quote or a flow bracket opened and never closed, reported where it opens.
extension SyntaxSource {
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
        var diagnosis = SyntaxDiagnosis(
            range: range(line, index..<index + 1), message: "the quote opened here is never closed",
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

    /// A `[` or `{` never closed: libyaml notices where the next key begins.
    func unclosedBracket(at position: SourcePosition) -> SyntaxDiagnosis? {
        let shape = self.shape(position.line)
        let index = position.column - 1
        guard index < shape.scalars.count, shape.scalars[index] == "[" || shape.scalars[index] == "{" else { return nil }
        let closer: Unicode.Scalar = shape.scalars[index] == "[" ? "]" : "}"
        var diagnosis = SyntaxDiagnosis(
            range: range(position.line, index..<index + 1),
            message: "the '\(shape.scalars[index])' opened here is never closed",
            help: "end the \(closer == "]" ? "list" : "mapping") with '\(closer)'")
        var end = shape.scalars.count
        while end > index + 1, shape.scalars[end - 1] == " " || shape.scalars[end - 1] == "\t" { end -= 1 }
        if !shape.scalars[index...].contains(closer), !shape.scalars[index...].contains("#"), end > index + 1 {
            // Unsafe: the '[' or '{' may have been meant as text (`title: [draft] Legs`),
            // and closing it can turn the syntax error into a type error.
            diagnosis.fixIts = [FixIt(range: range(position.line, end..<end), replacement: String(closer), safety: .unsafe)]
        }
        return diagnosis
    }
}
