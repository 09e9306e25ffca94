/// The pairs of a group of rounds by their part, each under any word for it: a title, a
/// count of rounds, a rest between rounds and a list of cards. ``CircuitGroup`` (a list
/// item) and ``RoutineGroup`` (a routine's one group) read them alike, and differ only in
/// the words each part may be written with (``Words``).
struct GroupParts {
    var title: YAMLPair?
    var rounds: YAMLPair?
    var rest: YAMLPair?
    var cards: YAMLPair?

    /// What a reader takes for each part, by the pair's key and its position among the
    /// group's pairs.
    struct Words: Sendable {
        /// Whether the pair is passed over (a decoration the block's reader reports itself).
        var skips: @Sendable (_ key: String, _ position: Int) -> Bool
        /// Whether the key, over a count, names the rounds.
        var rounds: @Sendable (_ key: String) -> Bool
        /// Whether the key, over a scalar, names the rest.
        var rest: @Sendable (_ key: String, _ position: Int) -> Bool
        /// Whether the key, over a text that is not null, names the title.
        var title: @Sendable (_ key: String, _ text: String, _ position: Int) -> Bool
    }

    /// Each pair in the first free part it fits, tried in the order cards (a list under a
    /// word for cards), rounds, rest and title; nil when a key is no text of at most 40
    /// bytes or a pair fits no part.
    init?(_ pairs: some Sequence<YAMLPair>, words: Words) {
        for (position, pair) in pairs.enumerated() {
            guard let key = pair.key.scalar, key.utf8.count <= 40 else { return nil }
            if words.skips(key, position) { continue }
            if case .sequence = pair.value.content, cards == nil, ShapeWords.key(key, isIn: ShapeWords.cards) {
                cards = pair
            } else if rounds == nil, words.rounds(key), SetScheme.count(pair.value) != nil {
                rounds = pair
            } else if rest == nil, pair.value.scalar != nil, words.rest(key, position) {
                rest = pair
            } else if title == nil, let text = pair.value.scalar, !pair.value.isNull, words.title(key, text, position) {
                title = pair
            } else {
                return nil
            }
        }
    }
}
