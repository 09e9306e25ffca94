import Foundation

/// An authored routine after clamping: what an app imports and edits.
public struct SequenceDefinition: Hashable, Sendable, Identifiable {
    /// A name-based UUID derived from ``slug``.
    public let id: UUID
    /// The routine's id as authored or defaulted from its file name, e.g. `morning-hiit`.
    public let slug: String
    public let title: String
    public let summary: String?
    public let tags: [String]
    /// The authored cards, intervals unexpanded.
    public let cards: [Card]

    public init(id: UUID, slug: String, title: String, summary: String? = nil, tags: [String] = [], cards: [Card]) {
        self.id = id
        self.slug = slug
        self.title = title
        self.summary = summary
        self.tags = tags
        self.cards = cards
    }
}
