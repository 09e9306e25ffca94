import SeqcModel

/// A block whose only count is written as its title, `- repeat: 3 times` with no `rounds:`:
/// the count is its rounds, and the block is titled `Round` (its copies are then `Round
/// 1/3`...), or by the routine's title when it is the routine's only card: it is then the
/// whole routine played that many times, as ``RoutineRounds`` titles one. Unsafe: the title
/// is invented. A block with no cards and a key no block takes
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

    /// The title a block at `depth` gets: the routine's when it is the routine's only card.
    private func title(depth: Int) -> String {
        guard depth == 0, context.listItems?.count == 1, let routine = context.routineTitle,
            !routine.isEmpty, routine.utf8.count <= 80, !routine.contains(where: \.isNewline)
        else { return Self.title }
        return routine
    }

    /// Whether the block was reported: no `rounds` key, and a title that is a count.
    func report(_ head: YAMLPair, fields: MappingFields, depth: Int) -> Bool {
        guard fields["rounds"] == nil, head.value.scalar != nil, let count = SetScheme.count(head.value),
            context.writtenInPlace(head), fields["cards"] != nil || !Self.holdsStranger(fields)
        else { return false }
        let isFlow = context.isFlowMapping(fields.range)
        let indent = String(repeating: " ", count: head.key.range.start.column - 1)
        let title = title(depth: depth)
        let replacement =
            isFlow
            ? "\(ShapedText.quoted(title)), rounds: \(count)"
            : "\(TextRoutine.scalar(title))\(context.lineBreak)\(indent)rounds: \(count)"
        context.collector.error(
            .missingField, at: head.value.range, "this block's rounds are written as its title",
            help: "write the rounds under the block and give it a title: '- repeat: <title>' with 'rounds: \(count)'",
            fixIts: [FixIt(range: head.value.range, replacement: replacement, safety: .unsafe)])
        return true
    }
}
