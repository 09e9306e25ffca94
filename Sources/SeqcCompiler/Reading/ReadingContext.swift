import SeqcModel

/// The state one file's readers share: where diagnostics go, and the source text that
/// fix-its spanning lines are computed from.
final class ReadingContext {
    var collector: DiagnosticCollector
    /// The file being read; nil only in readers built without one, which then offer no
    /// fix-its that need the text around a node.
    let source: SourceFile?
    /// The line break an inserted line uses: CR LF when the file's first break is one.
    /// Found once: a file may have many cards that insert lines.
    private(set) lazy var lineBreak: String = {
        guard let bytes = source?.bytes, let index = bytes.firstIndex(of: 0x0A) else { return "\n" }
        return index > 0 && bytes[index - 1] == 0x0D ? "\r\n" : "\n"
    }()

    /// The file's lines, split once the first fix-it needing a whole line asks for them:
    /// a file with many such mistakes is split once, a file with none never.
    private(set) lazy var lines: SourceLines? = source.map { SourceLines($0.bytes) }

    /// The card whose fields are being read and its title's node, for a value's repair
    /// that copies the whole card (``PerSide``); nil outside a card.
    var cardBeingRead: (node: YAMLNode, title: YAMLNode?)?

    /// The side conventions the file titles cards with (``PerSide``), found once: a file
    /// may hold many per-side values, and each would otherwise search the whole file.
    private(set) lazy var sideConventions: [PerSide.Sides] =
        source.map { PerSide.conventions(in: String(decoding: $0.bytes, as: UTF8.self)) } ?? []

    /// The card list being read, whose items are a step's neighbours (``RecoveryNeighbours``).
    var listItems: YAMLNode.Items?

    /// The routine's title once read, which names a block a fix makes of the whole routine
    /// (``RoundsAsTitle``); nil before it is read or when it is missing.
    var routineTitle: String?

    init(file: String, source: SourceFile? = nil) {
        collector = DiagnosticCollector(file: file)
        self.source = source
    }

    /// Reports every key of `fields` that is neither one of `specs` nor in `alsoAllowed`
    /// as `unknown-key`. A key that means one field at this place (its name in another
    /// style, the runtime JSON's name, a synonym) gets a safe fix-it to that field and is
    /// read as it; a misspelling gets the nearest field as an unsafe did-you-mean. A key
    /// whose field is written too, or that could mean several, gets no fix-it.
    func reportUnknownKeys(
        _ fields: inout MappingFields, specs: [FieldSpec], headKey: String? = nil, alsoAllowed: [String] = [],
        owner: @autoclosure () -> String, elsewhere: (String) -> String? = { _ in nil }
    ) {
        // The list of allowed keys is made only for a mapping with a key outside it: it
        // goes into messages, and nearly every mapping has none. The head key (a card's
        // kind) is apart from the other allowed keys so that no list is made per card.
        func isAllowed(_ key: String) -> Bool { key == headKey || alsoAllowed.contains(key) || specs.contains { $0.name == key } }
        for key in fields.keys where !isAllowed(key) {
            guard let pair = fields[key] else { continue }
            if headKey != nil, reportOnceMark(pair, key: key, owner: owner()) { continue }
            let allowed = (headKey.map { [$0] } ?? []) + alsoAllowed + specs.map(\.name)
            let owner = owner()
            if let meaning = Language.meaning(of: key, among: specs) {
                reportMeant(meaning, by: pair, key: key, in: &fields, owner: owner)
                continue
            }
            if reportUnitKey(pair, key: key, fields: fields, specs: specs, owner: owner) { continue }
            if reportOtherAppKey(pair, key: key, in: &fields, specs: specs, isCard: headKey != nil, owner: owner) { continue }
            if let reading = UnitInKey.reading(key, among: specs) {
                reportUnitInKey(reading, by: pair, key: key, in: &fields, owner: owner)
                continue
            }
            if let reading = NegatedOption.reading(key, among: specs) {
                reportNegatedOption(reading, by: pair, key: key, in: &fields, owner: owner)
                continue
            }
            if specs.contains(where: { $0.name == "work" }), IntervalDurationKey.isDurationWord(key),
                let reading = IntervalDurationKey(pair, fields: fields, source: source)
            {
                collector.error(
                    .unknownKey, at: pair.key.range, "unknown key '\(key)' in \(owner)", help: reading.help, fixIts: [reading.fix])
                continue
            }
            // A key the mapping already has yields to a misspelt synonym of one it lacks:
            // renaming to it would make a duplicate.
            let nearest = Suggestion.closest(to: key, among: allowed)
            let synonym =
                nearest.map { fields[$0] == nil } == true
                ? nil : Self.closestBySynonym(to: key, among: specs.filter { fields[$0.name] == nil })
            let suggestion = synonym?.field ?? nearest
            if suggestion == nil, elsewhere(key) == nil, reportExtraKey(pair, key: key, fields: fields, specs: specs, owner: owner) {
                continue
            }
            // Renaming to a key the mapping has would make a duplicate key: no fix then.
            let fix = suggestion.flatMap { fields[$0] == nil ? FixIt(range: pair.key.range, replacement: $0, safety: .unsafe) : nil }
            let help =
                synonym.map { "did you mean '\($0.field)'? ('\(key)' looks like '\($0.word)', another name for it)" }
                ?? suggestion.map { Self.didYouMean($0, for: key, what: "keys") }
                ?? elsewhere(key)
                ?? "\(owner) takes: \(allowed.joined(separator: ", "))"
            collector.error(
                .unknownKey, at: pair.key.range, "unknown key '\(key)' in \(owner)", help: help,
                fixIts: fix.map { [$0] } ?? [])
            if let suggestion { fields.adopt(key, as: suggestion) }
        }
    }

