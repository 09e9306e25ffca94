/// `comment-in-text`: a ` #` in an unquoted title or text starts a YAML comment, so
/// `title: Leg day #3` builds as "Leg day". Only a `#` followed directly by a character
/// counts (`#3`, `#legs`): `# note`, with a space, is how YAML comments are written on
/// purpose, and suppression comments (`# seqc:…`) are left alone. The same rule warns of
/// a text YAML keeps typographic quotes around (``TypographicQuotes``).
extension ReadingContext {
    /// Warns when `node`'s trailing comment looks like the rest of its text, or when
    /// typographic quotes wrap all of it; `name` names the value in the message ("the title").
    func checkCommentInText(_ node: YAMLNode, named describeName: @autoclosure () -> String) {
        checkTypographicQuotes(node, named: describeName())
        // The name is made only for a warning, and the text only for a scalar with a
        // comment after it: every text of every card is checked.
        guard let comment = node.trailingComment, case .scalar(let text, .plain) = node.content,
            let next = comment.text.unicodeScalars.dropFirst().first, next != " ", next != "\t",
            !comment.text.dropFirst().hasPrefix("seqc:")
        else { return }
        let name = describeName()
        let quoted = SyntaxSource.quoted(text + comment.gap + comment.text)
        collector.warning(
            .commentInText, at: comment.range,
            "YAML reads '\(comment.text)' as a comment, so \(name) is '\(text)'",
            help: "quote \(name) to keep the '#': \(quoted)",
            fixIts: [FixIt(range: SourceRange(start: node.range.start, end: comment.range.end), replacement: quoted, safety: .unsafe)])
    }
}
