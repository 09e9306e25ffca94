import SeqcModel

/// A step written with the rest after it as one of its fields, as other apps and models list
/// steps: `{name: Squat, duration: 40s, rest: 20s}`, `- nome: Affondi` with `durata` and
/// `riposo`, `- exercise: Plank` with `rest_after: 15s`, `- Übung: Kniebeugen` with `Pause`,
/// `- repetition: Push-ups` with `reps: 12` and `rest_seconds: 60`. A card has one kind: the
/// step becomes its card (a countdown, a repetition, a countup) and the rest a rest card
/// after it, titled by the rest's word as the key writes it, capitalised (`Riposo`, `Pause`,
/// `Descanso`, `Repos`; `Rest` for `rest`, `rest_after`, `restSeconds`). A rest of no time
/// (`rest: 0`) is no card. Unsafe: a kind is inferred and the rest card's title invented.
/// Reported with no fix when the rest has more than one reading: two rest keys in one step;
/// a number of no unit beside a time of no unit; a step inside a group, whose rest may be
/// the group's between rounds.
struct RestInStep {
    let context: ReadingContext

    /// Words after a rest's word that leave it the rest after the step (`rest_after`, `restTime`).
    private static let afterWords: Set<String> = ["after", "afterwards", "time", "period", "duration", "length"]
    /// Kinds a rest may follow: one step timed or counted by itself.
    private static let followed: Set<CardKind> = [.countdown, .countup, .repetition]

    /// A rest key: the rest's word as written and the unit the key names (`rest_seconds`).
    struct RestKey {
        let word: String
        let unit: (seconds: Int, per: Int)?
    }

    /// `key` as a rest key: a word of the vocabulary naming a rest, perhaps followed by
    /// `after` or a unit; nil for any other key (`rest_between_sets` among them).
    static func restKey(_ key: String) -> RestKey? {
        let written = NameMatching.normalised(key)
        guard written.utf8.count <= 40, written.count > 1 else { return nil }
        for length in 2...written.count {
            let word = String(written.prefix(length))
            guard CardKind.named(word) == .rest || Vocabulary.kind(named: word) == .rest else { continue }
            let rest = String(written.dropFirst(length))
            let unit = rest.count > 1 ? Vocabulary.unit(rest) : nil
            guard rest.isEmpty || afterWords.contains(rest) || unit != nil else { continue }
            return RestKey(word: title(of: key, normalisedAs: word), unit: unit)
        }
        return nil
    }

    /// The shortest start of `key` that normalises to `word`, capitalised; `Rest` when none does.
    private static func title(of key: String, normalisedAs word: String) -> String {
        var prefix = ""
        for character in key {
            prefix.append(character)
            if NameMatching.normalised(prefix) == word {
                return prefix.prefix(1).uppercased() + prefix.dropFirst().lowercased()
            }
        }
        return "Rest"
    }

    /// How the rest's value reads.
    private enum RestValue {
        case zero
        case duration(String)
        /// A number of no unit beside a time of no unit: seconds or the step's unit.
        case noUnit
    }

    /// Whether the list item `node` is such a step, reported (with its fix when it has one reading).
    func report(_ node: YAMLNode, pairs: YAMLNode.Pairs, depth: Int) -> Bool {
        guard (3...9).contains(pairs.count) else { return false }
        let rests = pairs.indices.dropFirst().filter { pairs.keyScalar(at: $0).flatMap(Self.restKey) != nil }
        guard let position = rests.first, let key = pairs.keyScalar(at: position), let restKey = Self.restKey(key) else {
            return false
        }
        let others = pairs.indices.filter { !rests.contains($0) }.map { pairs[$0] }
        guard let (step, bareTime) = step(of: others), case .card(let kind, _, _) = step else { return false }
        let rest = pairs[position]
        guard let value = rest.value.scalar, let reading = Self.reading(value, unit: restKey.unit, bareTime: bareTime) else {
            return false
        }
        let range = rest.key.range
        let message = "a card has one kind; this \(kind.rawValue) holds the rest after it"
        if rests.count > 1 {
            let keys = rests.compactMap { pairs.keyScalar(at: $0) }.map { "'\($0)'" }.joined(separator: " and ")
            context.collector.error(
                .multipleKinds, at: range, message,
                help: "\(keys) both give a rest: keep the one meant, then write it as '- rest: <title>' after the step")
            return true
        }
        if depth > 0 {
            context.collector.error(
                .multipleKinds, at: range, message,
                help: "'\(key)' may be a rest after this step or the group's rest between rounds: write '- rest: <title>' "
                    + "after the step, or 'rest: <duration>' on the group")
            return true
        }
        let items: [ShapedItem]
        switch reading {
        case .noUnit:
            context.collector.error(
                .multipleKinds, at: range, message,
                help: "'\(key): \(value)' and the step's time have no unit: write '- rest: \(restKey.word)' after the step, "
                    + "with 'duration: <duration>' and its unit")
            return true
        case .zero: items = [step]
        case .duration(let duration):
            items = [step, .card(.rest, title: restKey.word, fields: [ShapedField(name: "duration", value: duration)])]
        }
        let fix = context.replacing(node, pairs: Array(pairs), with: items)
        context.collector.error(
            .multipleKinds, at: range, message,
            help: "write it as " + items.map(\.summary).joined(separator: " then "), fixIts: fix.map { [$0] } ?? [])
        return true
    }

