import SeqcModel

/// A duration written as a mapping of one pair under its field (`work:` then
/// `duration: 2m` nested below it, or `work: {duration: 2m}`), as other apps nest each
/// phase: the duration itself on the field's line is what was meant. The inner key could
/// have named something else, so the fix is unsafe.
///
/// A duration as an object whose keys say its units (`{"value": 45, "unit": "seconds"}`,
/// `{amount: 2, unit: min}`, `{seconds: 45}`, `{minutes: 2, seconds: 30}`) has one reading
/// and keeps every value: that fix is safe.
enum NestedDuration {
    /// The range to replace, the duration to write there and the fix's safety, or nil when
    /// `node` is neither a duration object nor a mapping of one pair whose value is a duration.
    static func repair(_ node: YAMLNode) -> (range: SourceRange, duration: String, safety: FixSafety)? {
        if case .mapping(let pairs) = node.content, let first = pairs.first, let last = pairs.last,
            let seconds = DurationObject.seconds(pairs), seconds > 0, seconds <= RoutineLimits.maxDurationSeconds
        {
            let isBlock = node.range.start == first.key.range.start
            let range = isBlock ? SourceRange(start: first.key.range.start, end: last.value.range.end) : node.range
            return (range, DurationText.text(seconds), .safe)
        }
        guard case .mapping(let pairs) = node.content, pairs.count == 1, let pair = pairs.first,
            case .scalar(let text, let style) = pair.value.content, pair.value.range.start > pair.key.range.start
        else { return nil }
        let duration: String
        switch DurationSyntax.parse(text, isPlainInteger: style == .plain && pair.value.tag == nil) {
        case .seconds(let seconds) where seconds > 0: duration = style == .plain ? text : DurationText.text(seconds)
        case .invalid(_, let suggestion?): duration = suggestion
        default: return nil
        }
        // A block mapping starts at its first key: replacing the pair leaves the duration
        // alone on the line below the field, which YAML reads as the field's value. A flow
        // mapping is replaced whole, braces included.
        let isBlock = node.range.start == pair.key.range.start
        return (isBlock ? SourceRange(start: pair.key.range.start, end: pair.value.range.end) : node.range, duration, .unsafe)
    }
}
