/// How long a list of runtime cards takes: a range, because a randomDuration card is
/// drawn when it starts, plus the cards whose length the user decides.
public struct TimingSummary: Hashable, Sendable {
    /// The shortest total of the timed cards, in seconds.
    public let minSeconds: Int
    /// The longest total of the timed cards, in seconds.
    public let maxSeconds: Int
    /// Cards with no fixed length: countup, info, repetition, checklist.
    public let untimedCards: Int

    public init(minSeconds: Int, maxSeconds: Int, untimedCards: Int) {
        self.minSeconds = minSeconds
        self.maxSeconds = maxSeconds
        self.untimedCards = untimedCards
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
