import SeqcModel

/// A range written under a duration's key on a card whose fields are a range's ends
/// (`- randomDuration: Round` + `duration: 2-3 min`, `time: between 1 and 2 minutes`,
/// `Dauer: 1 bis 2 Min.`): the card has no one duration, so the range can only be its
/// `min` and `max`. One reading and both values kept: a safe fix (docs/decisions.md,
/// "Fix safety"). On a card of one duration a range has two readings; ``ValueReading``
/// names both there and fixes neither.
extension ReadingContext {
    /// Reports `pair`, an unknown key, when it is such a range; false when it is not.
    /// Asked only for a key the card does not take, on a card with both ends to fill.
    func reportRangeKey(_ pair: YAMLPair, key: String, fields: MappingFields, specs: [FieldSpec], owner: String) -> Bool {
        guard specs.contains(where: { $0.name == "min" }), specs.contains(where: { $0.name == "max" }), fields["min"] == nil,
            fields["max"] == nil, let named = WrittenRange.rangeKey(NameMatching.normalised(key)),
            let (text, ends) = Self.rangeEnds(pair.value, opener: named), ends.low > 0,
            ends.high <= RoutineLimits.maxDurationSeconds, let end = end(of: pair)
        else { return false }
        let low = DurationText.text(ends.low)
        let high = DurationText.text(ends.high)
        let isBlock = startsLine(pair.key.range.start) || followsDash(pair.key.range.start)
        let column = pair.key.range.start.column
        let between = isBlock ? lineBreak + String(repeating: " ", count: column - 1) : ", "
        collector.error(
            .unknownKey, at: pair.key.range, "unknown key '\(key)' in \(owner)",
            help: "'\(text)' is a range, and \(owner) takes its ends: write 'min: \(low)' and 'max: \(high)'",
            fixIts: [
                FixIt(range: SourceRange(start: pair.key.range.start, end: end), replacement: "min: \(low)\(between)max: \(high)")
            ])
        return true
    }

    /// The text of a range written as one scalar (`20s-40s`, `5 à 15 s`, or `5 and 15 seconds`
    /// under `between:`) or as a list of its two ends (`[5s, 15s]`), with its ends in seconds.
    private static func rangeEnds(_ value: YAMLNode, opener: String) -> (String, (low: Int, high: Int))? {
        if let text = value.scalar {
            guard let ends = WrittenRange.durations(text) ?? WrittenRange.durations(opener + text) else { return nil }
            return (text, ends)
        }
        guard case .sequence(let items) = value.content, items.count == 2, let low = items[0].scalar, let high = items[1].scalar,
            let ends = WrittenRange.durations("\(low) - \(high)")
        else { return nil }
        return ("[\(low), \(high)]", ends)
    }
}
