/// A group of cards written as one key holding their list, the key a title and a count
/// (`- Circuit x3:` over the cards, `- 3 rounds:`, `- Zirkel (3 Runden):`): a `repeat`
/// block. The count is read as a text group's header is (``TextStep/rounds(in:)``), in
/// the vocabulary's words. Unsafe: the structure is inferred from words.
struct CountedKey {
    let context: ReadingContext

    /// The title a block gets when its key holds only the count.
    static let untitled = "Rounds"

    /// Whether `pair`, the one pair of the card mapping at `mapping`, is such a group,
    /// reported with its fix.
    func report(_ pair: YAMLPair, in mapping: SourceRange) -> Bool {
        guard let key = pair.key.scalar, key.utf8.count <= 60, case .sequence(let items) = pair.value.content, !items.isEmpty,
            items.allSatisfy({ $0.isMapping }), let (rounds, words) = TextStep.rounds(in: key), context.writtenInPlace(pair)
        else { return false }
        let title = words.isEmpty ? Self.untitled : words
        let start = pair.key.range.start
        let isFlow = context.isFlowMapping(mapping)
        let indent = String(repeating: " ", count: start.column - 1)
        let replacement =
            isFlow
            ? "\"repeat\": \(ShapedText.quoted(title)), \"rounds\": \(rounds), \"cards\""
            : "repeat: \(ShapedText.quoted(title))\(context.lineBreak)\(indent)rounds: \(rounds)\(context.lineBreak)\(indent)cards"
        context.collector.error(
            .unknownKind, at: pair.key.range, "'\(key)' holding a list of cards is a repeat block",
            help: "write '- repeat: \(title)' with 'rounds: \(rounds)' and its cards under 'cards:'",
            fixIts: [FixIt(range: pair.key.range, replacement: replacement, safety: .unsafe)])
        return true
    }
}
