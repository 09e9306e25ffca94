import SeqcModel

/// A block whose only count is written as its title, `- repeat: 3 times` with no `rounds:`:
/// the count is its rounds, and the block is titled `Round` (its copies are then `Round
/// 1/3`...). Unsafe: the title is invented. A block with no cards and a key no block takes
/// is left alone: it may be a card (``CountedPhrase``), and a block of nothing is no reading.
struct RoundsAsTitle {
    let context: ReadingContext

    /// The title the fix gives a block that had none.
    static let title = "Round"

    /// Whether a block with no cards holds a key no block takes (`Satz: Guten Morgen`
    /// beside `repeat: 5` and a rest): a card's text, perhaps, so no block is made of it.
    private static func holdsStranger(_ fields: MappingFields) -> Bool {
        fields.keys.contains { key in key != RepeatBlock.key && !RepeatBlock.fields.contains { $0.name == key } }
    }

    /// Whether the block was reported: no `rounds` key, and a title that is a count.
    func report(_ head: YAMLPair, fields: MappingFields) -> Bool {
        guard fields["rounds"] == nil, head.value.scalar != nil, let count = SetScheme.count(head.value),
            context.writtenInPlace(head), fields["cards"] != nil || !Self.holdsStranger(fields)
        else { return false }
        let isFlow = context.isFlowMapping(fields.range)
        let indent = String(repeating: " ", count: head.key.range.start.column - 1)
        let replacement =
            isFlow ? "\"\(Self.title)\", rounds: \(count)" : "\(Self.title)\(context.lineBreak)\(indent)rounds: \(count)"
        context.collector.error(
            .missingField, at: head.value.range, "this block's rounds are written as its title",
            help: "write the rounds under the block and give it a title: '- repeat: \(Self.title)' with 'rounds: \(count)'",
            fixIts: [FixIt(range: head.value.range, replacement: replacement, safety: .unsafe)])
        return true
    }
}
