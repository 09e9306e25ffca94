import SeqcModel

/// A card whose quantity is written in its title and nowhere else: `- repetition: 15
/// push-ups`, `- countdown: Plank 45s`, `- interval: 10 x 30s on / 30s off`. The title is
/// read as ``TextCardShape`` reads a card of text, and when that gives the card's own kind
/// the card is reported with a fix writing the quantity as its field (unsafe: the title is
/// cut, and the quantity read out of it).
struct TitleQuantity {
    let context: ReadingContext

    /// Whether the card was reported: its only pair is the kind and a title holding a
    /// quantity of the kind.
    func report(_ head: CardHead, fields: MappingFields, node: YAMLNode) -> Bool {
        // A kind whose card is whole without fields keeps its title as written.
        guard head.consumed.isEmpty, fields.keys.count == 1, Language.spec(for: head.kind).fields.contains(where: \.isRequired),
            let titleNode = head.title, let text = titleNode.scalar,
            let pair = fields[head.key], let end = context.end(of: pair), let item = item(text, of: head.kind)
        else { return false }
        let isFlow =
            context.sourceText(
                SourceRange(start: node.range.start, end: SourcePosition(line: node.range.start.line, column: node.range.start.column + 1)))
            == "{"
        let fix =
            isFlow
            ? FixIt(range: node.range, replacement: item.flowText, safety: .unsafe)
            : FixIt(
                range: SourceRange(start: node.range.start, end: end),
                replacement: item.blockText(indent: node.range.start.column - 1, lineBreak: context.lineBreak), safety: .unsafe)
        context.collector.error(
            .missingField, at: head.keyRange, "this \(head.kind.rawValue) card's \(Self.fieldPhrase(head.kind)) is written in its title",
            help: "'\(text)' reads as \(item.summary)", fixIts: [fix])
        return true
    }

    /// The shape the title reads as, when its cards are of `kind` (a countdown and a rest
    /// differ only by name, so either keeps the kind written).
    private func item(_ text: String, of kind: CardKind) -> ShapedItem? {
        if let untitled = UntitledQuantity.item(text, of: kind) { return untitled }
        guard let item = TextCardShape.item(text, writtenKind: kind) else { return nil }
        return Self.kept(kind, in: item)
    }

    private static func kept(_ kind: CardKind, in item: ShapedItem) -> ShapedItem? {
        switch item {
        case .card(let found, let title, let fields):
            if found == kind { return item }
            let timed: Set<CardKind> = [.countdown, .rest]
            return timed.contains(found) && timed.contains(kind) ? .card(kind, title: title, fields: fields) : nil
        case .block(let title, let rounds, let rest, let items):
            guard items.count == 1, let inner = kept(kind, in: items[0]) else { return nil }
            return .block(title: title, rounds: rounds, rest: rest, items: [inner])
        }
    }

    private static func fieldPhrase(_ kind: CardKind) -> String {
        let required = Language.spec(for: kind).fields.filter(\.isRequired).map { "'\($0.name)'" }
        return required.isEmpty ? "quantity" : required.joined(separator: " and ")
    }
}
