import SeqcModel

/// A duration field written as an object holding only its duration, as interval apps
/// write phases: `work:` over `duration: 2m`, `rest: {seconds: 60}`. The object has one
/// reading, the duration it holds, and every value is kept, so the fix writing the
/// duration in the field's place is safe.
struct PhaseObject {
    let context: ReadingContext

    /// Names of the card fields that hold a duration, normalised.
    private static let durationFields: Set<String> = Set(
        Language.kinds.flatMap(\.fields).filter { $0.type == .duration }.map { NameMatching.normalised($0.name) })

    /// `pairs` with each such object replaced by the duration it holds, each reported;
    /// nil when no pair is one. The card's first pair is its kind, never a phase (`- rest:`
    /// over `duration: 30s` is a rest card written nested).
    func unwrapped(_ pairs: [YAMLPair]) -> [YAMLPair]? {
        var result = pairs
        var changed = false
        for (position, pair) in pairs.enumerated() where position > 0 && pair.value.isMapping {
            guard let key = pair.key.scalar, key.utf8.count <= 40, Self.durationFields.contains(NameMatching.normalised(key)),
                case .mapping(let inner) = pair.value.content, inner.count == 1, let held = inner.first,
                let heldKey = held.key.scalar, ShapeWords.key(heldKey, isIn: ShapeWords.duration), held.value.scalar != nil
            else { continue }
            context.collector.error(
                .wrongType, at: pair.key.range, "'\(key)' is a duration, not an object holding one",
                help: "write the duration as its value: '\(key): \(context.sourceText(held.value.range) ?? "<duration>")'",
                fixIts: fix(pair, held: held).map { [$0] } ?? [])
            result[position] = YAMLPair(key: pair.key, value: held.value)
            changed = true
        }
        return changed ? result : nil
    }

    /// From the end of the key to the end of the object (a flow mapping's brace
    /// included), replaced by `: ` and the duration as written.
    private func fix(_ pair: YAMLPair, held: YAMLPair) -> FixIt? {
        guard context.writtenInPlace(pair), let text = context.sourceText(held.value.range) else { return nil }
        let start = pair.value.range.start
        let isFlow = context.sourceText(SourceRange(start: start, end: SourcePosition(line: start.line, column: start.column + 1))) == "{"
        let end = isFlow ? pair.value.range.end : held.value.range.end
        return FixIt(range: SourceRange(start: pair.key.range.end, end: end), replacement: ": " + text)
    }
}
