/// A message shown until the user taps on.
public struct InfoConfig: Hashable, Sendable {
    /// The message body, if any; the card's title is always shown.
    public var text: String?

    public init(text: String? = nil) {
        self.text = text
    }
}