    /// The rest `value` as a duration: a number in the key's unit, a duration with its unit,
    /// or a number of seconds when the step's time has a unit or the step is counted; nil
    /// when it is no duration.
    private static func reading(_ value: String, unit: (seconds: Int, per: Int)?, bareTime: Bool) -> RestValue? {
        if let number = Int(value) {
            guard number >= 0, number <= RoutineLimits.maxDurationSeconds else { return nil }
            if number == 0 { return .zero }
            guard let unit else { return bareTime ? .noUnit : .duration("\(number)s") }
            guard (number * unit.seconds) % unit.per == 0 else { return nil }
            return .duration(DurationText.text(number * unit.seconds / unit.per))
        }
        guard unit == nil else { return nil }
        if DurationSyntax.seconds(value, isPlainInteger: false) == 0 || LooseDuration.seconds(value) == 0 { return .zero }
        if ScalarCard.isDurationWithUnit(value) { return .duration(value) }
        return LooseDuration.seconds(value).map { .duration(DurationText.text($0)) }
    }

    /// The card the step's other pairs make, and whether its time is a number of no unit;
    /// nil unless they make one card a rest may follow.
    private func step(of pairs: [YAMLPair]) -> (ShapedItem, Bool)? {
        guard let first = pairs.first, let key = first.key.scalar, let title = first.value.scalar, !first.value.isNull else {
            return nil
        }
        let fields = Array(pairs.dropFirst())
        let bareTime = fields.contains { pair in
            guard let value = pair.value.scalar, Int(value) != nil, let name = pair.key.scalar else { return false }
            let unitKey = UnitInKey.reading(name, among: StepObject.timedFields) != nil
            return !unitKey && (ShapeWords.key(name, isIn: ShapeWords.duration) || Self.meaning(name, among: .countdown) != nil)
        }
        let named = CardKind.named(key) ?? (Vocabulary.isStepWord(key) ? nil : Vocabulary.kind(named: key))
        if named != nil || Vocabulary.isStepWord(key) {
            guard let kind = named ?? KindInference.kind(fitting: fields.compactMap(\.key.scalar)), Self.followed.contains(kind),
                let written = Self.fields(fields, of: kind)
            else { return nil }
            return (.card(kind, title: title, fields: written), bareTime)
        }
        guard let item = StepObject(context: context).shaped(pairs), case .card(let kind, _, _) = item, Self.followed.contains(kind)
        else { return nil }
        return (item, bareTime)
    }

    /// The field `key` means on a card of `kind`, when it means one.
    private static func meaning(_ key: String, among kind: CardKind) -> FieldSpec? {
        Language.meaning(of: key, among: Language.cardFields(of: kind))?.field
    }

    /// `pairs` as fields of a card of `kind`, durations in the language's form; nil unless
    /// each is one of its fields and holds a scalar.
    private static func fields(_ pairs: [YAMLPair], of kind: CardKind) -> [ShapedField]? {
        var fields: [ShapedField] = []
        for pair in pairs {
            guard let key = pair.key.scalar, let value = pair.value.scalar, let spec = meaning(key, among: kind) else { return nil }
            fields.append(ShapedField(name: spec.name, value: spec.type == .duration ? ShapedText.duration(value) : value))
        }
        return fields
    }
}
