import SeqcModel

/// A key that names a duration field together with the unit of its number, as other apps
/// and spreadsheets write them: `duration_minutes`, `durationInMinutes`, `Dauer_min`,
/// `duree_en_minutes`, `duration_ms`, or the unit alone (`minutes: 25` on a countdown,
/// where one field is timed). Any unit word of the vocabulary, after any name of the field
/// (its own, a synonym, another style). The key says the unit, so the number has one
/// reading: the field with the number in that unit is a safe fix, when it is a whole
/// number of seconds.
struct UnitInKey {
    /// The duration fields the key may mean: one, or several when only the unit is written
    /// on a card with several timed fields.
    let candidates: [FieldSpec]
    let unit: (seconds: Int, per: Int)
    /// The unit as written in the key, folded (`minutes`, `min`, `ms`).
    let unitWord: String

    /// Keys longer than this name no field.
    static let maxLength = 64
    /// Words between a field's name and its unit (`durationInMinutes`, `duree_en_minutes`).
    private static let joiners = ["in", "en"]

    /// What `key` means among `specs` as a duration field with its unit, or nil.
    static func reading(_ key: String, among specs: [FieldSpec]) -> UnitInKey? {
        let durations = specs.filter { $0.type == .duration }
        let written = NameMatching.normalised(key)
        guard !durations.isEmpty, written.utf8.count <= maxLength else { return nil }
        if let reading = separatedLetter(key, among: specs) { return reading }
        // The longest unit first: `durationminutes` is `duration` + `minutes`, not `durationminute` + `s`.
        for start in written.indices {
            let suffix = String(written[start...])
            // One-letter units are left out: `durations` is a plural, not `duration` in seconds.
            guard suffix.count > 1, let unit = Vocabulary.unit(suffix) else { continue }
            let prefix = String(written[..<start])
            if prefix.isEmpty { return UnitInKey(candidates: durations, unit: unit, unitWord: suffix) }
            guard let meaning = fieldMeaning(prefix, among: specs) else { continue }
            return UnitInKey(candidates: meaning.candidates, unit: unit, unitWord: suffix)
        }
        return nil
    }

    /// The duration fields `prefix` names, as written or without a joiner at its end: `min`
    /// (a field whose name ends in `in`) is read before `durationin` loses its `in`.
    private static func fieldMeaning(_ prefix: String, among specs: [FieldSpec]) -> KeyMeaning? {
        var names = [prefix]
        if let joiner = joiners.first(where: { prefix.hasSuffix($0) && prefix.count > $0.count }) {
            names.append(String(prefix.dropLast(joiner.count)))
        }
        for name in names {
            if let meaning = Language.meaning(of: name, among: specs), meaning.candidates.allSatisfy({ $0.type == .duration }) {
                return meaning
            }
        }
        return nil
    }

    /// A one-letter unit after a separator (`duration_s`, `Dauer-m`): the separator says it
    /// is a unit, not a plural's `s`.
    private static func separatedLetter(_ key: String, among specs: [FieldSpec]) -> UnitInKey? {
        guard let separator = key.lastIndex(where: { $0 == "_" || $0 == "-" || $0 == " " }) else { return nil }
        let letter = String(key[key.index(after: separator)...])
        guard letter.count == 1, let unit = Vocabulary.unit(letter),
            let meaning = Language.meaning(of: String(key[..<separator]), among: specs),
            meaning.candidates.allSatisfy({ $0.type == .duration })
        else { return nil }
        return UnitInKey(candidates: meaning.candidates, unit: unit, unitWord: NameMatching.normalised(letter))
    }

    /// `value`'s text in this unit as a duration (`12.5` minutes is `12m30s`), when it is
    /// a number (a decimal point or comma allowed) of whole seconds, more than zero and
    /// at most the longest duration.
    func duration(of value: YAMLNode) -> String? {
        guard case .scalar(let text, _) = value.content, text.utf8.count <= 16, !text.isEmpty else { return nil }
        // A decimal comma is a decimal point (`2,5` minutes); before three digits it may
        // group thousands (`1,500`), two readings.
        if let comma = text.firstIndex(of: ","), text[text.index(after: comma)...].count > 2 { return nil }
        let number = String(text.map { $0 == "," ? "." : $0 })
        guard number.utf8.allSatisfy({ (48...57).contains($0) || $0 == UInt8(ascii: ".") }),
            number.utf8.filter({ $0 == UInt8(ascii: ".") }).count <= 1,
            let seconds = LooseDuration.seconds(number + " " + unitWord), seconds <= RoutineLimits.maxDurationSeconds
        else { return nil }
        return DurationText.text(seconds)
    }
}

extension ReadingContext {
    /// Reports `key`, a duration field named with its unit: the field and the number in
    /// that unit as a safe fix when one field is meant and the value is a whole number of
    /// seconds; otherwise what to write instead. A value the fix converts is not read as
    /// the field meanwhile: read as seconds, it would be clamped or compared in the wrong unit.
    func reportUnitInKey(_ reading: UnitInKey, by pair: YAMLPair, key: String, in fields: inout MappingFields, owner: String) {
        let message = "unknown key '\(key)' in \(owner)"
        guard reading.candidates.count == 1, let spec = reading.candidates.first else {
            let names = reading.candidates.map { "'\($0.name): <duration>'" }.joined(separator: " or ")
            collector.error(
                .unknownKey, at: pair.key.range, message,
                help: "'\(key)' names a unit, not which timed field: write \(names), with the unit after the number")
            return
        }
        if let present = fields[spec.name] {
            collector.error(
                .unknownKey, at: pair.key.range, message, help: "'\(key)' means '\(spec.name)', which this mapping already has",
                notes: [(present.key.range, "'\(spec.name)' is here")])
            return
        }
        guard writtenInPlace(pair), let duration = reading.duration(of: pair.value) else {
            fields.adopt(key, as: spec.name)
            collector.error(
                .unknownKey, at: pair.key.range, message,
                help: "'\(key)' is '\(spec.name)' in \(reading.unitWord): write '\(spec.name): <duration>' with the unit after the number")
            return
        }
        collector.error(
            .unknownKey, at: pair.key.range, message,
            help: "'\(key)' is '\(spec.name)' in \(reading.unitWord): a routine writes '\(spec.name): \(duration)'",
            fixIts: [FixIt(range: pair.key.range, replacement: spec.name), FixIt(range: pair.value.range, replacement: duration)])
    }
}
