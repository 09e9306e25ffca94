import SeqcModel

/// A `repeat` block: cards written once and played `rounds` times. It is not a card kind:
/// the reader expands it into authored cards before identities are given, so the model,
/// the runtime JSON and the apps never see it.
public enum RepeatBlock {
    /// The key that opens a block, its value the block's title.
    public static let key = "repeat"

    /// How deep blocks may nest: a block inside a block inside a block inside a block.
    /// Each level multiplies the cards, and the reader walks the levels recursively, so
    /// the bound keeps both the expansion and the reader's stack small.
    public static let maxDepth = 4

    /// What the block does, in one sentence.
    public static let summary =
        "Plays its cards in order `rounds` times; each copy's title ends with its round (`Squats 2/3`)."

    /// The block's fields besides its `repeat:` key, in the order docs present them.
    public static let fields: [FieldSpec] = [
        FieldSpec(
            "rounds", .integer, required: true, summary: "How many times the cards are played, 1 to 10000.", example: "3",
            // A block's rounds and rest are named as an interval's are, in every language.
            synonyms: ["sets", "times", "cycles"],
            vocabulary: [.field(place: CardKind.interval.rawValue, name: "rounds"), .field(place: "routine", name: "rounds")]),
        FieldSpec(
            "rest", .duration, summary: "A rest between rounds, none after the last; its card is titled `<block> - Rest i/n`.",
            example: "1m",
            vocabulary: [.field(place: CardKind.interval.rawValue, name: "rest"), .field(place: "routine", name: "rest")]),
        FieldSpec(
            "id", .text, summary: "The block's slug, from which every copy's pinned id is made. Defaults to the title's slug.",
            example: "circuit"),
        FieldSpec(
            "cards", .textList, required: true, summary: "The cards of one round: cards, intervals and nested blocks.",
            example: "- countdown: Squats"),
    ]

    /// A block as YAML lines under `cards:`.
    public static let example = """
        - repeat: Circuit
          rounds: 3
          rest: 1m
          cards:
            - countdown: Squats
              duration: 40s
            - rest: Breathe
              duration: 20s
        """
}
