/// What to write instead of a card that is neither a mapping nor text a repair reads:
/// the nearest card in the routine's own terms. A list of a title and a duration
/// (`- [Stretch, 5m]`) is that countdown; a list of a title and a count, that repetition;
/// anything else gets the card's form with placeholders.
enum CardShapeHelp {
    static func help(for node: YAMLNode) -> String {
        if case .sequence(let items) = node.content, items.count == 2, let first = items.first?.scalar, let second = items.last?.scalar {
            if isDuration(second) { return "a card is a mapping: write '- countdown: \(first)' with 'duration: \(second)' under it" }
            if isDuration(first) { return "a card is a mapping: write '- countdown: \(second)' with 'duration: \(first)' under it" }
            if let reps = DecoratedCount.digits(second) ?? (IntegerSyntax.parse(second) != nil ? second : nil) {
                return "a card is a mapping: write '- repetition: \(first)' with 'reps: \(reps)' under it"
            }
        }
        return "a card is '- <kind>: <title>' with its fields on the lines under it ('duration: <duration>', 'reps: <count>'); "
            + "rounds of several cards are '- repeat: <title>' with 'rounds: <count>' and 'cards:'"
    }

    private static func isDuration(_ text: String) -> Bool {
        switch DurationSyntax.parse(text, isPlainInteger: false) {
        case .seconds: true
        case .invalid(_, let suggestion): suggestion != nil
        case .tooLarge: false
        }
    }
}
