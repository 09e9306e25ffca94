import SeqcModel

/// A card written as a set/rep scheme, as training logs and other apps write exercises:
/// a title, a number of sets, reps or a time per set, and perhaps a rest between sets
/// (`- repetition: Squat` + `sets: 3` + `reps: 10` + `rest: 1m`, `- nombre: Sentadilla` +
/// `series: 4` + `repeticiones: 8`). Sets of reps are a `repeat` block around a repetition
/// card; sets of a time with a rest between are an interval (no rest after the last, unless
/// the time and count are written as the interval's own `work` and `rounds`);
/// a count under a word for repeat, rounds or times in any of the vocabulary's languages
/// (`powtórz: 2`, `herhaal: 3`, `veces: 4`, ``CountWords``) is the card's sets too;
/// sets of a time without a rest are a block around a countdown. The keys are read through
/// the fields' synonyms (``ShapeWords``). The fix rewrites the card, unsafe: the structure
/// is inferred.
struct SetScheme {
    let context: ReadingContext

    /// The parts of a card that a scheme is made of.
    private struct Parts {
        var title: YAMLPair?
        var sets: YAMLPair?
        var reps: YAMLPair?
        var duration: YAMLPair?
        var rest: YAMLPair?
    }

    /// Whether the list item `node` is a set/rep scheme, reported with its fix.
    func report(_ node: YAMLNode, pairs: YAMLNode.Pairs) -> Bool {
        guard pairs.count >= 2, pairs.count <= 6 else { return false }
        let all = Array(pairs)
        guard let parts = parts(of: all), let sets = parts.sets, let title = parts.title?.value.scalar,
            let item = item(parts, title: title, sets: sets.value)
        else { return false }
        let key = sets.key.scalar ?? "sets"
        context.collector.error(
            .unknownKey, at: sets.key.range, "'\(key)' is not a field of a card: sets of one exercise are played as rounds",
            help: "write it as \(item.summary)", fixIts: context.replacing(node, pairs: all, with: item).map { [$0] } ?? [])
        return true
    }

    /// Each pair in its part; nil when a pair is none of them, or two fill one part, or the
    /// card names a kind that counts rounds itself (an interval's `sets` are its rounds).
    private func parts(of pairs: [YAMLPair]) -> Parts? {
        var parts = Parts()
        for (position, pair) in pairs.enumerated() {
            guard let key = pair.key.scalar, key.utf8.count <= 40 else { return nil }
            let kind = CardKind.named(key) ?? NameMatching.kind(key) ?? Vocabulary.kind(named: key)
            if position == 0, pair.value.scalar != nil, !pair.value.isNull,
                kind == .repetition || kind == .countdown || Vocabulary.isStepWord(key) || ShapeWords.key(key, isIn: ShapeWords.title)
            {
                parts.title = pair
                continue
            }
            let slot: WritableKeyPath<Parts, YAMLPair?>
            if ShapeWords.key(key, isIn: ShapeWords.rounds) || CountWords.isCountKey(key) && !ShapeWords.key(key, isIn: ShapeWords.sets) {
                slot = \.sets
            } else if ShapeWords.key(key, isIn: ShapeWords.reps) {
                slot = \.reps
            } else if ShapeWords.key(key, isIn: ShapeWords.duration) {
                slot = \.duration
            } else if ShapeWords.key(key, isIn: ShapeWords.rest) {
                slot = \.rest
            } else if parts.title == nil, ShapeWords.key(key, isIn: ShapeWords.title), pair.value.scalar != nil {
                slot = \.title
            } else {
                return nil
            }
            guard parts[keyPath: slot] == nil, pair.value.scalar != nil else { return nil }
            parts[keyPath: slot] = pair
        }
        return parts
    }

    /// The block or interval the parts make; nil without exactly one of reps and a time.
    private func item(_ parts: Parts, title: String, sets: YAMLNode) -> ShapedItem? {
        let restText = parts.rest.flatMap { $0.value.scalar }.map(ShapedText.duration)
        guard let rounds = Self.count(sets) else {
            // `sets: 3x10`: the sets and what each is in one value (``WrittenSets``).
            guard parts.reps == nil, parts.duration == nil, let text = sets.scalar, let written = WrittenSets.read(text),
                written.rest == nil || restText == nil
            else { return nil }
            return written.item(title: title, rest: restText)
        }
        guard parts.reps != nil || parts.duration != nil else { return nil }
        let reps = parts.reps.map { Self.count($0.value) ?? $0.value.scalar ?? "" }
        return Self.shaped(
            title: title, rounds: rounds, reps: reps, duration: parts.duration?.value.scalar.map(ShapedText.duration),
            rest: restText, countsSets: Self.countsSets(parts.sets?.key.scalar))
    }

    /// The item sets of one exercise make, wherever they are written (card keys here, a
    /// value, a line of text or a table row: ``WrittenSets``): sets of reps are a block
    /// around a repetition card, its rest between the sets; sets of a time with a rest are
    /// an interval, with no rest after the last when the count is of sets (`countsSets`);
    /// sets of a time without a rest are a block around a countdown. Nil without exactly
    /// one of reps and a time.
    static func shaped(title: String, rounds: String, reps: String?, duration: String?, rest: String?, countsSets: Bool) -> ShapedItem? {
        // One set is the card alone: a block of one round plays it once, as the card does,
        // and a rest between sets never comes.
        if rounds == "1", reps != nil || rest == nil || countsSets {
            switch (reps, duration) {
            case (let reps?, nil): return .card(.repetition, title: title, fields: [ShapedField(name: "reps", value: reps)])
            case (nil, let duration?): return .card(.countdown, title: title, fields: [ShapedField(name: "duration", value: duration)])
            default: return nil
            }
        }
        switch (reps, duration) {
        case (let reps?, nil):
            let card = ShapedItem.card(.repetition, title: title, fields: [ShapedField(name: "reps", value: reps)])
            return .block(title: title, rounds: rounds, rest: rest, items: [card])
        case (nil, let duration?):
            guard let rest else {
                let card = ShapedItem.card(.countdown, title: title, fields: [ShapedField(name: "duration", value: duration)])
                return .block(title: title, rounds: rounds, rest: nil, items: [card])
            }
            var fields = [
                ShapedField(name: "work", value: duration), ShapedField(name: "rest", value: rest),
                ShapedField(name: "rounds", value: rounds),
            ]
            if countsSets { fields.append(ShapedField(name: "finalRest", value: "false")) }
            return .card(.interval, title: title, fields: fields)
        default: return nil
        }
    }

    /// Whether the count is written as sets (`sets`, `Sätze`, `séries`): a rest comes between
    /// sets, so the last set ends the interval (`finalRest: false`). A count of rounds
    /// (`rounds`, `Runden`, `cycles`, `repeat`) is the interval's own: each round is work then
    /// rest, and the last rest plays as an interval's does. The one rule for both shapes.
    static func countsSets(_ key: String?) -> Bool {
        key.map { ShapeWords.sets.contains(NameMatching.normalised($0)) } ?? false
    }

    /// A whole count written plainly, quoted or decorated in any of the vocabulary's
    /// languages (`3`, `"3"`, `3x`, `4 Mal`, `five rounds`).
    static func count(_ node: YAMLNode) -> String? {
        guard let text = node.scalar?.trimmingWhitespace(), !text.isEmpty else { return nil }
        if text.utf8.count <= 6, text.utf8.allSatisfy({ (48...57).contains($0) }), text != "0" { return text }
        return DecoratedCount.count(text).flatMap { $0 == "0" ? nil : $0 }
    }
}