    /// The field whose synonym `key` misspells (`tiem` for `time`, a name of `duration`):
    /// a typo of another app's word is as near to the field as a typo of its own name.
    /// Synonyms of three letters or fewer are left out: one edit away from one of them is
    /// too many words.
    static func closestBySynonym(to key: String, among specs: [FieldSpec]) -> (field: String, word: String)? {
        let synonyms = specs.flatMap { spec in spec.synonyms.filter { $0.count > 3 }.map { ($0, spec.name) } }
        guard let word = Suggestion.closest(to: key, among: synonyms.map(\.0)), let field = synonyms.first(where: { $0.0 == word })?.1
        else { return nil }
        return (field, word)
    }

    /// An unknown key that means a field of this place by style, runtime name or synonym.
    private func reportMeant(_ meaning: KeyMeaning, by pair: YAMLPair, key: String, in fields: inout MappingFields, owner: String) {
        let message = "unknown key '\(key)' in \(owner)"
        guard let spec = meaning.field else {
            if meaning.candidates.contains(where: { $0.name == "work" }),
                let reading = IntervalDurationKey(pair, fields: fields, source: source)
            {
                collector.error(.unknownKey, at: pair.key.range, message, help: reading.help, fixIts: [reading.fix])
                return
            }
            let names = meaning.candidates.map { "'\($0.name)'" }
            collector.error(
                .unknownKey, at: pair.key.range, message,
                help: "'\(key)' could mean \(names.joined(separator: " or ")) here: write the one you mean")
            return
        }
        if let present = fields[spec.name] {
            collector.error(
                .unknownKey, at: pair.key.range, message, help: "'\(key)' means '\(spec.name)', which this mapping already has",
                notes: [(present.key.range, "'\(spec.name)' is here")])
            return
        }
        var fixIts = [FixIt(range: pair.key.range, replacement: spec.name)]
        let help: String
        switch meaning {
        case .style: help = Self.didYouMean(spec.name, for: key, what: "keys")
        case .runtimeName:
            let seconds = spec.type == .duration && writtenInPlace(pair) ? Self.plainSeconds(pair.value) : nil
            if let seconds { fixIts.append(FixIt(range: pair.value.range, replacement: DurationText.text(seconds))) }
            let written = seconds.map { "'\(spec.name): \(DurationText.text($0))'" } ?? "'\(spec.name)'"
            help = "'\(key)' is the runtime JSON's name; a routine writes \(written)"
        case .synonym: help = "\(owner) calls this '\(spec.name)'"
        }
        collector.error(.unknownKey, at: pair.key.range, message, help: help, fixIts: fixIts)
        fields.adopt(key, as: spec.name)
    }

    /// A plain, untagged run of at most seven digits, as the runtime JSON writes seconds;
    /// nil for anything else (left for the duration reader to judge) and for zero.
    private static func plainSeconds(_ node: YAMLNode) -> Int? {
        guard node.tag == nil, case .scalar(let text, .plain) = node.content, (1...7).contains(text.utf8.count),
            text.utf8.allSatisfy({ (48...57).contains($0) }), let seconds = Int(text), seconds > 0,
            seconds <= RoutineLimits.maxDurationSeconds
        else { return nil }
        return seconds
    }

    /// "did you mean 'cards'?", saying why when only the case or the separators differ.
    static func didYouMean(_ suggestion: String, for written: String, what: String) -> String {
        if written.lowercased() == suggestion.lowercased() { return "\(what) are case-sensitive: did you mean '\(suggestion)'?" }
        if NameMatching.normalised(written) == NameMatching.normalised(suggestion) {
            return "\(what) are written in camelCase, without '_', '-' or spaces: did you mean '\(suggestion)'?"
        }
        return "did you mean '\(suggestion)'?"
    }

    /// Reports a required key that is absent or null; `example` is what the help offers
    /// to write, a placeholder (``FieldSpec/placeholder``) unless the file gave the value.
    func reportMissing(_ field: String, in fields: MappingFields, owner: String, at range: SourceRange, example: String) {
        if let pair = fields[field] {
            collector.error(.missingField, at: pair.key.range, "'\(field)' has no value", help: "for example: \(field): \(example)")
        } else {
            collector.error(.missingField, at: range, "\(owner) is missing '\(field)'", help: "add '\(field): \(example)'")
        }
    }
}
