import SeqcModel

/// A card whose kind's value is its quantity and nothing else (`- rest: 40`,
/// `- countdown: 45s`, `- rest: 2 Minuten`, `- repetition: 12`): models and people put
/// the number where the title goes. With no word left for a title, the card is read
/// untitled (it shows its kind's name, as an empty title does) and the quantity becomes
/// its field. A bare number on a timed card is seconds, as the language reads a bare
/// duration.
enum UntitledQuantity {
    /// The card `text` makes as the whole title of a card of `kind`, or nil when the text
    /// is not only a quantity of that kind.
    static func item(_ text: String, of kind: CardKind) -> ShapedItem? {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let quantity = TextCardShape.quantity(words, allowsBareCount: true) else { return nil }
        switch (kind, quantity) {
        case (.countdown, .duration(let value)), (.rest, .duration(let value)):
            return .card(kind, title: "", fields: [ShapedField(name: "duration", value: value)])
        case (.countdown, .bare(let value)), (.rest, .bare(let value)):
            return .card(kind, title: "", fields: [ShapedField(name: "duration", value: value)])
        case (.repetition, .reps(let value)), (.repetition, .bare(let value)):
            return .card(.repetition, title: "", fields: [ShapedField(name: "reps", value: value)])
        default:
            return nil
        }
    }
}
