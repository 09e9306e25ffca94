/// Keys apps and models add to a card that the language has no place for: how it looks or
/// sounds (`color`, `emoji`, `icon`, `sound`, `Farbe`, `couleur`, `sonido`), notes about
/// it (`description`, `notes`, `comment`) and the effort it asks (`intensity`, `zone`, `power`). Deleting one drops a value, so the fix is unsafe
/// (docs/decisions.md, "Fix safety"); the card is read without it meanwhile.
extension ReadingContext {
    /// The decoration keys of English, German, French and Spanish, normalised.
    static let decorationKeys: Set<String> = Set(
        [
            "color", "colour", "emoji", "icon", "image", "sound", "voice", "cue", "music", "vibration", "haptic", "background",
            "backgroundColor", "tint", "description", "notes", "note", "comment", "comments", "tip", "tips", "Farbe", "Bild",
            "Ton", "Klang", "Beschreibung", "Hinweis", "Kommentar", "couleur", "icône", "son", "commentaire", "conseil",
            "color", "icono", "imagen", "sonido", "descripción", "comentario", "consejo", "intensity", "zone", "cadence",
            "power", "heartRate", "pace", "rpe", "Intensität", "intensité", "intensidad", "zona",
        ].map(NameMatching.normalised))

    /// Reports `pair`, a card's unknown key, when it is a decoration; false when it is not.
    func reportDecorationKey(_ pair: YAMLPair, key: String, fields: MappingFields, owner: String) -> Bool {
        guard key.utf8.count <= 40, Self.decorationKeys.contains(NameMatching.normalised(key)) else { return false }
        // A note on how the step plays (`note: first round only`) would leave another routine.
        let deletion = ExtraKeyWords.speaksOfPlay(value: pair.value) ? nil : pairDeletion(pair, in: fields)
        collector.error(
            .unknownKey, at: pair.key.range, "unknown key '\(key)' in \(owner)",
            help: "the language has no place for '\(key)': delete it (an info card holds text to read)",
            fixIts: deletion.map { [FixIt(range: $0, replacement: "", safety: .unsafe)] } ?? [])
        return true
    }

    /// The range deleting `pair` from `fields`: its own lines (in JSON, with its comma), its
    /// text after the pair before it on one line, or, written first, up to the key after
    /// it; nil when none fits.
    func pairDeletion(_ pair: YAMLPair, in fields: MappingFields) -> SourceRange? {
        ownFlowLines(of: pair) ?? unitPairDeletion(pair, in: fields) ?? leadingPairDeletion(pair, in: fields)
    }

    /// The whole lines of a JSON pair written on lines of its own and ended by its comma
    /// (`  "@context": "https://schema.org",`); nil for any other layout.
    private func ownFlowLines(of pair: YAMLPair) -> SourceRange? {
        guard let end = end(of: pair), startsLine(pair.key.range.start),
            let found = window(line: end.line, column: end.column, count: Self.editWindow), !found.continues,
            found.scalars.filter({ $0 != " " && $0 != "\t" && $0 != "\r" }) == [","]
        else { return nil }
        return wholeLines(from: pair.key.range.start.line, through: end.line)
    }

    /// `pair` written first, up to the key after it: on its line in a flow mapping, or on
    /// the next line after a block list item's dash.
    private func leadingPairDeletion(_ pair: YAMLPair, in fields: MappingFields) -> SourceRange? {
        let keys = Array(fields.keys)
        guard let index = keys.firstIndex(where: { fields[$0]?.key.range == pair.key.range }), index + 1 < keys.count,
            let next = fields[keys[index + 1]], pair.value.range.end < next.key.range.start, writtenInPlace(pair)
        else { return nil }
        // A block list item's first pair: the next key moves up beside the dash.
        guard
            next.key.range.start.line == pair.value.range.end.line
                || followsDash(pair.key.range.start) && endsLine(pair.value.range.end)
                    && startsLine(next.key.range.start) && next.key.range.start.line == pair.value.range.end.line + 1
        else { return nil }
        return SourceRange(start: pair.key.range.start, end: next.key.range.start)
    }
}
