import SeqcModel

/// A card whose count or time is written as sets (``WrittenSets``): `- repetition:
/// Push-ups` with `reps: 3x10` or `reps: 3 sets of 10 reps`, `- countdown: Plank` with
/// `duration: 3 x 30s`, perhaps with a rest between the sets in the value (`3x10, rest 60s`)
/// or as the card's own `rest:` key. The card is reported with a fix writing the block the
/// sets make, as ``SetScheme`` writes sets given as keys (unsafe: the structure is inferred).
/// A value that is no sets, or sets in an order its words do not settle (`3 x 10 sets`), or
/// any other key on the card, leaves the value for its type check to report.
struct SetsInValue {
    let context: ReadingContext

    /// Whether the card was reported.
    func report(_ head: CardHead, fields: MappingFields, node: YAMLNode) -> Bool {
        let field: String
        switch head.kind {
        case .repetition: field = "reps"
        case .countdown: field = "duration"
        default: return false
        }
        guard let title = head.title?.scalar, !title.isEmpty, let pair = fields[field], let text = pair.value.scalar,
            let sets = WrittenSets.read(text), sets.each.fits(head.kind)
        else { return false }
        var restText: String?
        for key in fields.keys where key != head.key && key != field && !head.consumed.contains(key) {
            // A rest key beside the sets is the rest between them, unless the value gave one.
            guard sets.rest == nil, restText == nil, ShapeWords.key(key, isIn: ShapeWords.rest),
                let node = fields[key]?.value, let value = node.scalar,
                LooseDuration.seconds(value) != nil || ScalarCard.isDurationWithUnit(value) || SetScheme.count(node) == value
            else { return false }
            restText = ShapedText.duration(value)
        }
        guard let item = sets.item(title: title, rest: restText) else { return false }
        let pairs = Array(fields.keys).compactMap { fields[$0] }
        context.collector.error(
            .wrongType, at: pair.value.range, "'\(field): \(text)' writes sets of one exercise, which are played as rounds",
            help: "write it as \(item.summary)", fixIts: context.replacing(node, pairs: pairs, with: item).map { [$0] } ?? [])
        return true
    }

    /// Whether a card's one pair is a title keyed to sets (`- Squats: 3x10`,
    /// `- Kniebeugen: 3 Sätze à 12 Wdh.`), reported with the block's fix.
    func report(titled pair: YAMLPair, node: YAMLNode) -> Bool {
        guard let key = pair.key.scalar, let title = TextCardShape.title(Substring(key)), !key.contains(where: \.isNumber),
            let text = pair.value.scalar, let sets = WrittenSets.read(text), let item = sets.item(title: title)
        else { return false }
        context.collector.error(
            .unknownKind, at: pair.key.range, "'\(key): \(text)' writes sets of one exercise, which are played as rounds",
            help: "write it as \(item.summary)", fixIts: context.replacing(node, pairs: [pair], with: item).map { [$0] } ?? [])
        return true
    }
}

extension WrittenSets.Each {
    /// Whether each set is what a card of `kind` counts or times.
    fileprivate func fits(_ kind: CardKind) -> Bool {
        switch self {
        case .reps: kind == .repetition
        case .seconds: kind == .countdown
        }
    }
}
