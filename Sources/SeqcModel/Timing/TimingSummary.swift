/// How long a list of runtime cards takes: a range, because a randomDuration card is
/// drawn when it starts, plus the cards whose length the user decides.
public struct TimingSummary: Hashable, Sendable {
    /// The shortest total of the timed cards, in seconds.
    public let minSeconds: Int
    /// The longest total of the timed cards, in seconds.
    public let maxSeconds: Int
    /// Cards with no fixed length: countup, info, repetition, checklist.
    public let untimedCards: Int

    /// Clamps as the configs do, so no summary is an inverted or negative range: a
    /// negative `minSeconds` or `untimedCards` becomes 0, then `maxSeconds` is raised to
    /// at least the resolved minimum.
    public init(minSeconds: Int, maxSeconds: Int, untimedCards: Int) {
        let resolvedMin = Swift.max(0, minSeconds)
        self.minSeconds = resolvedMin
        self.maxSeconds = Swift.max(resolvedMin, maxSeconds)
        self.untimedCards = Swift.max(0, untimedCards)
    }

    /// The timing of `cards`, which should be runtime cards (an unexpanded interval is
    /// counted as its expansion would be).
    public init(of cards: [Card]) {
        var low = 0, high = 0, untimed = 0
        for card in cards {
            guard let (cardLow, cardHigh) = card.content.secondsRange else {
                untimed += 1
                continue
            }
            low = low.saturatingAdd(cardLow)
            high = high.saturatingAdd(cardHigh)
        }
        self.init(minSeconds: low, maxSeconds: high, untimedCards: untimed)
    }
}
