import SeqcModel

extension CardKind {
    /// "a countdown card", "an interval card": for messages.
    package var cardPhrase: String {
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        return (vowels.contains(rawValue.first ?? "x") ? "an " : "a ") + rawValue + " card"
    }
}
