extension RuntimeDocument {
    /// How the runtime JSON of a sequence measures against a byte limit.
    package enum SizeCheck: Equatable, Sendable {
        /// The exact number of bytes ``jsonData()`` returns.
        case fits(bytes: Int)
        /// Past the limit while counting the authored card at `cardIndex` (and the runtime
        /// cards it becomes); nil when the routine's own title, summary or tags are.
        case exceeds(cardIndex: Int?)
    }

    /// Measures the runtime JSON of `sequence` without expanding or serializing it: an
    /// interval's title is copied into every card it expands to, so a short file can
    /// describe gigabytes of output. The count is exact, stops once past `limit`, and
    /// costs time in proportion to the cards and to at most `limit` bytes of text.
    package static func checkJSONSize(of sequence: SequenceDefinition, limit: Int) -> SizeCheck {
        var counter = JSONByteCounter(limit: limit)
        let empty = SequenceDefinition(id: sequence.id, slug: sequence.slug, title: sequence.title,
                                       summary: sequence.summary, tags: sequence.tags, cards: [])
        counter.add(RuntimeDocument(sequence: empty, runtimeCards: []).jsonValue, depth: 0)
        counter.add(1) // the final line break
        // Both card lists sit at depth 2 (`sequence.cards`, `runtime.cards`) and were
        // counted as `[]`; a list with items has the layout of ``JSONByteCounter``.
        let listDepth = 2, cardDepth = 3
        for count in [sequence.cards.count, Expansion.runtimeCardCount(of: sequence.cards)] where count > 0 {
            counter.add(JSONByteCounter.containerOverhead(depth: listDepth) - 2)
        }
        guard !counter.exceeded else { return .exceeds(cardIndex: nil) }
        let perCard = JSONByteCounter.memberOverhead(depth: cardDepth)
        for (index, card) in sequence.cards.enumerated() {
            counter.add(.object(card.jsonObject()), depth: cardDepth)
            counter.add(perCard)
            if case .interval(let interval) = card.content {
                // Each expanded card's title is the interval's title and a suffix; the
                // rounds are counted with an empty prefix and the title added per copy.
                counter.addText(card.title, copies: interval.runtimeCardCount)
                var round = 1
                while round <= interval.rounds && !counter.exceeded {
                    for runtime in Expansion.roundCards(round, of: interval, card: card, titlePrefix: "") {
                        counter.add(runtime.jsonValue, depth: cardDepth)
                        counter.add(perCard)
                    }
                    round += 1
                }
            } else {
                counter.add(RuntimeCard(card: card).jsonValue, depth: cardDepth)
                counter.add(perCard)
            }
            if counter.exceeded { return .exceeds(cardIndex: index) }
        }
        return .fits(bytes: counter.total)
    }
}
