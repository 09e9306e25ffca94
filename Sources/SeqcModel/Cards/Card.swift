import Foundation

/// One step of a routine: an identity, a title and what it does.
public struct Card: Hashable, Sendable, Identifiable {
    /// A name-based UUID (see ``Identity``), stable when cards are reordered.
    public let id: UUID
    /// The title shown to the player; never empty.
    public let title: String
    /// The kind and its config.
    public let content: CardContent
    /// The author's pinned card id (`id:` in YAML), kept so a routine can be rebuilt
    /// from its runtime JSON with the same identity.
    public let slug: String?

    public init(id: UUID, title: String, content: CardContent, slug: String? = nil) {
        self.id = id
        self.title = title.isEmpty ? content.kind.displayName : title
        self.content = content
        self.slug = slug
    }

    /// The card's kind.
    public var kind: CardKind { content.kind }
}
