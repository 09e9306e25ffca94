import SeqcModel

/// A routine with no `title:` whose text holds one elsewhere: a heading comment above it
/// (`# Morning focus`, as a model heads its answer), or its first card's title (an intro
/// card names the routine). Reported with an unsafe fix writing `title:` first: the
/// title is read from text that was not written as one. A routine with neither is
/// reported as missing its title, with no fix.
struct MissingTitle {
    let context: ReadingContext

    /// The longest heading read as a title; a longer comment is prose.
    private static let longestHeading = 80

    /// Reports the missing title with its fix; false (nothing reported) when no title is found.
    func report(_ root: YAMLNode, fields: MappingFields) -> Bool {
        guard let title = heading(before: root) ?? firstCardTitle(fields), let fix = fixIt(root, title: title) else { return false }
        context.collector.error(
            .missingField, at: SourceRange(at: root.range.start), "the routine is missing 'title'",
            help: "add 'title: <title>'; '\(title)' heads this routine", fixIts: [fix])
        return true
    }

    /// The text of the first heading comment above the routine (`# Title`, `## Title`).
    private func heading(before root: YAMLNode) -> String? {
        let firstLine = root.range.start.line
        guard firstLine > 1 else { return nil }
        for number in 1..<min(firstLine, 32) {
            guard let line = context.source?.line(number) else { return nil }
            let trimmed = line.trimmingWhitespace()
            guard trimmed.hasPrefix("#"), !trimmed.hasPrefix("#!") else { continue }
            let text = String(trimmed.drop { $0 == "#" }).trimmingWhitespace()
            guard !text.isEmpty, text.count <= Self.longestHeading, !text.contains(": "), !text.hasSuffix(":") else { continue }
            return text
        }
        return nil
    }

    /// The title of the routine's first card, as its kind key (or a word for one) holds it;
    /// a title with no letter (`step: 1`, `- countdown: 5`) numbers or times the card and
    /// names nothing.
    private func firstCardTitle(_ fields: MappingFields) -> String? {
        guard let cards = fields.value("cards"), case .sequence(let items) = cards.content, let first = items.first,
            case .mapping(let pairs) = first.content, let head = pairs.first, let key = head.key.scalar,
            let title = head.value.scalar?.trimmingWhitespace(), title.contains(where: \.isLetter), title.count <= Self.longestHeading,
            CardKind.named(key) != nil || Vocabulary.kind(named: key) != nil || Vocabulary.isStepWord(key)
                || ShapeWords.key(key, isIn: ShapeWords.title)
        else { return nil }
        return title
    }

    /// `title:` written before the routine's first key, in its style.
    private func fixIt(_ root: YAMLNode, title: String) -> FixIt? {
        let start = root.range.start
        let brace = context.sourceText(SourceRange(start: start, end: SourcePosition(line: start.line, column: start.column + 1)))
        if brace == "{" {
            let after = SourcePosition(line: start.line, column: start.column + 1)
            return FixIt(range: SourceRange(at: after), replacement: "\"title\": \(ShapedText.quoted(title)), ", safety: .unsafe)
        }
        guard context.startsLine(start) else { return nil }
        let indent = String(repeating: " ", count: start.column - 1)
        return FixIt(
            range: SourceRange(at: start), replacement: "title: \(ShapedText.block(title))\(context.lineBreak)\(indent)", safety: .unsafe)
    }
}
