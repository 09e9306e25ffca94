import SeqcModel

/// A card written as text where a mapping belongs (`- Plank 45s`, `- Burpees x 10`,
/// `- Deadlift 5x5`, `- Stretch`), or as a short list of a title and its quantity
/// (`- [Stretch, 5m]`), as people and other apps list steps. Text in one of the shapes
/// ``TextCardShape`` reads becomes that card or block; other text an info card. Every fix
/// here is unsafe: the kind, and for sets the structure, is a guess.
struct ScalarCard {
    let context: ReadingContext

    /// The help and fix-it for `node`, or nil when it is not one line of text in a list.
    func repair(_ node: YAMLNode) -> (help: String, fixIts: [FixIt])? {
        guard node.tag == nil, node.range.start.line == node.range.end.line, let layout = layout(of: node) else { return nil }
        switch node.content {
        case .scalar(let text, let style):
            guard !node.isNull else { return nil }
            if let item = TextCardShape.item(text) { return shaped(item, text: text, node: node, layout: layout) }
            // `21:00 Dusch`: when the step starts, never its length, and no info to show.
            if TimeOfDay.leading(text) != nil { return (TimeOfDay.help, []) }
            guard style == .plain || layout == .flow else { return nil }
            // Sets in an order or form with no one reading (`3 x 10 sets`, `3-5 x 10`) are no info to show.
            if WrittenSets.mayBeSets(text) { return (WrittenSets.help, []) }
            let item = ShapedItem.card(.info, title: text, fields: [])
            return ("a card of text only is an info card: write '- info: \(text)'", [fix(item, node: node, layout: layout)])
        case .sequence(let items):
            let texts = items.compactMap { $0.isNull ? nil : $0.scalar }
            guard (2...3).contains(items.count), texts.count == items.count,
                let item = TextCardShape.card(texts.joined(separator: ", "))
            else { return nil }
            return shaped(item, text: texts.joined(separator: ", "), node: node, layout: layout)
        case .mapping: return nil
        }
    }

    /// How the card's list is written.
    private enum Layout { case block, flow }

    private func shaped(_ item: ShapedItem, text: String, node: YAMLNode, layout: Layout) -> (help: String, fixIts: [FixIt]) {
        if let title = TimedTitle.eitherTitle(of: item), !RecoveryNeighbours.isWork(node, in: context.listItems) {
            return (TimedTitle.help(title: title), [])
        }
        return ("'\(text)' reads as \(item.summary)", [fix(item, node: node, layout: layout)])
    }

    private func fix(_ item: ShapedItem, node: YAMLNode, layout: Layout) -> FixIt {
        let replacement =
            switch layout {
            case .block: item.blockText(indent: node.range.start.column - 1, lineBreak: context.lineBreak)
            case .flow: item.flowText
            }
        return FixIt(range: node.range, replacement: replacement, safety: .unsafe)
    }

    /// A block list's item follows `- ` on its line; any other item is written as one flow
    /// mapping, which YAML reads alike in a flow list and in a block.
    private func layout(of node: YAMLNode) -> Layout? {
        context.followsDash(node.range.start) ? .block : .flow
    }

    /// Whether `word` is a duration with a unit (`45s`, `5m`, `1:30`): a bare number
    /// after a title is as likely a count (`Push-ups 12`).
    static func isDurationWithUnit(_ word: String) -> Bool {
        guard word.utf8.count <= 32, !word.utf8.allSatisfy({ (48...57).contains($0) }) else { return false }
        return DurationSyntax.seconds(word, isPlainInteger: false).map { $0 >= 1 } ?? false
    }
}
