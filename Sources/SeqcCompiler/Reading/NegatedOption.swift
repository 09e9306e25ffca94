/// A key that names a yes/no field through its negation, as apps and models write an
/// option: `skip_last_rest`, `skipLastRest`, `omit final rest`, `no rest after last round`,
/// `noFinalRest`, `letzte Pause weglassen`, `sans dernier repos`. A negation word before
/// or after any name of a `boolean` field of the place (its own, a synonym, another style,
/// a word of the vocabulary) means that field with the value inverted: `skip_last_rest:
/// true` is `finalRest: false`; a step waiting for the person (`waitForTap`,
/// `manualAdvance`) is `autoComplete` inverted. The inverted value is a rewrite of what was written, so the
/// fix is unsafe (docs/decisions.md, "Fix safety").
struct NegatedOption {
    /// The field the key names.
    let field: FieldSpec

    /// Keys longer than this name no field.
    static let maxLength = 64
    /// Negations written before the field's name, folded and without spaces, longest first
    /// where one begins another (`without` before `with`-less `no`).
    private static let prefixes = [
        "without", "disable", "exclude", "donot", "omit", "skip", "dont", "keine", "kein", "ohne", "sans", "pasde",
        "sin", "omitir", "saltar", "no",
    ]
    /// Negations written after the field's name (`letzte Pause weglassen`, `finalRestOff`).
    private static let suffixes = ["weglassen", "auslassen", "omitted", "skipped", "disabled", "omitir", "off"]

    /// What `key` means among `specs` as a negated yes/no field, or nil. Asked only of a key
    /// no field of the place takes, so an ordinary card never comes here.
    static func reading(_ key: String, among specs: [FieldSpec]) -> NegatedOption? {
        let options = specs.filter { $0.type == .boolean }
        let written = NameMatching.normalised(key)
        guard !options.isEmpty, written.utf8.count <= maxLength else { return nil }
        var rests: [Substring] = []
        for prefix in prefixes where written.hasPrefix(prefix) { rests.append(written.dropFirst(prefix.count)) }
        for suffix in suffixes where written.hasSuffix(suffix) { rests.append(written.dropLast(suffix.count)) }
        for rest in rests where !rest.isEmpty {
            guard let meaning = Language.meaning(of: String(rest), among: options), meaning.candidates.count == 1,
                let field = meaning.candidates.first
            else { continue }
            return NegatedOption(field: field)
        }
        return manual(written, among: options)
    }

    /// Words saying a step waits for the person (`manualAdvance`, `waitForTap`,
    /// `requiresConfirmation`, `weiterManuell`): the opposite of the place's one field that
    /// advances by itself (`autoComplete`), whatever follows them.
    private static let manualPrefixes = [
        "manual", "manuell", "manuel", "waitfor", "waituntil", "waiton", "require", "wartenauf", "attendre", "esperar",
    ]
    private static let manualSuffixes = ["manual", "manually", "manuell", "manuel"]

    private static func manual(_ written: String, among options: [FieldSpec]) -> NegatedOption? {
        guard manualPrefixes.contains(where: { written.hasPrefix($0) }) || manualSuffixes.contains(where: { written.hasSuffix($0) }) else {
            return nil
        }
        let automatic = options.filter { $0.matchable.name.hasPrefix("auto") }
        return automatic.count == 1 ? NegatedOption(field: automatic[0]) : nil
    }

    /// The value inverted, as a routine writes it; nil when the value is no yes/no.
    static func inverted(_ value: YAMLNode) -> String? {
        guard case .scalar(let text, _) = value.content, text.utf8.count <= 8 else { return nil }
        switch NameMatching.normalised(text) {
        case "true", "yes", "on", "1", "ja", "oui", "si": return "false"
        case "false", "no", "off", "0", "nein", "non": return "true"
        default: return nil
        }
    }
}

extension ReadingContext {
    /// Reports `key`, a yes/no field named through its negation: the field with the value
    /// inverted as an unsafe fix when the mapping lacks the field and the value is a yes/no;
    /// otherwise what to write instead.
    func reportNegatedOption(_ reading: NegatedOption, by pair: YAMLPair, key: String, in fields: inout MappingFields, owner: String) {
        let name = reading.field.name
        let message = "unknown key '\(key)' in \(owner)"
        if let present = fields[name] {
            collector.error(
                .unknownKey, at: pair.key.range, message, help: "'\(key)' is '\(name)' negated, which this mapping already has",
                notes: [(present.key.range, "'\(name)' is here")])
            return
        }
        guard writtenInPlace(pair), let inverted = NegatedOption.inverted(pair.value) else {
            collector.error(
                .unknownKey, at: pair.key.range, message,
                help: "'\(key)' is '\(name)' negated: write '\(name): false' to leave it out, '\(name): true' to keep it")
            return
        }
        collector.error(
            .unknownKey, at: pair.key.range, message,
            help: "'\(key)' is '\(name)' negated: a routine writes '\(name): \(inverted)'",
            fixIts: [
                FixIt(range: pair.key.range, replacement: name, safety: .unsafe),
                FixIt(range: pair.value.range, replacement: inverted, safety: .unsafe),
            ])
    }
}
