extension RuntimeDocument {
    /// The depth of the writer inside either card list (`runtime.cards`, `sequence.cards`):
    /// the document, its member object, the list.
    private static let cardListDepth = 3

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
    /// costs time in proportion to the cards and to at most `limit` bytes of text. It
    /// walks the document with the functions that write it, into a ``JSONByteCounter``.
    package static func checkJSONSize(of sequence: SequenceDefinition, limit: Int) -> SizeCheck {
        var counter = JSONByteCounter(limit: limit)
        // The document with both card lists empty, then each list's cards one by one.
        let empty = SequenceDefinition(
            id: sequence.id, slug: sequence.slug, title: sequence.title,
            summary: sequence.summary, tags: sequence.tags, cards: [])
        RuntimeDocument(formatVersion: currentFormatVersion, sequence: empty, unchecked: []).write(to: &counter)
        counter.add(1)  // the final line break
        for count in [sequence.cards.count, Expansion.runtimeCardCount(of: sequence.cards)] where count > 0 {
            counter.add(JSONByteCounter.closingOverhead(ofArrayAtDepth: cardListDepth))
        }
        guard !counter.exceeded else { return .exceeds(cardIndex: nil) }
        for (index, card) in sequence.cards.enumerated() {
            counter.countElement(ofArrayAtDepth: cardListDepth) { card.write(to: &$0, origin: nil) }
            if case .interval(let interval) = card.content {
                // Each expanded card's title is the interval's title and a suffix: the title
                // is added once per copy and the rounds are measured with an empty prefix.
                counter.addText(card.title, times: interval.runtimeCardCount)
                countRounds(of: interval, card: card, into: &counter)
            } else {
                counter.countElement(ofArrayAtDepth: cardListDepth) { RuntimeCard(card: card).write(to: &$0) }
            }
            if counter.exceeded { return .exceeds(cardIndex: index) }
        }
        return .fits(bytes: counter.total)
    }

    /// Rounds whose numbers have as many digits are the same size (only the number
    /// differs), so each run of them is measured once: the cost is per digit, not per
    /// round. The last round is measured on its own, as it may have no rest.
    private static func countRounds(of interval: IntervalConfig, card: Card, into counter: inout JSONByteCounter) {
        func add(round: Int, copies: Int) {
            counter.copies = copies
            defer { counter.copies = 1 }
            for runtime in Expansion.roundCards(round, of: interval, card: card, titlePrefix: "") {
                counter.countElement(ofArrayAtDepth: cardListDepth) { runtime.write(to: &$0) }
            }
        }
        var first = 1
        while first <= interval.rounds && !counter.exceeded {
            let (power, overflow) = first.multipliedReportingOverflow(by: 10)
            let last = overflow ? interval.rounds : Swift.min(interval.rounds, power - 1)
            let sameSize = last == interval.rounds ? last - 1 : last
            if sameSize >= first { add(round: first, copies: sameSize - first + 1) }
            if last == interval.rounds { add(round: last, copies: 1) }
            first = last + 1
        }
    }
}

extension RuntimeDocument {
    /// Bytes that cover any one card's JSON but its texts: its keys, indentation, id,
    /// kind, origin and config numbers (each at most 20 digits) come to under 700.
    private static let cardBytesBesidesText = 1024
    /// Bytes that cover the document's own keys, brackets and numbers but its texts.
    private static let documentBytesBesidesText = 512
    /// Bytes that cover the quotes, key and indentation around one text.
    private static let bytesAroundText = 64

    /// A number of bytes that ``jsonData()`` never writes more than for `sequence`, from
    /// card counts and text lengths alone: no card is built and no text is read. Each
    /// UTF-8 byte of text counts six, the longest escape (`\u001F`). Routines far under
    /// the limit, which is nearly all of them, need no exact count
    /// (``checkJSONSize(of:limit:)``). Saturates instead of overflowing.
    package static func jsonSizeBound(of sequence: SequenceDefinition) -> Int {
        func text(_ value: String) -> Int { value.utf8.count.saturatingMultiply(6).saturatingAdd(bytesAroundText) }
        var total = documentBytesBesidesText.saturatingAdd(text(sequence.title)).saturatingAdd(text(sequence.slug))
        if let summary = sequence.summary { total = total.saturatingAdd(text(summary)) }
        for tag in sequence.tags { total = total.saturatingAdd(text(tag)) }
        for card in sequence.cards {
            var own = cardBytesBesidesText.saturatingAdd(text(card.title))
            if let slug = card.slug { own = own.saturatingAdd(text(slug)) }
            own = own.saturatingAdd(card.content.accept(TextBytes(measure: text)))
            if case .interval(let interval) = card.content {
                // Each runtime card copies the title and adds ` - Work r/N`: 64 covers it.
                let runtime = cardBytesBesidesText.saturatingAdd(text(card.title)).saturatingAdd(bytesAroundText)
                total = total.saturatingAdd(runtime.saturatingMultiply(interval.runtimeCardCount))
            }
            // Authored once in `sequence.cards`, and once more in `runtime.cards` unless expanded.
            let copies = if case .interval = card.content { 1 } else { 2 }
            total = total.saturatingAdd(own.saturatingMultiply(copies))
        }
        return total
    }
}

/// The bytes a config's texts count for the bound (``KindConfig/textBytes(measuredBy:)``).
private struct TextBytes: ContentVisitor {
    let measure: (String) -> Int
    func visit<Config: KindConfig>(_ config: Config) -> Int { config.textBytes(measuredBy: measure) }
}
