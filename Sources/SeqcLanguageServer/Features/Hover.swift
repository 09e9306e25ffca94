import SeqcCompiler
import SeqcLint
import SeqcModel

extension LanguageServer {
    /// Hover on a rule id (a diagnostic's, or one in a suppression comment): its summary
    /// and link. On a `repeat:` block: what it plays and how long. On a card: its kind's
    /// documentation, the field under the cursor, and what the card expands to.
    func hover(_ params: PositionParams) -> Hover? {
        guard var document = documents[params.textDocument.uri] else { return nil }
        let (_, line) = document.linePrefix(at: params.position)
        if let rule = ruleID(in: line, at: params.position.character, document: document, position: params.position) {
            let configuration = analysis(of: params.textDocument.uri)?.configuration
            return Hover(contents: MarkupContent(value: ruleHover(rule, configuration: configuration)), range: nil)
        }
        let position = document.seqcPosition(of: params.position)
        let timeline = Timeline(analysis(of: params.textDocument.uri)?.result)
        for block in WrittenBlock.all(in: &document, only: position.line) where block.lines.lowerBound == position.line {
            return Hover(contents: MarkupContent(value: blockHover(block, timeline)), range: document.range(of: block.keyRange))
        }
        let containing = timeline.written.filter { Self.contains($0.syntax.range, position) }
        guard let entry = containing.min(by: { Self.lines($0.syntax.range) < Self.lines($1.syntax.range) }) else { return nil }
        return Hover(
            contents: MarkupContent(value: cardHover(entry, at: position, timeline)), range: document.range(of: entry.syntax.range))
    }

    private func ruleID(in line: String, at character: Int, document: OpenDocument, position: LSPPosition) -> RuleDefinition? {
        guard line.contains("#") else { return nil }
        let before = document.linePrefix(at: position).before
        let wordStart = before.reversed().prefix { $0.isLetter || $0 == "-" }.count
        let after = line.dropFirst(before.count).prefix { $0.isLetter || $0 == "-" }
        let word = String(before.suffix(wordStart)) + after
        return RuleRegistry.standard[RuleID(word)]
    }

    func ruleHover(_ rule: RuleDefinition, configuration: LintConfiguration?) -> String {
        var text =
            "**\(rule.id)** (\(rule.defaultSeverity.rawValue), \(rule.isAdjustable ? "configurable" : "stops the build"))\n\n\(rule.summary)"
        if let link = documentationLink(rule.id, configuration: configuration) { text += "\n\n[Documentation](\(link))" }
        return text + "\n\n`seqc explain \(rule.id)`"
    }

    private func blockHover(_ block: WrittenBlock, _ timeline: Timeline) -> String {
        let played = timeline.played(inLines: block.lines)
        let runtime = Expansion.runtimeCardCount(of: played.map(\.card))
        var text = "**repeat** \(block.title)\n\n\(RepeatBlock.summary)\n\n"
        guard !played.isEmpty else { return text + "_(the routine has errors: nothing to expand)_" }
        text += "Plays **\(runtime) runtime cards** in **\(Timeline.total(played).text)**"
        text += ", starting at \(Timeline.startText(played[0].start)):\n\n"
        return text + cardList(played.map(\.card))
    }

    private func cardHover(_ entry: Timeline.Entry, at position: SourcePosition, _ timeline: Timeline) -> String {
        let spec = Language.spec(for: entry.card.kind)
        var text = "**\(entry.card.kind.rawValue)** \(entry.card.title)\n\n\(spec.summary)"
        if let (key, field) = entry.syntax.fields.keys.lazy.compactMap({ key in
            entry.syntax.fields[key].flatMap { Self.contains($0.keyRange, position) ? (key, spec.field(named: key)) : nil }
        }).first, let field {
            text += "\n\n`\(key)`: \(field.summary)" + (field.defaultValue.map { " Default: `\($0)`." } ?? "")
        }
        text += "\n\nStarts at \(Timeline.startText(entry.start)); takes \(entry.own.text)."
        let runtime = Expansion.runtimeCards(of: SequenceDefinition(slug: "hover", title: "hover", cards: [entry.card]))
        if runtime.count > 1 || entry.card.kind == .interval {
            text += "\n\nExpands to **\(runtime.count) runtime cards**:\n\n" + cardList(runtime.map(\.card))
        }
        return text
    }

    /// At most a screenful of cards, then how many more.
    private func cardList(_ cards: [Card]) -> String {
        let shown = 12
        var lines = cards.prefix(shown).map { card in
            "- \(card.kind.rawValue) \(card.title)"
                + (TimingSummary(of: [card]).untimedCards == 0 ? " (\(TimingSummary(of: [card]).text))" : "")
        }
        if cards.count > shown { lines.append("- … and \(cards.count - shown) more") }
        return lines.joined(separator: "\n")
    }

    static func contains(_ range: SourceRange, _ position: SourcePosition) -> Bool {
        range.start <= position && position <= range.end
    }

    static func lines(_ range: SourceRange) -> Int { range.end.line - range.start.line }
}
