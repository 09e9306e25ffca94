import SeqcModel

/// An interval written as its fields alone, with no kind and no title, under any of their
/// synonyms (`{work: 30s, rest: 30s, rounds: 10}`, `{"werk": "30s", "rust": "30s",
/// "herhalingen": 10}`, `- Arbeit: 40s` with `Pause: 20s` and `Runden: 8`): both halves
/// and its rounds. It becomes an interval with no title (`- interval:`), which the language
/// shows under its kind's name, as any untitled card; no title is invented. Unsafe: the
/// kind is inferred. A `rest` among them is the interval's half, not the card's kind.
struct UntitledInterval {
    let context: ReadingContext

    /// Whether the list item `node` is such an interval, reported with its fix.
    func report(_ node: YAMLNode, pairs: YAMLNode.Pairs) -> Bool {
        guard (3...4).contains(pairs.count) else { return false }
        let specs = Language.cardFields(of: .interval)
        var fields: [ShapedField] = []
        for pair in pairs {
            guard let key = pair.key.scalar, let value = pair.value.scalar, !pair.value.isNull,
                CardKind.named(key) == nil || CardKind.named(key) == .rest,
                let spec = Self.field(key, value: value, among: specs), !fields.contains(where: { $0.name == spec.name })
            else { return false }
            fields.append(ShapedField(name: spec.name, value: spec.type == .duration ? ShapedText.duration(value) : value))
        }
        let names = Set(fields.map(\.name))
        guard names.isSuperset(of: ["work", "rest", "rounds"]) else { return false }
        let item = ShapedItem.card(.interval, title: "", fields: fields)
        context.collector.error(
            .missingKind, at: node.range, "this step has no kind; its fields say \(item.summary)",
            help: "its work, rest and rounds make an interval, untitled as written: write it as \(item.summary)",
            fixIts: context.replacing(node, pairs: Array(pairs), with: item).map { [$0] } ?? [])
        return true
    }

    /// The interval's field `key` means; a count under a repetition's word (`reps`,
    /// `herhalingen`, `Wiederholungen`) beside work and rest is the interval's rounds.
    private static func field(_ key: String, value: String, among specs: [FieldSpec]) -> FieldSpec? {
        if let spec = Language.meaning(of: key, among: specs)?.field { return spec }
        guard Int(value) != nil, Language.meaning(of: key, among: Language.cardFields(of: .repetition))?.field?.name == "reps"
        else { return nil }
        return specs.first { $0.name == "rounds" }
    }
}
