/// Keys apps and models add to a card that the language has no place for: how it looks or
/// sounds (`color`, `emoji`, `icon`, `sound`, `Farbe`, `couleur`, `sonido`) and notes about
/// it (`description`, `notes`, `comment`). Deleting one drops a value, so the fix is unsafe
/// (docs/decisions.md, "Fix safety"); the card is read without it meanwhile.
extension ReadingContext {
    /// The decoration keys of English, German, French and Spanish, normalised.
    static let decorationKeys: Set<String> = Set(
        [
            "color", "colour", "emoji", "icon", "image", "sound", "voice", "cue", "music", "vibration", "haptic", "background",
            "backgroundColor", "tint", "description", "notes", "note", "comment", "comments", "tip", "tips", "Farbe", "Bild",
            "Ton", "Klang", "Beschreibung", "Hinweis", "Kommentar", "couleur", "icône", "son", "commentaire", "conseil",
            "color", "icono", "imagen", "sonido", "descripción", "comentario", "consejo",
        ].map(NameMatching.normalised))

    /// Reports `pair`, a card's unknown key, when it is a decoration; false when it is not.
    func reportDecorationKey(_ pair: YAMLPair, key: String, fields: MappingFields, owner: String) -> Bool {
        guard key.utf8.count <= 40, Self.decorationKeys.contains(NameMatching.normalised(key)) else { return false }
        let deletion = unitPairDeletion(pair, in: fields)
        collector.error(
            .unknownKey, at: pair.key.range, "unknown key '\(key)' in \(owner)",
            help: "the language has no place for '\(key)': delete it (an info card holds text to read)",
            fixIts: deletion.map { [FixIt(range: $0, replacement: "", safety: .unsafe)] } ?? [])
        return true
    }
}
