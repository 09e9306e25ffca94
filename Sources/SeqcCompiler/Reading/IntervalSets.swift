import SeqcModel

/// An interval played as sets: its own work, rest and rounds, and a second count over them
/// (`sets: 2`, `repeat: 3`, `Sätze: 2`), perhaps with a rest between the sets
/// (`restBetweenSets: 1m`), as Tabata apps write "2 sets of 8 rounds". The sets are a
/// `repeat` block around the interval, the rest between sets the block's `rest`; the
/// interval keeps its fields as written, and with a rest between sets it ends without its
/// own last rest (`finalRest: false`) unless it says otherwise. Unsafe: the structure is
/// inferred.
///
/// Of the two counts, `rounds` written as such is the interval's; a word for sets, repeat
/// or times is the outer count beside a word for rounds (``outerness(_:)``). Two counts
/// that tell neither apart are left to the card's reader.
struct IntervalSets {
    let context: ReadingContext

    /// The parts of such a card.
    private struct Parts {
        var title: String
        var fields: [ShapedField] = []
        /// The two counts, as written, in order.
        var counts: [(key: String, value: YAMLNode)] = []
        var restBetween: String?
    }

    /// Whether the list item `node` is such an interval, reported with its fix.
    func report(_ node: YAMLNode, pairs: YAMLNode.Pairs) -> Bool {
        guard (4...8).contains(pairs.count), let parts = Self.parts(of: pairs), let item = Self.item(parts) else { return false }
        context.collector.error(
            .unknownKey, at: node.range, "this interval has a second count: sets of its rounds are played as a block",
            help: "write it as \(item.summary)", fixIts: context.replacing(node, pairs: Array(pairs), with: item).map { [$0] } ?? [])
        return true
    }

    /// Each pair in its part; nil when the first key names no interval, a pair is none of
    /// the parts or two fill one.
    private static func parts(of pairs: YAMLNode.Pairs) -> Parts? {
        guard let head = pairs.first, let kindKey = head.key.scalar, kind(of: kindKey) == .interval,
            let title = head.value.scalar?.trimmingWhitespace(), !head.value.isNull, !title.isEmpty
        else { return nil }
        let specs = Language.cardFields(of: .interval)
        var parts = Parts(title: title)
        for pair in pairs.dropFirst() {
            guard let key = pair.key.scalar, key.utf8.count <= 40, let value = pair.value.scalar, !pair.value.isNull else { return nil }
            let name = NameMatching.normalised(key)
            let meaning = Language.meaning(of: key, among: specs)?.field
            if restBetweenWords.contains(name) {
                guard parts.restBetween == nil else { return nil }
                parts.restBetween = ShapedText.duration(value)
            } else if meaning?.name == "rounds" || ShapeWords.sets.contains(name) || CountWords.isCountKey(key) {
                parts.counts.append((key, pair.value))
            } else if let meaning, !parts.fields.contains(where: { $0.name == meaning.name }) {
                parts.fields.append(ShapedField(name: meaning.name, value: meaning.type == .duration ? ShapedText.duration(value) : value))
            } else {
                return nil
            }
        }
        return parts
    }

    /// The block the parts make: nil without work, or without exactly two counts that
    /// can be told apart.
    private static func item(_ parts: Parts) -> ShapedItem? {
        guard parts.fields.contains(where: { $0.name == "work" }), parts.counts.count == 2 else { return nil }
        let outerFirst = isOuter(parts.counts[0].key, beside: parts.counts[1].key)
        guard outerFirst != isOuter(parts.counts[1].key, beside: parts.counts[0].key) else { return nil }
        let (outer, own) = outerFirst ? (parts.counts[0], parts.counts[1]) : (parts.counts[1], parts.counts[0])
        guard let sets = SetScheme.count(outer.value), let rounds = SetScheme.count(own.value) else { return nil }
        var fields = parts.fields
        let roundsAt = fields.firstIndex { $0.name == "finalRest" } ?? fields.count
        fields.insert(ShapedField(name: "rounds", value: rounds), at: roundsAt)
        // The rest between sets takes the place of the last round's rest, as the set
        // scheme's does (``SetScheme/countsSets(_:)``): both would be two rests in a row.
        if parts.restBetween != nil, !fields.contains(where: { $0.name == "finalRest" }) {
            fields.append(ShapedField(name: "finalRest", value: "false"))
        }
        let interval = ShapedItem.card(.interval, title: parts.title, fields: fields)
        return .block(title: parts.title, rounds: sets, rest: parts.restBetween, items: [interval])
    }

    /// Whether the count under `key` is the outer one beside the count under `other`: the
    /// one of a higher ``outerness(_:)``.
    private static func isOuter(_ key: String, beside other: String) -> Bool {
        outerness(NameMatching.normalised(key)) > outerness(NameMatching.normalised(other))
    }

    /// How surely a count's word counts sets, not an interval's rounds: `rounds` as written
    /// never (0); a word for rounds, cycles or laps (`Runden`, `tours`) less (1) than one for
    /// sets, repeating or times (`sets`, `Sätze`, `repeat`, `times`: 2). Two of one rank
    /// leave the card to its reader, whose synonyms' fixes make the rank clear.
    private static func outerness(_ name: String) -> Int {
        if name == "rounds" { return 0 }
        if ShapeWords.sets.contains(name) || CountWords.repeatWords.contains(name) || CountWords.timesWords.contains(name)
            || name == RepeatBlock.key
        {
            return 2
        }
        return 1
    }

    private static func kind(of key: String) -> CardKind? {
        CardKind.named(key) ?? NameMatching.kind(key) ?? Vocabulary.kind(named: key)
    }

    /// Keys apps write a rest between sets under, normalised.
    static let restBetweenWords: Set<String> = Set(
        [
            "restBetweenSets", "rest_between_sets", "setRest", "restAfterSet", "betweenSets", "Satzpause", "Pause zwischen Sätzen",
            "pauseZwischenSaetzen", "reposEntreSeries", "récupérationEntreSéries", "descansoEntreSeries", "descansoEntreSets",
            "recuperoTraSerie", "rustTussenSets",
        ].map(NameMatching.normalised))
}
